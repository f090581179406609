/**
 * Feedback and complaints (docs/feedback.md): what a member (or a guest with a contact, where the merchant allows)
 * may send, the images that come with it, the ticket's thread, and its status, which moves only as TRANSITIONS says.
 * A staff answer is written with the member's message telling of it (messages' `feedback.answered`), in one
 * transaction, once per answer key.
 */
import type { FeedbackSettings as FeedbackConfig, MerchantConfig } from '../../../config/schema'
import {
  FEEDBACK_DEFAULT_MAX_LENGTH, FEEDBACK_DEFAULT_MIN_LENGTH, FEEDBACK_IMAGE_TYPES, FEEDBACK_MAX_IMAGE_BYTES, FEEDBACK_MAX_IMAGES,
  FEEDBACK_QUESTION_TYPES, feedbackLength, isFeedbackContact, type FeedbackStatus,
} from '../../../contract/feedbackEndpoints'
import type { FeedbackChat, FeedbackImage, FeedbackSettings, FeedbackTicket, MyFeedback, MyFeedbackQuery, ReplyFeedbackBody, SendFeedbackBody } from '../../../contract/schemas/feedback'
import type { Database, Queryable } from '../../db/database'
import {
  attachImages, chatTicket, insertFeedbackImage, insertFeedbackMessage, insertTicket, memberTickets, merchantTickets, messageByKey, pruneWaitingImages,
  setTicketStatus, threadsOf, ticketById, ticketByKey, ticketImages, type FeedbackMessageRow, type FeedbackTicketRow,
} from '../../db/support/feedback'
import { AppError } from '../../errors'
import type { Principal } from '../../plugins/contract'
import type { RandomSource } from '../../runtime'
import type { MemberEventBus } from '../events/bus'
import { checkUploadedImage } from '../images'
import { postMessage } from '../member/messages'

const PAGE_SIZE = 10
/** An upload no feedback named within a day is forgotten at the member's next upload. */
const WAITING_IMAGE_MS = 86_400_000
/** Uploads a member may have waiting at once: three tries of a full feedback. */
const MAX_WAITING_IMAGES = FEEDBACK_MAX_IMAGES * 3
/** How much of an answer the member's message quotes; the whole answer is on "my feedback". */
const MESSAGE_EXCERPT = 200

export interface FeedbackServices {
  db: Database
  events: MemberEventBus
  random: RandomSource
}

export interface FeedbackRequest {
  config: MerchantConfig
  /** The member (its session's principal, or the demo data's member), or null for a guest. */
  principal: Pick<Principal, 'memberId'> | null
  at: Date
}

/**
 * The status a ticket moves to on each action, and from which: written once, checked on the server for every call. A
 * closed ticket takes nothing more.
 */
export const TRANSITIONS = {
  answer: { from: ['open', 'answered'], to: 'answered' },
  // The member writes again: the ticket waits for staff once more, so staff's list shows it open.
  reply: { from: ['open', 'answered'], to: 'open' },
  close: { from: ['open', 'answered'], to: 'closed' },
} as const satisfies Record<string, { from: readonly FeedbackStatus[]; to: FeedbackStatus }>

export function nextStatus(status: FeedbackStatus, action: keyof typeof TRANSITIONS): FeedbackStatus {
  const rule = TRANSITIONS[action]
  if (!(rule.from as readonly FeedbackStatus[]).includes(status)) throw new AppError('feedback.closed', `Ticket is ${status}.`, { status })
  return rule.to
}

/** The merchant's rules with their defaults. */
export function feedbackSettings(config: MerchantConfig): FeedbackSettings {
  const own: FeedbackConfig = config.feedback ?? {}
  return {
    minLength: own.minLength ?? FEEDBACK_DEFAULT_MIN_LENGTH,
    maxLength: own.maxLength ?? FEEDBACK_DEFAULT_MAX_LENGTH,
    guests: own.guests ?? false,
    questionTypes: [...FEEDBACK_QUESTION_TYPES],
    maxImages: FEEDBACK_MAX_IMAGES,
    maxImageBytes: FEEDBACK_MAX_IMAGE_BYTES,
    imageTypes: [...FEEDBACK_IMAGE_TYPES],
  }
}

const newId = (random: RandomSource) => Buffer.from(random.bytes(18)).toString('base64url')

/** A member's image for a feedback not sent yet: PNG or JPEG by its bytes, at most 5 MB; it waits for the feedback that names it. */
export async function uploadFeedbackImage(services: FeedbackServices, request: FeedbackRequest & { principal: Pick<Principal, 'memberId'> }, upload: { contentType: string | undefined; data: Buffer }): Promise<FeedbackImage> {
  const contentType = checkUploadedImage(upload, { maxBytes: FEEDBACK_MAX_IMAGE_BYTES, invalid: 'feedback.image.invalid' })
  return services.db.transaction(async (tx) => {
    const waiting = await pruneWaitingImages(tx, request.principal.memberId, new Date(request.at.getTime() - WAITING_IMAGE_MS))
    if (waiting >= MAX_WAITING_IMAGES) throw new AppError('feedback.image.limit', 'Too many images wait for a feedback.', { max: FEEDBACK_MAX_IMAGES })
    const imageId = newId(services.random)
    await insertFeedbackImage(tx, { id: imageId, merchantCode: request.config.code, memberId: request.principal.memberId, contentType, data: upload.data, at: request.at })
    return { imageId, contentType, size: upload.data.length }
  })
}

/** The ticket as its sender reads it. */
function ticketView(row: FeedbackTicketRow, thread: readonly FeedbackMessageRow[]): FeedbackTicket {
  return {
    id: row.id, questionType: row.questionType, status: row.status, imageCount: row.imageCount,
    createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
    thread: thread.filter((m) => m.ticketId === row.id).map((m) => ({ id: m.id, author: m.author, content: m.content, createdAt: m.createdAt.toISOString() })),
  }
}

async function readTicket(db: Queryable, row: FeedbackTicketRow): Promise<FeedbackTicket> {
  return ticketView(row, await threadsOf(db, [row.id]))
}

/**
 * `PUT /wps/feedback`. Everything is checked before anything is written, and the ticket, its message and its images
 * are written in one transaction: a refused feedback stores nothing. The same key again answers the same ticket.
 */
export async function sendFeedback(services: FeedbackServices, request: FeedbackRequest, body: SendFeedbackBody): Promise<FeedbackTicket> {
  const settings = feedbackSettings(request.config)
  const memberId = request.principal?.memberId ?? null
  const imageIds = [...new Set(body.imageIds ?? [])]
  let contact: string | null = null
  if (memberId === null) {
    if (!settings.guests) throw new AppError('feedback.guest.not.allowed', 'Log in to send feedback.')
    if (!body.contact || !isFeedbackContact(body.contact)) throw new AppError('feedback.contact.invalid', 'A phone number or e-mail is needed.', { field: 'contact' })
    contact = body.contact.trim()
    // A guest's feedback is text: images are a member's uploads.
    if (imageIds.length) throw new AppError('feedback.image.unknown', undefined, { field: 'imageIds' })
  }
  checkLength(settings, body.content)
  if ((body.imageIds?.length ?? 0) > FEEDBACK_MAX_IMAGES) throw new AppError('feedback.image.limit', `At most ${FEEDBACK_MAX_IMAGES} images.`, { max: FEEDBACK_MAX_IMAGES })
  const content = body.content.trim()
  const sameRequest = async (db: Queryable, held: FeedbackTicketRow) => {
    const first = (await threadsOf(db, [held.id]))[0]
    if (held.memberId !== memberId || held.contact !== contact || held.questionType !== body.questionType || first?.content !== content) {
      throw new AppError('idempotency.key.reused')
    }
    return readTicket(db, held)
  }
  return services.db.transaction(async (tx) => {
    const held = await ticketByKey(tx, request.config.code, body.idempotencyKey)
    if (held) return sameRequest(tx, held)
    const id = await insertTicket(tx, { merchantCode: request.config.code, memberId, contact, questionType: body.questionType, idempotencyKey: body.idempotencyKey, at: request.at })
    if (id === null) {
      // Another request with this key committed between the read and the write.
      const raced = await ticketByKey(tx, request.config.code, body.idempotencyKey)
      if (!raced) throw new AppError('idempotency.key.reused')
      return sameRequest(tx, raced)
    }
    await insertFeedbackMessage(tx, { ticketId: id, author: 'member', staffName: null, content, idempotencyKey: null, at: request.at })
    if (imageIds.length && memberId !== null) {
      const taken = await attachImages(tx, { merchantCode: request.config.code, memberId, ticketId: id, ids: imageIds })
      if (taken !== imageIds.length) throw new AppError('feedback.image.unknown', 'An image is not one of yours waiting for a feedback.', { field: 'imageIds' })
    }
    return readTicket(tx, (await ticketById(tx, request.config.code, id))!)
  })
}

/** "My feedback": the member's tickets with their threads, newest first. */
export async function myFeedback(db: Queryable, principal: Pick<Principal, 'memberId'>, query: MyFeedbackQuery): Promise<MyFeedback> {
  const pageNo = Number(query.pageNo ?? 1)
  const { rows, total } = await memberTickets(db, principal.memberId, { limit: PAGE_SIZE, offset: (pageNo - 1) * PAGE_SIZE })
  const thread = await threadsOf(db, rows.map((row) => row.id))
  return { list: rows.map((row) => ticketView(row, thread)), totalCount: total, totalPages: Math.ceil(total / PAGE_SIZE) }
}

/** The merchant's bounds on a member's text, for the first message and each reply alike. */
function checkLength(settings: FeedbackSettings, content: string): void {
  const length = feedbackLength(content)
  if (length < settings.minLength || length > settings.maxLength) {
    throw new AppError('feedback.content.length', `Between ${settings.minLength} and ${settings.maxLength} characters.`, { min: settings.minLength, max: settings.maxLength, length })
  }
}

/**
 * `POST /wps/feedback/reply`: the member's next message on its own ticket. An answered ticket is open again (staff see
 * it waiting); a closed one takes nothing (`feedback.closed`); another member's, or another merchant's, is no ticket
 * (`feedback.not.found`). The same key again adds nothing; with other text it is `idempotency.key.reused`.
 */
export async function replyToTicket(services: Pick<FeedbackServices, 'db'>, request: FeedbackRequest & { principal: Pick<Principal, 'memberId'> }, body: ReplyFeedbackBody): Promise<FeedbackTicket> {
  checkLength(feedbackSettings(request.config), body.content)
  const content = body.content.trim()
  return services.db.transaction(async (tx) => {
    const row = await ticketById(tx, request.config.code, body.ticketId, { forUpdate: true })
    if (!row || row.memberId !== request.principal.memberId) throw new AppError('feedback.not.found')
    const held = await messageByKey(tx, row.id, body.idempotencyKey)
    if (held) {
      // A replay of a reply answers the ticket as it is now, even closed since.
      if (held.author !== 'member' || held.content !== content) throw new AppError('idempotency.key.reused')
      return readTicket(tx, row)
    }
    const status = nextStatus(row.status, 'reply')
    const written = await insertFeedbackMessage(tx, { ticketId: row.id, author: 'member', staffName: null, content, idempotencyKey: body.idempotencyKey, at: request.at })
    if (!written) throw new AppError('idempotency.key.reused')
    await setTicketStatus(tx, row.id, { status, at: request.at })
    return readTicket(tx, (await ticketById(tx, request.config.code, row.id))!)
  })
}

/** The live chat's conversation: the member's newest customer-service ticket that is not closed, if any. */
export async function feedbackChat(db: Queryable, config: MerchantConfig, principal: Pick<Principal, 'memberId'>): Promise<FeedbackChat> {
  const row = await chatTicket(db, config.code, principal.memberId)
  return { ticket: row ? await readTicket(db, row) : null }
}

// ---- staff (the operators' API and the demo data) ----

export interface StaffTicket extends FeedbackTicket {
  account: string | null
  contact: string | null
  closedBy: string | null
  /** Who wrote last: `member` is a ticket waiting for staff. */
  lastAuthor: 'member' | 'staff' | null
  images: { id: string; contentType: string; size: number }[]
  thread: (FeedbackTicket['thread'][number] & { staffName: string | null })[]
}

async function staffView(db: Queryable, row: FeedbackTicketRow): Promise<StaffTicket> {
  const [thread, images] = await Promise.all([threadsOf(db, [row.id]), ticketImages(db, row.id)])
  return {
    ...ticketView(row, []), account: row.account, contact: row.contact, closedBy: row.closedBy, images, lastAuthor: thread.at(-1)?.author ?? null,
    thread: thread.map((m) => ({ id: m.id, author: m.author, content: m.content, createdAt: m.createdAt.toISOString(), staffName: m.staffName })),
  }
}

/** The merchant's tickets in `statuses`, oldest first (open and answered when none are named). */
export async function staffTickets(db: Queryable, config: MerchantConfig, statuses: readonly FeedbackStatus[]): Promise<StaffTicket[]> {
  const rows = await merchantTickets(db, config.code, statuses.length ? statuses : ['open', 'answered'], 200)
  return Promise.all(rows.map((row) => staffView(db, row)))
}

export async function staffTicket(db: Queryable, config: MerchantConfig, id: number): Promise<StaffTicket> {
  const row = await ticketById(db, config.code, id)
  if (!row) throw new AppError('feedback.not.found')
  return staffView(db, row)
}

/** One of a ticket's images with its bytes (base64), for staff. */
export async function staffTicketImage(db: Queryable, config: MerchantConfig, id: number, imageId: string): Promise<{ id: string; contentType: string; size: number; data: string }> {
  const row = await ticketById(db, config.code, id)
  const image = row ? (await ticketImages(db, row.id, true)).find((i) => i.id === imageId) : undefined
  if (!image?.data) throw new AppError('feedback.not.found')
  return { id: image.id, contentType: image.contentType, size: image.size, data: Buffer.from(image.data).toString('base64') }
}

/**
 * A staff answer: added to the thread, the ticket `answered`, and for a member's ticket the message telling of it, in
 * one transaction. The same key again adds nothing (the same text: the ticket as it is; other text: refused); a closed
 * ticket takes no answer.
 */
export async function answerTicket(
  services: Pick<FeedbackServices, 'db' | 'events'>, config: MerchantConfig, id: number, answer: { content: string; idempotencyKey: string }, staffName: string, at: Date,
): Promise<StaffTicket> {
  const content = answer.content.trim()
  if (!content) throw new AppError('request.invalid', 'An answer needs words.', { field: 'content' })
  return services.db.transaction(async (tx) => {
    const row = await ticketById(tx, config.code, id, { forUpdate: true })
    if (!row) throw new AppError('feedback.not.found')
    const held = await messageByKey(tx, row.id, answer.idempotencyKey)
    if (held) {
      if (held.content !== content) throw new AppError('idempotency.key.reused')
      return staffView(tx, row)
    }
    const status = nextStatus(row.status, 'answer')
    const written = await insertFeedbackMessage(tx, { ticketId: row.id, author: 'staff', staffName, content, idempotencyKey: answer.idempotencyKey, at })
    if (!written) throw new AppError('idempotency.key.reused')
    await setTicketStatus(tx, row.id, { status, at })
    if (row.memberId !== null) {
      const excerpt = [...content].length > MESSAGE_EXCERPT ? `${[...content].slice(0, MESSAGE_EXCERPT - 1).join('')}…` : content
      await postMessage(tx, services, {
        merchantCode: config.code, memberId: row.memberId, kind: 'feedback.answered',
        params: { ticketId: String(row.id), answer: excerpt }, about: `feedback:${row.id}:${written.id}`, at,
      })
    }
    return staffView(tx, (await ticketById(tx, config.code, row.id))!)
  })
}

/** Closes a ticket (open or answered); a closed one is refused. */
export async function closeTicket(db: Database, config: MerchantConfig, id: number, staffName: string, at: Date): Promise<StaffTicket> {
  return db.transaction(async (tx) => {
    const row = await ticketById(tx, config.code, id, { forUpdate: true })
    if (!row) throw new AppError('feedback.not.found')
    await setTicketStatus(tx, row.id, { status: nextStatus(row.status, 'close'), at, closedBy: staffName })
    return staffView(tx, (await ticketById(tx, config.code, row.id))!)
  })
}
