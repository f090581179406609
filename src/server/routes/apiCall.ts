/**
 * One route per entry of an API table (contract/apiTable.ts: the house games', the lottery app's, the operators' and
 * the vendor protocol's), as routes/endpoint.ts does for the portal's contract: method, path, rate limit and schemas
 * come from the table and are never retyped, and the answer is the envelope serialised from the response schema, so
 * a field the schema does not name never leaves the server.
 *
 * What differs between tables is who may call. Each binding brings its credential check, which the contract's hooks
 * run (plugins/contract.ts) before the handler: before the body is validated when it reads only the headers or the
 * raw body (an operator's key, a vendor's signature: a caller without one learns nothing of the schema), after it
 * when it reads the body's own fields (a play session's token). A member-facing table is gated: the site gates apply
 * to the merchant of the Host and to the merchant the credential names.
 */
import type { FastifyReply, FastifyRequest, FastifySchemaValidationError, RouteOptions } from 'fastify'
import { Type, type Static, type TSchema } from 'typebox'
import type { ApiCallDef, ApiTable } from '../../contract/apiTable'
import { ok } from '../../contract/envelope'
import type { ApiCallSchemas } from '../../contract/schemas/apiTable'
import type { AppError } from '../errors'
import type { Merchant } from '../merchants/registry'

/** The part of the request a schema refused, as Fastify names it. */
export type RequestPart = 'body' | 'querystring' | 'params' | 'headers'

export interface ApiCredential<Caller> {
  /**
   * `request`: it reads the headers or the raw body, and runs before validation; `body`: it reads the validated body
   * (or query), and runs after.
   */
  reads: 'request' | 'body'
  /** The caller, or the table's refusal (an AppError). It may replace `request.body` (a verified raw body's JSON). */
  check(request: FastifyRequest, def: ApiCallDef): Caller | Promise<Caller>
  /** The merchant the caller belongs to, for the site gates of a gated table; null when it names none. */
  merchantOf?(caller: Caller): Merchant | null
}

export interface ApiTableBinding<T extends ApiTable, S extends { readonly [K in keyof T]: ApiCallSchemas }, Caller> {
  /** The OpenAPI tag the table's calls are listed under. */
  tag: string
  table: T
  schemas: S
  credential: ApiCredential<Caller>
  /** Member-facing: the site gates (maintenance, IP block, region) apply. */
  gated: boolean
  /** The OpenAPI security scheme of the credential (plugins/openapi.ts). */
  security?: string
  /** One limit for every call instead of the table's (tests, load tests). */
  rateLimitPerMinute?: number
  /**
   * How a request its schema refuses is answered, when the table's callers expect their own codes; else 400
   * `request.invalid` naming the field, as for the contract.
   */
  schemaRefusal?: (part: RequestPart, errors: readonly FastifySchemaValidationError[]) => AppError
}

/** What the contract's hooks keep on the route for a table's call. */
export interface ApiCallConfig {
  def: ApiCallDef
  credential: ApiCredential<unknown>
  gated: boolean
}

type Part<S, K extends 'query' | 'body' | 'params'> = S extends { readonly [P in K]: infer X extends TSchema } ? Static<X> : undefined

export interface ApiCallInput<S extends ApiCallSchemas, Caller> {
  query: Part<S, 'query'>
  body: Part<S, 'body'>
  params: Part<S, 'params'>
  caller: Caller
  request: FastifyRequest
  reply: FastifyReply
}

export interface ApiCallOptions<S extends ApiCallSchemas, Caller> {
  /** The value of the success envelope. A stream's handler answers itself (hijacks the reply) and returns nothing. */
  handler: (input: ApiCallInput<S, Caller>) => Promise<unknown>
}

/** The route options of a table's call: the rest (a scope's parsers, CORS) is the caller's. */
export function apiCallRoute<T extends ApiTable, S extends { readonly [K in keyof T]: ApiCallSchemas }, Caller, N extends keyof T & string>(
  binding: ApiTableBinding<T, S, Caller>,
  name: N,
  options: ApiCallOptions<S[N], Caller>,
): RouteOptions {
  const def: ApiCallDef = binding.table[name]
  const schemas: ApiCallSchemas = binding.schemas[name]
  const success = Type.Object({ success: Type.Literal(true), value: schemas.response })
  const schema: NonNullable<RouteOptions['schema']> = {
    tags: [binding.tag],
    summary: def.summary,
    ...(binding.security ? { security: [{ [binding.security]: [] }] } : {}),
    ...(schemas.query ? { querystring: schemas.query } : {}),
    ...(schemas.body ? { body: schemas.body } : {}),
    ...(schemas.params ? { params: schemas.params } : {}),
    // A stream's events are described in its summary; its answer is not one envelope.
    ...(def.stream ? {} : { response: { 200: success } }),
  }
  const refusal = binding.schemaRefusal
  const apiCall: ApiCallConfig = { def, credential: binding.credential as ApiCredential<unknown>, gated: binding.gated }
  return {
    method: def.method,
    url: def.path,
    schema,
    ...(refusal ? { schemaErrorFormatter: (errors, part) => refusal(part as RequestPart, errors) } : {}),
    config: {
      apiCall,
      // Read by the one rate-limit hook (plugins/rateLimit.ts), as for the contract.
      rateLimit: { max: binding.rateLimitPerMinute ?? def.rateLimitPerMinute, timeWindow: 60_000 },
    },
    handler: async (request, reply) => {
      const value = await options.handler({
        query: request.query as never,
        body: request.body as never,
        params: request.params as never,
        caller: request.caller as Caller,
        request,
        reply,
      })
      if (def.stream) return reply
      return reply.header('cache-control', 'no-store').send(ok(value))
    },
  }
}
