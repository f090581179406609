/** SQL for the `notices` table (migrations/001_notices.sql). */
import type { StoredNoticeType } from '../../../contract/schemas/content'
import type { Queryable } from '../database'

/** Per-language text: `{ "th": "...", "en": "..." }`. */
export type LocalisedText = Record<string, string>

export interface NoticeRow {
  id: number
  merchantCode: string
  type: StoredNoticeType
  title: LocalisedText
  content: LocalisedText
  imageUrl: string | null
  link: string | null
  sort: number
  startAt: Date
  endAt: Date | null
}

export type NewNotice = Omit<NoticeRow, 'id' | 'content' | 'imageUrl' | 'link' | 'sort' | 'endAt'> &
  Partial<Pick<NoticeRow, 'content' | 'imageUrl' | 'link' | 'sort' | 'endAt'>>

const COLUMNS = `id, merchant_code AS "merchantCode", type, title, content, image_url AS "imageUrl", link, sort,
  start_at AS "startAt", end_at AS "endAt"`

/** Notices of these types whose window contains `at` (start inclusive, end exclusive), by sort then id. */
export async function findActiveNotices(db: Queryable, merchantCode: string, types: readonly StoredNoticeType[], at: Date): Promise<NoticeRow[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM notices
     WHERE merchant_code = $1 AND type = ANY($2::text[]) AND start_at <= $3 AND (end_at IS NULL OR end_at > $3)
     ORDER BY sort, id`,
    [merchantCode, [...types], at],
  )
  return rows as unknown as NoticeRow[]
}

/**
 * Told of every write to the notices of a merchant, so caches of them (domain/content/noticeCache.ts) drop what
 * they hold. Every write goes through this repository, so none can be missed in this process.
 */
const changeListeners = new Set<(merchantCode: string) => void>()

export function onNoticesChanged(listener: (merchantCode: string) => void): () => void {
  changeListeners.add(listener)
  return () => changeListeners.delete(listener)
}

function noticesChanged(merchantCode: string): void {
  for (const listener of changeListeners) listener(merchantCode)
}

/** The next moment after `at` when a notice of the merchant starts or ends (when the active set changes by itself). */
export async function nextNoticeChange(db: Queryable, merchantCode: string, at: Date): Promise<Date | null> {
  const { rows } = await db.query<{ next: Date | null }>(
    `SELECT min(t) AS next FROM (
       SELECT start_at AS t FROM notices WHERE merchant_code = $1 AND start_at > $2
       UNION ALL
       SELECT end_at AS t FROM notices WHERE merchant_code = $1 AND end_at > $2
     ) AS changes`,
    [merchantCode, at],
  )
  const next = rows[0]?.next
  return next ? new Date(next) : null
}

export async function insertNotice(db: Queryable, notice: NewNotice): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO notices (merchant_code, type, title, content, image_url, link, sort, start_at, end_at)
     VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7, $8, $9) RETURNING id`,
    [
      notice.merchantCode, notice.type, JSON.stringify(notice.title), JSON.stringify(notice.content ?? {}),
      notice.imageUrl ?? null, notice.link ?? null, notice.sort ?? 0, notice.startAt, notice.endAt ?? null,
    ],
  )
  noticesChanged(notice.merchantCode)
  return rows[0].id
}

export async function countNotices(db: Queryable, merchantCode?: string): Promise<number> {
  const { rows } = merchantCode
    ? await db.query<{ n: number }>('SELECT count(*)::int AS n FROM notices WHERE merchant_code = $1', [merchantCode])
    : await db.query<{ n: number }>('SELECT count(*)::int AS n FROM notices')
  return rows[0].n
}
