/**
 * Social login and binding (spec sections 2, 4 and 5), the flow around the OAuth exchange (oauth.ts):
 *
 * 1. start: the provider must be one the merchant enables (whitelabel SOCIAL_GOOGLE, SOCIAL_FACEBOOK,
 *    SOCIAL_LINE) and able to run (credentials, or the sandbox). A random `state` (kept only as its hash), a PKCE
 *    verifier (never leaves the server) and, for a login, a browser key the starting tab keeps, are stored for
 *    ten minutes, for this merchant; the answer is the authorize URL.
 * 2. callback: the state is taken (once; expired, unknown or another merchant's is refused), the code exchanged,
 *    the identity read. A login whose identity is bound to a member of the merchant gets a one-time ticket
 *    (two minutes, kept only as its hash) in the portal's URL fragment; the session token never travels in a URL.
 *    A bind binds the identity to the member who started it (confirmed at once: it cannot be changed or unlinked
 *    afterwards) and returns to the security centre. Anything refused or failed returns with an error code and
 *    writes nothing.
 * 3. ticket: exchanged once, with the starting tab's browser key, for the same answer a password login gives,
 *    after the same account checks (lock, disabled, member or agent login). Like an SMS login it never asks for a
 *    password change (spec section 4); the new-address verification still applies.
 */
import { isFeatureEnabled } from '../../../config/whitelabel'
import { SOCIAL_RETURN } from '../../../contract/endpoints'
import { isErrorCode, type ErrorCode } from '../../../contract/errors'
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../../contract/schemas/security'
import { SOCIAL_RETURN_PATH_PATTERN, type SocialCallbackQuery, type SocialStart } from '../../../contract/schemas/social'
import { findMemberById } from '../../db/member/members'
import {
  findBoundMemberId, insertSocialState, memberHasProvider, insertSocialTicket, isSessionLive, purgeExpiredSocialFlows, takeSocialState, takeSocialTicket,
  type LoginEntry, type SocialStateRow,
} from '../../db/social/flows'
import { AppError } from '../../errors'
import type { Merchant } from '../../merchants/registry'
import type { Principal } from '../../plugins/contract'
import { requireRealAccount, sessionMember } from '../member/security'
import { bindSocialAccount, confirmSocialAccount } from '../member/securityAuthenticator'
import { completeNewMemberLogin, requireKnownAddress, type AccountServices, type LoginResult, type Visit } from '../accounts/login'
import { newSessionToken, tokenHash } from '../accounts/tokens'
import { buildAuthorizeUrl, exchangeCode, fetchIdentity, ProviderFailure, type HttpClient, type ResolvedProvider } from './oauth'
import { PROVIDER_PRESETS } from './providers'
import { SANDBOX_PATHS, sandboxClientId } from './sandbox'
import { credentialsFor, type SocialSettings } from './settings'

/** A started sign-in must come back within ten minutes; a login ticket be exchanged within two. */
export const SOCIAL_STATE_TTL_MS = 10 * 60_000
export const SOCIAL_TICKET_TTL_MS = 2 * 60_000

const AGENT_TYPES = new Set([1, 2, 41, 42])

export interface SocialServices {
  accounts: AccountServices
  settings: SocialSettings
  /** The sandbox's client secret for this process (settings, or random). */
  sandboxClientSecret: string
  /** Reaches real providers (`fetch` with the settings' timeout). */
  http: HttpClient
  /**
   * Reaches the server's own sandbox routes on behalf of a visitor: the sandbox's rate limits count the visitor's
   * address, not the server's (else every visitor's exchanges would share one count).
   */
  sandboxHttp(visitorIp: string): HttpClient
  /** The callback's path, the same for every merchant. */
  callbackPath: string
  /** Where details of a provider failure go (never to the visitor). */
  log(message: string): void
}

/** Whether the merchant's whitelabel tree enables the provider (SOCIAL and SOCIAL_<PROVIDER> both on). */
export function providerEnabled(merchant: Merchant, provider: SocialProvider): boolean {
  const modId = `SOCIAL_${provider.toUpperCase()}` as 'SOCIAL_GOOGLE' | 'SOCIAL_FACEBOOK' | 'SOCIAL_LINE'
  return isFeatureEnabled(merchant.config.whitelabel, modId)
}

/**
 * How the merchant runs a provider: against the real provider (credentials are configured), against the sandbox
 * (none are and the sandbox is on), or not at all (the merchant does not enable it, or it cannot run).
 */
export function providerMode(services: SocialServices, merchant: Merchant, provider: SocialProvider): 'real' | 'sandbox' | null {
  if (!providerEnabled(merchant, provider)) return null
  if (credentialsFor(services.settings, merchant.config.code, provider)) return 'real'
  return services.settings.sandbox ? 'sandbox' : null
}

/**
 * The provider as this merchant runs it for this visit, on this origin (real or the sandbox, see providerMode);
 * null when it cannot run.
 */
export function resolveProvider(services: SocialServices, visit: Pick<Visit, 'merchant' | 'ip'>, provider: SocialProvider, origin: string): ResolvedProvider | null {
  const mode = providerMode(services, visit.merchant, provider)
  if (mode === null) return null
  const preset = PROVIDER_PRESETS[provider]
  const credentials = mode === 'real' ? credentialsFor(services.settings, visit.merchant.config.code, provider) : undefined
  if (credentials) {
    return { preset, sandbox: false, authorizeUrl: preset.authorizeUrl, tokenUrl: preset.tokenUrl, userinfoUrl: preset.userinfoUrl, ...credentials, http: services.http }
  }
  return {
    preset,
    sandbox: true,
    authorizeUrl: `${origin}${SANDBOX_PATHS.authorize}`,
    tokenUrl: `${origin}${SANDBOX_PATHS.token}`,
    userinfoUrl: `${origin}${SANDBOX_PATHS.userinfo}`,
    clientId: sandboxClientId(provider),
    clientSecret: services.sandboxClientSecret,
    http: services.sandboxHttp(visit.ip),
  }
}

/** The providers the merchant offers that can run now, and whether each runs against the sandbox. */
export function availableProviders(services: SocialServices, merchant: Merchant): { provider: SocialProvider; sandbox: boolean }[] {
  return SOCIAL_PROVIDERS.flatMap((provider) => {
    const mode = providerMode(services, merchant, provider)
    return mode ? [{ provider, sandbox: mode === 'sandbox' }] : []
  })
}

const RETURN_PATH = new RegExp(SOCIAL_RETURN_PATH_PATTERN)

/** A return path the browser can only read as a page of this site (the contract's pattern, checked again here). */
export function safeReturnPath(path: string | undefined): string {
  return path !== undefined && path.length <= 512 && RETURN_PATH.test(path) ? path : '/'
}

async function start(
  services: SocialServices,
  visit: Visit,
  origin: string,
  input: { provider: SocialProvider; intent: 'login' | 'bind'; returnPath: string; entry: LoginEntry | null; memberId: number | null; sessionId: number | null },
): Promise<SocialStart> {
  const provider = resolveProvider(services, visit, input.provider, origin)
  if (!provider) throw new AppError('social.provider.disabled')
  const { random, db } = services.accounts
  const state = newSessionToken(random)
  const codeVerifier = newSessionToken(random)
  const browserKey = input.intent === 'login' ? newSessionToken(random) : null
  const redirectUri = `${origin}${services.callbackPath}`
  const expiresAt = new Date(visit.now.getTime() + SOCIAL_STATE_TTL_MS)
  await purgeExpiredSocialFlows(db, visit.now)
  await insertSocialState(db, {
    stateHash: tokenHash(state),
    merchantCode: visit.merchant.config.code,
    provider: input.provider,
    intent: input.intent,
    memberId: input.memberId,
    sessionId: input.sessionId,
    entry: input.entry,
    codeVerifier,
    redirectUri,
    returnPath: input.returnPath,
    browserKeyHash: browserKey === null ? null : tokenHash(browserKey),
    at: visit.now,
    expiresAt,
  })
  return {
    authorizeUrl: buildAuthorizeUrl(provider, { redirectUri, state, codeVerifier }),
    ...(browserKey === null ? {} : { browserKey }),
    expiresAt: expiresAt.toISOString(),
    sandbox: provider.sandbox,
  }
}

/** Starts a login with a provider; the browser comes back to `returnPath` (default `/`). */
export function startSocialLogin(
  services: SocialServices,
  visit: Visit,
  origin: string,
  input: { provider: SocialProvider; returnPath?: string; entry?: LoginEntry },
): Promise<SocialStart> {
  return start(services, visit, origin, {
    provider: input.provider,
    intent: 'login',
    returnPath: safeReturnPath(input.returnPath),
    entry: input.entry ?? null,
    memberId: null,
    sessionId: null,
  })
}

/** Starts binding a provider's account to the logged-in member; refused at once when one is bound already. */
export async function startSocialBind(services: SocialServices, visit: Visit, origin: string, principal: Principal, input: { provider: SocialProvider }): Promise<SocialStart> {
  const member = await sessionMember(services.accounts.db, principal)
  requireRealAccount(member)
  if (await memberHasProvider(services.accounts.db, member.id, input.provider)) throw new AppError('social.already.bound')
  return start(services, visit, origin, {
    provider: input.provider,
    intent: 'bind',
    returnPath: SOCIAL_RETURN.bindReturnPath,
    entry: null,
    memberId: member.id,
    sessionId: principal.sessionId,
  })
}

/** `path#a=1&b=2`: the result rides in the fragment, which the browser never sends to a server or in a Referer. */
function withFragment(path: string, params: Record<string, string>): string {
  return `${path}#${new URLSearchParams(params).toString()}`
}

/** Back to `path` in the portal with an error code (and the provider, when known) in the fragment. */
export function failureTarget(path: string, code: ErrorCode, provider?: string): string {
  return withFragment(path, { [SOCIAL_RETURN.error]: code, ...(provider ? { [SOCIAL_RETURN.provider]: provider } : {}) })
}

/**
 * The provider's redirect: answers where to send the browser. It never throws for what a visitor can cause; an
 * unexpected failure (the database) is logged and returned as `unknown.error`.
 */
export async function finishSocialCallback(services: SocialServices, visit: Visit, origin: string, query: SocialCallbackQuery): Promise<string> {
  const row = query.state ? await takeSocialState(services.accounts.db, tokenHash(query.state)) : null
  if (!row || row.merchantCode !== visit.merchant.config.code || row.expiresAt <= visit.now) {
    // Unknown, used, expired, or started on another merchant's site: nothing of it is trusted, not even its path.
    return failureTarget(row && row.merchantCode === visit.merchant.config.code ? row.returnPath : '/', 'social.state.invalid')
  }
  try {
    return await finishWithState(services, visit, origin, query, row)
  } catch (error) {
    // Only the portal's codes travel back to it (a server-to-server code cannot arise here).
    if (error instanceof AppError) return failureTarget(row.returnPath, isErrorCode(error.code) ? error.code : 'unknown.error', row.provider)
    services.log(`social callback failed: ${(error as Error)?.message ?? String(error)}`)
    return failureTarget(row.returnPath, 'unknown.error', row.provider)
  }
}

async function finishWithState(services: SocialServices, visit: Visit, origin: string, query: SocialCallbackQuery, row: SocialStateRow): Promise<string> {
  const providerName = row.provider as SocialProvider
  if (query.error !== undefined) {
    // RFC 6749 section 4.1.2.1: access_denied is the visitor saying no; anything else is the provider failing.
    if (query.error !== 'access_denied') services.log(`social ${providerName}: the provider answered error ${query.error.slice(0, 64)}`)
    throw new AppError(query.error === 'access_denied' ? 'social.denied' : 'social.provider.failed')
  }
  if (!query.code) throw new AppError('social.provider.failed')
  const provider = resolveProvider(services, visit, providerName, origin)
  if (!provider) throw new AppError('social.provider.disabled')
  let identity
  try {
    const accessToken = await exchangeCode(provider, { code: query.code, codeVerifier: row.codeVerifier, redirectUri: row.redirectUri })
    identity = await fetchIdentity(provider, accessToken)
  } catch (error) {
    if (!(error instanceof ProviderFailure)) throw error
    services.log(`social ${providerName}${provider.sandbox ? ' (sandbox)' : ''}: ${error.message}`)
    throw new AppError('social.provider.failed')
  }
  const { db } = services.accounts
  const merchantCode = visit.merchant.config.code

  if (row.intent === 'bind') {
    const memberId = row.memberId as number
    if (!(await isSessionLive(db, row.sessionId as number, visit.now))) throw new AppError('please.login')
    const member = await findMemberById(db, memberId)
    if (!member || member.merchantCode !== merchantCode) throw new AppError('please.login')
    requireRealAccount(member)
    await db.transaction(async (tx) => {
      await bindSocialAccount(tx, { memberId, merchantCode, at: visit.now, provider: providerName, subject: identity.subject, displayName: identity.displayName })
      await confirmSocialAccount(tx, memberId, providerName, visit.now)
    })
    return withFragment(row.returnPath, { [SOCIAL_RETURN.bound]: providerName })
  }

  const memberId = await findBoundMemberId(db, { merchantCode, provider: providerName, subject: identity.subject })
  if (memberId === null) throw new AppError('social.not.bound')
  const ticket = newSessionToken(services.accounts.random)
  await insertSocialTicket(db, {
    ticketHash: tokenHash(ticket),
    merchantCode,
    memberId,
    provider: providerName,
    entry: row.entry,
    browserKeyHash: row.browserKeyHash as string,
    at: visit.now,
    expiresAt: new Date(visit.now.getTime() + SOCIAL_TICKET_TTL_MS),
  })
  return withFragment(row.returnPath, { [SOCIAL_RETURN.ticket]: ticket, [SOCIAL_RETURN.provider]: providerName })
}

/** The portal exchanges the callback's ticket (once, from the tab that started) for a login. */
export async function exchangeSocialTicket(services: AccountServices, visit: Visit, input: { ticket: string; browserKey: string }): Promise<LoginResult> {
  // Taken whatever happens next: a ticket tried with the wrong browser key is gone.
  const row = await takeSocialTicket(services.db, tokenHash(input.ticket))
  if (!row || row.merchantCode !== visit.merchant.config.code || row.expiresAt <= visit.now || row.browserKeyHash !== tokenHash(input.browserKey)) {
    throw new AppError('social.ticket.invalid')
  }
  const member = await findMemberById(services.db, row.memberId)
  if (!member || member.merchantCode !== visit.merchant.config.code) throw new AppError('social.ticket.invalid')
  if (member.lockedUntil && member.lockedUntil > visit.now) {
    throw new AppError('account.locked', `This account is locked until ${member.lockedUntil.toISOString()}.`, { lockedUntil: member.lockedUntil.toISOString() })
  }
  if (member.status !== 'active') throw new AppError('account.disabled')
  if (row.entry === 'agent' && !AGENT_TYPES.has(member.accountType)) throw new AppError('error.not.agent')
  if (row.entry === 'member' && AGENT_TYPES.has(member.accountType)) throw new AppError('member.no.enter')
  await requireKnownAddress(services, visit, member, { type: 'social', defaultPassword: false })
  // Spec section 4: a forced password change never applies to social logins (nor to SMS ones).
  return completeNewMemberLogin(services, visit, member.id)
}
