/**
 * A team's figures read from the raw bets (the settled rounds and lottery results themselves), and what terms pay on
 * them by the shared rules of contract/contracts.ts: the verify command's recomputation and the upline's what-if
 * preview. The wage jobs compute the same in SQL (db/contracts/wages.ts); these are the independent check.
 */
import { matchTier, PPM, type TierMatch } from '../../../contract/contracts'
import type { MerchantConfig } from '../../../config/schema'
import type { Queryable } from '../../db/database'
import { agentSettings } from '../agents/settings'
import { ruleTiers, type ReadTerms, type StoredTier } from './terms'

export type RawResult = {
  memberId: number
  roundId: string
  gameType: string
  bet: bigint
  win: bigint
}

/** Every settled real-money round and lottery result of an agent's team in [start, end). */
export async function teamResults(db: Queryable, merchantCode: string, agentId: number, start: Date, end: Date): Promise<RawResult[]> {
  const { rows } = await db.query<RawResult>(
    `SELECT x.member_id AS "memberId", x.round_id AS "roundId", x.game_type AS "gameType", x.bet, x.win FROM (
       SELECT r.member_id, 'r' || r.id AS round_id, team_game_type(g.category) AS game_type, r.bet, r.win
       FROM game_rounds r JOIN games g ON g.node_id = r.node_id
       WHERE r.merchant_code = $1 AND r.status = 'settled' AND r.wallet <> 'trial' AND r.settled_at >= $2 AND r.settled_at < $3
       UNION ALL
       SELECT m.member_id, 'l' || m.round_id, CASE WHEN l.prize_table = 'electronic' THEN 'ELOTT' ELSE 'LOTT' END, m.stake, m.payout
       FROM lottery_member_rounds m JOIN lottery_rounds l ON l.id = m.round_id
       WHERE m.merchant_code = $1 AND m.settled_at >= $2 AND m.settled_at < $3
     ) x WHERE x.member_id IN (SELECT member_id FROM member_tree WHERE ancestor_id = $4)`,
    [merchantCode, start, end, agentId],
  )
  return rows
}

/** The one definition of a valid stake: a round that paid back exactly its stake counts nothing. */
export const validStake = (r: Pick<RawResult, 'bet' | 'win'>) => (r.bet === r.win ? 0n : r.bet)

export interface TeamFigures {
  /** Valid bets in the game type. */
  bet: bigint
  /** The team's result in the game type (wins − bets). */
  profit: bigint
  /** What the team lost (bets − wins), not below zero. */
  loss: bigint
  /** Members with one settled round of at least the merchant's minimum stake, in any game type. */
  active: number
}

export function figuresOf(config: MerchantConfig, results: readonly RawResult[], gameType: string): TeamFigures {
  const mine = results.filter((r) => r.gameType === gameType)
  const bet = mine.reduce((sum, r) => sum + validStake(r), 0n)
  const profit = mine.reduce((sum, r) => sum + r.win - r.bet, 0n)
  const minStake = agentSettings(config).activeMinStakeMinor
  const active = new Set(results.filter((r) => validStake(r) >= minStake).map((r) => r.memberId)).size
  return { bet, profit, loss: profit < 0n ? -profit : 0n, active }
}

/** What salary or dividend terms pay a whole line on its figures (before its own downlines take their part). */
export function grossOn(terms: Pick<ReadTerms, 'kind' | 'tiers' | 'rateType'>, figures: TeamFigures): { gross: bigint; match: TierMatch } {
  const thresholds = terms.kind === 'dividend' ? [figures.bet, figures.loss, BigInt(figures.active)] : [figures.bet, BigInt(figures.active)]
  const match = matchTier(ruleTiers(terms)[0]!, thresholds)
  const base = terms.kind === 'dividend' ? figures.loss : figures.bet
  const gross = match.tier < 0 ? 0n : terms.rateType === 'A' ? match.rate : (base * match.rate) / PPM
  return { gross, match }
}

/** A real-time contract's rate on one result: its highest tier the stake reaches, the win rate when the player profited. */
export function realTimeRate(tiers: readonly StoredTier[], stake: bigint, won: boolean): bigint {
  let rate = 0n
  for (const t of tiers) if (stake >= t.minBet) rate = won ? t.winRate : t.rate
  return rate
}
