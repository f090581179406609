/** SQL for the chat room (migrations/038_chat.sql). Messages are written only through domain/chat/chat.ts, which checks them. */
import type { Queryable } from '../database'

export interface ChatMessageRow {
  id: number
  merchantCode: string
  roomCode: string
  memberId: number
  displayName: string
  text: string
  createdAt: Date
  deletedAt: Date | null
  deletedBy: string | null
}

export interface ChatMuteRow {
  merchantCode: string
  memberId: number
  username: string
  until: Date
  mutedBy: string
  mutedAt: Date
}

const MESSAGE_COLUMNS = `m.id::int AS id, m.merchant_code AS "merchantCode", m.room_code AS "roomCode", m.member_id AS "memberId",
  m.display_name AS "displayName", m.text, m.created_at AS "createdAt", m.deleted_at AS "deletedAt", m.deleted_by AS "deletedBy"`

/** The room's row, made on its first use (the rooms themselves are the merchant's config). */
export async function ensureChatRoom(db: Queryable, merchantCode: string, room: string, at: Date): Promise<void> {
  await db.query(
    'INSERT INTO chat_rooms (merchant_code, code, created_at) VALUES ($1, $2, $3) ON CONFLICT (merchant_code, code) DO NOTHING',
    [merchantCode, room, at],
  )
}

export async function insertChatMessage(db: Queryable, message: Omit<ChatMessageRow, 'id' | 'deletedAt' | 'deletedBy'>): Promise<ChatMessageRow> {
  const { rows } = await db.query(
    `INSERT INTO chat_messages AS m (merchant_code, room_code, member_id, display_name, text, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${MESSAGE_COLUMNS}`,
    [message.merchantCode, message.roomCode, message.memberId, message.displayName, message.text, message.createdAt],
  )
  return rows[0] as unknown as ChatMessageRow
}

/**
 * A page of the room's messages, newest first, older than `before` when given; deleted ones only with
 * `withDeleted` (the operators' list).
 */
export async function findChatMessages(
  db: Queryable,
  input: { merchantCode: string; room: string; before?: number; limit: number; withDeleted?: boolean },
): Promise<ChatMessageRow[]> {
  const { rows } = await db.query(
    `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m
     WHERE m.merchant_code = $1 AND m.room_code = $2 AND ($3::bigint IS NULL OR m.id < $3) AND ($5 OR m.deleted_at IS NULL)
     ORDER BY m.id DESC LIMIT $4`,
    [input.merchantCode, input.room, input.before ?? null, input.limit, input.withDeleted ?? false],
  )
  return rows as unknown as ChatMessageRow[]
}

export async function findChatMessage(db: Queryable, merchantCode: string, id: number): Promise<ChatMessageRow | null> {
  const { rows } = await db.query(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages m WHERE m.merchant_code = $1 AND m.id = $2`, [merchantCode, id])
  return (rows[0] as unknown as ChatMessageRow | undefined) ?? null
}

/** Marks a message of the merchant deleted (once): the row, or null when there is none not yet deleted. */
export async function markChatMessageDeleted(db: Queryable, merchantCode: string, id: number, by: string, at: Date): Promise<ChatMessageRow | null> {
  const { rows } = await db.query(
    `UPDATE chat_messages AS m SET deleted_at = $3, deleted_by = $4 WHERE m.merchant_code = $1 AND m.id = $2 AND m.deleted_at IS NULL
     RETURNING ${MESSAGE_COLUMNS}`,
    [merchantCode, id, at, by],
  )
  return (rows[0] as unknown as ChatMessageRow | undefined) ?? null
}

/** How many messages the member wrote since `since` (the rate limit), deleted ones included: a flood removed is still a flood. */
export async function countChatMessagesSince(db: Queryable, merchantCode: string, memberId: number, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const { rows } = await db.query(
    `SELECT count(*)::int AS count, min(created_at) AS oldest FROM chat_messages WHERE merchant_code = $1 AND member_id = $2 AND created_at > $3`,
    [merchantCode, memberId, since],
  )
  const row = rows[0] as { count: number; oldest: Date | null }
  return { count: Number(row.count), oldest: row.oldest }
}

/**
 * Holds the member's chat writes in order until the transaction ends, so two sends at once cannot both pass the rate
 * limit (the count and the insert are one step per member).
 */
export async function lockMemberChat(db: Queryable, memberId: number): Promise<void> {
  // 2028: the chat's class of advisory locks (the first key), the member the second.
  await db.query('SELECT pg_advisory_xact_lock(2028, $1::int)', [memberId])
}

const MUTE_COLUMNS = `u.merchant_code AS "merchantCode", u.member_id AS "memberId", mem.username, u.until, u.muted_by AS "mutedBy", u.muted_at AS "mutedAt"`

export async function findChatMute(db: Queryable, merchantCode: string, memberId: number, now: Date): Promise<ChatMuteRow | null> {
  const { rows } = await db.query(
    `SELECT ${MUTE_COLUMNS} FROM chat_mutes u JOIN members mem ON mem.id = u.member_id WHERE u.merchant_code = $1 AND u.member_id = $2 AND u.until > $3`,
    [merchantCode, memberId, now],
  )
  return (rows[0] as unknown as ChatMuteRow | undefined) ?? null
}

export async function findChatMutes(db: Queryable, merchantCode: string, now: Date): Promise<ChatMuteRow[]> {
  const { rows } = await db.query(
    `SELECT ${MUTE_COLUMNS} FROM chat_mutes u JOIN members mem ON mem.id = u.member_id WHERE u.merchant_code = $1 AND u.until > $2 ORDER BY u.until`,
    [merchantCode, now],
  )
  return rows as unknown as ChatMuteRow[]
}

export async function upsertChatMute(db: Queryable, mute: Omit<ChatMuteRow, 'username'>): Promise<void> {
  await db.query(
    `INSERT INTO chat_mutes (merchant_code, member_id, until, muted_by, muted_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (merchant_code, member_id) DO UPDATE SET until = EXCLUDED.until, muted_by = EXCLUDED.muted_by, muted_at = EXCLUDED.muted_at`,
    [mute.merchantCode, mute.memberId, mute.until, mute.mutedBy, mute.mutedAt],
  )
}

/** Ends the member's mute; whether there was one in force. */
export async function deleteChatMute(db: Queryable, merchantCode: string, memberId: number, now: Date): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM chat_mutes WHERE merchant_code = $1 AND member_id = $2 RETURNING until', [merchantCode, memberId])
  return rows.some((row) => (row.until as Date) > now)
}
