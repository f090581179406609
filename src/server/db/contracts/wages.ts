/**
 * SQL of the wage jobs (migration 029; docs/contracts.md "Wages"). Each computation is one set-based statement over a
 * period: the contracts of a kind in force over the whole period, each agent's figures, the tier its contract reaches,
 * and its part: what its contract pays on those figures less what its downlines' contracts pay on theirs (paid
 * differentially, so the chain pays the top agent's rate in all). Rounding is down to the minor unit, once per
 * contract (salaries) or per bet on the running total up the chain (real-time), so the parts sum exactly to the whole.
 */
import type { ContractKindName } from '../../../contract/schemas/contracts'
import type { Queryable } from '../database'

/** A payout computed for one contract version, period and payee (the agent holding the contract). */
export interface ComputedPayout {
  contractId: bigint
  payeeId: number
  kind: ContractKindName
  gameType: string
  periodBet: bigint
  periodProfit: bigint
  activeMembers: number
  /** 0-based tier reached; -1 for none. */
  tier: number
  rateType: 'P' | 'A'
  rate: bigint
  rateBelow: bigint
  /** What the whole chain below and including this agent is paid on its figures. */
  gross: bigint
  amount: bigint
  explanation: Record<string, unknown>
}

type Raw = Omit<ComputedPayout, 'explanation'> & { explanation: Record<string, unknown> }

/** The contracts of a kind (and a dividend's period) in force over the whole of [start, end). */
const IN_FORCE = `SELECT id, agent_id, upline_id, game_type, rate_type FROM agent_contracts
  WHERE merchant_code = $1 AND kind = $2 AND effective_from <= $3 AND coalesce(ended_at, 'infinity') >= $4`
const DIVIDEND_PERIODS = new Set(['daily', 'weekly', 'semimonthly', 'monthly'])

/**
 * The tail shared by the salaries and dividends: the tier each contract reaches on its figures (bet, the team's net
 * loss, active members), its gross (a percent of the base, which is the valid bets for a salary and the net loss for
 * a dividend, or the tier's amount), and its part: the gross less its direct downlines' gross (not below zero: an
 * amount contract's downlines may reach more in all than the upline's one amount).
 */
const SALARY_TAIL = `
, reached AS (
  SELECT f.*, coalesce(m.tier, -1)::smallint AS tier, coalesce(m.rate, 0) AS rate
  FROM figures f LEFT JOIN LATERAL (
    SELECT x.tier, x.rate FROM agent_contract_tiers x WHERE x.contract_id = f.id AND x.min_bet <= f.bet AND x.net_loss <= f.loss AND x.active_members <= f.active
    ORDER BY x.tier DESC LIMIT 1
  ) m ON true
), grossed AS (
  SELECT r.*, CASE WHEN r.tier < 0 THEN 0 WHEN r.rate_type = 'P' THEN floor(r.base::numeric * r.rate / 1000000)::bigint ELSE r.rate END AS gross FROM reached r
)
SELECT g.id AS "contractId", g.agent_id AS "payeeId", g.game_type AS "gameType", g.bet AS "periodBet", g.profit AS "periodProfit",
       g.active::integer AS "activeMembers", g.tier, g.rate_type AS "rateType", g.rate, g.gross,
       coalesce(b.rate_below, 0) AS "rateBelow",
       greatest(g.gross - coalesce(b.gross_below, 0), 0) AS amount,
       json_build_object('gross', g.gross::text, 'downlines', coalesce(b.downlines, 0), 'grossBelow', coalesce(b.gross_below, 0)::text) AS explanation
FROM grossed g LEFT JOIN LATERAL (
  SELECT sum(d.gross)::bigint AS gross_below, max(d.rate) AS rate_below, count(*)::integer AS downlines
  FROM grossed d WHERE d.upline_id = g.agent_id AND d.game_type = g.game_type
) b ON true
ORDER BY g.id`

/**
 * The daily salary (automatic or manual-release) for one day of the merchant's time zone: each contracted agent's
 * team figures that day in its game type (valid bets, result) from the team rollups, and its active members.
 */
export async function computeDailySalaries(db: Queryable, input: { merchantCode: string; kind: ContractKindName; start: Date; end: Date; day: string }): Promise<ComputedPayout[]> {
  const { rows } = await db.query<Raw>(
    `WITH contracts AS (${IN_FORCE}),
     figures AS (
       SELECT c.*, coalesce(d.valid_bets, 0) AS bet, coalesce(d.valid_bets, 0) AS base, coalesce(d.wins - d.bets, 0) AS profit, 0 AS loss,
              coalesce((SELECT sum(a.members) FROM team_active a WHERE a.ancestor_id = c.agent_id AND a.day = $5::date AND a.prev_day < $5::date), 0) AS active
       FROM contracts c LEFT JOIN team_days d ON d.ancestor_id = c.agent_id AND d.day = $5::date AND d.game_type = c.game_type
     )${SALARY_TAIL}`,
    [input.merchantCode, input.kind, input.start, input.end, input.day],
  )
  return rows.map((r) => ({ ...r, kind: input.kind }))
}

/**
 * The hourly salary for one hour: each contracted agent's team figures in that hour, from the settled rounds and
 * lottery results themselves (the rollups count days); active members are those with a settled stake of at least the
 * merchant's minimum in the hour.
 */
export async function computeHourSalaries(db: Queryable, input: { merchantCode: string; start: Date; end: Date; activeMinStake: bigint }): Promise<ComputedPayout[]> {
  const { rows } = await db.query<Raw>(
    `WITH contracts AS (${IN_FORCE}),
     played AS (
       SELECT r.member_id, team_game_type(g.category) AS game_type, team_valid_stake(r.bet, r.win) AS valid, r.win - r.bet AS profit
       FROM game_rounds r JOIN games g ON g.node_id = r.node_id
       WHERE r.merchant_code = $1 AND r.status = 'settled' AND r.wallet <> 'trial' AND r.settled_at >= $3 AND r.settled_at < $4
       UNION ALL
       SELECT x.member_id, CASE WHEN l.prize_table = 'electronic' THEN 'ELOTT' ELSE 'LOTT' END, team_valid_stake(x.stake, x.payout), x.payout - x.stake
       FROM lottery_member_rounds x JOIN lottery_rounds l ON l.id = x.round_id
       WHERE x.merchant_code = $1 AND x.settled_at >= $3 AND x.settled_at < $4
     ),
     sums AS (
       SELECT c.*,
              coalesce((SELECT sum(p.valid) FROM played p JOIN member_tree t ON t.member_id = p.member_id WHERE t.ancestor_id = c.agent_id AND p.game_type = c.game_type), 0)::bigint AS bet,
              coalesce((SELECT sum(p.profit) FROM played p JOIN member_tree t ON t.member_id = p.member_id WHERE t.ancestor_id = c.agent_id AND p.game_type = c.game_type), 0)::bigint AS profit,
              (SELECT count(DISTINCT p.member_id) FROM played p JOIN member_tree t ON t.member_id = p.member_id WHERE t.ancestor_id = c.agent_id AND p.valid >= $5) AS active
       FROM contracts c
     ),
     figures AS (SELECT s.*, s.bet AS base, 0 AS loss FROM sums s)${SALARY_TAIL}`,
    [input.merchantCode, 'hourSalary', input.start, input.end, input.activeMinStake],
  )
  return rows.map((r) => ({ ...r, kind: 'hourSalary' as const }))
}

/**
 * Dividends for one period of one length (a contract's own: daily, weekly, semimonthly or monthly), over the days
 * [fromDay, toDay] of the merchant's zone: each contracted agent's team valid bets, result and net loss (what the team
 * lost: bets less wins, not below zero) in its game type, and its active members over the period, from the rollups.
 */
export async function computeDividends(db: Queryable, input: { merchantCode: string; period: string; start: Date; end: Date; fromDay: string; toDay: string }): Promise<ComputedPayout[]> {
  if (!DIVIDEND_PERIODS.has(input.period)) throw new Error(`not a dividend period: ${input.period}`)
  const { rows } = await db.query<Raw>(
    `WITH contracts AS (${IN_FORCE} AND period = '${input.period}'),
     sums AS (
       SELECT c.*, coalesce(sum(d.valid_bets), 0)::bigint AS bet, coalesce(sum(d.wins - d.bets), 0)::bigint AS profit,
              coalesce((SELECT sum(a.members) FROM team_active a WHERE a.ancestor_id = c.agent_id AND a.day BETWEEN $5::date AND $6::date AND a.prev_day < $5::date), 0) AS active
       FROM contracts c LEFT JOIN team_days d ON d.ancestor_id = c.agent_id AND d.day BETWEEN $5::date AND $6::date AND d.game_type = c.game_type
       GROUP BY c.id, c.agent_id, c.upline_id, c.game_type, c.rate_type
     ),
     figures AS (SELECT s.*, greatest(-s.profit, 0) AS base, greatest(-s.profit, 0) AS loss FROM sums s)${SALARY_TAIL}`,
    [input.merchantCode, 'dividend', input.start, input.end, input.fromDay, input.toDay],
  )
  return rows.map((r) => ({ ...r, kind: 'dividend' as const }))
}

/**
 * The real-time salary for one window: for each player's result of each lottery round settled in the window, every
 * ancestor holding a real-time contract for that lottery's game type, nearest first; the tier its contract reaches on
 * the player's stake in that round, and its win rate when the player profited in the round, else its loss rate. Up
 * the chain each agent is paid ⌊stake·rate⌋ less what the agents below it were (the running highest rate, so a broken
 * invariant can never pay a negative part); summed per contract. `teamOf`: only the results of that agent's team (the
 * agent's own accrual so far, not a payout).
 */
export async function computeRealTimeSalaries(db: Queryable, input: { merchantCode: string; start: Date; end: Date; teamOf?: number }): Promise<ComputedPayout[]> {
  const { rows } = await db.query<Raw>(
    `WITH contracts AS (${IN_FORCE}),
     results AS (
       SELECT x.member_id, x.round_id, x.stake, x.payout, CASE WHEN l.prize_table = 'electronic' THEN 'ELOTT' ELSE 'LOTT' END AS game_type
       FROM lottery_member_rounds x JOIN lottery_rounds l ON l.id = x.round_id
       WHERE x.merchant_code = $1 AND x.settled_at >= $3 AND x.settled_at < $4
         AND ($5::integer IS NULL OR x.member_id IN (SELECT member_id FROM member_tree WHERE ancestor_id = $5))
     ),
     chain AS (
       SELECT r.member_id, r.round_id, r.stake, r.payout, r.payout > r.stake AS won, t.depth, c.id, c.agent_id, c.game_type,
              coalesce(m.tier, -1) AS tier, CASE WHEN r.payout > r.stake THEN coalesce(m.win_rate, 0) ELSE coalesce(m.rate, 0) END AS rate
       FROM results r
       JOIN member_tree t ON t.member_id = r.member_id
       JOIN contracts c ON c.agent_id = t.ancestor_id AND c.game_type = r.game_type
       LEFT JOIN LATERAL (SELECT x.tier, x.rate, x.win_rate FROM agent_contract_tiers x WHERE x.contract_id = c.id AND x.min_bet <= r.stake ORDER BY x.tier DESC LIMIT 1) m ON true
     ),
     running AS (
       SELECT ch.*, max(ch.rate) OVER up AS held, coalesce(max(ch.rate) OVER below, 0) AS held_below
       FROM chain ch
       WINDOW up AS (PARTITION BY ch.member_id, ch.round_id ORDER BY ch.depth ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW),
              below AS (PARTITION BY ch.member_id, ch.round_id ORDER BY ch.depth ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
     ),
     parts AS (
       SELECT ru.*, floor(ru.stake::numeric * ru.held / 1000000)::bigint - floor(ru.stake::numeric * ru.held_below / 1000000)::bigint AS part FROM running ru
     )
     SELECT p.id AS "contractId", p.agent_id AS "payeeId", p.game_type AS "gameType", sum(p.stake)::bigint AS "periodBet",
            sum(p.payout - p.stake)::bigint AS "periodProfit", count(DISTINCT p.member_id)::integer AS "activeMembers",
            max(p.tier)::smallint AS tier, 'P' AS "rateType", max(p.held) AS rate, max(p.held_below) AS "rateBelow",
            sum(floor(p.stake::numeric * p.held / 1000000))::bigint AS gross, sum(p.part)::bigint AS amount,
            json_build_object('rounds', count(DISTINCT p.round_id), 'results', count(*),
              'wonStake', coalesce(sum(p.stake) FILTER (WHERE p.won), 0)::text, 'lostStake', coalesce(sum(p.stake) FILTER (WHERE NOT p.won), 0)::text,
              'wonPart', coalesce(sum(p.part) FILTER (WHERE p.won), 0)::text, 'lostPart', coalesce(sum(p.part) FILTER (WHERE NOT p.won), 0)::text) AS explanation
     FROM parts p GROUP BY p.id, p.agent_id, p.game_type ORDER BY p.id`,
    [input.merchantCode, 'realTimeSalary', input.start, input.end, input.teamOf ?? null],
  )
  return rows.map((r) => ({ ...r, kind: 'realTimeSalary' as const }))
}

/** Records a payout unless its (contract, period, payee) has one; answers the new row's id, or null when it had. */
export async function insertPayout(
  db: Queryable,
  p: ComputedPayout & { merchantCode: string; periodStart: Date; periodEnd: Date; status: 'paid' | 'pending'; at: Date },
): Promise<bigint | null> {
  const { rows } = await db.query<{ id: bigint }>(
    `INSERT INTO wage_payouts (merchant_code, contract_id, payee_id, kind, game_type, period_start, period_end, amount, status, period_bet, period_profit,
       active_members, tier, rate_type, rate, rate_below, explanation, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
     ON CONFLICT (contract_id, period_start, payee_id) DO NOTHING RETURNING id`,
    [p.merchantCode, p.contractId, p.payeeId, p.kind, p.gameType, p.periodStart, p.periodEnd, p.amount, p.status, p.periodBet, p.periodProfit,
      p.activeMembers, p.tier, p.rateType, p.rate, p.rateBelow, JSON.stringify(p.explanation), p.at],
  )
  return rows[0]?.id ?? null
}

export async function markPayoutPaid(db: Queryable, id: bigint, entryId: bigint, at: Date): Promise<void> {
  await db.query(`UPDATE wage_payouts SET entry_id = $2, paid_at = $3 WHERE id = $1`, [id, entryId, at])
}

/** How far a job has paid for a merchant (null: it never ran). */
export async function watermarkOf(db: Queryable, merchantCode: string, job: string): Promise<Date | null> {
  const { rows } = await db.query<{ at: Date }>('SELECT paid_through AS at FROM wage_watermarks WHERE merchant_code = $1 AND job = $2', [merchantCode, job])
  return rows[0]?.at ?? null
}

/** Moves a job's watermark forward (never back: two processes may both finish a period). */
export async function advanceWatermark(db: Queryable, merchantCode: string, job: string, to: Date): Promise<void> {
  await db.query(
    `INSERT INTO wage_watermarks (merchant_code, job, paid_through) VALUES ($1, $2, $3)
     ON CONFLICT (merchant_code, job) DO UPDATE SET paid_through = greatest(wage_watermarks.paid_through, EXCLUDED.paid_through)`,
    [merchantCode, job, to],
  )
}

export type PayoutRow = {
  id: bigint
  contractId: bigint
  version: number
  kind: ContractKindName
  gameType: string
  periodStart: Date
  periodEnd: Date
  amount: bigint
  status: 'paid' | 'pending' | 'received' | 'refused' | 'expired'
  periodBet: bigint
  periodProfit: bigint
  activeMembers: number
  tier: number
  rateType: 'P' | 'A'
  rate: bigint
  rateBelow: bigint
  paidAt: Date | null
  explanation: Record<string, unknown>
}

const PAYOUT_COLUMNS = `w.id, w.contract_id AS "contractId", c.version, w.kind, w.game_type AS "gameType", w.period_start AS "periodStart",
  w.period_end AS "periodEnd", w.amount, w.status, w.period_bet AS "periodBet", w.period_profit AS "periodProfit", w.active_members AS "activeMembers",
  w.tier, w.rate_type AS "rateType", w.rate, w.rate_below AS "rateBelow", w.paid_at AS "paidAt", w.explanation`

/** One page of an agent's payouts of a kind, newest period first, with the count and the sum over all of them. */
export async function payoutsOf(db: Queryable, payeeId: number, kind: ContractKindName, page: { limit: number; offset: number }): Promise<{ rows: PayoutRow[]; totalCount: number; total: bigint }> {
  const [list, sums] = await Promise.all([
    db.query<PayoutRow>(
      `SELECT ${PAYOUT_COLUMNS} FROM wage_payouts w JOIN agent_contracts c ON c.id = w.contract_id
       WHERE w.payee_id = $1 AND w.kind = $2 ORDER BY w.period_start DESC, w.id DESC LIMIT $3 OFFSET $4`,
      [payeeId, kind, page.limit, page.offset],
    ),
    db.query<{ n: number; total: bigint }>(`SELECT count(*)::integer AS n, coalesce(sum(amount), 0)::bigint AS total FROM wage_payouts WHERE payee_id = $1 AND kind = $2`, [payeeId, kind]),
  ])
  return { rows: list.rows, totalCount: sums.rows[0]?.n ?? 0, total: sums.rows[0]?.total ?? 0n }
}

/** One payout by id (the verify command), with the merchant it belongs to. */
export async function payoutById(db: Queryable, id: bigint): Promise<(PayoutRow & { merchantCode: string; payeeId: number }) | null> {
  const { rows } = await db.query<PayoutRow & { merchantCode: string; payeeId: number }>(
    `SELECT ${PAYOUT_COLUMNS}, w.merchant_code AS "merchantCode", w.payee_id AS "payeeId" FROM wage_payouts w JOIN agent_contracts c ON c.id = w.contract_id WHERE w.id = $1`,
    [id],
  )
  return rows[0] ?? null
}

/** Manual-release salaries: an agent's own, or those of its direct downlines' contracts (which it releases). */
export type MrPayoutRow = {
  id: bigint
  account: string
  gameType: string
  periodStart: Date
  amount: bigint
  periodBet: bigint
  activeMembers: number
  rateType: 'P' | 'A'
  rate: bigint
  status: 'pending' | 'received' | 'refused' | 'expired'
  createdAt: Date
  decidedAt: Date | null
}

export async function mrPayouts(db: Queryable, agentId: number, scope: 'mine' | 'downline', page: { limit: number; offset: number }): Promise<{ rows: MrPayoutRow[]; totalCount: number }> {
  const where = scope === 'mine' ? 'w.payee_id = $1' : 'c.upline_id = $1'
  const { rows } = await db.query<MrPayoutRow & { total: number }>(
    `SELECT w.id, m.username AS account, w.game_type AS "gameType", w.period_start AS "periodStart", w.amount, w.period_bet AS "periodBet",
            w.active_members AS "activeMembers", w.rate_type AS "rateType", w.rate, w.status, w.created_at AS "createdAt", w.decided_at AS "decidedAt",
            count(*) OVER ()::integer AS total
     FROM wage_payouts w JOIN agent_contracts c ON c.id = w.contract_id JOIN members m ON m.id = w.payee_id
     WHERE ${where} AND w.kind = 'mrDailySalary'
     ORDER BY (w.status = 'pending') DESC, w.period_start DESC, w.id DESC LIMIT $2 OFFSET $3`,
    [agentId, page.limit, page.offset],
  )
  return { rows: rows.map(({ total: _t, ...row }) => row), totalCount: rows[0]?.total ?? 0 }
}

/** One manual-release salary, held for a decision, with the upline of its contract (null: the merchant's). */
export async function mrPayoutForDecision(db: Queryable, merchantCode: string, id: bigint): Promise<(MrPayoutRow & { uplineId: number | null; payeeId: number; contractId: bigint }) | null> {
  const { rows } = await db.query<MrPayoutRow & { uplineId: number | null; payeeId: number; contractId: bigint }>(
    `SELECT w.id, m.username AS account, w.game_type AS "gameType", w.period_start AS "periodStart", w.amount, w.period_bet AS "periodBet",
            w.active_members AS "activeMembers", w.rate_type AS "rateType", w.rate, w.status, w.created_at AS "createdAt", w.decided_at AS "decidedAt",
            c.upline_id AS "uplineId", w.payee_id AS "payeeId", w.contract_id AS "contractId"
     FROM wage_payouts w JOIN agent_contracts c ON c.id = w.contract_id JOIN members m ON m.id = w.payee_id
     WHERE w.id = $1 AND w.merchant_code = $2 AND w.kind = 'mrDailySalary' FOR UPDATE OF w`,
    [id, merchantCode],
  )
  return rows[0] ?? null
}

export async function decideMrPayout(db: Queryable, id: bigint, change: { status: 'received' | 'refused' | 'expired'; at: Date; by: string; entryId?: bigint }): Promise<void> {
  await db.query(
    `UPDATE wage_payouts SET status = $2, decided_at = $3, decided_by = $4, entry_id = coalesce($5, entry_id), paid_at = CASE WHEN $2 = 'received' THEN $3 ELSE paid_at END WHERE id = $1`,
    [id, change.status, change.at, change.by, change.entryId ?? null],
  )
}

/** Manual-release salaries still waiting after the merchant's days: expired, by the job. Answers how many. */
export async function expireMrPayouts(db: Queryable, merchantCode: string, before: Date, at: Date): Promise<number> {
  const { affectedRows } = await db.query(
    `UPDATE wage_payouts SET status = 'expired', decided_at = $3, decided_by = 'system' WHERE merchant_code = $1 AND status = 'pending' AND created_at < $2`,
    [merchantCode, before, at],
  )
  return affectedRows
}
