/**
 * The member's in-platform messages: written by the platform in the same transaction as what they tell of (a deposit
 * credited, a withdrawal decided, money from or back to an agent), at most one per event; read on the messageV2 page;
 * counted for the header's badge, which hears of every new message through the member's event stream.
 */
import { MESSAGE_KINDS, type MemberMessages, type MessageKind, type MessagesQuery, type ReadMessagesBody, type ReadMessagesResult } from '../../../contract/schemas/messages'
import { whenCommitted, type Database, type Queryable } from '../../db/database'
import { countUnread, insertMessage, markRead, messagesOf } from '../../db/member/messages'
import type { Principal } from '../../plugins/contract'
import type { MemberEventBus } from '../events/bus'

const PAGE_SIZE = 20

export interface MessageServices {
  db: Database
  events: MemberEventBus
}

export interface NewMessage {
  merchantCode: string
  memberId: number
  kind: MessageKind
  /** The values of the message's sentence (amounts in canonical major units). */
  params: Record<string, string>
  /** What it is about (`deposit:<order>`): a second message about the same event is not written. */
  about: string
  at: Date
}

/** Writes the message in the caller's transaction `tx`; once that commits, the member's pages hear the new count. */
export async function postMessage(tx: Queryable, services: MessageServices, message: NewMessage): Promise<void> {
  if (await insertMessage(tx, message)) whenCommitted(tx, () => void announceUnread(services, message.merchantCode, message.memberId))
}

/** Tells the member's open pages how many messages are unread. Best effort: a page reads the count when it opens. */
export async function announceUnread(services: MessageServices, merchantCode: string, memberId: number): Promise<number | null> {
  try {
    const count = await countUnread(services.db, memberId)
    services.events.publish(merchantCode, memberId, { type: 'unread', count })
    return count
  } catch {
    return null
  }
}

/** `CSP_unreadCount`: the number of the member's unread messages. */
export function unreadCount(services: MessageServices, principal: Principal): Promise<number> {
  return countUnread(services.db, principal.memberId)
}

export async function memberMessages(services: MessageServices, principal: Principal, query: MessagesQuery): Promise<MemberMessages> {
  const pageNo = Number(query.pageNo ?? 1)
  const [{ rows, total }, unread] = await Promise.all([
    messagesOf(services.db, principal.memberId, { limit: PAGE_SIZE, offset: (pageNo - 1) * PAGE_SIZE }),
    countUnread(services.db, principal.memberId),
  ])
  return {
    // A kind this version does not know (written by a newer one) is left out rather than failing the page.
    list: rows
      .filter((row) => (MESSAGE_KINDS as readonly string[]).includes(row.kind))
      .map((row) => ({ id: row.id.toString(), kind: row.kind as MessageKind, params: row.params, createdAt: row.createdAt.toISOString(), read: row.readAt !== null })),
    totalCount: total,
    totalPages: Math.ceil(total / PAGE_SIZE),
    unread,
  }
}

/** Marks messages read (the member's own only: another member's ids change nothing); every open page hears the count. */
export async function readMessages(services: MessageServices, principal: Principal, merchantCode: string, body: ReadMessagesBody, at: Date): Promise<ReadMessagesResult> {
  await markRead(services.db, principal.memberId, 'ids' in body ? body.ids : null, at)
  const unread = (await announceUnread(services, merchantCode, principal.memberId)) ?? (await countUnread(services.db, principal.memberId))
  return { unread }
}
