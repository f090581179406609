/**
 * The feed's match simulator: a deterministic, seeded stand-in for an odds provider. Pure (no database, no I/O, no
 * clock of its own, no Math.random): a merchant's seed and a day give the programme (scheduleDay); a spec gives the
 * whole match (simulate); an instant gives its state (stateAt) and its markets priced with a margin (marketsAt);
 * the script gives the result for settlement (resultOf). The server job drives it with its injected clock.
 */
export type {
  Competitor, EventKind, FairMarket, FeedMarket, MarketKind, MarketScope, MarketStatus, MarketUnit, MatchDetail, MatchEvent, MatchScript, MatchSpec,
  MatchState, Phase, Sport, Suspension,
} from './types'
export { SPORTS } from './types'
export { checkSeed, deriveSeed, randomFrom, type Random } from './random'
export { simulate } from './simulate'
export { ABANDON_CHANCE, checkSpec, finalState, stateAt } from './timeline'
export { fairMarkets, marketsAt, offer } from './markets'
export { resultOf, type MatchResult } from './result'
export { CORRECTION_CHANCE, correctionOf, type ResultCorrection } from './correction'
export { DAY_MS, DEFAULT_MATCHES, MAX_MATCHES_PER_DAY, scheduleDay, teamStrength, type ScheduleOptions } from './schedule'
export { TEAMS } from './teams'
