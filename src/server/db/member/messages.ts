/** SQL for the `member_messages` table (migrations/013_member_messages.sql). */
import type { Queryable } from '../database'

export type MessageRow = {
  id: bigint
  kind: string
  params: Record<string, string>
  createdAt: Date
  readAt: Date | null
}

/** Writes a message unless one about the same event exists; whether it was written. */
export async function insertMessage(
  db: Queryable,
  message: { merchantCode: string; memberId: number; kind: string; params: Record<string, string>; about: string; at: Date },
): Promise<boolean> {
  const { affectedRows } = await db.query(
    `INSERT INTO member_messages (merchant_code, member_id, kind, params, about, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (member_id, about) DO NOTHING`,
    [message.merchantCode, message.memberId, message.kind, JSON.stringify(message.params), message.about, message.at],
  )
  return affectedRows > 0
}

export async function countUnread(db: Queryable, memberId: number): Promise<number> {
  const { rows } = await db.query<{ unread: number }>(`SELECT count(*)::integer AS unread FROM member_messages WHERE member_id = $1 AND read_at IS NULL`, [memberId])
  return rows[0]?.unread ?? 0
}

/** One page of the member's messages, newest first, with how many there are in all. */
export async function messagesOf(db: Queryable, memberId: number, page: { limit: number; offset: number }): Promise<{ rows: MessageRow[]; total: number }> {
  const { rows } = await db.query<MessageRow & { total: number }>(
    `SELECT id, kind, params, created_at AS "createdAt", read_at AS "readAt", count(*) OVER ()::integer AS total
     FROM member_messages WHERE member_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [memberId, page.limit, page.offset],
  )
  return { rows: rows.map(({ total: _t, ...row }) => row), total: rows[0]?.total ?? 0 }
}

/** Marks the member's messages `ids` read (all of them when `ids` is null); others' ids are left alone. */
export async function markRead(db: Queryable, memberId: number, ids: readonly string[] | null, at: Date): Promise<void> {
  await db.query(
    `UPDATE member_messages SET read_at = $2 WHERE member_id = $1 AND read_at IS NULL AND ($3::bigint[] IS NULL OR id = ANY ($3::bigint[]))`,
    [memberId, at, ids],
  )
}
