/**
 * What a social provider sends back (through the server's callback) in the URL fragment: a login's one-time ticket,
 * a bind that is done, or the error code of either (SOCIAL_RETURN in src/contract/endpoints.ts). The fragment is
 * read once, as the portal starts, and taken out of the address at once, so the ticket is neither left in the
 * history nor read twice. The error code is shown through the catalogue: a code the portal does not know reads as
 * `unknown.error`, whatever the address says.
 */
import { SOCIAL_RETURN } from '../../contract/coreEndpoints'
import type { SocialProvider } from '../../contract/schemas/security'
import type { PortalNavigation } from '../navigation'

export type SocialReturn =
  | { kind: 'ticket'; ticket: string; provider: SocialProvider | null }
  | { kind: 'bound'; provider: SocialProvider }
  | { kind: 'error'; code: string; provider: SocialProvider | null }

/** The contract's providers (typed by it, so a provider added there must be added here). */
const PROVIDERS: Record<SocialProvider, true> = { google: true, facebook: true, line: true }

function providerOf(value: string | null): SocialProvider | null {
  return value !== null && Object.hasOwn(PROVIDERS, value) ? (value as SocialProvider) : null
}

/** The social result in a fragment (`a=1&b=2`, no `#`); null when it carries none. */
export function parseSocialReturn(fragment: string): SocialReturn | null {
  if (!fragment) return null
  const params = new URLSearchParams(fragment)
  const provider = providerOf(params.get(SOCIAL_RETURN.provider))
  const error = params.get(SOCIAL_RETURN.error)
  if (error) return { kind: 'error', code: error, provider }
  const ticket = params.get(SOCIAL_RETURN.ticket)
  if (ticket) return { kind: 'ticket', ticket, provider }
  const bound = providerOf(params.get(SOCIAL_RETURN.bound))
  return bound ? { kind: 'bound', provider: bound } : null
}

/** Reads the social result in the address and takes the fragment out of it; other fragments are left alone. */
export function takeSocialReturn(navigation: PortalNavigation): SocialReturn | null {
  const fragment = navigation.fragment()
  if (!fragment) return null
  const params = new URLSearchParams(fragment)
  const names = [SOCIAL_RETURN.ticket, SOCIAL_RETURN.bound, SOCIAL_RETURN.error, SOCIAL_RETURN.provider]
  if (!names.some((name) => params.has(name))) return null
  navigation.clearFragment()
  return parseSocialReturn(fragment)
}
