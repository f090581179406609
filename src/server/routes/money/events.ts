/**
 * `GET /wps/member/events`: the member's events as server-sent events (routes/eventStream.ts), one stream per open
 * page. The contract's hooks authenticate it like every `auth` endpoint (the token in the Authorization header: the
 * portal reads the stream with fetch, so the token never sits in an address or a log line). It ends when the
 * session can no longer be valid (its absolute expiry) or the page goes away.
 */
import type { FastifyInstance } from 'fastify'
import { DEFAULT_RATE_LIMIT_PER_MINUTE, ENDPOINTS } from '../../../contract/endpoints'
import type { MemberEventBus } from '../../domain/events/bus'
import type { Merchant } from '../../merchants/registry'
import type { Principal } from '../../plugins/contract'
import type { EndpointDeps } from '../endpoint'
import { eventStreams } from '../eventStream'

export function memberEventRoutes(app: FastifyInstance, deps: EndpointDeps & { events: MemberEventBus; heartbeatMs?: number }): void {
  const def = ENDPOINTS.memberEvents
  deps.registered.add('memberEvents')
  const openStream = eventStreams(app, { heartbeatMs: deps.heartbeatMs })
  app.route({
    method: def.method,
    url: def.path,
    config: { endpoint: 'memberEvents', rateLimit: { max: deps.rateLimitPerMinute ?? def.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
    handler: (request, reply) => {
      const merchant = request.merchant as Merchant
      const principal = request.principal as Principal
      openStream(request, reply, {
        endsAt: principal.expiresAt,
        now: request.now as Date,
        subscribe: (send) => deps.events.subscribe(merchant.config.code, principal.memberId, (event) => send(event.type, event)),
      })
    },
  })
}
