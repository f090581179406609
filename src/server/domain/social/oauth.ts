/**
 * The server's side of the OAuth 2.0 authorization-code flow (RFC 6749) with PKCE (RFC 7636, method S256): the
 * authorize URL the browser is sent to, the code exchanged for an access token at the token endpoint, and the
 * identity read from the user-info endpoint. The same code speaks to a real provider (over `fetch`, with a
 * timeout) and to the sandbox (through the server's own routes), so the sandbox exercises the real protocol.
 *
 * Every failure at a provider becomes a ProviderFailure: the caller logs its detail (never a secret or token) and
 * shows the visitor `social.provider.failed`.
 */
import { createHash } from 'node:crypto'
import type { ProviderPreset, SocialIdentity } from './providers'

export interface HttpRequest {
  method: 'GET' | 'POST'
  url: string
  headers: Record<string, string>
  body?: string
}

export interface HttpResponse {
  status: number
  body: string
}

/** One HTTP exchange; rejects only when no answer came (network, timeout). */
export type HttpClient = (request: HttpRequest) => Promise<HttpResponse>

/** What a provider answers with is small JSON; anything much larger is not a provider answer. */
const MAX_ANSWER_BYTES = 256 * 1024

/** HTTP through `fetch`, each exchange (answer body included) within `timeoutMs`; redirects are not followed. */
export function fetchHttpClient(timeoutMs: number): HttpClient {
  return async (request) => {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    })
    const body = await response.text()
    return { status: response.status, body: body.length > MAX_ANSWER_BYTES ? '' : body }
  }
}

/** A provider as one merchant uses it: the preset, where to reach it and with which client. */
export interface ResolvedProvider {
  preset: ProviderPreset
  /** Runs against the server's sandbox identity provider. */
  sandbox: boolean
  authorizeUrl: string
  tokenUrl: string
  userinfoUrl: string
  clientId: string
  clientSecret: string
  http: HttpClient
}

export class ProviderFailure extends Error {
  constructor(
    readonly step: 'token' | 'userinfo',
    detail: string,
  ) {
    super(`${step}: ${detail}`)
    this.name = 'ProviderFailure'
  }
}

/** The S256 code challenge of a PKCE verifier: base64url(SHA-256(verifier)). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url')
}

/** Sandbox identities never share a subject with a real provider's accounts, so one can never stand for the other. */
export const SANDBOX_SUBJECT_PREFIX = 'sandbox:'

/** Where the browser goes to sign in: the provider's authorize endpoint with the client, scopes, state and PKCE challenge. */
export function buildAuthorizeUrl(provider: ResolvedProvider, input: { redirectUri: string; state: string; codeVerifier: string }): string {
  const url = new URL(provider.authorizeUrl)
  const params = {
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: input.redirectUri,
    scope: provider.preset.scopes.join(provider.preset.scopeSeparator),
    state: input.state,
    code_challenge: pkceChallenge(input.codeVerifier),
    code_challenge_method: 'S256',
  }
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  return url.toString()
}

function parseJson(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body)
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** An exchange with the provider; a network error or timeout is a ProviderFailure of that step. */
async function call(provider: ResolvedProvider, step: ProviderFailure['step'], request: HttpRequest): Promise<{ status: number; json: Record<string, unknown> | null }> {
  let response: HttpResponse
  try {
    response = await provider.http(request)
  } catch (error) {
    const name = (error as Error)?.name
    throw new ProviderFailure(step, name === 'TimeoutError' || name === 'AbortError' ? 'timed out' : `no answer (${(error as Error)?.message ?? 'network error'})`)
  }
  return { status: response.status, json: parseJson(response.body) }
}

/** A provider's OAuth error code, safe to log (short, no values from the request). */
function errorCodeOf(json: Record<string, unknown> | null): string {
  const error = json?.error
  if (typeof error === 'string') return error.slice(0, 64)
  // Facebook: { error: { type, code, message } }
  if (typeof error === 'object' && error !== null) return String((error as { type?: unknown }).type ?? 'error').slice(0, 64)
  return 'no error code'
}

/** RFC 6749 section 4.1.3: the code (with the PKCE verifier) for an access token. */
export async function exchangeCode(provider: ResolvedProvider, input: { code: string; codeVerifier: string; redirectUri: string }): Promise<string> {
  const form = new URLSearchParams({ grant_type: 'authorization_code', code: input.code, redirect_uri: input.redirectUri, code_verifier: input.codeVerifier })
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }
  if (provider.preset.clientAuth === 'basic' || provider.sandbox) {
    // RFC 6749 section 2.3.1: each part form-encoded, then Basic.
    const pair = `${encodeURIComponent(provider.clientId)}:${encodeURIComponent(provider.clientSecret)}`
    headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`
  } else {
    form.set('client_id', provider.clientId)
    form.set('client_secret', provider.clientSecret)
  }
  const { status, json } = await call(provider, 'token', { method: 'POST', url: provider.tokenUrl, headers, body: form.toString() })
  if (status !== 200) throw new ProviderFailure('token', `answered ${status} (${errorCodeOf(json)})`)
  const token = json?.access_token
  const type = json?.token_type
  if (typeof token !== 'string' || token === '') throw new ProviderFailure('token', 'answered no access token')
  if (type !== undefined && (typeof type !== 'string' || type.toLowerCase() !== 'bearer')) throw new ProviderFailure('token', 'answered a token that is not a bearer token')
  return token
}

/** The identity behind an access token, from the provider's user-info endpoint. */
export async function fetchIdentity(provider: ResolvedProvider, accessToken: string): Promise<SocialIdentity> {
  const url = new URL(provider.userinfoUrl)
  for (const [key, value] of Object.entries(provider.preset.userinfoParams?.(accessToken, provider.clientSecret) ?? {})) url.searchParams.set(key, value)
  const { status, json } = await call(provider, 'userinfo', {
    method: 'GET',
    url: url.toString(),
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  })
  if (status !== 200 || !json) throw new ProviderFailure('userinfo', `answered ${status} (${errorCodeOf(json)})`)
  const identity = provider.preset.identity(json)
  if (!identity) throw new ProviderFailure('userinfo', 'answered no account id')
  return provider.sandbox ? { ...identity, subject: `${SANDBOX_SUBJECT_PREFIX}${identity.subject}` } : identity
}
