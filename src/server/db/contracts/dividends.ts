/**
 * SQL of the dividend's wage job (docs/contracts.md "Wages", "Carry-over"): one set-based statement per period, like
 * the salaries' (db/contracts/wages.ts, whose tail it shares: the tier reached, the gross, the part less what the
 * downlines' contracts take).
 *
 * Carry-over (migration 031): a contract with carry-over reads what its slot (the agent's dividend in that game type)
 * carried out of the period just before, from the payout row written for that period, and pays on its net loss less
 * that; a period that still leaves a deficit pays nothing and carries it on, on its own row. The shared rule, which
 * the verify command applies from the raw bets, is `carryOver` in contract/contracts.ts.
 */
import type { Queryable } from '../database'
import { salaryTail, type ComputedPayout, type RawPayout } from './wages'

const DIVIDEND_PERIODS = new Set(['daily', 'weekly', 'semimonthly', 'monthly'])

type RawDividend = RawPayout & { carryOver: boolean; netLoss: bigint; base: bigint; carriedIn: bigint; carriedOut: bigint }

/**
 * Dividends for one period of one length (a contract's own: daily, weekly, semimonthly or monthly), over the days
 * [fromDay, toDay] of the merchant's zone: each contracted agent's team valid bets, result and net loss (what the team
 * lost: bets less wins) in its game type, and its active members over the period, from the rollups.
 *
 * The base is the net loss, not below zero; with carry-over, the net loss less the deficit carried in, which is what
 * the same slot's payout of the period just before (ending where this one starts, of a version of the same period
 * length) carried out. The version that paid it is the one this version superseded, or this one: a termination or an
 * automatic ending leaves at least one period unpaid before a new version takes effect, so nothing crosses it, and a
 * version without carry-over carries nothing in or out. The tiers' net loss is measured against the base.
 */
export async function computeDividends(db: Queryable, input: { merchantCode: string; period: string; start: Date; end: Date; fromDay: string; toDay: string }): Promise<ComputedPayout[]> {
  if (!DIVIDEND_PERIODS.has(input.period)) throw new Error(`not a dividend period: ${input.period}`)
  const { rows } = await db.query<RawDividend>(
    `WITH contracts AS (
       SELECT id, agent_id, upline_id, game_type, rate_type, carry_over FROM agent_contracts
       WHERE merchant_code = $1 AND kind = $2 AND period = $7 AND effective_from <= $3 AND coalesce(ended_at, 'infinity') >= $4
     ),
     sums AS (
       SELECT c.*, coalesce(sum(d.valid_bets), 0)::bigint AS bet, coalesce(sum(d.wins - d.bets), 0)::bigint AS profit,
              coalesce((SELECT sum(a.members) FROM team_active a WHERE a.ancestor_id = c.agent_id AND a.day BETWEEN $5::date AND $6::date AND a.prev_day < $5::date), 0) AS active
       FROM contracts c LEFT JOIN team_days d ON d.ancestor_id = c.agent_id AND d.day BETWEEN $5::date AND $6::date AND d.game_type = c.game_type
       GROUP BY c.id, c.agent_id, c.upline_id, c.game_type, c.rate_type, c.carry_over
     ),
     carried AS (
       SELECT s.*, CASE WHEN s.carry_over THEN coalesce((
                SELECT w.carried_out FROM wage_payouts w JOIN agent_contracts p ON p.id = w.contract_id
                WHERE w.payee_id = s.agent_id AND w.kind = $2 AND w.game_type = s.game_type AND w.period_end = $3 AND p.period = $7
                ORDER BY w.id DESC LIMIT 1
              ), 0) ELSE 0 END::bigint AS carried_in
       FROM sums s
     ),
     figures AS (
       SELECT c.*, -c.profit AS net_loss, greatest(-c.profit - c.carried_in, 0) AS base, greatest(-c.profit - c.carried_in, 0) AS loss,
              CASE WHEN c.carry_over THEN greatest(c.carried_in + c.profit, 0) ELSE 0 END::bigint AS carried_out
       FROM carried c
     )${salaryTail(`, g.carry_over AS "carryOver", g.net_loss AS "netLoss", g.base, g.carried_in AS "carriedIn", g.carried_out AS "carriedOut"`)}`,
    [input.merchantCode, 'dividend', input.start, input.end, input.fromDay, input.toDay, input.period],
  )
  return rows.map(({ carryOver, netLoss, base, ...r }) => ({
    ...r,
    kind: 'dividend' as const,
    // What the agent reads of it (the record page, the verify command): the period's own net loss, what was carried
    // in, what the rate was paid on, and what is carried to the next period.
    explanation: {
      ...r.explanation,
      carryOver,
      netLoss: String(netLoss),
      carriedIn: String(r.carriedIn),
      base: String(base),
      carriedOut: String(r.carriedOut),
    },
  }))
}
