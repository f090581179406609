/**
 * One route per entry of the contract's ENDPOINTS table: method, path, request and response schemas come from
 * there and are never retyped. The rules every endpoint shares (merchant, site gates, token, encryption, rate
 * limit) run as hooks before the handler (plugins/contract.ts, plugins/rateLimit.ts); the handler gets their
 * results and returns the value, which this wraps in the envelope and Fastify serialises from the endpoint's
 * response schema.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import fastJsonStringify from 'fast-json-stringify'
import { Type, type Static, type TSchema } from 'typebox'
import { ok } from '../../contract/envelope'
import { DEFAULT_RATE_LIMIT_PER_MINUTE, ENDPOINTS, type EndpointName } from '../../contract/endpoints'
import { ENDPOINT_SCHEMAS, type EndpointSchemas } from '../../contract/schemas'
import type { AccessDecision } from '../domain/system/access'
import type { Merchant } from '../merchants/registry'
import type { Principal } from '../plugins/contract'
import { markRepeatable } from '../delivery/compression'

type Def<N extends EndpointName> = EndpointSchemas[N]
type PartOf<D, K extends 'query' | 'body'> = D extends { readonly [P in K]: infer S extends TSchema } ? Static<S> : undefined
export type EndpointValue<N extends EndpointName> = Static<Def<N>['response']>
type PrincipalOf<N extends EndpointName> = (typeof ENDPOINTS)[N]['auth'] extends true ? Principal : (typeof ENDPOINTS)[N]['auth'] extends 'optional' ? Principal | null : null

export interface EndpointInput<N extends EndpointName> {
  query: PartOf<Def<N>, 'query'>
  body: PartOf<Def<N>, 'body'>
  merchant: Merchant
  access: AccessDecision
  /** The member on an `auth` endpoint (never null there); null elsewhere. */
  principal: PrincipalOf<N>
  request: FastifyRequest
  now: Date
}

export interface EndpointOptions<N extends EndpointName> {
  /** The host naming the merchant when the call names it itself (the status call's `url`), not the Host header. */
  merchantHost?: (input: { query: PartOf<Def<N>, 'query'>; request: FastifyRequest }) => string | undefined
  /** The value; return the same (frozen) object for the same answer and it is serialised only once. */
  handler: (input: EndpointInput<N>) => Readonly<EndpointValue<N>> | Promise<Readonly<EndpointValue<N>>>
}

export interface EndpointDeps {
  /** One limit per minute for every endpoint instead of the table's (tests, load tests). */
  rateLimitPerMinute?: number
  /** Filled as routes register, so the app can prove every contract endpoint has one. */
  registered: Set<EndpointName>
}

/** The success envelope of an endpoint, as the serialiser's schema: only what the contract names is written. */
function successSchema(value: TSchema): TSchema {
  return Type.Object({ success: Type.Literal(true), value })
}

export function registerEndpoint<N extends EndpointName>(app: FastifyInstance, deps: EndpointDeps, name: N, options: EndpointOptions<N>): void {
  const def = ENDPOINTS[name] as (typeof ENDPOINTS)[N] & { rateLimitPerMinute?: number }
  const schemas = ENDPOINT_SCHEMAS[name] as Def<N> & { query?: TSchema; body?: TSchema }
  const success = successSchema(schemas.response)
  const schema: NonNullable<RouteOptions['schema']> = { response: { 200: success } }
  if (schemas.query) schema.querystring = schemas.query
  if (schemas.body) schema.body = schemas.body
  const { merchantHost } = options
  // Shared answers (per-config values, cached notices) come back as the same object: their JSON is kept with
  // them. Anything else is serialised per request by Fastify, from the same schema.
  const serialise = fastJsonStringify(success as object)
  const serialised = new WeakMap<object, string>()

  deps.registered.add(name)
  app.route({
    method: def.method,
    url: def.path,
    schema,
    config: {
      endpoint: name,
      ...(merchantHost ? { merchantFrom: (request: FastifyRequest) => merchantHost({ query: request.query as PartOf<Def<N>, 'query'>, request }) } : {}),
      // Read by the one rate-limit hook (plugins/rateLimit.ts): every contract endpoint is limited, by the table.
      rateLimit: { max: deps.rateLimitPerMinute ?? def.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 },
    },
    handler: async (request, reply) => {
      const value = await options.handler({
        query: request.query as PartOf<Def<N>, 'query'>,
        body: request.body as PartOf<Def<N>, 'body'>,
        // plugins/contract.ts has set these for every contract route before the handler runs.
        merchant: request.merchant as Merchant,
        access: request.access as AccessDecision,
        principal: request.principal as PrincipalOf<N>,
        now: request.now as Date,
        request,
      })
      // Config-derived answers must not be cached by shared caches across merchants or visitors.
      reply.header('cache-control', 'no-store')
      if (typeof value !== 'object' || value === null || !Object.isFrozen(value)) return ok(value)
      let json = serialised.get(value)
      if (json === undefined) serialised.set(value, (json = serialise(ok(value))))
      markRepeatable(reply)
      return reply.type('application/json; charset=utf-8').send(json)
    },
  })
}
