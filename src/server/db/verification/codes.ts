/**
 * SQL for the `verification_codes` and `code_sends` tables (migrations/006_verification_stores.sql): SMS and
 * e-mail codes and the send times that limit them, shared by every server process. The rules are
 * domain/notify/codes.ts; here each store method is one statement or one transaction, as its interface asks.
 */
import { SEND_WINDOW_MS, sendDecision, type CodeEntry, type CodeLimits, type SendDecision, type VerificationCodeStore } from '../../domain/notify/codes'
import type { Clock } from '../../runtime'
import type { Database, Queryable } from '../database'
import { PURGE_BATCH } from './captchas'

/**
 * First key of the two-key advisory lock taken per destination while deciding a send (the second is the
 * destination's hash). Two-key locks never meet the one-key migration lock.
 */
const SEND_LOCK_SPACE = 7143

/**
 * How long an expired code is kept before a purge may delete it: until then a late try still hears "expired"
 * (ask for a new code) rather than "invalid".
 */
export const EXPIRED_CODE_GRACE_MS = 60 * 60_000

type CodeRow = {
  id: string
  code: string
  expiresAt: Date
  attempts: number
}

const CODE_COLUMNS = `id, code, expires_at AS "expiresAt", attempts`

function entryOf(row: CodeRow): CodeEntry {
  return { id: row.id, code: row.code, expiresAt: row.expiresAt.getTime(), attempts: row.attempts }
}

/** Makes `entry` the code for `key`, replacing any earlier one (its tries go with it). */
export async function saveCode(db: Queryable, key: string, entry: CodeEntry): Promise<void> {
  await db.query(
    `INSERT INTO verification_codes (key, id, code, expires_at, attempts) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (key) DO UPDATE SET id = excluded.id, code = excluded.code, expires_at = excluded.expires_at, attempts = excluded.attempts`,
    [key, entry.id, entry.code, new Date(entry.expiresAt), entry.attempts],
  )
}

export async function findCode(db: Queryable, key: string): Promise<CodeEntry | undefined> {
  const { rows } = await db.query<CodeRow>(`SELECT ${CODE_COLUMNS} FROM verification_codes WHERE key = $1`, [key])
  return rows[0] && entryOf(rows[0])
}

/** Counts one try against code `id` of `key`; answers the tries now counted, 0 when that code is gone. */
export async function addCodeAttempt(db: Queryable, key: string, id: string): Promise<number> {
  const { rows } = await db.query<{ attempts: number }>(
    `UPDATE verification_codes SET attempts = attempts + 1 WHERE key = $1 AND id = $2 RETURNING attempts`,
    [key, id],
  )
  return rows[0]?.attempts ?? 0
}

/** Deletes code `id` of `key`; true only for the one call that deleted it. */
export async function deleteCode(db: Queryable, key: string, id: string): Promise<boolean> {
  const { affectedRows } = await db.query(`DELETE FROM verification_codes WHERE key = $1 AND id = $2`, [key, id])
  return affectedRows > 0
}

/** Deletes up to `limit` codes that expired by `at`, skipping rows another purge holds. */
export async function purgeExpiredCodes(db: Queryable, at: Date, limit: number = PURGE_BATCH): Promise<number> {
  const { affectedRows } = await db.query(
    `DELETE FROM verification_codes WHERE key IN (
       SELECT key FROM verification_codes WHERE expires_at <= $1 ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED
     )`,
    [at, limit],
  )
  return affectedRows
}

/**
 * Decides a send to `destination` at `now` and records it when allowed, in one transaction that holds a lock on
 * the destination: a second send to the same destination waits, then sees the first one's row, so two
 * concurrent sends cannot both pass a limit. Other destinations are not held up.
 */
export async function reserveCodeSend(
  db: Database,
  destination: string,
  now: number,
  limits: Pick<CodeLimits, 'resendIntervalMs' | 'maxPerHour'>,
): Promise<SendDecision> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [SEND_LOCK_SPACE, destination])
    const { rows } = await tx.query<{ sentAt: Date }>(
      `SELECT sent_at AS "sentAt" FROM code_sends WHERE destination = $1 AND sent_at > $2`,
      [destination, new Date(now - SEND_WINDOW_MS)],
    )
    const decision = sendDecision(rows.map((r) => r.sentAt.getTime()), now, limits)
    if (decision.ok) await tx.query(`INSERT INTO code_sends (destination, sent_at) VALUES ($1, $2)`, [destination, new Date(now)])
    return decision
  })
}

/** Deletes up to `limit` send records from before `before` (they no longer count), skipping rows another purge holds. */
export async function purgeOldSends(db: Queryable, before: Date, limit: number = PURGE_BATCH): Promise<number> {
  const { affectedRows } = await db.query(
    `DELETE FROM code_sends WHERE ctid = ANY (ARRAY(
       SELECT ctid FROM code_sends WHERE sent_at <= $1 ORDER BY sent_at LIMIT $2 FOR UPDATE SKIP LOCKED
     ))`,
    [before, limit],
  )
  return affectedRows
}

/**
 * The server's code store. Each send purges a batch of send records older than the window, each saved code a
 * batch of codes long expired, so both tables hold about what the rules can still use.
 */
export class DatabaseCodeStore implements VerificationCodeStore {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async reserveSend(destination: string, now: number, limits: Pick<CodeLimits, 'resendIntervalMs' | 'maxPerHour'>): Promise<SendDecision> {
    const decision = await reserveCodeSend(this.db, destination, now, limits)
    // After the transaction, so the destination's lock is held no longer than the decision needs.
    await purgeOldSends(this.db, new Date(now - SEND_WINDOW_MS))
    return decision
  }

  async save(key: string, entry: CodeEntry): Promise<void> {
    await purgeExpiredCodes(this.db, new Date(this.clock.now().getTime() - EXPIRED_CODE_GRACE_MS))
    await saveCode(this.db, key, entry)
  }

  get(key: string): Promise<CodeEntry | undefined> {
    return findCode(this.db, key)
  }

  addAttempt(key: string, id: string): Promise<number> {
    return addCodeAttempt(this.db, key, id)
  }

  consume(key: string, id: string): Promise<boolean> {
    return deleteCode(this.db, key, id)
  }
}
