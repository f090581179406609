/**
 * SQL for feedback and complaints (migrations/037_feedback.sql). Tickets change status only through
 * domain/support/feedback.ts, which holds the transitions.
 */
import type { FeedbackQuestionType, FeedbackStatus } from '../../../contract/feedbackEndpoints'
import type { Queryable } from '../database'

export type FeedbackTicketRow = {
  id: number
  merchantCode: string
  memberId: number | null
  contact: string | null
  questionType: FeedbackQuestionType
  status: FeedbackStatus
  idempotencyKey: string
  createdAt: Date
  updatedAt: Date
  closedBy: string | null
  imageCount: number
  /** The member's account name (staff see it); null for a guest. */
  account: string | null
}

export type FeedbackMessageRow = {
  id: number
  ticketId: number
  author: 'member' | 'staff'
  staffName: string | null
  content: string
  idempotencyKey: string | null
  createdAt: Date
}

const TICKET_COLUMNS = `t.id, t.merchant_code AS "merchantCode", t.member_id AS "memberId", t.contact, t.question_type AS "questionType",
  t.status, t.idempotency_key AS "idempotencyKey", t.created_at AS "createdAt", t.updated_at AS "updatedAt", t.closed_by AS "closedBy",
  (SELECT count(*)::integer FROM feedback_images i WHERE i.ticket_id = t.id) AS "imageCount",
  (SELECT m.username FROM members m WHERE m.id = t.member_id) AS account`
const MESSAGE_COLUMNS = `id, ticket_id AS "ticketId", author, staff_name AS "staffName", content, idempotency_key AS "idempotencyKey", created_at AS "createdAt"`

/** A new ticket; null when the merchant already has one under this key (the caller reads that one). */
export async function insertTicket(
  db: Queryable,
  ticket: { merchantCode: string; memberId: number | null; contact: string | null; questionType: FeedbackQuestionType; idempotencyKey: string; at: Date },
): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO feedback_tickets (merchant_code, member_id, contact, question_type, idempotency_key, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT ON CONSTRAINT feedback_tickets_key_uq DO NOTHING RETURNING id`,
    [ticket.merchantCode, ticket.memberId, ticket.contact, ticket.questionType, ticket.idempotencyKey, ticket.at],
  )
  return rows[0]?.id ?? null
}

export async function ticketByKey(db: Queryable, merchantCode: string, idempotencyKey: string): Promise<FeedbackTicketRow | null> {
  const { rows } = await db.query(`SELECT ${TICKET_COLUMNS} FROM feedback_tickets t WHERE t.merchant_code = $1 AND t.idempotency_key = $2`, [merchantCode, idempotencyKey])
  return (rows[0] as unknown as FeedbackTicketRow | undefined) ?? null
}

/** One of the merchant's tickets (locked for the caller's transaction with `forUpdate`); another merchant's is none. */
export async function ticketById(db: Queryable, merchantCode: string, id: number, options: { forUpdate?: boolean } = {}): Promise<FeedbackTicketRow | null> {
  // The count of images is a subquery, which FOR UPDATE cannot lock: lock the row first, then read it whole.
  if (options.forUpdate) await db.query(`SELECT id FROM feedback_tickets WHERE merchant_code = $1 AND id = $2 FOR UPDATE`, [merchantCode, id])
  const { rows } = await db.query(`SELECT ${TICKET_COLUMNS} FROM feedback_tickets t WHERE t.merchant_code = $1 AND t.id = $2`, [merchantCode, id])
  return (rows[0] as unknown as FeedbackTicketRow | undefined) ?? null
}

export async function setTicketStatus(db: Queryable, id: number, change: { status: FeedbackStatus; at: Date; closedBy?: string }): Promise<void> {
  await db.query(`UPDATE feedback_tickets SET status = $2, updated_at = $3, closed_by = COALESCE($4, closed_by) WHERE id = $1`, [id, change.status, change.at, change.closedBy ?? null])
}

/** A page of the member's tickets, newest first, with how many there are. */
export async function memberTickets(db: Queryable, memberId: number, page: { limit: number; offset: number }): Promise<{ rows: FeedbackTicketRow[]; total: number }> {
  const { rows } = await db.query<FeedbackTicketRow & { total: number }>(
    `SELECT ${TICKET_COLUMNS}, count(*) OVER ()::integer AS total FROM feedback_tickets t WHERE t.member_id = $1 ORDER BY t.id DESC LIMIT $2 OFFSET $3`,
    [memberId, page.limit, page.offset],
  )
  return { rows: rows.map(({ total: _t, ...row }) => row), total: rows[0]?.total ?? 0 }
}

/** The member's newest customer-service ticket that is not closed (the live chat's conversation). */
export async function chatTicket(db: Queryable, merchantCode: string, memberId: number): Promise<FeedbackTicketRow | null> {
  const { rows } = await db.query(
    `SELECT ${TICKET_COLUMNS} FROM feedback_tickets t WHERE t.member_id = $1 AND t.merchant_code = $2 AND t.question_type = 'customerService'
       AND t.status <> 'closed' ORDER BY t.id DESC LIMIT 1`,
    [memberId, merchantCode],
  )
  return (rows[0] as unknown as FeedbackTicketRow | undefined) ?? null
}

/** The merchant's tickets in `statuses`, oldest first (what staff work through). */
export async function merchantTickets(db: Queryable, merchantCode: string, statuses: readonly FeedbackStatus[], limit: number): Promise<FeedbackTicketRow[]> {
  const { rows } = await db.query(
    `SELECT ${TICKET_COLUMNS} FROM feedback_tickets t WHERE t.merchant_code = $1 AND t.status = ANY($2::text[]) ORDER BY t.id LIMIT $3`,
    [merchantCode, [...statuses], limit],
  )
  return rows as unknown as FeedbackTicketRow[]
}

/** A thread entry; null when the ticket already has one under this key (a repeated answer call). */
export async function insertFeedbackMessage(
  db: Queryable,
  message: { ticketId: number; author: 'member' | 'staff'; staffName: string | null; content: string; idempotencyKey: string | null; at: Date },
): Promise<FeedbackMessageRow | null> {
  const { rows } = await db.query(
    `INSERT INTO feedback_messages (ticket_id, author, staff_name, content, idempotency_key, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT ON CONSTRAINT feedback_messages_key_uq DO NOTHING RETURNING ${MESSAGE_COLUMNS}`,
    [message.ticketId, message.author, message.staffName, message.content, message.idempotencyKey, message.at],
  )
  return (rows[0] as unknown as FeedbackMessageRow | undefined) ?? null
}

export async function messageByKey(db: Queryable, ticketId: number, idempotencyKey: string): Promise<FeedbackMessageRow | null> {
  const { rows } = await db.query(`SELECT ${MESSAGE_COLUMNS} FROM feedback_messages WHERE ticket_id = $1 AND idempotency_key = $2`, [ticketId, idempotencyKey])
  return (rows[0] as unknown as FeedbackMessageRow | undefined) ?? null
}

/** The threads of `ticketIds`, oldest entry first. */
export async function threadsOf(db: Queryable, ticketIds: readonly number[]): Promise<FeedbackMessageRow[]> {
  if (!ticketIds.length) return []
  const { rows } = await db.query(`SELECT ${MESSAGE_COLUMNS} FROM feedback_messages WHERE ticket_id = ANY($1::integer[]) ORDER BY id`, [[...ticketIds]])
  return rows as unknown as FeedbackMessageRow[]
}

export async function insertFeedbackImage(
  db: Queryable,
  image: { id: string; merchantCode: string; memberId: number; contentType: string; data: Buffer; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO feedback_images (id, merchant_code, member_id, content_type, size, data, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [image.id, image.merchantCode, image.memberId, image.contentType, image.data.length, image.data, image.at],
  )
}

/** Forgets the member's uploads no feedback named before `before`; how many still wait. */
export async function pruneWaitingImages(db: Queryable, memberId: number, before: Date): Promise<number> {
  await db.query(`DELETE FROM feedback_images WHERE member_id = $1 AND ticket_id IS NULL AND created_at < $2`, [memberId, before])
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM feedback_images WHERE member_id = $1 AND ticket_id IS NULL`, [memberId])
  return rows[0].n
}

/** Gives the ticket the member's waiting uploads `ids`; how many it took (fewer than asked: some were not the member's). */
export async function attachImages(db: Queryable, input: { merchantCode: string; memberId: number; ticketId: number; ids: readonly string[] }): Promise<number> {
  const { affectedRows } = await db.query(
    `UPDATE feedback_images SET ticket_id = $4 WHERE merchant_code = $1 AND member_id = $2 AND ticket_id IS NULL AND id = ANY($3::text[])`,
    [input.merchantCode, input.memberId, [...input.ids], input.ticketId],
  )
  return affectedRows
}

/** The images of a ticket, for staff (the bytes with `withData`). */
export async function ticketImages(db: Queryable, ticketId: number, withData = false): Promise<{ id: string; contentType: string; size: number; data?: Buffer }[]> {
  const { rows } = await db.query(
    `SELECT id, content_type AS "contentType", size${withData ? ', data' : ''} FROM feedback_images WHERE ticket_id = $1 ORDER BY created_at, id`,
    [ticketId],
  )
  return rows as unknown as { id: string; contentType: string; size: number; data?: Buffer }[]
}
