/**
 * The chat room's settings of a merchant (`chat` in its config; docs/chat.md). Absent or `enabled: false`: the
 * merchant has no chat room, the portal shows no launcher and the chat calls answer `chat.disabled`.
 */
import { Type, type Static } from 'typebox'

export const CHAT_ROOM_CODE_PATTERN = '^[a-z0-9-]{1,32}$'

export const ChatSettings = Type.Object(
  {
    enabled: Type.Boolean(),
    rooms: Type.Optional(
      Type.Array(Type.String({ pattern: CHAT_ROOM_CODE_PATTERN }), {
        minItems: 1, maxItems: 8, uniqueItems: true, description: 'The rooms\' codes, the first the default. Default: ["lobby"].',
      }),
    ),
    maxLength: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'The longest message, in characters. Default 200.' })),
    rate: Type.Optional(
      Type.Object(
        {
          messages: Type.Integer({ minimum: 1, maximum: 100 }),
          seconds: Type.Integer({ minimum: 1, maximum: 3600 }),
        },
        { additionalProperties: false, description: 'At most `messages` per member in any `seconds`. Default 5 in 10 s.' },
      ),
    ),
  },
  { additionalProperties: false, description: 'The members\' chat room (docs/chat.md).' },
)
export type ChatSettings = Static<typeof ChatSettings>

export const CHAT_DEFAULTS = { rooms: ['lobby'], maxLength: 200, rate: { messages: 5, seconds: 10 } } as const

/** The settings with their defaults filled in; null when the merchant's chat is off. */
export function chatSettingsOf(chat: ChatSettings | undefined): Required<ChatSettings> | null {
  if (!chat?.enabled) return null
  return {
    enabled: true,
    rooms: chat.rooms ?? [...CHAT_DEFAULTS.rooms],
    maxLength: chat.maxLength ?? CHAT_DEFAULTS.maxLength,
    rate: chat.rate ?? { ...CHAT_DEFAULTS.rate },
  }
}
