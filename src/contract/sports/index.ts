/**
 * The sportsbook's pure core, shared by the server (feed, betting, settlement) and the book's app (slip, prices in
 * the player's format): odds formats and stakes (odds.ts), markets' results (markets.ts), settlement (settle.ts),
 * prices with the margin and cash-out (margin.ts), cockfighting's fights, fixed odds and pools (cockfight.ts), on exact
 * fractions (ratio.ts, whose arithmetic stays inside).
 * docs/sportsbook.md "Pure core" states every rule.
 */
export { SPORTS_ERROR_CODES, SportsError, type Parsed, type SportsErrorCode } from './errors'
export { ceilRatio, floorRatio, ratio, ratioText, type Ratio } from './ratio'
export * from './odds'
export * from './settle'
export * from './markets'
export * from './margin'
export * from './cockfight'
