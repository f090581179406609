/**
 * The platform server as a value: `buildServer(options)` returns a Fastify instance built only from what it is
 * given (database, clock, random source, merchants), so tests build as many as they like and nothing is global.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox'
import { ENDPOINTS, type EndpointName } from '../contract/endpoints'
import type { Database } from './db/database'
import type { MerchantRegistry } from './merchants/registry'
import { installCompression } from './delivery/compression'
import { startData } from './delivery/startData'
import { decideAccess } from './domain/system/access'
import { createNoticeReader } from './domain/system/noticeCache'
import { clientErrorResponse, frameworkErrors, installErrorHandler, sendError } from './plugins/errorHandler'
import { installRateLimits, type RateLimitOptions } from './plugins/rateLimit'
import { trustedProxyCheck } from './proxy'
import { BASE_SECURITY_HEADERS, contentSecurityPolicy, installSecurityHeaders, merchantImageOrigins } from './plugins/securityHeaders'
import { assetRoutes, seededBannerSlugs } from './routes/assets'
import { SEED_NOTICES } from './seed'
import { isPagePath, portalRoutes, type Portal } from './routes/portal'
import { systemRoutes } from './routes/system'
import type { Clock, RandomSource } from './runtime'

export interface ServerOptions {
  db: Database
  clock: Clock
  random: RandomSource
  merchants: MerchantRegistry
  /** Directory of the built portal (`dist/portal`); without it the server answers the API only. */
  staticDir?: string
  /** Fastify's `trustProxy`: a hop count or the proxies' addresses/CIDRs. Decides `request.ip` and whether country headers count. */
  trustProxy?: FastifyServerOptions['trustProxy']
  /** Rate limits: a Redis client to share counts between processes (REDIS_URL); tests set one tiny limit. */
  rateLimit?: RateLimitOptions
  /** How long a request (30 s) and its headers (15 s) may take to arrive; tests shorten them. */
  timeouts?: { requestMs?: number; headersMs?: number }
  /** Fastify's logger option; off unless given. */
  logger?: FastifyServerOptions['logger']
}

export function buildServer(options: ServerOptions): FastifyInstance {
  const { db, clock, merchants } = options
  const basePolicy = contentSecurityPolicy()
  const securityHeaders = { ...BASE_SECURITY_HEADERS, 'content-security-policy': basePolicy }
  const timeouts = { requestMs: options.timeouts?.requestMs ?? 30_000, headersMs: options.timeouts?.headersMs ?? 15_000 }
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // Bodies here are small JSON documents; anything larger is a mistake or an attack.
    bodyLimit: 256 * 1024,
    // `/wps/notice/` is the same call as `/wps/notice`.
    routerOptions: { ignoreTrailingSlash: true },
    // Unguessable request ids, so a log line can be quoted to support without exposing request counts.
    genReqId: () => Buffer.from(options.random.bytes(8)).toString('hex'),
    // A client that sends its request slowly is cut off rather than holding a connection open (slowloris): the
    // whole request within 30 s, its headers within 15 s, checked every second (Node's default is every 30 s).
    requestTimeout: timeouts.requestMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: Math.min(1000, timeouts.headersMs) },
    frameworkErrors: frameworkErrors(securityHeaders),
    clientErrorHandler: (error, socket) => {
      if (socket.writable) socket.end(clientErrorResponse(error, securityHeaders))
      else socket.destroy(error)
    },
  })
  app.setValidatorCompiler(TypeBoxValidatorCompiler)
  installErrorHandler(app)
  installCompression(app)

  const policies = new Map(merchants.merchants.map((m) => [m.config.code, contentSecurityPolicy(merchantImageOrigins(m.config))]))
  const policyFor = (host: string | undefined) => {
    const merchant = merchants.byHost(host)
    return (merchant && policies.get(merchant.config.code)) ?? basePolicy
  }
  installSecurityHeaders(app, policyFor)

  const isTrustedProxy = trustedProxyCheck(options.trustProxy ?? false)
  const notices = createNoticeReader(db)
  app.addHook('onClose', async () => notices.close())
  installRateLimits(app, options.rateLimit)
  // Routes are added once the rate-limit plugin has loaded, so its hook sees every one of them.
  app.after(() => {
    const registered = new Set<EndpointName>()
    systemRoutes(app, { notices, clock, merchants, registered, isTrustedProxy, rateLimitPerMinute: options.rateLimit?.perMinute })
    const missing = (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => !registered.has(name))
    if (missing.length) throw new Error(`Contract endpoints without a route: ${missing.join(', ')}`)
  })

  assetRoutes(app, { merchants, bannerSlugs: seededBannerSlugs(Object.values(SEED_NOTICES).flat()) })
  const portal: Portal | undefined = options.staticDir
    ? portalRoutes(app, {
        staticDir: options.staticDir,
        merchants,
        policyFor,
        startData: (request, merchant, language) => {
          const now = clock.now()
          const access = decideAccess(merchant, { ip: request.ip, headers: request.headers, now, viaTrustedProxy: isTrustedProxy(request.socket.remoteAddress) })
          return startData(notices, { merchant, access, language, host: request.headers.host ?? '', now })
        },
      })
    : undefined

  app.setNotFoundHandler((request, reply) => {
    if (portal && (request.method === 'GET' || request.method === 'HEAD') && isPagePath(request.url)) return portal.sendPage(request, reply)
    const allowed = allowedMethods(app, request.url)
    if (allowed.length) return sendError(reply.header('allow', allowed.join(', ')), 'method.not.allowed', `${request.method} is not allowed here; use ${allowed.join(' or ')}.`)
    return sendError(reply, 'not.found', `No ${request.method} ${request.url.split('?')[0].slice(0, 200)} here.`)
  })
  return app
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH'] as const

/** The methods a path answers to (for a 405's Allow header); none when the path itself is unknown. */
function allowedMethods(app: FastifyInstance, url: string): string[] {
  const path = url.split('?')[0]
  return METHODS.filter((method) => app.hasRoute({ method, url: path }))
}
