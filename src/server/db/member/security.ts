/**
 * SQL of the security centre (migrations/005_security_centre.sql): bank accounts, the authenticator, bound social
 * accounts, and the member columns it changes (nickname, profile fields, bound contacts, payment password).
 */
import type { Queryable } from '../database'

/** PostgreSQL's unique_violation: a bound mobile or e-mail that another member took between the check and the write. */
const UNIQUE_VIOLATION = '23505'

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION
}

/** Locks the member's row for the rest of the transaction, so two changes to one member queue. */
export async function lockMember(tx: Queryable, memberId: number): Promise<void> {
  await tx.query(`SELECT 1 FROM members WHERE id = $1 FOR UPDATE`, [memberId])
}

/**
 * Sets the nickname (when given; null clears it) and merges the profile fields: a key with null is removed,
 * the others replace what was there. Keys not named are kept.
 */
export async function updateNicknameAndProfile(
  db: Queryable,
  memberId: number,
  change: { nickname?: string | null; profile: Record<string, string | null> },
): Promise<void> {
  const set = Object.fromEntries(Object.entries(change.profile).filter(([, v]) => v !== null))
  const removed = Object.entries(change.profile).filter(([, v]) => v === null).map(([k]) => k)
  await db.query(
    `UPDATE members SET
       nickname = CASE WHEN $2 THEN $3 ELSE nickname END,
       profile = (profile - $4::text[]) || $5::jsonb
     WHERE id = $1`,
    [memberId, change.nickname !== undefined, change.nickname ?? null, removed, JSON.stringify(set)],
  )
}

/** Whether another member of the merchant has this mobile number (or e-mail address, case-insensitively). */
export async function contactTakenByOther(db: Queryable, input: { merchantCode: string; memberId: number; kind: 'mobile' | 'email'; value: string }): Promise<boolean> {
  const condition = input.kind === 'mobile' ? 'mobile = $3' : 'lower(email) = lower($3)'
  const { rows } = await db.query(`SELECT 1 FROM members WHERE merchant_code = $1 AND id <> $2 AND ${condition}`, [input.merchantCode, input.memberId, input.value])
  return rows.length > 0
}

export async function setMemberContact(db: Queryable, memberId: number, kind: 'mobile' | 'email', value: string): Promise<void> {
  await db.query(kind === 'mobile' ? `UPDATE members SET mobile = $2 WHERE id = $1` : `UPDATE members SET email = $2 WHERE id = $1`, [memberId, value])
}

export async function findPaymentPasswordHash(db: Queryable, memberId: number): Promise<string | null> {
  const { rows } = await db.query<{ hash: string | null }>(`SELECT payment_password_hash AS hash FROM members WHERE id = $1`, [memberId])
  return rows[0]?.hash ?? null
}

/**
 * Sets the payment password hash. With `onlyIfUnset` it is written only when none is set (the first one), and
 * the answer says whether it was.
 */
export async function setPaymentPasswordHash(db: Queryable, memberId: number, hash: string, onlyIfUnset = false): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE members SET payment_password_hash = $2 WHERE id = $1 AND (NOT $3 OR payment_password_hash IS NULL)`,
    [memberId, hash, onlyIfUnset],
  )
  return affectedRows > 0
}

// --- bank accounts ---------------------------------------------------------------------------------------------

export interface BankAccountRow {
  id: number
  memberId: number
  bankName: string
  holderName: string
  accountNumber: string
  createdAt: Date
}

const BANK_COLUMNS = `id, member_id AS "memberId", bank_name AS "bankName", holder_name AS "holderName",
  account_number AS "accountNumber", created_at AS "createdAt"`

export async function listBankAccounts(db: Queryable, memberId: number): Promise<BankAccountRow[]> {
  const { rows } = await db.query(`SELECT ${BANK_COLUMNS} FROM member_bank_accounts WHERE member_id = $1 ORDER BY created_at, id`, [memberId])
  return rows as unknown as BankAccountRow[]
}

export async function countBankAccounts(db: Queryable, memberId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM member_bank_accounts WHERE member_id = $1`, [memberId])
  return rows[0].n
}

/** Inserts a bank account; false when the member already has that number (nothing written). */
export async function insertBankAccount(
  db: Queryable,
  account: { memberId: number; bankName: string; holderName: string; accountNumber: string; at: Date },
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO member_bank_accounts (member_id, bank_name, holder_name, account_number, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (member_id, account_number) DO NOTHING RETURNING id`,
    [account.memberId, account.bankName, account.holderName, account.accountNumber, account.at],
  )
  return rows.length > 0
}

/** The holder names of a member's bank accounts (the new-IP check compares one with what the member types). */
export async function bankHolderNames(db: Queryable, memberId: number): Promise<string[]> {
  const { rows } = await db.query<{ holderName: string }>(`SELECT holder_name AS "holderName" FROM member_bank_accounts WHERE member_id = $1`, [memberId])
  return rows.map((r) => r.holderName)
}

// --- authenticator ---------------------------------------------------------------------------------------------

export interface AuthenticatorRow {
  memberId: number
  secret: string
  createdAt: Date
  confirmedAt: Date | null
  lastTimeStep: number | null
}

export async function findAuthenticator(db: Queryable, memberId: number): Promise<AuthenticatorRow | null> {
  const { rows } = await db.query(
    `SELECT member_id AS "memberId", secret, created_at AS "createdAt", confirmed_at AS "confirmedAt", last_time_step AS "lastTimeStep"
     FROM member_authenticators WHERE member_id = $1`,
    [memberId],
  )
  return (rows[0] as unknown as AuthenticatorRow | undefined) ?? null
}

/** Starts (or restarts) a setup with a new secret; false when the member's authenticator is already on. */
export async function savePendingAuthenticator(db: Queryable, memberId: number, secret: string, at: Date): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO member_authenticators (member_id, secret, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO UPDATE SET secret = EXCLUDED.secret, created_at = EXCLUDED.created_at, last_time_step = NULL
       WHERE member_authenticators.confirmed_at IS NULL
     RETURNING member_id`,
    [memberId, secret, at],
  )
  return rows.length > 0
}

/**
 * Records a code accepted at TOTP step `timeStep` (and turns a pending authenticator on when `confirmAt` is
 * given). Only a step later than the last one counts, so two requests with the same code cannot both pass.
 */
export async function acceptAuthenticatorStep(db: Queryable, memberId: number, timeStep: number, confirmAt: Date | null): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE member_authenticators SET last_time_step = $2, confirmed_at = COALESCE(confirmed_at, $3)
     WHERE member_id = $1 AND (last_time_step IS NULL OR last_time_step < $2)`,
    [memberId, timeStep, confirmAt],
  )
  return affectedRows > 0
}

export async function deleteAuthenticator(db: Queryable, memberId: number): Promise<void> {
  await db.query(`DELETE FROM member_authenticators WHERE member_id = $1`, [memberId])
}

// --- social accounts -------------------------------------------------------------------------------------------

export interface SocialBindingRow {
  id: number
  memberId: number
  provider: string
  subject: string
  displayName: string | null
  boundAt: Date
  confirmedAt: Date | null
}

const SOCIAL_COLUMNS = `id, member_id AS "memberId", provider, subject, display_name AS "displayName", bound_at AS "boundAt", confirmed_at AS "confirmedAt"`

export async function listSocialBindings(db: Queryable, memberId: number): Promise<SocialBindingRow[]> {
  const { rows } = await db.query(`SELECT ${SOCIAL_COLUMNS} FROM member_social_bindings WHERE member_id = $1 ORDER BY bound_at, id`, [memberId])
  return rows as unknown as SocialBindingRow[]
}

/**
 * Binds a provider's account to a member, or says which rule refused it: the member already has one of that
 * provider, or that account is bound to another member of the merchant. Nothing is written on refusal.
 */
export async function insertSocialBinding(
  db: Queryable,
  binding: { memberId: number; merchantCode: string; provider: string; subject: string; displayName: string | null; at: Date },
): Promise<{ id: number } | { conflict: 'provider' | 'subject' }> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO member_social_bindings (member_id, merchant_code, provider, subject, display_name, bound_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT DO NOTHING RETURNING id`,
    [binding.memberId, binding.merchantCode, binding.provider, binding.subject, binding.displayName, binding.at],
  )
  if (rows[0]) return { id: rows[0].id }
  const { rows: own } = await db.query(`SELECT 1 FROM member_social_bindings WHERE member_id = $1 AND provider = $2`, [binding.memberId, binding.provider])
  return { conflict: own.length > 0 ? 'provider' : 'subject' }
}

/** Confirms a binding (the provider proved the account is the member's); from then on it is fixed. */
export async function confirmSocialBinding(db: Queryable, memberId: number, provider: string, at: Date): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE member_social_bindings SET confirmed_at = $3 WHERE member_id = $1 AND provider = $2 AND confirmed_at IS NULL`,
    [memberId, provider, at],
  )
  return affectedRows > 0
}

/** Removes an unconfirmed binding; a confirmed one is never removed (the answer says whether one was). */
export async function deleteUnconfirmedSocialBinding(db: Queryable, memberId: number, provider: string): Promise<boolean> {
  const { affectedRows } = await db.query(
    `DELETE FROM member_social_bindings WHERE member_id = $1 AND provider = $2 AND confirmed_at IS NULL`,
    [memberId, provider],
  )
  return affectedRows > 0
}

// --- sessions --------------------------------------------------------------------------------------------------

/** The login before session `sessionId`: the latest session of the member opened before it. */
export async function previousLogin(db: Queryable, memberId: number, sessionId: number): Promise<{ at: Date; ip: string } | null> {
  const { rows } = await db.query<{ at: Date; ip: string }>(
    `SELECT s.created_at AS at, s.ip FROM sessions s, sessions cur
     WHERE cur.id = $2 AND s.member_id = $1 AND (s.created_at, s.id) < (cur.created_at, cur.id)
     ORDER BY s.created_at DESC, s.id DESC LIMIT 1`,
    [memberId, sessionId],
  )
  return rows[0] ?? null
}
