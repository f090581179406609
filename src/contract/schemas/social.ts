/**
 * Request and response shapes of social login and binding (Google, Facebook, Line; spec sections 2 and 5). The
 * server runs the OAuth 2.0 authorization-code flow with PKCE on the visitor's behalf: the portal asks for an
 * authorize URL, sends the browser there, and the provider sends it back to the server's callback, which sends
 * it on to the portal (see SOCIAL_RETURN in endpoints.ts). A login then ends with a one-time ticket the portal
 * exchanges for the normal login answer; a binding is done by the callback itself.
 */
import { Type, type Static } from 'typebox'
import { SOCIAL_PROVIDERS } from './security'
import { Text } from './text'

const Provider = Type.Enum(SOCIAL_PROVIDERS)
/** A random value the server handed out: 32 bytes, base64url (43 characters). */
const Opaque = Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' })
/**
 * A page of the portal on this site to come back to: one leading slash (never `//host` or `/\host`, which a
 * browser reads as another site), an optional query, no fragment (the server writes the fragment). Printable
 * ASCII only, as `location.pathname + location.search` gives it (other characters percent-encoded): no space, no
 * backslash, no control character, so it goes into a Location header as it is.
 */
export const SOCIAL_RETURN_PATH_PATTERN = '^/(?![/\\\\])[!"$-\\[\\]-~]*$'
const ReturnPath = Type.String({ minLength: 1, maxLength: 512, pattern: SOCIAL_RETURN_PATH_PATTERN })

/** `GET /wps/session/social/providers`: the providers this merchant offers that can run now. */
export const SocialProviders = Type.Object({
  list: Type.Array(
    Type.Object({
      provider: Provider,
      /** Runs against the server's sandbox identity provider (no real credentials are configured; never in production unless enabled). */
      sandbox: Type.Boolean(),
    }),
  ),
})
export type SocialProviders = Static<typeof SocialProviders>

/** `POST /wps/session/social/login`: start a login with a provider. */
export const SocialLoginStartBody = Type.Object(
  {
    provider: Provider,
    /** Where the browser comes back to (default `/`). */
    returnPath: Type.Optional(ReturnPath),
    /** The login form it came from, as in the password login: the member login refuses agents, the agent login non-agents. */
    entry: Type.Optional(Type.Enum(['member', 'agent'] as const)),
  },
  { additionalProperties: false },
)
export type SocialLoginStartBody = Static<typeof SocialLoginStartBody>

/** `POST /wps/session/social/bind` (token required): start binding a provider's account to the member. */
export const SocialBindStartBody = Type.Object({ provider: Provider }, { additionalProperties: false })
export type SocialBindStartBody = Static<typeof SocialBindStartBody>

export const SocialStart = Type.Object({
  /** Send the browser here (a full-page navigation in the same tab, not a popup). */
  authorizeUrl: Type.String(),
  /**
   * Login only: keep it in session storage and send it with the ticket. Only the tab that started a login can
   * finish it, so a link to the callback someone else started logs no one in.
   */
  browserKey: Type.Optional(Opaque),
  /** The provider must send the browser back before this time. */
  expiresAt: Type.String(),
  sandbox: Type.Boolean(),
})
export type SocialStart = Static<typeof SocialStart>

/**
 * `GET /wps/session/social/callback`: the provider's redirect (RFC 6749 section 4.1.2). Providers add
 * parameters of their own (Google `scope`, `authuser`; Line `friendship_status_changed`), so others are allowed.
 */
export const SocialCallbackQuery = Type.Object(
  {
    code: Type.Optional(Text(4096)),
    state: Type.Optional(Text(256)),
    error: Type.Optional(Text(256)),
    error_description: Type.Optional(Text(2048)),
  },
  { additionalProperties: true },
)
export type SocialCallbackQuery = Static<typeof SocialCallbackQuery>

/** The callback never answers a body: it is a 303 redirect to the portal (see SOCIAL_RETURN in endpoints.ts). */
export const SocialCallbackAnswer = Type.Null({ description: 'No body: a 303 redirect back to the portal.' })

/** `POST /wps/session/social/ticket` (encrypted): the ticket from the URL and the start's browser key. */
export const SocialTicketBody = Type.Object({ ticket: Opaque, browserKey: Opaque }, { additionalProperties: false })
export type SocialTicketBody = Static<typeof SocialTicketBody>
