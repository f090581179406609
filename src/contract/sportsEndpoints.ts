/**
 * The portal's sportsbook call (the home page's live matches), a table of its own: only the home
 * page's below-the-fold chunk (HomeGames) calls it, so it registers this table with the API client and the first
 * screen's bundle does not carry it. The server registers it with every other call (`ENDPOINTS` in endpoints.ts).
 *
 * The answer: the house books' matches in play now (then those about to start), each with the book's game to open
 * it in and its result market's prices at the instant asked — what the book itself lists, never a match's future.
 */
import type { EndpointDef } from './coreEndpoints'

export const SPORTS_ENDPOINTS = {
  liveMatches: { method: 'GET', path: '/wps/sports/liveMatches', auth: false, encrypted: false, rateLimitPerMinute: 60 },
} as const satisfies Record<string, EndpointDef>

/** The most matches the home page shows. */
export const LIVE_MATCHES_MAX = 6
