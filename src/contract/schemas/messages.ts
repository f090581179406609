/** The member's in-platform messages (the member centre's messageV2 page) and the unread count (spec sections 2, 7). */
import { Type, type Static } from 'typebox'

/**
 * What a message says, by kind; the values of its sentence are in `params` (amounts in canonical major units). The
 * portal writes the sentence in the member's language (wallet:messages.kinds.<kind>).
 *
 * - `deposit.credited`: amount, orderId
 * - `withdrawal.paid` / `withdrawal.rejected`: amount, withdrawalId (and reason, when the operator gave one)
 * - `transfer.received`: amount, from (the member who sent it: an agent, or a downline member to its upline)
 * - `transfer.recalled`: amount, by (the agent who took it back)
 * - `feedback.answered`: ticketId, answer (the staff answer's first 200 characters; the whole thread is on "my feedback")
 */
export const MESSAGE_KINDS = ['deposit.credited', 'withdrawal.paid', 'withdrawal.rejected', 'transfer.received', 'transfer.recalled', 'contract.offered', 'contract.ended', 'feedback.answered'] as const
export type MessageKind = (typeof MESSAGE_KINDS)[number]

export const MemberMessage = Type.Object({
  /** The message's id (a decimal string: ids are 64-bit). */
  id: Type.String({ pattern: '^[0-9]{1,19}$' }),
  kind: Type.Enum(MESSAGE_KINDS),
  params: Type.Record(Type.String(), Type.String()),
  /** When it was written, ISO 8601. */
  createdAt: Type.String(),
  read: Type.Boolean(),
})
export type MemberMessage = Static<typeof MemberMessage>

export const MessagesQuery = Type.Object({ pageNo: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })) }, { additionalProperties: false })
export type MessagesQuery = Static<typeof MessagesQuery>

export const MemberMessages = Type.Object({
  list: Type.Array(MemberMessage),
  totalCount: Type.Integer(),
  totalPages: Type.Integer(),
  /** How many of all the member's messages are unread. */
  unread: Type.Integer({ minimum: 0 }),
})
export type MemberMessages = Static<typeof MemberMessages>

/** Mark some messages read (by id), or all of them. */
export const ReadMessagesBody = Type.Union([
  // At most 18 digits: every such id fits the 64-bit column.
  Type.Object({ ids: Type.Array(Type.String({ pattern: '^[0-9]{1,18}$' }), { minItems: 1, maxItems: 100 }) }, { additionalProperties: false }),
  Type.Object({ all: Type.Literal(true) }, { additionalProperties: false }),
])
export type ReadMessagesBody = Static<typeof ReadMessagesBody>

export const UnreadCount = Type.Integer({ minimum: 0 })
export type UnreadCount = Static<typeof UnreadCount>

export const ReadMessagesResult = Type.Object({ unread: Type.Integer({ minimum: 0 }) })
export type ReadMessagesResult = Static<typeof ReadMessagesResult>
