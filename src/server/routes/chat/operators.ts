/**
 * The operators' chat calls (`/ops/chat/<merchant>/...`: the room's recent messages, delete one, mute and unmute a
 * member), which `npm run operator -- chat ...` speaks to, as an API table served through the contract's hooks like
 * the other operators' calls (routes/content/helpOperators.ts): the same key compared in constant time before anything
 * else is read, the operator's name from `X-Operator` kept on a deletion and a mute, not gated.
 */
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { ApiTable } from '../../../contract/apiTable'
import { CHAT_PAGE_MAX } from '../../../contract/chatEndpoints'
import type { ApiCallSchemas } from '../../../contract/schemas/apiTable'
import { findChatMutes, type ChatMessageRow } from '../../db/chat/chat'
import { chatOf, deleteChatMessage, findChatMessages, muteChatMember, roomOf, unmuteChatMember } from '../../domain/chat/chat'
import { AppError } from '../../errors'
import { apiCallRoute } from '../apiCall'
import type { ChatRouteDeps } from './index'
import { operatorKeyCredential } from '../operatorKey'

const RATE_LIMIT_PER_MINUTE = 120
const BASE = '/ops/chat/:merchant'

export const CHAT_OPERATOR_API = {
  chatMessages: {
    method: 'GET', path: `${BASE}/messages`, credential: 'operator key', rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    summary: 'A chat room’s recent messages, deleted ones marked, with their writers',
  },
  deleteChatMessage: {
    method: 'POST', path: `${BASE}/messages/:id/delete`, credential: 'operator key', rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    summary: 'Remove a chat message: it disappears from every open chat widget',
  },
  chatMutes: {
    method: 'GET', path: `${BASE}/mutes`, credential: 'operator key', rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    summary: 'The members muted in the chat now, and until when',
  },
  muteChatMember: {
    method: 'POST', path: `${BASE}/mutes`, credential: 'operator key', rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    summary: 'Mute a member in the chat for some minutes',
  },
  unmuteChatMember: {
    method: 'POST', path: `${BASE}/mutes/:username/delete`, credential: 'operator key', rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    summary: 'End a member’s chat mute',
  },
} as const satisfies ApiTable

const MerchantParam = Type.String({ pattern: '^[a-z0-9-]{1,32}$', description: 'The merchant’s code.' })
const Username = Type.String({ minLength: 1, maxLength: 64, pattern: '^[^\\u0000-\\u001F\\u007F]+$' })
const OperatorMessage = Type.Object({
  id: Type.Integer(), room: Type.String(), memberId: Type.Integer(), name: Type.String(), text: Type.String(), at: Type.String(),
  deletedAt: Type.Union([Type.String(), Type.Null()]), deletedBy: Type.Union([Type.String(), Type.Null()]),
})
const Mute = Type.Object({ username: Type.String(), until: Type.String() })

export const CHAT_OPERATOR_SCHEMAS = {
  chatMessages: {
    params: Type.Object({ merchant: MerchantParam }),
    query: Type.Object(
      {
        room: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,32}$' })),
        before: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CHAT_PAGE_MAX })),
      },
      { additionalProperties: false },
    ),
    response: Type.Object({ list: Type.Array(OperatorMessage) }),
  },
  deleteChatMessage: {
    params: Type.Object({ merchant: MerchantParam, id: Type.String({ pattern: '^[0-9]{1,15}$', description: 'The message’s id.' }) }),
    response: OperatorMessage,
  },
  chatMutes: {
    params: Type.Object({ merchant: MerchantParam }),
    response: Type.Object({ list: Type.Array(Type.Object({ ...Mute.properties, mutedBy: Type.String() })) }),
  },
  muteChatMember: {
    params: Type.Object({ merchant: MerchantParam }),
    body: Type.Object({ username: Username, minutes: Type.Integer({ minimum: 1, maximum: 7 * 24 * 60 }) }, { additionalProperties: false }),
    response: Mute,
  },
  unmuteChatMember: {
    params: Type.Object({ merchant: MerchantParam, username: Username }),
    response: Type.Object({ username: Type.String(), wasMuted: Type.Boolean() }),
  },
} as const satisfies Record<keyof typeof CHAT_OPERATOR_API, ApiCallSchemas>


const operatorMessage = (row: ChatMessageRow) => ({
  id: row.id, room: row.roomCode, memberId: row.memberId, name: row.displayName, text: row.text, at: row.createdAt.toISOString(),
  deletedAt: row.deletedAt?.toISOString() ?? null, deletedBy: row.deletedBy,
})

export function chatOperatorRoutes(app: FastifyInstance, deps: ChatRouteDeps, key: string): void {
  const credential = operatorKeyCredential(key)
  const binding = {
    tag: 'operators', table: CHAT_OPERATOR_API, schemas: CHAT_OPERATOR_SCHEMAS, credential, gated: false, security: 'operatorKey',
    rateLimitPerMinute: deps.rateLimitPerMinute,
  }
  const merchantOf = (code: string) => {
    const merchant = deps.merchants.byCode(code)
    if (!merchant) throw new AppError('not.found')
    return merchant.config
  }
  app.route(apiCallRoute(binding, 'chatMessages', {
    handler: async ({ params, query }) => {
      const config = merchantOf(params.merchant)
      const room = roomOf(config, query.room)
      const rows = await findChatMessages(deps.db, { merchantCode: config.code, room, before: query.before, limit: query.limit ?? CHAT_PAGE_MAX, withDeleted: true })
      return { list: rows.map(operatorMessage) }
    },
  }))
  app.route(apiCallRoute(binding, 'deleteChatMessage', {
    handler: async ({ params, caller }) =>
      operatorMessage(await deleteChatMessage(deps, merchantOf(params.merchant), Number(params.id), `admin:${caller}`, deps.clock.now())),
  }))
  app.route(apiCallRoute(binding, 'chatMutes', {
    handler: async ({ params }) => {
      const config = merchantOf(params.merchant)
      chatOf(config)
      const mutes = await findChatMutes(deps.db, config.code, deps.clock.now())
      return { list: mutes.map((mute) => ({ username: mute.username, until: mute.until.toISOString(), mutedBy: mute.mutedBy })) }
    },
  }))
  app.route(apiCallRoute(binding, 'muteChatMember', {
    handler: async ({ params, body, caller }) => {
      const muted = await muteChatMember(deps.db, merchantOf(params.merchant), { username: body.username, minutes: body.minutes, by: `admin:${caller}`, now: deps.clock.now() })
      return { username: muted.username, until: muted.until.toISOString() }
    },
  }))
  app.route(apiCallRoute(binding, 'unmuteChatMember', {
    handler: async ({ params }) => unmuteChatMember(deps.db, merchantOf(params.merchant), { username: params.username, now: deps.clock.now() }),
  }))
}
