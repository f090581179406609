/**
 * The help centre's call (spec sections 1, 2, 7; docs/help.md), a table of its own: only the help pages' and the help
 * modal's lazy chunk calls it, so it registers this table with the API client and the first screen's bundle does not
 * carry it. The server registers it with every other call (`ENDPOINTS` in endpoints.ts).
 *
 * The spec's path and query (`lang`, `device=WEB`): the merchant's topics with their articles in that language (the
 * merchant's default, then English, for an article not written in it), and with `keyword`, only the articles whose
 * title or text contains it. A guest may read it; it is not language-dependent by header, the query names the language.
 */
import type { EndpointDef } from './coreEndpoints'

export const HELP_ENDPOINTS = {
  helpCentre: { method: 'GET', path: '/wps/system/helpCenter', auth: false, encrypted: false, rateLimitPerMinute: 60 },
} as const satisfies Record<string, EndpointDef>

/** The device the portal names (spec section 7: device WEB). */
export const HELP_DEVICE = 'WEB'
/** The longest search the call takes: longer is refused, not cut (a search that long is a script, not a person). */
export const HELP_KEYWORD_MAX = 64
