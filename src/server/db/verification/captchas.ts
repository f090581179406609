/**
 * SQL for the `captchas` table (migrations/006_verification_stores.sql): login and register captchas kept in the
 * database, so a captcha drawn by one server process is answered at any other.
 */
import type { CaptchaEntry, CaptchaStore } from '../../domain/accounts/captcha'
import type { Clock } from '../../runtime'
import type { Queryable } from '../database'

/** Most expired rows one purge deletes, so a purge never holds up the request that runs it. */
export const PURGE_BATCH = 100

export async function putCaptcha(db: Queryable, id: string, answer: string, expiresAt: Date): Promise<void> {
  await db.query(
    `INSERT INTO captchas (id, answer, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (id) DO UPDATE SET answer = excluded.answer, expires_at = excluded.expires_at`,
    [id, answer, expiresAt],
  )
}

/** Removes the captcha and answers what it held, in one statement: of two racing requests only one gets it. */
export async function takeCaptcha(db: Queryable, id: string): Promise<{ answer: string; expiresAt: Date } | null> {
  const { rows } = await db.query<{ answer: string; expiresAt: Date }>(
    `DELETE FROM captchas WHERE id = $1 RETURNING answer, expires_at AS "expiresAt"`,
    [id],
  )
  return rows[0] ?? null
}

/**
 * Deletes up to `limit` captchas that expired by `at`; rows another purge is deleting are skipped, not waited
 * for (two purges never deadlock). Answers how many it deleted.
 */
export async function purgeExpiredCaptchas(db: Queryable, at: Date, limit: number = PURGE_BATCH): Promise<number> {
  const { affectedRows } = await db.query(
    `DELETE FROM captchas WHERE id IN (
       SELECT id FROM captchas WHERE expires_at <= $1 ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED
     )`,
    [at, limit],
  )
  return affectedRows
}

/**
 * The server's captcha store. Each new captcha first purges a batch of expired ones, so the table holds about
 * the captchas still answerable however many images clients fetch without answering.
 */
export class DatabaseCaptchaStore implements CaptchaStore {
  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
  ) {}

  async put(id: string, entry: CaptchaEntry): Promise<void> {
    await purgeExpiredCaptchas(this.db, this.clock.now())
    await putCaptcha(this.db, id, entry.answer, new Date(entry.expiresAt))
  }

  async take(id: string): Promise<CaptchaEntry | undefined> {
    const row = await takeCaptcha(this.db, id)
    return row ? { answer: row.answer, expiresAt: row.expiresAt.getTime() } : undefined
  }
}
