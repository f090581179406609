/** SQL for the `members` and `member_known_ips` tables (migrations/003_accounts.sql). */
import type { Queryable } from '../database'

export type MemberStatus = 'active' | 'locked' | 'disabled'

export interface MemberRow {
  id: number
  merchantCode: string
  username: string
  passwordHash: string
  passwordChangedAt: Date
  accountType: number
  uplineId: number | null
  status: MemberStatus
  nickname: string | null
  mobile: string | null
  email: string | null
  profile: Record<string, string>
  affiliateCode: string | null
  referralCode: string | null
  clubLabel: string | null
  vipRank: number
  language: string | null
  registerMethod: string
  regDate: Date
  failedLogins: number
  lockedUntil: Date | null
  lastLoginAt: Date | null
  lastLoginIp: string | null
}

const COLUMNS = `id, merchant_code AS "merchantCode", username, password_hash AS "passwordHash",
  password_changed_at AS "passwordChangedAt", account_type AS "accountType", upline_id AS "uplineId", status, nickname,
  mobile, email, profile, affiliate_code AS "affiliateCode", referral_code AS "referralCode", club_label AS "clubLabel",
  vip_rank AS "vipRank", language, register_method AS "registerMethod", reg_date AS "regDate",
  failed_logins AS "failedLogins", locked_until AS "lockedUntil", last_login_at AS "lastLoginAt", last_login_ip AS "lastLoginIp"`

const one = (rows: Record<string, unknown>[]) => (rows[0] as unknown as MemberRow | undefined) ?? null

/** A member's profile fields (real name and the like), {} when none. */
export async function memberProfile(db: Queryable, memberId: number): Promise<Record<string, string>> {
  const { rows } = await db.query<{ profile: Record<string, string> }>('SELECT profile FROM members WHERE id = $1', [memberId])
  return rows[0]?.profile ?? {}
}

export async function findMemberByUsername(db: Queryable, merchantCode: string, username: string): Promise<MemberRow | null> {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM members WHERE merchant_code = $1 AND lower(username) = lower($2)`, [merchantCode, username])
  return one(rows)
}

export async function findMemberByMobile(db: Queryable, merchantCode: string, mobile: string): Promise<MemberRow | null> {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM members WHERE merchant_code = $1 AND mobile = $2`, [merchantCode, mobile])
  return one(rows)
}

export async function findMemberById(db: Queryable, id: number): Promise<MemberRow | null> {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM members WHERE id = $1`, [id])
  return one(rows)
}

export interface NewMember {
  merchantCode: string
  username: string
  passwordHash: string
  accountType?: number
  uplineId?: number | null
  status?: MemberStatus
  nickname?: string | null
  mobile?: string | null
  email?: string | null
  profile?: Record<string, string>
  affiliateCode?: string | null
  referralCode?: string | null
  paymentPasswordHash?: string | null
  clubLabel?: string | null
  vipRank?: number
  language?: string | null
  registerMethod?: string
  registerIp?: string | null
  /** The agent's invite link the member registered through. */
  inviteLinkId?: string | null
  at: Date
}

/** Which unique rule a new member broke, when one did. */
export type MemberConflict = 'username' | 'mobile' | 'email'

/**
 * Inserts a member, or reports which unique rule it broke. The unique indexes decide (two registrations racing
 * for one name cannot both win); nothing is written on conflict.
 */
export async function insertMember(db: Queryable, member: NewMember): Promise<{ id: number } | { conflict: MemberConflict }> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO members (merchant_code, username, password_hash, password_changed_at, account_type, upline_id, status,
       nickname, mobile, email, profile, affiliate_code, referral_code, payment_password_hash, club_label, vip_rank, language,
       register_method, register_ip, reg_date, invite_link_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $4, $20)
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [
      member.merchantCode, member.username, member.passwordHash, member.at, member.accountType ?? 0, member.uplineId ?? null,
      member.status ?? 'active', member.nickname ?? null, member.mobile ?? null, member.email ?? null, JSON.stringify(member.profile ?? {}),
      member.affiliateCode ?? null, member.referralCode ?? null, member.paymentPasswordHash ?? null, member.clubLabel ?? null,
      member.vipRank ?? 0, member.language ?? null, member.registerMethod ?? 'WEB', member.registerIp ?? null,
      member.inviteLinkId ?? null,
    ],
  )
  if (rows[0]) return { id: rows[0].id }
  if (await findMemberByUsername(db, member.merchantCode, member.username)) return { conflict: 'username' }
  if (member.mobile && (await findMemberByMobile(db, member.merchantCode, member.mobile))) return { conflict: 'mobile' }
  return { conflict: 'email' }
}

/**
 * Records one more failed login, locking the account until `lockUntil` when the count reaches `lockAt`.
 * One statement, so concurrent failures each count.
 */
export async function recordFailedLogin(db: Queryable, memberId: number, lockAt: number, lockUntil: Date): Promise<{ failedLogins: number; lockedUntil: Date | null }> {
  const { rows } = await db.query<{ failedLogins: number; lockedUntil: Date | null }>(
    `UPDATE members SET failed_logins = failed_logins + 1,
       locked_until = CASE WHEN failed_logins + 1 >= $2 THEN $3 ELSE locked_until END
     WHERE id = $1
     RETURNING failed_logins AS "failedLogins", locked_until AS "lockedUntil"`,
    [memberId, lockAt, lockUntil],
  )
  return rows[0]
}

/** A successful login: failures forgotten, the lock lifted, the previous login returned (shown to the member). */
export async function recordLogin(db: Queryable, memberId: number, at: Date, ip: string): Promise<{ previousAt: Date | null; previousIp: string | null }> {
  const { rows } = await db.query<{ previousAt: Date | null; previousIp: string | null }>(
    `UPDATE members m SET failed_logins = 0, locked_until = NULL, last_login_at = $2, last_login_ip = $3
     FROM (SELECT id, last_login_at, last_login_ip FROM members WHERE id = $1 FOR UPDATE) old
     WHERE m.id = old.id
     RETURNING old.last_login_at AS "previousAt", old.last_login_ip AS "previousIp"`,
    [memberId, at, ip],
  )
  return rows[0] ?? { previousAt: null, previousIp: null }
}

export async function updatePasswordHash(db: Queryable, memberId: number, passwordHash: string, at: Date): Promise<void> {
  await db.query(`UPDATE members SET password_hash = $2, password_changed_at = $3 WHERE id = $1`, [memberId, passwordHash, at])
}

/** A rehash with new parameters, keeping the time the password was chosen. */
export async function replacePasswordHash(db: Queryable, memberId: number, passwordHash: string): Promise<void> {
  await db.query(`UPDATE members SET password_hash = $2 WHERE id = $1`, [memberId, passwordHash])
}

export async function isKnownIp(db: Queryable, memberId: number, ip: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM member_known_ips WHERE member_id = $1 AND ip = $2`, [memberId, ip])
  return rows.length > 0
}

export async function rememberIp(db: Queryable, memberId: number, ip: string, at: Date): Promise<void> {
  await db.query(`INSERT INTO member_known_ips (member_id, ip, first_seen_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [memberId, ip, at])
}

/** The member a login name means: a username, or else a bound mobile number (the login field accepts either). */
export async function findMemberByLoginName(db: Queryable, merchantCode: string, name: string): Promise<MemberRow | null> {
  return (await findMemberByUsername(db, merchantCode, name)) ?? (/^[0-9]{6,15}$/.test(name) ? findMemberByMobile(db, merchantCode, name) : null)
}

export async function findMemberByUsernameAndEmail(db: Queryable, merchantCode: string, username: string, email: string): Promise<MemberRow | null> {
  const { rows } = await db.query(
    `SELECT ${COLUMNS} FROM members WHERE merchant_code = $1 AND lower(username) = lower($2) AND lower(email) = lower($3)`,
    [merchantCode, username, email],
  )
  return one(rows)
}

export async function insertPasswordReset(db: Queryable, reset: { tokenHash: string; memberId: number; at: Date; expiresAt: Date }): Promise<void> {
  await db.query(`INSERT INTO password_resets (token_hash, member_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`, [reset.tokenHash, reset.memberId, reset.at, reset.expiresAt])
}

/** Uses a reset link once: the member it belongs to, or null when it is unknown, used or expired. */
/** Whether a reset token is unused, unexpired and belongs to a member of `merchantCode` (nothing is spent). */
export async function isLivePasswordReset(db: Queryable, tokenHash: string, at: Date, merchantCode: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM password_resets r JOIN members m ON m.id = r.member_id
     WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > $2 AND m.merchant_code = $3`,
    [tokenHash, at, merchantCode],
  )
  return rows.length > 0
}

export async function spendPasswordReset(db: Queryable, tokenHash: string, at: Date): Promise<number | null> {
  const { rows } = await db.query<{ memberId: number }>(
    `UPDATE password_resets SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING member_id AS "memberId"`,
    [tokenHash, at],
  )
  return rows[0]?.memberId ?? null
}
