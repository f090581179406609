/**
 * The chat room (docs/chat.md): the history and the send through the contract's hooks, the room's events as
 * server-sent events (routes/eventStream.ts, authenticated like every `auth` endpoint: a guest is refused before
 * anything is read), and, when the server has an operator key, the operators' calls (routes/chat/operators.ts).
 */
import type { FastifyInstance } from 'fastify'
import { DEFAULT_RATE_LIMIT_PER_MINUTE, ENDPOINTS } from '../../../contract/endpoints'
import { ChatEventsQuery } from '../../../contract/schemas/chat'
import type { Database } from '../../db/database'
import { publicMessage, readChatHistory, roomOf, sendChatMessage } from '../../domain/chat/chat'
import { subscribeChatRoom } from '../../domain/chat/events'
import type { MemberEventBus } from '../../domain/events/bus'
import type { Merchant, MerchantRegistry } from '../../merchants/registry'
import type { Principal } from '../../plugins/contract'
import type { Clock } from '../../runtime'
import { registerEndpoint, type EndpointDeps } from '../endpoint'
import { eventStreams } from '../eventStream'
import { chatOperatorRoutes } from './operators'

export interface ChatRouteDeps extends EndpointDeps {
  db: Database
  events: MemberEventBus
  merchants: MerchantRegistry
  clock: Clock
  /** The operators' key; without one the operators' chat calls are not served. */
  operatorKey?: string
  heartbeatMs?: number
}

export function chatRoutes(app: FastifyInstance, deps: ChatRouteDeps): void {
  registerEndpoint(app, deps, 'chatHistory', {
    handler: ({ merchant, principal, query, now }) =>
      readChatHistory(deps.db, merchant.config, principal, { room: query.room, before: query.before, limit: query.limit, now }),
  })
  registerEndpoint(app, deps, 'chatSend', {
    handler: ({ merchant, principal, body, now }) =>
      sendChatMessage(deps, merchant.config, { memberId: principal.memberId, room: body.room, text: body.text, now }),
  })

  const def = ENDPOINTS.chatEvents
  deps.registered.add('chatEvents')
  const openStream = eventStreams(app, { heartbeatMs: deps.heartbeatMs })
  app.route({
    method: def.method,
    url: def.path,
    schema: { querystring: ChatEventsQuery },
    config: { endpoint: 'chatEvents', rateLimit: { max: deps.rateLimitPerMinute ?? def.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
    handler: (request, reply) => {
      const merchant = request.merchant as Merchant
      const principal = request.principal as Principal
      // Refused (chat off, no such room) with the envelope before the stream opens.
      const room = roomOf(merchant.config, (request.query as ChatEventsQuery).room)
      openStream(request, reply, {
        endsAt: principal.expiresAt,
        now: request.now as Date,
        subscribe: (send) =>
          subscribeChatRoom(deps.events, merchant.config.code, room, (event) => {
            // Each reader's own view: `own` for the writer's streams; the writer's id stays in the server.
            if (event.type === 'message') send('message', { type: 'message', message: { ...event.message, own: event.memberId === principal.memberId } })
            else send('deleted', event)
          }),
      })
    },
  })
  if (deps.operatorKey) chatOperatorRoutes(app, deps, deps.operatorKey)
}

export { publicMessage }
