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
  /** A dividend's carry-over (db/contracts/dividends.ts): the deficit carried in from its previous period and out to its next. */
  carriedIn?: bigint
  carriedOut?: bigint
  explanation: Record<string, unknown>
}

export type RawPayout = Omit<ComputedPayout, 'explanation'> & { explanation: Record<string, unknown> }

/** The contracts of a kind (and a dividend's period) in force over the whole of [start, end). */
export const IN_FORCE = `SELECT id, agent_id, upline_id, game_type, rate_type FROM agent_contracts
  WHERE merchant_code = $1 AND kind = $2 AND effective_from <= $3 AND coalesce(ended_at, 'infinity') >= $4`

/**
 * The tail shared by the salaries and dividends: the tier each contract reaches on its figures (bet, the team's net
 * loss, active members), its gross (a percent of the base, which is the valid bets for a salary and the net loss for
 * a dividend, or the tier's amount), and its part: the gross less its direct downlines' gross (not below zero: an
 * amount contract's downlines may reach more in all than the upline's one amount). `extraColumns`: more of the
 * figures' columns for the answer (`, g.<column> AS "<name>"`: the dividend's carry-over).
 */
export const salaryTail = (extraColumns = '') => `
, reached AS (
  SELECT f.*, coalesce(m.tier, -1)::smallint AS tier, coalesce(m.rate, 0) AS rate
  FROM figures f LEFT JOIN LATERAL (
    SELECT x.tier, x.rate FROM agent_contract_tiers x WHERE x.contract_id = f.id AND x.min_bet <= f.bet AND x.net_loss <= f.loss AND x.active_members <= f.active
    ORDER BY x.tier DESC LIMIT 1
  ) m ON true
), grossed AS MATERIALIZED (
  SELECT r.*, CASE WHEN r.tier < 0 THEN 0 WHEN r.rate_type = 'P' THEN floor(r.base::numeric * r.rate / 1000000)::bigint ELSE r.rate END AS gross FROM reached r
), below AS (
  SELECT d.upline_id, d.game_type, sum(d.gross)::bigint AS gross_below, max(d.rate) AS rate_below, count(*)::integer AS downlines
  FROM grossed d WHERE d.upline_id IS NOT NULL GROUP BY 1, 2
)
SELECT g.id AS "contractId", g.agent_id AS "payeeId", g.game_type AS "gameType", g.bet AS "periodBet", g.profit AS "periodProfit",
       g.active::integer AS "activeMembers", g.tier, g.rate_type AS "rateType", g.rate, g.gross,
       coalesce(b.rate_below, 0) AS "rateBelow",
       greatest(g.gross - coalesce(b.gross_below, 0), 0) AS amount,
       json_build_object('gross', g.gross::text, 'downlines', coalesce(b.downlines, 0), 'grossBelow', coalesce(b.gross_below, 0)::text) AS explanation${extraColumns}
FROM grossed g LEFT JOIN below b ON b.upline_id = g.agent_id AND b.game_type = g.game_type
ORDER BY g.id`
const SALARY_TAIL = salaryTail()

/**
 * The daily salary (automatic or manual-release) for one day of the merchant's time zone: each contracted agent's
 * team figures that day in its game type (valid bets, result) from the team rollups, and its active members.
 */
export async function computeDailySalaries(db: Queryable, input: { merchantCode: string; kind: ContractKindName; start: Date; end: Date; day: string }): Promise<ComputedPayout[]> {
  const { rows } = await db.query<RawPayout>(
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
  const { rows } = await db.query<RawPayout>(
    `WITH contracts AS (${IN_FORCE}),
     played AS MATERIALIZED (
       SELECT r.member_id, team_game_type(g.category) AS game_type, team_valid_stake(r.bet, r.win) AS valid, r.win - r.bet AS profit
       FROM game_rounds r JOIN games g ON g.node_id = r.node_id
       WHERE r.merchant_code = $1 AND r.status = 'settled' AND r.wallet <> 'trial' AND r.settled_at >= $3 AND r.settled_at < $4
       UNION ALL
       SELECT x.member_id, CASE WHEN l.prize_table = 'electronic' THEN 'ELOTT' ELSE 'LOTT' END, team_valid_stake(x.stake, x.payout), x.payout - x.stake
       FROM lottery_member_rounds x JOIN lottery_rounds l ON l.id = x.round_id
       WHERE x.merchant_code = $1 AND x.settled_at >= $3 AND x.settled_at < $4
     ),
     team AS (
       SELECT t.ancestor_id, p.game_type, sum(p.valid)::bigint AS bet, sum(p.profit)::bigint AS profit
       FROM played p JOIN member_tree t ON t.member_id = p.member_id GROUP BY 1, 2
     ),
     active AS (
       SELECT t.ancestor_id, count(DISTINCT p.member_id) AS active FROM played p JOIN member_tree t ON t.member_id = p.member_id WHERE p.valid >= $5 GROUP BY 1
     ),
     sums AS (
       SELECT c.*, coalesce(tm.bet, 0) AS bet, coalesce(tm.profit, 0) AS profit, coalesce(a.active, 0) AS active
       FROM contracts c LEFT JOIN team tm ON tm.ancestor_id = c.agent_id AND tm.game_type = c.game_type LEFT JOIN active a ON a.ancestor_id = c.agent_id
     ),
     figures AS (SELECT s.*, s.bet AS base, 0 AS loss FROM sums s)${SALARY_TAIL}`,
    [input.merchantCode, 'hourSalary', input.start, input.end, input.activeMinStake],
  )
  return rows.map((r) => ({ ...r, kind: 'hourSalary' as const }))
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
  /** A dividend's carry-over: whether its contract carries over, and the deficit carried in and out (0 otherwise). */
  carryOver: boolean
  carriedIn: bigint
  carriedOut: bigint
}

const PAYOUT_COLUMNS = `w.id, w.contract_id AS "contractId", c.version, w.kind, w.game_type AS "gameType", w.period_start AS "periodStart",
  w.period_end AS "periodEnd", w.amount, w.status, w.period_bet AS "periodBet", w.period_profit AS "periodProfit", w.active_members AS "activeMembers",
  w.tier, w.rate_type AS "rateType", w.rate, w.rate_below AS "rateBelow", w.paid_at AS "paidAt", w.explanation,
  c.carry_over AS "carryOver", w.carried_in AS "carriedIn", w.carried_out AS "carriedOut"`

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

/**
 * A period's payouts, paid in one transaction and a few statements (the lottery's `postWinnings` pattern): the payout
 * rows (those whose (contract, period, payee) has none yet; a dividend's row that only carries a deficit pays 0 and
 * posts nothing), then for those paid at once their ledger entries
 * (`wage`: salary_pool → the payee's main wallet, one per payout, keyed `wage:<contract>:<period start>:<payee>`),
 * postings and balances. The caller has locked the salary pool and the payees' main wallets, in the ledger's lock
 * order. The fingerprint is the ledger's (`ledger_fingerprint`, migration 019) for the same movement, spelled out.
 * Answers the payees paid (for the balance cache) and how many payouts were written.
 */
export async function insertAndPayPeriod(
  db: Queryable,
  input: {
    merchantCode: string
    currency: string
    periodStart: Date
    periodEnd: Date
    status: 'paid' | 'pending'
    at: Date
    poolAccountId: bigint
    payouts: readonly ComputedPayout[]
  },
): Promise<{ written: number; memberIds: number[] }> {
  const p = input.payouts
  const { rows } = await db.query<{ written: number; memberIds: number[] | null }>(
    `WITH computed AS (
       SELECT * FROM unnest($1::bigint[], $2::integer[], $3::text[], $4::text[], $5::bigint[], $6::bigint[], $7::bigint[], $8::integer[], $9::smallint[],
                            $10::text[], $11::bigint[], $12::bigint[], $13::jsonb[], $22::bigint[], $23::bigint[])
         AS c (contract_id, payee_id, kind, game_type, amount, period_bet, period_profit, active_members, tier, rate_type, rate, rate_below, explanation,
               carried_in, carried_out)
     ),
     written AS (
       INSERT INTO wage_payouts (merchant_code, contract_id, payee_id, kind, game_type, period_start, period_end, amount, status, period_bet, period_profit,
         active_members, tier, rate_type, rate, rate_below, explanation, created_at, carried_in, carried_out)
       SELECT $14, c.contract_id, c.payee_id, c.kind, c.game_type, $15, $16, c.amount, $17, c.period_bet, c.period_profit, c.active_members, c.tier,
              c.rate_type, c.rate, c.rate_below, c.explanation, $18, c.carried_in, c.carried_out
       FROM computed c ORDER BY c.contract_id
       ON CONFLICT (contract_id, period_start, payee_id) DO NOTHING
       RETURNING id, contract_id, payee_id, amount
     ),
     to_pay AS (
       SELECT w.*, a.id AS account_id, 'wage:' || w.contract_id || ':' || $19::bigint || ':' || w.payee_id AS key
       FROM written w JOIN ledger_accounts a ON a.merchant_code = $14 AND a.currency = $20 AND a.kind = 'main' AND a.vendor_code = '' AND a.member_id = w.payee_id
       WHERE $17 = 'paid' AND w.amount > 0
     ),
     entries AS (
       INSERT INTO ledger_entries (merchant_code, currency, entry_type, reference, idempotency_key, fingerprint, actor, ip, created_at)
       SELECT $14, $20, 'wage', 'wage:' || t.id, t.key,
              '["' || $20 || '","wage","wage:' || t.id || '","system",[["main:' || t.payee_id || '","' || t.amount::text || '"],["salary_pool","' || (-t.amount)::text || '"]]]',
              'system', NULL, $18
       FROM to_pay t ORDER BY t.id
       ON CONFLICT (merchant_code, idempotency_key) DO NOTHING
       RETURNING id, idempotency_key
     ),
     paid AS (
       SELECT e.id AS entry_id, t.id AS payout_id, t.payee_id, t.account_id, t.amount,
              sum(t.amount) OVER (ORDER BY e.id) AS pool_running,
              sum(t.amount) OVER (PARTITION BY t.account_id ORDER BY e.id) AS member_running
       FROM entries e JOIN to_pay t ON t.key = e.idempotency_key
     ),
     member_postings AS (
       INSERT INTO ledger_postings (entry_id, account_id, amount, balance_after)
       SELECT p.entry_id, p.account_id, p.amount, a.balance + p.member_running FROM paid p JOIN ledger_accounts a ON a.id = p.account_id
     ),
     pool_postings AS (
       INSERT INTO ledger_postings (entry_id, account_id, amount, balance_after)
       SELECT p.entry_id, $21::bigint, -p.amount, s.balance - p.pool_running FROM paid p CROSS JOIN (SELECT balance FROM ledger_accounts WHERE id = $21::bigint) s
     ),
     members AS (
       UPDATE ledger_accounts a SET balance = a.balance + m.total
       FROM (SELECT account_id, sum(amount) AS total FROM paid GROUP BY account_id) m WHERE a.id = m.account_id
     ),
     pool AS (
       UPDATE ledger_accounts SET balance = balance - (SELECT coalesce(sum(amount), 0) FROM paid) WHERE id = $21::bigint AND EXISTS (SELECT 1 FROM paid)
     ),
     marked AS (
       UPDATE wage_payouts w SET entry_id = p.entry_id, paid_at = $18 FROM paid p WHERE w.id = p.payout_id
     )
     SELECT (SELECT count(*) FROM written)::integer AS written, (SELECT array_agg(DISTINCT payee_id) FROM paid) AS "memberIds"`,
    [
      p.map((x) => x.contractId), p.map((x) => x.payeeId), p.map((x) => x.kind), p.map((x) => x.gameType), p.map((x) => x.amount), p.map((x) => x.periodBet),
      p.map((x) => x.periodProfit), p.map((x) => x.activeMembers), p.map((x) => x.tier), p.map((x) => x.rateType), p.map((x) => x.rate), p.map((x) => x.rateBelow),
      p.map((x) => JSON.stringify(x.explanation)),
      input.merchantCode, input.periodStart, input.periodEnd, input.status, input.at, input.periodStart.getTime(), input.currency, input.poolAccountId,
      p.map((x) => x.carriedIn ?? 0n), p.map((x) => x.carriedOut ?? 0n),
    ],
  )
  return { written: rows[0]?.written ?? 0, memberIds: rows[0]?.memberIds ?? [] }
}

/**
 * The salary pool and the payees' main wallets, made where missing and locked in the ledger's lock order (the
 * merchant's account first, then the members', each in id order: migration 022) before a period is paid.
 */
export async function lockPayeeAccounts(db: Queryable, scope: { merchantCode: string; currency: string }, poolAccountId: bigint, payeeIds: readonly number[], at: Date): Promise<void> {
  await db.query(
    `INSERT INTO ledger_accounts (merchant_code, currency, kind, member_id, vendor_code, created_at)
     SELECT $1, $2, 'main', p, '', $4 FROM unnest($3::integer[]) AS p
     ON CONFLICT (merchant_code, currency, kind, (coalesce(member_id, 0)), vendor_code, shard) DO NOTHING`,
    [scope.merchantCode, scope.currency, payeeIds, at],
  )
  await db.query(
    `SELECT a.id FROM ledger_accounts a
     WHERE a.id = $3 OR (a.merchant_code = $1 AND a.currency = $2 AND a.kind = 'main' AND a.vendor_code = '' AND a.member_id = ANY($4::integer[]))
     ORDER BY a.member_id IS NOT NULL, a.id FOR UPDATE`,
    [scope.merchantCode, scope.currency, poolAccountId, payeeIds],
  )
}
