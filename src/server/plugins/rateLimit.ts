/**
 * Rate limits, as one hook for every contract endpoint (@fastify/rate-limit reads each route's limit from the
 * contract table, see routes/endpoint.ts). A visitor is its merchant and address, so one brand's traffic never
 * uses up another's. Counts live in this process, or in Redis when REDIS_URL is set (then every server process
 * shares them). Over the limit: 429 with the envelope's rate.limited and Retry-After. Limits run on
 * `onRequest`, before any body is parsed or any password would be hashed.
 */
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { AppError } from '../errors'
import './merchant'

export interface RateLimitOptions {
  /** A Redis client shared by every process; without it, counts are per process. */
  redis?: Redis
  /** Key prefix in Redis (tests use their own). */
  nameSpace?: string
  /** One limit for every endpoint instead of the table's (tests make it tiny). */
  perMinute?: number
}

export function installRateLimits(app: FastifyInstance, options: RateLimitOptions = {}): void {
  app.register(rateLimit, {
    global: false,
    // Redis unreachable: let requests through rather than take the portal down with it.
    skipOnError: true,
    redis: options.redis,
    nameSpace: options.nameSpace ?? 'portico-rate-',
    // The merchant was resolved on arrival (plugins/merchant.ts, registered before this plugin's hook runs).
    // Counts are the server's business until one runs out: then 429 says when to retry (Retry-After and the
    // x-ratelimit-* headers). Successful answers carry none of them (fewer bytes on every call).
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    // Never a header the client chooses: a made-up Host would open a fresh count with every request. Unknown hosts
    // share one count per address.
    keyGenerator: (request) => `${request.merchant?.config.code ?? '-'}|${request.ip}`,
    errorResponseBuilder: (_request, context) =>
      new AppError('rate.limited', `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} s.`, { retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
  })
}
