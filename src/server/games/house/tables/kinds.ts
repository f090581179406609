/**
 * The house's shared-round games, as table kinds: how a round's outcome is drawn (when the round is made, from the
 * stream of its seed), how long its phases last, what of it the players may see in each phase, and what a
 * member's bets on it pay. The rules themselves are the pure engines (baccarat/, crash/).
 */
import type { BaccaratBetKind, BaccaratHand, RoadCell, TablePhase, TableState } from '../../../../contract/house'
import { baccaratHandOf } from '../../../../contract/houseFairness'
import type { RandomSource } from '../../../runtime'
import { beadPlate, bigRoad } from '../baccarat/roads'
import { BET_KINDS, PAYOUTS, settleBet, type BetKind, type Round, type RoundResult } from '../baccarat/rules'
import { cashOutReturn, crashPoint, elapsedAt, settleAutoCashOut } from '../crash/crash'

export interface PhaseDurations {
  bettingMs: number
  /** How long the round plays (the deal; the flight, which the crash point decides). */
  runMs: number
  resultMs: number
}

export interface BetLine {
  kind: string
  amount: bigint
  autoCashOut: number | null
  cashedOutAt: number | null
}

export interface TableKind {
  gameType: 'baccarat' | 'crash'
  /** The outcome, from the round's seed stream (contract/houseFairness.ts, step 5), so a player can draw it again. */
  draw(random: RandomSource): Record<string, unknown>
  durations(outcome: Record<string, unknown>, pace: number): PhaseDurations
  /**
   * Whether the round's length tells its outcome (crash flies until its crash point): then when it has played and
   * when the next opens are shown only once it has (the result phase).
   */
  lengthTellsOutcome: boolean
  /** What the players see of the outcome in a phase (nothing of it while betting is open). */
  view(outcome: Record<string, unknown>, phase: TablePhase): Partial<TableState>
  /** The table's past (roads, last crash points), from its last rounds' outcomes, newest first. */
  history(outcomes: Record<string, unknown>[]): Partial<TableState>
  /** What a member's bets on the round pay back in all (0 for a loss). */
  payout(outcome: Record<string, unknown>, bets: readonly BetLine[]): bigint
  /** The bet kinds a member may place. */
  kinds: readonly string[]
}

const scaled = (ms: number, pace: number) => Math.max(500, Math.round(ms * pace))

/** The baccarat table: every round dealt off a freshly shuffled 8-deck shoe, so rounds are independent. */
export const BACCARAT_TABLE: TableKind = {
  gameType: 'baccarat',
  draw: (random) => ({ ...baccaratHandOf(random) }),
  durations: (_outcome, pace) => ({ bettingMs: scaled(15_000, pace), runMs: scaled(6_000, pace), resultMs: scaled(4_000, pace) }),
  lengthTellsOutcome: false,
  view: (outcome, phase) => (phase === 'betting' ? {} : { hand: outcome as unknown as BaccaratHand }),
  history: (outcomes) => {
    // The roads read oldest first; the last 60 rounds fill ten columns of the bead plate.
    const results = outcomes.slice(0, 60).reverse() as unknown as RoundResult[]
    const road = bigRoad(results)
    return {
      roads: {
        beadPlate: beadPlate(results) as RoadCell[],
        bigRoad: road.cells as RoadCell[],
        leadingTies: road.leadingTies,
      },
      payouts: Object.fromEntries(BET_KINDS.map((kind) => [kind, { pays: Number(PAYOUTS[kind].pays), per: Number(PAYOUTS[kind].per) }])) as Record<BaccaratBetKind, { pays: number; per: number }>,
    }
  },
  payout: (outcome, bets) => {
    // Stakes summed per kind first, so several chips on one spot pay as one bet (rounding once).
    const byKind = new Map<BetKind, bigint>()
    for (const bet of bets) byKind.set(bet.kind as BetKind, (byKind.get(bet.kind as BetKind) ?? 0n) + bet.amount)
    let total = 0n
    for (const [kind, stake] of byKind) total += settleBet(kind, stake, outcome as unknown as Round)
    return total
  },
  kinds: BET_KINDS,
}

/** Crash: the crash point is drawn when the round is made and shown only when the rocket has crashed. */
export const CRASH_TABLE: TableKind = {
  gameType: 'crash',
  draw: (random) => ({ crashPoint: crashPoint(random) }),
  durations: (outcome, pace) => ({ bettingMs: scaled(7_000, pace), runMs: elapsedAt(outcome.crashPoint as number), resultMs: scaled(3_000, pace) }),
  lengthTellsOutcome: true,
  view: (outcome, phase) => (phase === 'result' ? { crashPoint: outcome.crashPoint as number } : {}),
  history: (outcomes) => ({ history: outcomes.slice(0, 20).map((outcome) => outcome.crashPoint as number) }),
  payout: (outcome, bets) => {
    let total = 0n
    for (const bet of bets) {
      if (bet.cashedOutAt !== null) total += cashOutReturn(bet.amount, bet.cashedOutAt)
      else if (bet.autoCashOut !== null) total += settleAutoCashOut(bet.amount, bet.autoCashOut, outcome.crashPoint as number)
    }
    return total
  },
  kinds: ['stake'],
}

export function tableKindOf(gameType: string): TableKind | undefined {
  return gameType === 'baccarat' ? BACCARAT_TABLE : gameType === 'crash' ? CRASH_TABLE : undefined
}
