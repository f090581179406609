/**
 * One route per entry of the contract's ENDPOINTS table: method, path and request schemas come from there and
 * are never retyped. Before the handler runs (after schema validation), the request's merchant is resolved from
 * its host and the site gates are applied to every endpoint not marked `alwaysAvailable`.
 * The handler returns the value; this wraps it in the envelope.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import type { Static, TSchema } from 'typebox'
import { ok } from '../../contract/envelope'
import { DEFAULT_RATE_LIMIT_PER_MINUTE, ENDPOINTS, type EndpointName } from '../../contract/endpoints'
import { ENDPOINT_SCHEMAS, type EndpointSchemas } from '../../contract/schemas'
import { AppError } from '../errors'
import type { Merchant, MerchantRegistry } from '../merchants/registry'
import type { Clock } from '../runtime'
import { decideAccess, gateError, type AccessDecision } from '../domain/system/access'

type Def<N extends EndpointName> = EndpointSchemas[N]
type PartOf<D, K extends 'query' | 'body'> = D extends { readonly [P in K]: infer S extends TSchema } ? Static<S> : undefined
export type EndpointValue<N extends EndpointName> = Static<Def<N>['response']>

export interface EndpointInput<N extends EndpointName> {
  query: PartOf<Def<N>, 'query'>
  body: PartOf<Def<N>, 'body'>
  merchant: Merchant
  access: AccessDecision
  request: FastifyRequest
  now: Date
}

export interface EndpointOptions<N extends EndpointName> {
  /** The host naming the merchant; the Host header unless the call names another (the status call's `url`). */
  merchantHost?: (input: { query: PartOf<Def<N>, 'query'>; request: FastifyRequest }) => string | undefined
  handler: (input: EndpointInput<N>) => EndpointValue<N> | Promise<EndpointValue<N>>
}

export interface EndpointDeps {
  merchants: MerchantRegistry
  clock: Clock
  /** Whether a socket peer is a proxy the operator trusts (its country header counts only then). */
  isTrustedProxy(peer: string | undefined): boolean
  /** One limit per minute for every endpoint instead of the table's (tests). */
  rateLimitPerMinute?: number
  /** Filled as routes register, so the app can prove every contract endpoint has one. */
  registered: Set<EndpointName>
}

export function registerEndpoint<N extends EndpointName>(app: FastifyInstance, deps: EndpointDeps, name: N, options: EndpointOptions<N>): void {
  const def = ENDPOINTS[name] as (typeof ENDPOINTS)[N] & { alwaysAvailable?: boolean; rateLimitPerMinute?: number }
  const schemas = ENDPOINT_SCHEMAS[name] as Def<N> & { query?: TSchema; body?: TSchema }
  const schema: NonNullable<RouteOptions['schema']> = {}
  if (schemas.query) schema.querystring = schemas.query
  if (schemas.body) schema.body = schemas.body

  deps.registered.add(name)
  app.route({
    method: def.method,
    url: def.path,
    schema,
    // Read by the one rate-limit hook (plugins/rateLimit.ts): every contract endpoint is limited, by the table.
    config: { endpoint: name, rateLimit: { max: deps.rateLimitPerMinute ?? def.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const query = request.query as PartOf<Def<N>, 'query'>
      const body = request.body as PartOf<Def<N>, 'body'>
      const host = options.merchantHost ? options.merchantHost({ query, request }) : request.headers.host
      const merchant = deps.merchants.byHost(host)
      if (!merchant) throw new AppError('domain_check_failed', undefined, { host: host ?? null })
      const now = deps.clock.now()
      const access = decideAccess(merchant, { ip: request.ip, headers: request.headers, now, viaTrustedProxy: deps.isTrustedProxy(request.socket.remoteAddress) })
      if (!def.alwaysAvailable) {
        const gate = gateError(access)
        if (gate) throw gate
      }
      const value = await options.handler({ query, body, merchant, access, request, now })
      // Config-derived answers must not be cached by shared caches across merchants or visitors.
      reply.header('cache-control', 'no-store')
      return ok(value)
    },
  })
}
