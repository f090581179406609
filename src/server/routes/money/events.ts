/**
 * `GET /wps/member/events`: the member's events as server-sent events, one stream per open page. The contract's
 * hooks authenticate it like every `auth` endpoint (the token in the Authorization header: the portal reads the
 * stream with fetch, so the token never sits in an address or a log line). Then the reply is taken over and
 * stays open: each event is one `data:` line of JSON; a comment every 25 s keeps proxies from closing it; it
 * ends when the session can no longer be valid (its absolute expiry) or the page goes away.
 */
import type { FastifyInstance } from 'fastify'
import { DEFAULT_RATE_LIMIT_PER_MINUTE, ENDPOINTS } from '../../../contract/endpoints'
import type { MemberEventBus } from '../../domain/events/bus'
import type { Merchant } from '../../merchants/registry'
import type { Principal } from '../../plugins/contract'
import { API_SECURITY_POLICY, BASE_SECURITY_HEADERS } from '../../plugins/securityHeaders'
import type { EndpointDeps } from '../endpoint'

const HEARTBEAT_MS = 25_000
const MAX_TIMER_MS = 2 ** 31 - 1

export function memberEventRoutes(app: FastifyInstance, deps: EndpointDeps & { events: MemberEventBus; heartbeatMs?: number }): void {
  const def = ENDPOINTS.memberEvents
  deps.registered.add('memberEvents')
  // Open streams never end by themselves: closing the server ends them first, or it would wait for them forever.
  const open = new Set<{ end(): void }>()
  app.addHook('preClose', (done) => {
    for (const stream of open) stream.end()
    done()
  })
  app.route({
    method: def.method,
    url: def.path,
    config: { endpoint: 'memberEvents', rateLimit: { max: deps.rateLimitPerMinute ?? def.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
    handler: (request, reply) => {
      const merchant = request.merchant as Merchant
      const principal = request.principal as Principal
      const now = request.now as Date
      reply.hijack()
      const raw = reply.raw
      raw.writeHead(200, {
        ...BASE_SECURITY_HEADERS,
        'content-security-policy': API_SECURITY_POLICY,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Proxies that buffer (nginx) would hold events back.
        'x-accel-buffering': 'no',
      })
      raw.write(': connected\n\n')
      const unsubscribe = deps.events.subscribe(merchant.config.code, principal.memberId, (event) => {
        raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`)
      })
      const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), deps.heartbeatMs ?? HEARTBEAT_MS)
      // Timers hold at most 2^31 − 1 ms (24.8 days); a session never lasts that long (at most 720 hours is 30 days,
      // so clamp): the page reconnects and is authenticated again.
      const end = setTimeout(() => raw.end(), Math.min(MAX_TIMER_MS, Math.max(0, principal.expiresAt.getTime() - now.getTime())))
      open.add(raw)
      const close = () => {
        open.delete(raw)
        clearInterval(heartbeat)
        clearTimeout(end)
        unsubscribe()
      }
      raw.on('close', close)
      request.raw.on('close', () => raw.end())
    },
  })
}
