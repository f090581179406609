/**
 * The social identity providers Portico speaks to (spec section 2: Google, Facebook, Line), as data: where a
 * provider's OAuth 2.0 endpoints are, which scopes a login needs, how the client authenticates at the token
 * endpoint, and how the provider's user info becomes an identity. Client ids and secrets are not here: they come
 * from the server's environment (settings.ts) and never reach merchant JSON or the browser.
 *
 * Identities are read from each provider's user-info endpoint with the access token (fetched straight from the
 * provider over TLS, so nothing in it needs a signature check); the OIDC id_token is not used.
 */
import { createHmac } from 'node:crypto'
import type { SocialProvider } from '../../../contract/schemas/security'

/** Who the provider says the visitor is. `subject` is the provider's stable id of the account. */
export interface SocialIdentity {
  subject: string
  displayName: string | null
  email: string | null
}

export interface ProviderPreset {
  provider: SocialProvider
  /** The label the sandbox page shows. */
  label: string
  authorizeUrl: string
  tokenUrl: string
  userinfoUrl: string
  scopes: readonly string[]
  /** Facebook documents comma-separated scopes; the others spaces. */
  scopeSeparator: ' ' | ','
  /** How the client authenticates at the token endpoint (RFC 6749 section 2.3.1): HTTP Basic, or in the form. */
  clientAuth: 'basic' | 'post'
  /** Extra query parameters of the user-info call (Facebook's appsecret_proof). */
  userinfoParams?(accessToken: string, clientSecret: string): Record<string, string>
  /** The provider's user-info JSON as an identity; null when it names no account. */
  identity(info: Record<string, unknown>): SocialIdentity | null
}

const text = (value: unknown, max: number): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null)

/** The subject as the provider gives it: a non-empty string (Facebook's ids are numeric strings) of at most 255 characters. */
function subjectOf(value: unknown): string | null {
  const subject = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value
  return typeof subject === 'string' && subject !== '' && subject.length <= 255 ? subject : null
}

function identityFrom(subject: unknown, name: unknown, email: unknown): SocialIdentity | null {
  const id = subjectOf(subject)
  return id ? { subject: id, displayName: text(name, 64), email: text(email, 254) } : null
}

export const PROVIDER_PRESETS: Record<SocialProvider, ProviderPreset> = {
  // OpenID Connect: https://developers.google.com/identity/openid-connect/openid-connect
  google: {
    provider: 'google',
    label: 'Google',
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scopes: ['openid', 'email', 'profile'],
    scopeSeparator: ' ',
    clientAuth: 'post',
    // An address Google has not verified says nothing about who holds it.
    identity: (info) => identityFrom(info.sub, info.name, info.email_verified === true ? info.email : null),
  },
  // Manual login flow: https://developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow
  facebook: {
    provider: 'facebook',
    label: 'Facebook',
    authorizeUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v21.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/v21.0/me?fields=id,name,email',
    scopes: ['public_profile', 'email'],
    scopeSeparator: ',',
    clientAuth: 'post',
    // Proves the call comes from the app's server (required when the app turns on "Require App Secret").
    userinfoParams: (accessToken, clientSecret) => ({ appsecret_proof: createHmac('sha256', clientSecret).update(accessToken).digest('hex') }),
    identity: (info) => identityFrom(info.id, info.name, info.email),
  },
  // LINE Login v2.1 (OpenID Connect): https://developers.line.biz/en/docs/line-login/integrate-line-login/
  line: {
    provider: 'line',
    label: 'LINE',
    authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize',
    tokenUrl: 'https://api.line.me/oauth2/v2.1/token',
    userinfoUrl: 'https://api.line.me/oauth2/v2.1/userinfo',
    scopes: ['openid', 'profile'],
    scopeSeparator: ' ',
    clientAuth: 'post',
    identity: (info) => identityFrom(info.sub, info.name, info.email),
  },
}
