/**
 * SQL of the double-entry ledger (migrations/010_ledger.sql): accounts, journal entries, postings. The only place
 * that reads those tables; the writing is the database function `ledger_post` (migrations/019_ledger_post.sql), which
 * domain/money/ledger.ts calls.
 */
import type { Queryable } from '../database'

/** Accounts a member owns: the main wallet, a wallet per vendor (transfer-wallet mode), trial play credit. */
export const MEMBER_ACCOUNT_KINDS = ['main', 'vendor', 'trial'] as const
export type MemberAccountKind = (typeof MEMBER_ACCOUNT_KINDS)[number]

/** Accounts of the merchant itself, one of each per currency; their balances may be negative. */
export const SYSTEM_ACCOUNT_KINDS = ['house', 'payments_in', 'payments_out', 'pending_withdrawals', 'bonus', 'salary_pool', 'trial_credit'] as const
export type SystemAccountKind = (typeof SYSTEM_ACCOUNT_KINDS)[number]

export type AccountKind = MemberAccountKind | SystemAccountKind

/** An account by what it is (within one merchant and currency); its row is created on first use. */
export type AccountRef =
  | { kind: 'main' | 'trial'; memberId: number }
  | { kind: 'vendor'; memberId: number; vendorCode: string }
  | { kind: SystemAccountKind }

export interface LedgerScope {
  merchantCode: string
  currency: string
}

export type AccountRow = {
  id: bigint
  kind: AccountKind
  memberId: number | null
  vendorCode: string
  balance: bigint
}

const ACCOUNT_COLUMNS = `id, kind, member_id AS "memberId", vendor_code AS "vendorCode", balance`

function accountKey(ref: AccountRef): [kind: string, memberId: number | null, vendorCode: string] {
  if (ref.kind === 'vendor') return [ref.kind, ref.memberId, ref.vendorCode]
  if (ref.kind === 'main' || ref.kind === 'trial') return [ref.kind, ref.memberId, '']
  return [ref.kind, null, '']
}

/**
 * The id of an account, creating it (balance zero, so the merchant's sum stays zero) when it does not exist yet.
 * Two transactions creating one account at once: the second waits for the first and then finds its row. The house
 * and the play credit are sharded (migration 022): for them this is the lowest shard that exists (shard 0 is made
 * when none does), which is where the lottery's settlement posts.
 */
export async function accountId(tx: Queryable, scope: LedgerScope, ref: AccountRef, at: Date): Promise<bigint> {
  const [kind, memberId, vendorCode] = accountKey(ref)
  const find = () =>
    tx.query<{ id: bigint }>(
      `SELECT id FROM ledger_accounts
       WHERE merchant_code = $1 AND currency = $2 AND kind = $3 AND coalesce(member_id, 0) = coalesce($4::integer, 0) AND vendor_code = $5
       ORDER BY shard LIMIT 1`,
      [scope.merchantCode, scope.currency, kind, memberId, vendorCode],
    )
  const found = await find()
  if (found.rows[0]) return found.rows[0].id
  const inserted = await tx.query<{ id: bigint }>(
    `INSERT INTO ledger_accounts (merchant_code, currency, kind, member_id, vendor_code, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (merchant_code, currency, kind, (coalesce(member_id, 0)), vendor_code, shard) DO NOTHING
     RETURNING id`,
    [scope.merchantCode, scope.currency, kind, memberId, vendorCode, at],
  )
  if (inserted.rows[0]) return inserted.rows[0].id
  const again = await find()
  if (!again.rows[0]) throw new Error(`ledger account ${kind} could not be created`)
  return again.rows[0].id
}

/**
 * The arguments of `ledger_post` (migrations/019_ledger_post.sql): the entry, and its postings as parallel arrays in
 * the order the function finds their accounts (kind, member or null, vendor code or '', amount).
 */
export interface LedgerPostCall {
  merchantCode: string
  currency: string
  type: string
  reference: string | null
  idempotencyKey: string
  actor: string
  ip: string | null
  at: Date
  kinds: string[]
  members: (number | null)[]
  vendors: string[]
  amounts: bigint[]
}

/** What `ledger_post` answers: one row per posting, in its lock order (none when the key was already used). */
export type PostedRow = { entry: bigint; posting: number; balance: bigint }

/** `ledger_post`'s columns as a PostedRow, for a query's select list. */
export const POSTED_COLUMNS = 'posted_entry AS entry, posted_index AS posting, posted_balance AS balance'

/** Posts an entry in one statement (atomic on its own, or part of the transaction `db`). Refusals raise PT001. */
export async function ledgerPost(db: Queryable, call: LedgerPostCall): Promise<PostedRow[]> {
  const { rows } = await db.query<PostedRow>(
    `SELECT ${POSTED_COLUMNS} FROM ledger_post($1, $2, $3, $4, $5, $6, $7, $8, $9::text[], $10::integer[], $11::text[], $12::bigint[])`,
    [call.merchantCode, call.currency, call.type, call.reference, call.idempotencyKey, call.actor, call.ip, call.at, call.kinds, call.members, call.vendors, call.amounts],
  )
  return rows
}

export type StoredPosting = {
  kind: AccountKind
  memberId: number | null
  vendorCode: string
  amount: bigint
  balanceAfter: bigint
}

export interface StoredEntry {
  id: bigint
  merchantCode: string
  currency: string
  type: string
  reference: string | null
  idempotencyKey: string
  fingerprint: string
  actor: string
  ip: string | null
  createdAt: Date
  postings: StoredPosting[]
}

const ENTRY_COLUMNS = `id, merchant_code AS "merchantCode", currency, entry_type AS type, reference, idempotency_key AS "idempotencyKey",
       fingerprint, actor, ip, created_at AS "createdAt"`

/** An entry with its postings, in the order ledger_post wrote them (its lock order: the merchant's accounts first). */
async function withPostings(db: Queryable, entry: Omit<StoredEntry, 'postings'>): Promise<StoredEntry> {
  const postings = await db.query<StoredPosting>(
    `SELECT a.kind, a.member_id AS "memberId", a.vendor_code AS "vendorCode", p.amount, p.balance_after AS "balanceAfter"
     FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
     WHERE p.entry_id = $1 ORDER BY a.member_id IS NOT NULL, p.account_id`,
    [entry.id],
  )
  return { ...entry, postings: postings.rows }
}

/** The entry a merchant wrote under an idempotency key, with its postings, or null. */
export async function findEntryByKey(db: Queryable, merchantCode: string, idempotencyKey: string): Promise<StoredEntry | null> {
  const { rows } = await db.query<Omit<StoredEntry, 'postings'>>(
    `SELECT ${ENTRY_COLUMNS} FROM ledger_entries WHERE merchant_code = $1 AND idempotency_key = $2`,
    [merchantCode, idempotencyKey],
  )
  return rows[0] ? withPostings(db, rows[0]) : null
}

/** The entries a merchant wrote under one reference, with their postings, oldest first. */
export async function findEntriesByReference(db: Queryable, merchantCode: string, reference: string): Promise<StoredEntry[]> {
  const { rows } = await db.query<Omit<StoredEntry, 'postings'>>(
    `SELECT ${ENTRY_COLUMNS} FROM ledger_entries WHERE merchant_code = $1 AND reference = $2 ORDER BY id`,
    [merchantCode, reference],
  )
  const entries: StoredEntry[] = []
  for (const row of rows) entries.push(await withPostings(db, row))
  return entries
}

/** A member's accounts in one merchant and currency (only those that exist: rows are created on first use). */
export async function memberAccounts(db: Queryable, scope: LedgerScope, memberId: number): Promise<AccountRow[]> {
  const { rows } = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE merchant_code = $1 AND currency = $2 AND member_id = $3 ORDER BY kind, vendor_code`,
    [scope.merchantCode, scope.currency, memberId],
  )
  return rows
}

/** Every account of a merchant and currency (audits and tests). */
export async function scopeAccounts(db: Queryable, scope: LedgerScope): Promise<AccountRow[]> {
  const { rows } = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE merchant_code = $1 AND currency = $2 ORDER BY id`,
    [scope.merchantCode, scope.currency],
  )
  return rows
}

export type LedgerAudit = {
  merchantCode: string
  currency: string
  /** Σ of all balances: always zero. */
  total: bigint
  /** Member accounts below zero: always none. */
  negativeMembers: number
  /** Σ of all postings: always zero, and each account's postings add up to its balance. */
  postingsTotal: bigint
  accountsOffPostings: number
}

/** What must always hold, per merchant and currency: for tests and an operator's check. */
export async function auditLedger(db: Queryable): Promise<LedgerAudit[]> {
  const { rows } = await db.query<LedgerAudit>(
    `SELECT a.merchant_code AS "merchantCode", a.currency, sum(a.balance)::bigint AS total,
       count(*) FILTER (WHERE a.member_id IS NOT NULL AND a.balance < 0)::integer AS "negativeMembers",
       coalesce(sum(p.posted), 0)::bigint AS "postingsTotal",
       count(*) FILTER (WHERE a.balance <> coalesce(p.posted, 0))::integer AS "accountsOffPostings"
     FROM ledger_accounts a
     LEFT JOIN (SELECT account_id, sum(amount) AS posted FROM ledger_postings GROUP BY account_id) p ON p.account_id = a.id
     GROUP BY a.merchant_code, a.currency ORDER BY 1, 2`,
  )
  return rows
}

/** How many journal entries the ledger holds (tests: a refused or replayed movement writes none). */
export async function countEntries(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ledger_entries`)
  return rows[0].n
}
