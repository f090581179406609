/** Shapes of the home page's live matches (sportsEndpoints.ts). */
import { Type, type Static } from 'typebox'
import { LIVE_MATCHES_MAX } from '../sportsEndpoints'
import { SportsEventSchema } from './sportsbook'

export const LiveMatch = Type.Object({
  /** The book the match is in, and its game in the catalogue: the card opens `/game?nodeId=…`. */
  book: Type.Union([Type.Literal('sportsbook'), Type.Literal('esportsbook')]),
  nodeId: Type.Integer(),
  /** The match at the instant of the answer, with its result market only (1X2, else the money line). */
  event: SportsEventSchema,
})
export type LiveMatch = Static<typeof LiveMatch>

/** In play first (by start), then the next to start, at most LIVE_MATCHES_MAX; none when no book is listed. */
export const LiveMatches = Type.Object({ at: Type.String(), matches: Type.Array(LiveMatch, { maxItems: LIVE_MATCHES_MAX }) })
export type LiveMatches = Static<typeof LiveMatches>
