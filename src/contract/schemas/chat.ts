/** Request and response shapes of the chat room's calls (chatEndpoints.ts; docs/chat.md). */
import { Type, type Static } from 'typebox'
import { CHAT_PAGE_MAX } from '../chatEndpoints'

const RoomCode = Type.String({ pattern: '^[a-z0-9-]{1,32}$', description: 'The room (one of the merchant’s `chat.rooms`).' })

export const ChatMessage = Type.Object({
  id: Type.Integer(),
  room: Type.String(),
  /** The writer's name as the room shows it, masked. Plain text: the portal writes it as a text node. */
  name: Type.String(),
  /** Plain text as the member wrote it (trimmed); never HTML. */
  text: Type.String(),
  at: Type.String({ format: 'date-time' }),
  /** Written by the member who reads it (any of their sessions). */
  own: Type.Boolean(),
})
export type ChatMessage = Static<typeof ChatMessage>

export const ChatHistoryQuery = Type.Object(
  {
    room: Type.Optional(RoomCode),
    /** Only messages older than this id (the next page backwards). */
    before: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CHAT_PAGE_MAX })),
  },
  { additionalProperties: false },
)
export type ChatHistoryQuery = Static<typeof ChatHistoryQuery>

/** What the member may do in the room now. */
export const ChatMemberState = Type.Object({
  /** A trial account (type 4): it reads the room, never writes. */
  readOnly: Type.Boolean(),
  /** Muted by an operator until then; null when not muted. */
  mutedUntil: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
})
export type ChatMemberState = Static<typeof ChatMemberState>

/** A page of the room's history, oldest first, with the room's limits and the member's state. */
export const ChatHistory = Type.Object({
  room: Type.String(),
  rooms: Type.Array(Type.String()),
  list: Type.Array(ChatMessage),
  /** There are older messages (ask again with `before` = the first's id). */
  hasMore: Type.Boolean(),
  maxLength: Type.Integer(),
  me: ChatMemberState,
})
export type ChatHistory = Static<typeof ChatHistory>

export const ChatSendBody = Type.Object(
  {
    room: Type.Optional(RoomCode),
    // Checked again after trimming (length in characters, control characters): a bound here only stops a huge body.
    // Never a NUL (refused at the schema, before anything reads it); the other control characters the room's rules refuse.
    text: Type.String({ maxLength: 4000, pattern: '^[^\\u0000]*$' }),
  },
  { additionalProperties: false },
)
export type ChatSendBody = Static<typeof ChatSendBody>

/** The room stream's events: a new message, a message an operator removed. */
export const ChatEvent = Type.Union([
  Type.Object({ type: Type.Literal('message'), message: ChatMessage }),
  Type.Object({ type: Type.Literal('deleted'), room: Type.String(), id: Type.Integer() }),
])
export type ChatEvent = Static<typeof ChatEvent>

export const ChatEventsQuery = Type.Object({ room: Type.Optional(RoomCode) }, { additionalProperties: false })
export type ChatEventsQuery = Static<typeof ChatEventsQuery>
