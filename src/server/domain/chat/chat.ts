/**
 * The chat room's rules (docs/chat.md): who may read and write, what a message may be, the per-member rate, mutes and
 * deletions, and the room's events. Every write, the demo data's included (seed/chat.ts), goes through here.
 */
import { chatSettingsOf } from '../../../config/chatSettings'
import type { MerchantConfig } from '../../../config/schema'
import { CHAT_PAGE_MAX } from '../../../contract/chatEndpoints'
import type { ChatHistory, ChatMessage } from '../../../contract/schemas/chat'
import type { Database, Queryable } from '../../db/database'
import {
  countChatMessagesSince, deleteChatMute, ensureChatRoom, findChatMessage, findChatMessages, findChatMute, insertChatMessage, lockMemberChat,
  markChatMessageDeleted, upsertChatMute, type ChatMessageRow,
} from '../../db/chat/chat'
import { findMemberById, findMemberByUsername } from '../../db/member/members'
import { AppError } from '../../errors'
import type { MemberEventBus } from '../events/bus'
import { maskName } from '../games/winners'
import { publishChatEvent, type ChatBusEvent } from './events'

/** Spec section 6: type 4 is a trial account, which reads the room and never writes in it. */
export const TRIAL_ACCOUNT_TYPE = 4
const DEFAULT_PAGE = 30
const MAX_MUTE_MINUTES = 7 * 24 * 60

export interface ChatServices {
  db: Database
  events: MemberEventBus
}

/** The merchant's chat settings, or `chat.disabled`. */
export function chatOf(config: MerchantConfig) {
  const settings = chatSettingsOf(config.chat)
  if (!settings) throw new AppError('chat.disabled')
  return settings
}

/** The room asked for (the merchant's first by default), or `chat.room.not.found`. */
export function roomOf(config: MerchantConfig, room: string | undefined): string {
  const { rooms } = chatOf(config)
  const code = room ?? rooms[0]
  if (!rooms.includes(code)) throw new AppError('chat.room.not.found')
  return code
}

// C0 and C1 controls and DEL, and the invisible bidi and line controls that make a line lie about its order or
// direction (they have no place in a one-line chat message). Tabs and newlines are controls here too.
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/

/** The text as it is stored: trimmed, or the reason it is refused. */
export function checkChatText(raw: string, maxLength: number): string {
  const text = raw.trim()
  if (!text) throw new AppError('chat.text.empty')
  if (CONTROL.test(text)) throw new AppError('chat.text.invalid')
  // Characters as a person counts them (code points), so a Thai or emoji message gets the same allowance.
  if ([...text].length > maxLength) throw new AppError('chat.text.too.long', undefined, { maxLength })
  return text
}

export const publicMessage = (row: ChatMessageRow, viewer: number | null): ChatMessage => ({
  id: row.id, room: row.roomCode, name: row.displayName, text: row.text, at: row.createdAt.toISOString(), own: row.memberId === viewer,
})

/** What a member may do in the room now: a trial account reads only; a muted member waits. */
async function memberState(db: Queryable, merchantCode: string, memberId: number, accountType: number, now: Date) {
  const mute = await findChatMute(db, merchantCode, memberId, now)
  return { readOnly: accountType === TRIAL_ACCOUNT_TYPE, mutedUntil: mute ? mute.until.toISOString() : null }
}

/** A page of the room's history (oldest first), with the room's limit and the member's state. */
export async function readChatHistory(
  db: Queryable,
  config: MerchantConfig,
  member: { memberId: number; accountType: number },
  input: { room?: string; before?: number; limit?: number; now: Date },
): Promise<ChatHistory> {
  const settings = chatOf(config)
  const room = roomOf(config, input.room)
  const limit = Math.min(input.limit ?? DEFAULT_PAGE, CHAT_PAGE_MAX)
  // One more than asked: whether there is an older page.
  const rows = await findChatMessages(db, { merchantCode: config.code, room, before: input.before, limit: limit + 1 })
  const page = rows.slice(0, limit).reverse()
  return {
    room, rooms: [...settings.rooms], list: page.map((row) => publicMessage(row, member.memberId)), hasMore: rows.length > limit,
    maxLength: settings.maxLength, me: await memberState(db, config.code, member.memberId, member.accountType, input.now),
  }
}

export interface SendInput {
  memberId: number
  room?: string
  text: string
  now: Date
  /** The demo data only (seed/chat.ts): its dozens of messages are written at once, so the per-member rate is not applied. */
  bypassRateLimit?: boolean
}

/**
 * A member's message: checked (a member of this merchant, not a trial account, not muted, within the rate, its text
 * within the limits), stored, then sent to every open widget of the room. Refused, nothing is stored.
 */
export async function sendChatMessage(services: ChatServices, config: MerchantConfig, input: SendInput): Promise<ChatMessage> {
  const settings = chatOf(config)
  const room = roomOf(config, input.room)
  const text = checkChatText(input.text, settings.maxLength)
  const row = await services.db.transaction(async (tx) => {
    const member = await findMemberById(tx, input.memberId)
    // A member of another merchant never writes here (its token is refused before, this is the rule's last line).
    if (!member || member.merchantCode !== config.code || member.status !== 'active') throw new AppError('please.login')
    if (member.accountType === TRIAL_ACCOUNT_TYPE) throw new AppError('chat.read.only')
    const mute = await findChatMute(tx, config.code, member.id, input.now)
    if (mute) {
      const secondsLeft = Math.ceil((mute.until.getTime() - input.now.getTime()) / 1000)
      throw new AppError('chat.muted', undefined, { until: mute.until.toISOString(), secondsLeft })
    }
    await lockMemberChat(tx, member.id)
    if (!input.bypassRateLimit) {
      const windowMs = settings.rate.seconds * 1000
      const recent = await countChatMessagesSince(tx, config.code, member.id, new Date(input.now.getTime() - windowMs))
      if (recent.count >= settings.rate.messages) {
        const freesAt = (recent.oldest?.getTime() ?? input.now.getTime()) + windowMs
        throw new AppError('chat.rate.limited', undefined, { retryAfterSeconds: Math.max(1, Math.ceil((freesAt - input.now.getTime()) / 1000)) })
      }
    }
    await ensureChatRoom(tx, config.code, room, input.now)
    return insertChatMessage(tx, { merchantCode: config.code, roomCode: room, memberId: member.id, displayName: maskName(member.username), text, createdAt: input.now })
  })
  publishChatEvent(services.events, config.code, { type: 'message', memberId: row.memberId, message: publicMessage(row, null) })
  return publicMessage(row, row.memberId)
}

/** An operator removes a message of this merchant: marked deleted (who, when) and taken off every open widget. */
export async function deleteChatMessage(services: ChatServices, config: MerchantConfig, id: number, by: string, now: Date): Promise<ChatMessageRow> {
  const deleted = await markChatMessageDeleted(services.db, config.code, id, by, now)
  if (!deleted) {
    // Another merchant's message, or none: not found. One already deleted: the same answer again.
    const existing = await findChatMessage(services.db, config.code, id)
    if (!existing) throw new AppError('not.found')
    return existing
  }
  const event: ChatBusEvent = { type: 'deleted', room: deleted.roomCode, id: deleted.id }
  publishChatEvent(services.events, config.code, event)
  return deleted
}

async function memberNamed(db: Queryable, config: MerchantConfig, username: string) {
  const member = await findMemberByUsername(db, config.code, username)
  if (!member) throw new AppError('not.found')
  return member
}

/** An operator mutes a member of this merchant for `minutes` (a new mute replaces the one in force). */
export async function muteChatMember(db: Queryable, config: MerchantConfig, input: { username: string; minutes: number; by: string; now: Date }) {
  chatOf(config)
  if (!Number.isInteger(input.minutes) || input.minutes < 1 || input.minutes > MAX_MUTE_MINUTES) throw new AppError('request.invalid')
  const member = await memberNamed(db, config, input.username)
  const until = new Date(input.now.getTime() + input.minutes * 60_000)
  await upsertChatMute(db, { merchantCode: config.code, memberId: member.id, until, mutedBy: input.by, mutedAt: input.now })
  return { username: member.username, until }
}

/** Ends a member's mute; whether one was in force. */
export async function unmuteChatMember(db: Queryable, config: MerchantConfig, input: { username: string; now: Date }) {
  const member = await memberNamed(db, config, input.username)
  return { username: member.username, wasMuted: await deleteChatMute(db, config.code, member.id, input.now) }
}

export { findChatMessages }
