/**
 * The sandbox identity provider: an OAuth 2.0 authorization server of our own, the way a payment sandbox stands in
 * for a bank, so social login and binding run end to end with no internet and no provider account. It speaks the
 * same protocol the real providers do (authorization code, PKCE S256 required, client authentication, single-use
 * short-lived codes, bearer access tokens) and answers user info in the shape of the provider it stands in for,
 * so the real mapping code runs against it.
 *
 * Its approval page lets the developer pick or type a test identity and approve or deny. Anyone who reaches it can
 * be anyone, which is why it is off in production unless the operator turns it on, and why identities it vouches
 * for are kept apart from real ones (oauth.ts, SANDBOX_SUBJECT_PREFIX).
 */
import { timingSafeEqual } from 'node:crypto'
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../../contract/schemas/security'
import type { Queryable } from '../../db/database'
import { findSandboxToken, insertSandboxGrant, purgeExpiredSandboxGrants, takeSandboxCode, type SandboxIdentityRow } from '../../db/social/sandbox'
import type { Clock, RandomSource } from '../../runtime'
import { newSessionToken, tokenHash } from '../accounts/tokens'
import { pkceChallenge } from './oauth'

export const SANDBOX_PATHS = {
  authorize: '/sandbox/oauth/authorize',
  token: '/sandbox/oauth/token',
  userinfo: '/sandbox/oauth/userinfo',
} as const

/**
 * Requests one visitor (merchant and address) may make to each sandbox route a minute, counted by the same
 * rate-limit hook and store as the contract's endpoints (plugins/rateLimit.ts). A sign-in takes two at the
 * approval page and one each at the token and user-info endpoints, which the server calls on the visitor's behalf.
 */
export const SANDBOX_RATE_LIMIT_PER_MINUTE = 30

/** An authorization code must be exchanged within a minute; an access token lives five. */
export const SANDBOX_CODE_TTL_MS = 60_000
export const SANDBOX_TOKEN_TTL_MS = 5 * 60_000

/** Ready-made test identities the approval page offers (any other may be typed). */
export const SANDBOX_IDENTITIES: readonly SandboxIdentityRow[] = [
  { subject: 'alice', displayName: 'Alice Sandbox', email: 'alice@sandbox.portico.test' },
  { subject: 'bob', displayName: 'Bob Sandbox', email: 'bob@sandbox.portico.test' },
  { subject: 'somchai', displayName: 'Somchai Sandbox', email: 'somchai@sandbox.portico.test' },
]

const SUBJECT = /^[A-Za-z0-9._@-]{1,64}$/
const NAME = /^[^<>\p{Cc}]{1,64}$/u
const EMAIL = /^[^\s@<>]{1,64}@[^\s@<>]{1,189}\.[^\s@<>]{1,63}$/
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/

export function sandboxClientId(provider: SocialProvider): string {
  return `portico-sandbox-${provider}`
}

function providerOfClient(clientId: unknown): SocialProvider | null {
  return SOCIAL_PROVIDERS.find((p) => sandboxClientId(p) === clientId) ?? null
}

export interface SandboxDeps {
  db: Queryable
  clock: Clock
  random: RandomSource
  /** The one client secret of the sandbox's clients. */
  clientSecret: string
  /** The only redirect URI path the sandbox accepts (the server's callback), on the origin that asks. */
  callbackPath: string
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

/** A checked authorization request (RFC 6749 section 4.1.1 with RFC 7636's challenge). */
export interface AuthorizeRequest {
  provider: SocialProvider
  clientId: string
  redirectUri: string
  state: string | undefined
  scope: string
  codeChallenge: string
}

/**
 * What an authorization request comes to: a request to show; an error to show without redirecting (unknown
 * client or redirect URI: RFC 6749 section 4.1.2.1 forbids sending the browser anywhere then); or an error to
 * send back to the redirect URI.
 */
export type AuthorizeCheck =
  | { ok: AuthorizeRequest }
  | { fatal: string }
  | { redirect: string }

function withParams(base: string, params: Record<string, string | undefined>): string {
  const url = new URL(base)
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value)
  return url.toString()
}

export function checkAuthorizeRequest(deps: SandboxDeps, params: Record<string, unknown>, origin: string): AuthorizeCheck {
  const provider = providerOfClient(params.client_id)
  if (!provider) return { fatal: 'Unknown client_id. The sandbox serves portico-sandbox-google, portico-sandbox-facebook and portico-sandbox-line.' }
  const redirectUri = str(params.redirect_uri)
  if (redirectUri !== `${origin}${deps.callbackPath}`) return { fatal: `redirect_uri must be ${origin}${deps.callbackPath}.` }
  const state = str(params.state)
  if (state !== undefined && state.length > 256) return { fatal: 'state is too long.' }
  const fail = (error: string, description: string) => ({ redirect: withParams(redirectUri, { error, error_description: description, state }) })
  if (params.response_type !== 'code') return fail('unsupported_response_type', 'Only response_type=code is served.')
  const codeChallenge = str(params.code_challenge)
  if (params.code_challenge_method !== 'S256' || !codeChallenge || !CHALLENGE.test(codeChallenge)) {
    return fail('invalid_request', 'PKCE is required: code_challenge with code_challenge_method=S256.')
  }
  return { ok: { provider, clientId: sandboxClientId(provider), redirectUri, state, scope: (str(params.scope) ?? '').slice(0, 256), codeChallenge } }
}

/** The identity the developer chose: a ready-made one by its subject, or one typed into the form. */
export function chosenIdentity(form: Record<string, unknown>): SandboxIdentityRow | { problem: string } {
  const picked = str(form.pick)
  if (picked) return SANDBOX_IDENTITIES.find((i) => i.subject === picked) ?? { problem: 'Unknown test identity.' }
  const subject = str(form.subject)?.trim() ?? ''
  const displayName = str(form.name)?.trim() || null
  const email = str(form.email)?.trim() || null
  if (!SUBJECT.test(subject)) return { problem: 'The account id must be 1 to 64 letters, digits or . _ @ -' }
  if (displayName !== null && !NAME.test(displayName)) return { problem: 'The name must be 1 to 64 characters, without < or >.' }
  if (email !== null && !EMAIL.test(email)) return { problem: 'The e-mail address is not valid.' }
  return { subject, displayName, email }
}

/** The developer denied: the provider's `access_denied` goes back to the client. */
export function denyUrl(request: AuthorizeRequest): string {
  return withParams(request.redirectUri, { error: 'access_denied', error_description: 'The test user denied the request.', state: request.state })
}

/** The developer approved: a single-use code for this client, redirect URI and PKCE challenge goes back. */
export async function approve(deps: SandboxDeps, request: AuthorizeRequest, identity: SandboxIdentityRow): Promise<string> {
  const now = deps.clock.now()
  const code = newSessionToken(deps.random)
  await purgeExpiredSandboxGrants(deps.db, now)
  await insertSandboxGrant(deps.db, {
    grantHash: tokenHash(code),
    kind: 'code',
    clientId: request.clientId,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
    ...identity,
    expiresAt: new Date(now.getTime() + SANDBOX_CODE_TTL_MS),
  })
  return withParams(request.redirectUri, { code, state: request.state })
}

/** A JSON answer of the sandbox's token and user-info endpoints. */
export interface SandboxAnswer {
  status: number
  body: Record<string, unknown>
  headers?: Record<string, string>
}

const oauthError = (status: number, error: string, description: string, headers?: Record<string, string>): SandboxAnswer => ({
  status,
  body: { error, error_description: description },
  ...(headers ? { headers } : {}),
})

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** The client from HTTP Basic (RFC 6749 section 2.3.1, each part form-encoded) or from the form, not both. */
function clientOf(authorization: string | undefined, form: Record<string, unknown>): { id: string; secret: string } | 'both' | null {
  const inForm = str(form.client_secret) !== undefined
  if (authorization?.startsWith('Basic ')) {
    if (inForm) return 'both'
    const decoded = Buffer.from(authorization.slice(6), 'base64').toString('utf8')
    const colon = decoded.indexOf(':')
    if (colon < 0) return null
    try {
      return { id: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')), secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')) }
    } catch {
      return null
    }
  }
  const id = str(form.client_id)
  const secret = str(form.client_secret)
  return id !== undefined && secret !== undefined ? { id, secret } : null
}

/** The token endpoint (RFC 6749 section 4.1.3): an authorization code, once, for an access token. */
export async function exchangeSandboxCode(deps: SandboxDeps, authorization: string | undefined, form: Record<string, unknown>): Promise<SandboxAnswer> {
  const client = clientOf(authorization, form)
  if (client === 'both') return oauthError(400, 'invalid_request', 'Authenticate the client one way only.')
  const provider = client ? providerOfClient(client.id) : null
  if (!client || !provider || !sameSecret(client.secret, deps.clientSecret)) {
    return oauthError(401, 'invalid_client', 'Client authentication failed.', { 'www-authenticate': 'Basic realm="sandbox"' })
  }
  if (form.grant_type !== 'authorization_code') return oauthError(400, 'unsupported_grant_type', 'Only authorization_code is served.')
  const code = str(form.code)
  const now = deps.clock.now()
  // Taken before anything else is checked: a code that was tried once is gone, whatever the outcome.
  const grant = code ? await takeSandboxCode(deps.db, tokenHash(code)) : null
  if (!grant || grant.expiresAt <= now || grant.clientId !== client.id) return oauthError(400, 'invalid_grant', 'The code is unknown, used, expired or not for this client.')
  if (str(form.redirect_uri) !== grant.redirectUri) return oauthError(400, 'invalid_grant', 'redirect_uri differs from the authorization request.')
  const verifier = str(form.code_verifier)
  if (!verifier || !VERIFIER.test(verifier) || !sameSecret(pkceChallenge(verifier), grant.codeChallenge ?? '')) {
    return oauthError(400, 'invalid_grant', 'PKCE verification failed.')
  }
  const accessToken = newSessionToken(deps.random)
  await insertSandboxGrant(deps.db, {
    grantHash: tokenHash(accessToken),
    kind: 'token',
    clientId: grant.clientId,
    redirectUri: null,
    codeChallenge: null,
    subject: grant.subject,
    displayName: grant.displayName,
    email: grant.email,
    expiresAt: new Date(now.getTime() + SANDBOX_TOKEN_TTL_MS),
  })
  return { status: 200, body: { access_token: accessToken, token_type: 'Bearer', expires_in: SANDBOX_TOKEN_TTL_MS / 1000 } }
}

/** User info in the shape of the provider the client stands for, so the provider's own mapping reads it. */
function userInfoShape(provider: SocialProvider, identity: SandboxIdentityRow): Record<string, unknown> {
  switch (provider) {
    case 'google':
      return { sub: identity.subject, name: identity.displayName, ...(identity.email ? { email: identity.email, email_verified: true } : {}) }
    case 'facebook':
      return { id: identity.subject, name: identity.displayName, ...(identity.email ? { email: identity.email } : {}) }
    case 'line':
      return { sub: identity.subject, name: identity.displayName }
  }
}

/** The user-info endpoint: the identity behind a bearer access token. */
export async function sandboxUserInfo(deps: SandboxDeps, authorization: string | undefined): Promise<SandboxAnswer> {
  const token = /^Bearer ([A-Za-z0-9_-]{1,128})$/.exec(authorization ?? '')?.[1]
  const grant = token ? await findSandboxToken(deps.db, tokenHash(token), deps.clock.now()) : null
  const provider = grant ? providerOfClient(grant.clientId) : null
  if (!grant || !provider) return oauthError(401, 'invalid_token', 'The access token is unknown or expired.', { 'www-authenticate': 'Bearer error="invalid_token"' })
  return { status: 200, body: userInfoShape(provider, grant) }
}
