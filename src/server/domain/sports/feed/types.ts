/**
 * The feed's types. A match to simulate (MatchSpec); the whole match its seed makes (MatchScript: every event with
 * the state after it, and the windows in which its markets are suspended); the state at an instant (MatchState);
 * and the markets, fair (the model's chances) and priced (what the book offers).
 *
 * Two clocks: `at`, `from`, `to`, `startsAt`, `endsAt` are real instants in ms; `sim` and `clock` are SIMULATED
 * seconds. `pace` links them: the real ms one simulated minute takes (60,000 plays a match in real time, 1,000 plays
 * a 90-minute football match in about two minutes). Every sport runs on simulated time: a football minute, a
 * basketball game clock, a tennis point's 25 to 50 seconds, a cricket ball's half minute, an e-sports round.
 */
import type { Score, Side } from '../../../../contract/sports/markets'

export type { Score, Side }

/** `moba` and `shooter` are the e-sports: a MOBA (maps won after kill events), a tactical shooter (rounds to 13). */
export const SPORTS = ['football', 'basketball', 'tennis', 'cricket', 'moba', 'shooter'] as const
export type Sport = (typeof SPORTS)[number]

/** A team or a player: a name, and a strength from 1 to 100 that the sport's model turns into its chances. */
export interface Competitor {
  readonly name: string
  readonly strength: number
}

export interface MatchSpec {
  /** The match's id in the schedule, e.g. `football-2025-03-14-02`. */
  readonly id: string
  readonly sport: Sport
  /** 8 to 64 hex digits: the match is a pure function of it. */
  readonly seed: string
  readonly home: Competitor
  readonly away: Competitor
  /** Kick-off (the first serve, the first ball), in ms. */
  readonly startsAt: number
  /** Real ms per simulated minute (60 to 3,600,000). */
  readonly pace: number
}

/** Before the start; playing; between periods (half time, a set break, between innings or maps); over. */
export type Phase = 'pre' | 'live' | 'break' | 'ended' | 'abandoned'

/** What each sport's state carries beyond the score and periods. */
export type MatchDetail =
  | {
      readonly sport: 'football'
      /** Added minutes of each half, once the board shows them (at 45:00 and 90:00). */
      readonly stoppage: readonly [number | null, number | null]
    }
  | { readonly sport: 'basketball' }
  | {
      readonly sport: 'tennis'
      /** Points in the game in progress (a tie-break's points in a tie-break). */
      readonly points: Score
      /** Who serves the current or next point; null before the toss. */
      readonly server: Side | null
      /** Who served the set's first game (its tie-break's first point too). */
      readonly setFirstServer: Side | null
      readonly tiebreak: boolean
      readonly setInProgress: boolean
    }
  | {
      readonly sport: 'cricket'
      /** Who bats first; null before the toss. */
      readonly battingFirst: Side | null
      /** 0 before the first ball, 1 or 2 during (and after) each innings. */
      readonly innings: number
      readonly inningsInProgress: boolean
      /** Wickets lost and legal balls faced by each side's batting. */
      readonly wickets: Score
      readonly balls: Score
      /** Who won the super over that breaks a tie on runs. */
      readonly superOver: Side | null
    }
  | { readonly sport: 'moba' | 'shooter'; readonly mapInProgress: boolean }

export interface MatchState {
  readonly sport: Sport
  readonly phase: Phase
  /** Goals, points, sets won, runs, maps won. */
  readonly score: Score
  /** 1-based number of the period in progress or last played (half, quarter or overtime, set, innings, map); 0 before. */
  readonly period: number
  /** Each period's own score: a half's goals, a quarter's points, a set's games, an innings' runs, a map's kills or rounds. */
  readonly periods: readonly Score[]
  /** When the period in progress began (real ms); null outside play. */
  readonly periodStartedAt: number | null
  /** Simulated seconds played in the period in progress (0 outside play). */
  readonly clock: number
  /** The dangerous moment in progress (`penalty`, `big-chance`, `break-point`, `map-point`, …), or null. */
  readonly danger: string | null
  /** Whether the markets are suspended now: a dangerous moment, or just after an event. */
  readonly suspended: boolean
  readonly detail: MatchDetail
}

export type EventKind =
  | 'start'
  | 'period-start'
  | 'period-end'
  | 'stoppage'
  | 'goal'
  | 'basket'
  | 'run'
  | 'point'
  | 'game'
  | 'ball'
  | 'wicket'
  | 'kill'
  | 'round'
  | 'end'
  | 'abandoned'

export interface MatchEvent {
  readonly at: number
  /** Simulated seconds since the start (breaks included). */
  readonly sim: number
  readonly kind: EventKind
  readonly side?: Side
  /** What the event adds to `side`'s score (a goal 1, a basket 1 to 3, a ball's runs, a set or map won 1). */
  readonly points?: number
  /** The stoppage board's minutes; a scoring run's size in points. */
  readonly value?: number
  /** The state just after the event (its `clock` at the event; `danger` and `suspended` are left to stateAt). */
  readonly state: MatchState
}

/** A window [from, to) in which every market is suspended. */
export interface Suspension {
  readonly from: number
  readonly to: number
  /** A dangerous moment (a penalty, a break point, a map's last round) or the pause after an event. */
  readonly reason: 'danger' | 'event'
  readonly note: string
  readonly side?: Side
}

export interface MatchScript {
  readonly spec: MatchSpec
  /** The state before the start. */
  readonly prematch: MatchState
  /** In order of `at` (ties in the order they happened). */
  readonly events: readonly MatchEvent[]
  /** In order of `from`; windows may overlap. */
  readonly suspensions: readonly Suspension[]
  /** The final whistle (or the abandonment): the last event's instant. */
  readonly endsAt: number
  readonly abandoned: boolean
}

/** What a market is on: the match, football's first half, one map of a series, one innings. */
export type MarketScope = 'match' | 'first-half' | 'map' | 'innings'
export type MarketKind = 'result' | 'money-line' | 'handicap' | 'total' | 'both-score' | 'correct-score' | 'odd-even'
/** What its line counts (a tennis handicap is on sets, its total on games). */
export type MarketUnit = 'goals' | 'points' | 'sets' | 'games' | 'maps' | 'runs'

interface MarketShape {
  /** Stable across instants while the market means the same: `1x2`, `ah:-3`, `ou:10`, `1h:ou:6`, `map2:ml`, `inn1:ou:618`. */
  readonly key: string
  readonly kind: MarketKind
  readonly scope: MarketScope
  /** The map or innings a scoped market is on. */
  readonly period?: number
  readonly unit: MarketUnit
  /** Quarters (markets.ts LINE_SCALE): the home side's handicap, or the total's line. */
  readonly line?: number
}

/**
 * A market as the model sees it: each selection's fair chance, a non-negative float in any unit (the market's
 * chances are normalised together). For a line with pushes and half outcomes the chance is w + hw/2 (lines.ts).
 */
export interface FairMarket extends MarketShape {
  readonly selections: readonly { readonly key: string; readonly chance: number }[]
}

export type MarketStatus = 'open' | 'suspended' | 'closed'

/** A market as the book offers it: prices in decimal thousandths (margin.ts priceMarket), null when not on offer. */
export interface FeedMarket extends MarketShape {
  readonly status: MarketStatus
  readonly selections: readonly { readonly key: string; readonly price: number | null }[]
}
