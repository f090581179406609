/**
 * Social login and binding (domain/social/): the contract's social endpoints, the provider's callback, and the
 * sandbox identity provider's own routes when it is on (`/sandbox/oauth/authorize`, `/token`, `/userinfo`).
 *
 * The callback is in the contract table like every endpoint (so the merchant, the site gates, the clock and the
 * rate limit come from the same hooks), but the browser navigates to it: it answers a 303 redirect back to the
 * portal, never the envelope, so it is registered here rather than through registerEndpoint. That holds for its
 * refusals too (maintenance, a blocked address or region, an unknown site, too many requests, a malformed query):
 * the browser goes back to the portal with the error code in the fragment, where the portal shows it (or shows its
 * maintenance or domain-check page), instead of showing the raw envelope.
 *
 * The sandbox routes are not contract endpoints: they play a provider and answer as one (OAuth JSON errors, an
 * HTML approval page). They are rate-limited per visitor by the same hook as the contract's endpoints. The server
 * reaches them in-process (app.inject) on the visitor's behalf, so the exchange needs no listening socket and no
 * address of its own, runs the same whichever process the browser's approval reached, and counts against the
 * visitor's limit, not the server's.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ENDPOINTS } from '../../../contract/endpoints'
import { isErrorCode, type ErrorCode } from '../../../contract/errors'
import { ENDPOINT_SCHEMAS, type SocialCallbackQuery } from '../../../contract/schemas'
import type { AccessDecision } from '../../domain/system/access'
import { AppError } from '../../errors'
import type { Merchant } from '../../merchants/registry'
import { availableProviders, exchangeSocialTicket, failureTarget, finishSocialCallback, startSocialBind, startSocialLogin, type SocialServices } from '../../domain/social/flow'
import { fetchHttpClient, type HttpClient } from '../../domain/social/oauth'
import { PROVIDER_PRESETS } from '../../domain/social/providers'
import {
  approve, checkAuthorizeRequest, chosenIdentity, denyUrl, exchangeSandboxCode, SANDBOX_PATHS, SANDBOX_RATE_LIMIT_PER_MINUTE, sandboxUserInfo, type SandboxAnswer,
  type SandboxDeps,
} from '../../domain/social/sandbox'
import { approvalPage, errorPage, SANDBOX_PAGE_POLICY } from '../../domain/social/sandboxPage'
import type { SocialSettings } from '../../domain/social/settings'
import { newSessionToken } from '../../domain/accounts/tokens'
import { registerEndpoint } from '../endpoint'
import { originOf } from '../origin'
import { visitOf, type SessionRouteDeps } from './index'

export interface SocialRouteDeps extends SessionRouteDeps {
  /** Social login settings (the server's options; main.ts reads them from the environment, domain/social/settings.ts). */
  social: SocialSettings
}

/**
 * HTTP to this server's own routes, in-process: how the server speaks to its sandbox, on behalf of the visitor at
 * `visitorIp` (the request comes from that address, so the sandbox's rate limits count that visitor).
 */
function injectHttpClient(app: FastifyInstance, visitorIp: string): HttpClient {
  return async (request) => {
    const url = new URL(request.url)
    const response = await app.inject({
      method: request.method,
      url: `${url.pathname}${url.search}`,
      headers: { ...request.headers, host: url.host },
      remoteAddress: visitorIp,
      ...(request.body === undefined ? {} : { payload: request.body }),
    })
    return { status: response.statusCode, body: response.body }
  }
}

/** The catalogue's code for a refusal met on the way to the callback (as plugins/errorHandler.ts maps them for the envelope). */
function callbackErrorCode(error: FastifyError): ErrorCode {
  if (error instanceof AppError) return isErrorCode(error.code) ? error.code : 'unknown.error'
  if (error.validation) return 'request.invalid'
  const status = error.statusCode ?? 500
  if (status === 429) return 'rate.limited'
  return status >= 400 && status < 500 ? 'request.invalid' : 'unknown.error'
}

export function socialRoutes(app: FastifyInstance, deps: SocialRouteDeps): void {
  const settings = deps.social
  const services: SocialServices = {
    accounts: deps.accounts,
    settings,
    sandboxClientSecret: settings.sandboxClientSecret ?? newSessionToken(deps.accounts.random),
    http: fetchHttpClient(settings.timeoutMs),
    sandboxHttp: (visitorIp) => injectHttpClient(app, visitorIp),
    callbackPath: ENDPOINTS.socialCallback.path,
    log: (message) => app.log.warn(message),
  }
  if (settings.sandbox && settings.production) {
    app.log.warn('PORTICO_SOCIAL_SANDBOX is on in production: anyone can sign in with any sandbox identity for providers that have no credentials.')
  }

  registerEndpoint(app, deps, 'socialProviders', { handler: ({ merchant }) => ({ list: availableProviders(services, merchant) }) })
  registerEndpoint(app, deps, 'socialLoginStart', {
    handler: (input) => startSocialLogin(services, visitOf(input), originOf(input.request), input.body),
  })
  registerEndpoint(app, deps, 'socialBindStart', {
    handler: (input) => startSocialBind(services, visitOf(input), originOf(input.request), input.principal, input.body),
  })
  registerEndpoint(app, deps, 'socialTicket', { handler: (input) => exchangeSocialTicket(deps.accounts, visitOf(input), input.body) })

  const callback = ENDPOINTS.socialCallback
  deps.registered.add('socialCallback')
  app.route({
    method: callback.method,
    url: callback.path,
    schema: { querystring: ENDPOINT_SCHEMAS.socialCallback.query },
    config: {
      endpoint: 'socialCallback',
      rateLimit: { max: deps.rateLimitPerMinute ?? callback.rateLimitPerMinute, timeWindow: 60_000 },
    },
    handler: async (request, reply) => {
      // plugins/contract.ts has settled these before the handler, as for every contract route.
      const visit = visitOf({ merchant: request.merchant as Merchant, access: request.access as AccessDecision, now: request.now as Date, request })
      const target = await finishSocialCallback(services, visit, originOf(request), request.query as SocialCallbackQuery)
      return redirect(reply, target)
    },
    // Refused before the handler (a site gate, an unknown site, the rate limit, the query) or failed in it: still a
    // page the browser shows, so back to the portal's home with the code, never the envelope. Which login or bind
    // it was is in the state, which is not read then (a closed site reads no database); it expires unused.
    errorHandler: (error: FastifyError, request, reply) => {
      const code = callbackErrorCode(error)
      if (code === 'unknown.error') request.log.error({ err: error }, 'social callback failed')
      return redirect(reply, failureTarget('/', code))
    },
  })

  if (settings.sandbox) {
    sandboxRoutes(app, {
      db: deps.accounts.db,
      clock: deps.accounts.clock,
      random: deps.accounts.random,
      clientSecret: services.sandboxClientSecret,
      callbackPath: callback.path,
    }, deps.rateLimitPerMinute ?? SANDBOX_RATE_LIMIT_PER_MINUTE)
  }
}

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').header('content-security-policy', SANDBOX_PAGE_POLICY).header('cache-control', 'no-store').send(html)
}

function sendAnswer(reply: FastifyReply, answer: SandboxAnswer): FastifyReply {
  return reply
    .code(answer.status)
    .headers({ ...answer.headers, 'cache-control': 'no-store', pragma: 'no-cache' })
    .type('application/json; charset=utf-8')
    .send(answer.body)
}

const redirect = (reply: FastifyReply, location: string) => reply.code(303).header('location', location).header('cache-control', 'no-store').send()

/**
 * A sandbox route over its rate limit answers as a provider would: the approval page as a page, the token and
 * user-info endpoints as OAuth JSON, each with Retry-After (set by the rate-limit hook). Other errors take the
 * server's usual path.
 */
function sandboxErrorHandler(kind: 'page' | 'json') {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    if (!(error instanceof AppError) || error.code !== 'rate.limited') throw error
    if (kind === 'page') return sendHtml(reply, 429, errorPage(error.message))
    return sendAnswer(reply, { status: 429, body: { error: 'temporarily_unavailable', error_description: error.message } })
  }
}

/** The sandbox identity provider (domain/social/sandbox.ts): approval page, token and user-info endpoints. */
function sandboxRoutes(app: FastifyInstance, deps: SandboxDeps, perMinute: number): void {
  const limited = (kind: 'page' | 'json') => ({
    // Read by the one rate-limit hook (plugins/rateLimit.ts), as a contract endpoint's limit is.
    config: { rateLimit: { max: perMinute, timeWindow: 60_000 } },
    errorHandler: sandboxErrorHandler(kind),
  })
  app.get(SANDBOX_PATHS.authorize, limited('page'), (request, reply) => {
    const check = checkAuthorizeRequest(deps, request.query as Record<string, unknown>, originOf(request))
    if ('fatal' in check) return sendHtml(reply, 400, errorPage(check.fatal))
    if ('redirect' in check) return redirect(reply, check.redirect)
    return sendHtml(reply, 200, approvalPage({ request: check.ok, providerLabel: PROVIDER_PRESETS[check.ok.provider].label }))
  })
  app.post(SANDBOX_PATHS.authorize, limited('page'), async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, unknown>
    const check = checkAuthorizeRequest(deps, form, originOf(request))
    if ('fatal' in check) return sendHtml(reply, 400, errorPage(check.fatal))
    if ('redirect' in check) return redirect(reply, check.redirect)
    if (form.decision === 'deny') return redirect(reply, denyUrl(check.ok))
    const identity = chosenIdentity(form)
    if ('problem' in identity) {
      const typed = { subject: String(form.subject ?? ''), displayName: String(form.name ?? ''), email: String(form.email ?? '') }
      return sendHtml(reply, 400, approvalPage({ request: check.ok, providerLabel: PROVIDER_PRESETS[check.ok.provider].label, problem: identity.problem, typed }))
    }
    return redirect(reply, await approve(deps, check.ok, identity))
  })
  app.post(SANDBOX_PATHS.token, limited('json'), async (request, reply) =>
    sendAnswer(reply, await exchangeSandboxCode(deps, request.headers.authorization, (request.body ?? {}) as Record<string, unknown>)))
  app.get(SANDBOX_PATHS.userinfo, limited('json'), async (request, reply) => sendAnswer(reply, await sandboxUserInfo(deps, request.headers.authorization)))
}
