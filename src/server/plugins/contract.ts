/**
 * The cross-cutting rules of every contract endpoint, as hooks driven by the contract table (ENDPOINTS), so an
 * endpoint added later cannot forget one. A route takes part by naming its endpoint in `config.endpoint`
 * (routes/endpoint.ts does). In request order:
 *
 * - onRequest (plugins/merchant.ts, plugins/rateLimit.ts): the merchant from the Host header; the rate limit.
 * - preValidation, here: the merchant must be known (`domain_check_failed`); the clock is read once; the site
 *   gates (maintenance, IP block, region) unless the table says `alwaysAvailable`; the member's token when the
 *   table says `auth` (a session that must change its password reaches only the endpoints marked
 *   `duringPasswordChange`); an `encrypted` body is unwrapped. All of it before the body is validated, so a closed
 *   site, a missing token or a plain body on an encrypted path costs no validation and no hashing. On an endpoint
 *   that takes a body and needs a member, the merchant, the gates and the token are settled earlier still, in
 *   preParsing, before a byte of the body is read.
 * - then the request schemas from the contract validate the (decrypted) query and body;
 * - the handler gets the merchant, access decision, member and time from the request;
 * - the reply is serialised from the endpoint's response schema (routes/endpoint.ts), so a field the schema
 *   does not name never leaves the server.
 *
 * A route whose merchant comes from its input rather than the Host (the status call's `url`) sets
 * `config.merchantFrom`; its merchant and access are settled in preHandler, once the query is validated.
 *
 * The site gates are one rule (`gate`) for every API a member's browser calls: the contract endpoints, and the game
 * frames' own APIs outside the table (the lottery app's, the house games'), which set `config.gateMerchant`. A
 * frame's call is gated by the merchant of its Host when the Host names one (in preValidation, before its body or the
 * database is looked at), then by the merchant its credential names (in preHandler, the body valid): a frame may be
 * served from a launch host that names no merchant, and a Host header is the caller's to choose.
 *
 * The other APIs' tables (routes/apiCall.ts: the house games', the lottery app's, the operators', the vendor
 * protocol's) set `config.apiCall`: their credential check runs here, before validation when it reads only the
 * headers or the raw body, after it when it reads the body's fields, and the caller it answers is `request.caller`.
 * A gated table is gated like a frame's API above: by the Host's merchant, then by the merchant its caller names.
 *
 * Not gated, by design: the APIs another server calls. The vendor protocol (routes/games/vendorProtocol.ts) is a game
 * vendor's server acting for a member who was gated where the play session was minted (the launch) and is gated again
 * at every call of the house frames; its address and country are the vendor's, not the member's, so an IP blocklist
 * or a region rule would judge the wrong party; and its wins, rollbacks and balance enquiries must be answered even
 * during maintenance, so that rounds under way settle and no stake is left in an open round. The same holds for the
 * payment providers' callbacks and the operators' API.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ENDPOINTS, type EndpointDef, type EndpointName } from '../../contract/endpoints'
import { HEADERS } from '../../contract/headers'
import { decideAccess, gateError, type AccessDecision } from '../domain/system/access'
import { AppError } from '../errors'
import type { ApiCallConfig } from '../routes/apiCall'
import type { Merchant, MerchantRegistry } from '../merchants/registry'
import type { Clock } from '../runtime'

/** Who a valid token belongs to; filled by the authenticator for `auth` endpoints. */
export interface Principal {
  memberId: number
  username: string
  /** Spec section 6: 0 member; 1, 2, 41, 42 agents; 4 trial. */
  accountType: number
  sessionId: number
  /** Logged in with the default or an expired password: only the password change is allowed. */
  passwordChangeRequired: boolean
  /** When the session ends if unused, and when it ends regardless. */
  idleExpiresAt: Date
  expiresAt: Date
}

export interface Authenticator {
  /**
   * The principal behind a token for this merchant, or an AppError the portal acts on (`user.or.token.invalid`,
   * `token.expired`, `member.kicked.out`: each forces a logout).
   */
  authenticate(input: { token: string; merchant: Merchant; now: Date; ip: string }): Promise<Principal>
}

export interface BodyDecryptor {
  /** The plain body of an encrypted request, bound to its path; an AppError when it is not a valid envelope. */
  decrypt(body: unknown, context: { path: string; merchant: Merchant; now: Date }): Promise<unknown>
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint this route implements. */
    endpoint?: EndpointName
    /** The host naming the merchant, when the request names it itself (read after validation). */
    merchantFrom?: (request: FastifyRequest) => string | undefined
    /**
     * A game frame's API outside the contract table: the site gates apply to it. Answers the merchant its credential
     * (a play session's token, a guest's named merchant) names, or null when it names none (the handler refuses it).
     */
    gateMerchant?: (request: FastifyRequest) => Promise<Merchant | null>
    /** A call of an API table other than the contract: its credential check and whether it is gated. */
    apiCall?: ApiCallConfig
  }
  interface FastifyRequest {
    /** The clock's time for this request, read once (null outside contract endpoints). */
    now: Date | null
    /** The site decisions for this visitor (null outside contract endpoints). */
    access: AccessDecision | null
    /** The member behind the token on an `auth` endpoint, else null. */
    principal: Principal | null
    /** Who calls an API table's route, as its credential check answered (null elsewhere). */
    caller: unknown
  }
}

export interface ContractDeps {
  merchants: MerchantRegistry
  clock: Clock
  /** Whether a socket peer is a proxy the operator trusts (its country header counts only then). */
  isTrustedProxy(peer: string | undefined): boolean
  /** Required once any endpoint is marked `auth`. */
  authenticator?: Authenticator
  /** Required once any endpoint is marked `encrypted`. */
  decryptor?: BodyDecryptor
}

/** The table's entry for a route, or undefined for routes outside the contract (pages, assets). */
function endpointOf(request: FastifyRequest): EndpointDef | undefined {
  const name = request.routeOptions.config.endpoint
  return name ? (ENDPOINTS[name] as EndpointDef) : undefined
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/** Refuses to build a server whose contract needs a part it was not given. */
export function checkContractDeps(deps: ContractDeps): void {
  const defs = Object.entries(ENDPOINTS) as [EndpointName, EndpointDef][]
  const needing = (flag: 'auth' | 'encrypted') => defs.filter(([, def]) => def[flag]).map(([name]) => name)
  if (!deps.authenticator && needing('auth').length) throw new Error(`Endpoints need an authenticator: ${needing('auth').join(', ')}`)
  if (!deps.decryptor && needing('encrypted').length) throw new Error(`Endpoints need a decryptor: ${needing('encrypted').join(', ')}`)
}

export function installContractHooks(app: FastifyInstance, deps: ContractDeps): void {
  checkContractDeps(deps)
  app.decorateRequest('now', null)
  app.decorateRequest('access', null)
  app.decorateRequest('principal', null)
  app.decorateRequest('caller', null)

  /** The site decisions for this visitor of `merchant`; with `gated`, the gate's refusal is thrown instead. */
  const gate = (request: FastifyRequest, merchant: Merchant, now: Date, gated: boolean): AccessDecision => {
    const access = decideAccess(merchant, { ip: request.ip, headers: request.headers, now, viaTrustedProxy: deps.isTrustedProxy(request.socket.remoteAddress) })
    const refusal = gated ? gateError(access) : undefined
    if (refusal) throw refusal
    return access
  }

  const settleAccess = (request: FastifyRequest, merchant: Merchant, def: EndpointDef) => {
    const now = deps.clock.now()
    request.merchant = merchant
    request.now = now
    request.access = gate(request, merchant, now, !def.alwaysAvailable)
  }

  /**
   * On an endpoint that answers guests too: the member behind a valid token, or null (no token, or one that no
   * longer counts: the answer is a guest's, and the member's next call that needs the token says why).
   */
  const optionalPrincipal = async (token: string, merchant: Merchant, now: Date, request: FastifyRequest): Promise<Principal | null> => {
    try {
      const principal = await deps.authenticator!.authenticate({ token, merchant, now, ip: request.access?.ip ?? request.ip })
      return principal.passwordChangeRequired ? null : principal
    } catch (error) {
      if (error instanceof AppError) return null
      throw error
    }
  }

  /** The member's token on an `auth` endpoint (async: a database read). */
  const authenticate = async (request: FastifyRequest, def: EndpointDef, merchant: Merchant, now: Date) => {
    const token = headerValue(request.headers[HEADERS.authorization.toLowerCase()])?.trim()
    if (def.auth === 'optional') request.principal = token ? await optionalPrincipal(token, merchant, now, request) : null
    else {
      if (!token) throw new AppError('please.login')
      request.principal = await deps.authenticator!.authenticate({ token, merchant, now, ip: request.access?.ip ?? request.ip })
      if (request.principal.passwordChangeRequired && !def.duringPasswordChange) throw new AppError('password.change.required')
    }
  }

  /** The token (unless settled before the body was read) and the encrypted body: the parts that need a database or a key. */
  const authenticateAndDecrypt = async (request: FastifyRequest, def: EndpointDef, tokenSettled: boolean) => {
    const merchant = request.merchant
    if (!merchant) throw new AppError('domain_check_failed')
    const now = request.now ?? deps.clock.now()
    if (def.auth && !tokenSettled) await authenticate(request, def, merchant, now)
    if (def.encrypted) request.body = await deps.decryptor!.decrypt(request.body, { path: def.path, merchant, now })
  }

  /**
   * Settled before the body is read, on an endpoint that takes one and needs a member: the merchant, the site gates and
   * the token, so a closed site or a caller without a valid token costs no upload (the withdrawal proof's image is up to
   * 5 MB) and no parsing.
   */
  const settlesBeforeBody = (request: FastifyRequest, def: EndpointDef | undefined): def is EndpointDef =>
    def !== undefined && def.method !== 'GET' && def.auth === true && !request.routeOptions.config.merchantFrom

  /** An API table's caller, by its credential check; a gated table's call is gated by the caller's merchant too. */
  const checkCaller = async (request: FastifyRequest, apiCall: ApiCallConfig) => {
    const caller = await apiCall.credential.check(request, apiCall.def)
    request.caller = caller
    if (!apiCall.gated) return
    const merchant = apiCall.credential.merchantOf?.(caller) ?? null
    // The Host's merchant was gated already.
    if (merchant && merchant !== request.merchant) gate(request, merchant, deps.clock.now(), true)
  }

  app.addHook('preParsing', (request, _reply, payload, done) => {
    const def = endpointOf(request)
    if (!settlesBeforeBody(request, def)) return done(null, payload)
    const merchant = request.merchant
    try {
      if (!merchant) throw new AppError('domain_check_failed', undefined, { host: request.headers.host ?? null })
      settleAccess(request, merchant, def)
    } catch (error) {
      return done(error as Error)
    }
    authenticate(request, def, merchant, request.now ?? deps.clock.now()).then(() => done(null, payload), (error: Error) => done(error))
  })

  // Callback style: most calls (public reads) finish synchronously, without a promise per request.
  app.addHook('preValidation', (request, _reply, done) => {
    const def = endpointOf(request)
    if (!def) {
      const { gateMerchant, apiCall } = request.routeOptions.config
      if (!gateMerchant && !apiCall) return done()
      try {
        if (request.merchant && (gateMerchant || apiCall?.gated)) gate(request, request.merchant, deps.clock.now(), true)
      } catch (error) {
        return done(error as Error)
      }
      if (apiCall?.credential.reads !== 'request') return done()
      checkCaller(request, apiCall).then(() => done(), (error: Error) => done(error))
      return
    }
    const settled = settlesBeforeBody(request, def)
    try {
      if (!settled && !request.routeOptions.config.merchantFrom) {
        if (!request.merchant) throw new AppError('domain_check_failed', undefined, { host: request.headers.host ?? null })
        settleAccess(request, request.merchant, def)
      }
    } catch (error) {
      return done(error as Error)
    }
    if (!(def.auth && !settled) && !def.encrypted) return done()
    authenticateAndDecrypt(request, def, settled).then(() => done(), (error: Error) => done(error))
  })

  app.addHook('preHandler', (request, _reply, done) => {
    const { merchantFrom, gateMerchant, apiCall } = request.routeOptions.config
    const def = endpointOf(request)
    if (apiCall) {
      if (apiCall.credential.reads !== 'body') return done()
      checkCaller(request, apiCall).then(() => done(), (error: Error) => done(error))
      return
    }
    if (!def && gateMerchant) {
      gateMerchant(request)
        .then((merchant) => {
          // The Host's merchant was gated already.
          if (merchant && merchant !== request.merchant) gate(request, merchant, deps.clock.now(), true)
        })
        .then(() => done(), (error: Error) => done(error))
      return
    }
    if (!def || !merchantFrom) return done()
    const host = merchantFrom(request)
    const merchant = host === undefined ? undefined : deps.merchants.byHost(host)
    if (!merchant) return done(new AppError('domain_check_failed', undefined, { host: host ?? null }))
    try {
      settleAccess(request, merchant, def)
    } catch (error) {
      return done(error as Error)
    }
    done()
  })
}
