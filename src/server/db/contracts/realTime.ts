/**
 * SQL of the real-time salary (migrations 029 and 030; docs/contracts.md "Real-time salary").
 *
 * Per result (a player's stake in one lottery round settled in the window), every ancestor of the player holding a
 * real-time contract for that lottery's game type, nearest first, reaches the tier its contract holds for the stake
 * and takes its win rate when the player profited in the round, else its loss rate; up the chain each agent's share
 * is the stake × (the highest rate held up to it − the highest below it), so the chain takes the top agent's rate in
 * all and no share is negative. An agent's payout is its exact shares summed over the window, rounded down once (what
 * the rounding leaves, under one minor unit per payout, stays with the merchant).
 *
 * Set-based at size: results of players with the same upline (the same chain), side (won or lost) and stake band
 * (between two consecutive betAmounts, where every contract holds one tier) are summed first, so the chain is walked
 * once per group, not once per result. Those groups come from the rollup each round's settlement writes
 * (`rollUpSettledRound`) when it is whole and its bands fine enough, else from the results themselves: the same sums.
 */
import { databaseOf, type Database, type Queryable } from '../database'
import { IN_FORCE, type ComputedPayout, type RawPayout } from './wages'

export interface RealTimeWindow {
  merchantCode: string
  start: Date
  end: Date
}

/** Where a window's groups are read from: the rollup, the results, or whichever answers it (the rollup when usable). */
export type RealTimeSource = 'auto' | 'rollup' | 'results'

const TIERS = `
     tiers AS (
       SELECT x.contract_id, x.tier, x.rate, x.win_rate, x.min_bet,
              coalesce(lead(x.min_bet) OVER (PARTITION BY x.contract_id ORDER BY x.tier), 9223372036854775807) AS below
       FROM agent_contract_tiers x JOIN contracts c ON c.id = x.contract_id
     )`

/** The groups and each upline's players from the window's results ($5: only this agent's team, or null). */
const FROM_RESULTS = `${TIERS},
     -- The stake bands: every betAmount of a contract in force, in order (a stake's band is its width_bucket).
     bands AS (SELECT array_agg(b.min_bet ORDER BY b.min_bet) AS thresholds FROM (SELECT min_bet FROM tiers UNION SELECT 0) b),
     -- Each player's results summed per side and band first (a scan of the window's results, no join per result).
     per_player AS (
       SELECT x.member_id, CASE WHEN l.prize_table = 'electronic' THEN 'ELOTT' ELSE 'LOTT' END AS game_type, x.payout > x.stake AS won,
              width_bucket(x.stake, b.thresholds) AS band_no, sum(x.stake) AS stake, sum(x.payout - x.stake) AS profit, count(*) AS results
       FROM lottery_member_rounds x JOIN lottery_rounds l ON l.id = x.round_id CROSS JOIN bands b
       WHERE x.merchant_code = $1 AND x.settled_at >= $3 AND x.settled_at < $4
         AND ($5::integer IS NULL OR x.member_id IN (SELECT member_id FROM member_tree WHERE ancestor_id = $5))
       GROUP BY 1, 2, 3, 4
     ),
     -- Then per upline: players with one upline share one chain.
     groups AS MATERIALIZED (
       SELECT m.upline_id AS chain_of, p.game_type, p.won, b.thresholds[p.band_no] AS band, sum(p.stake) AS stake, sum(p.profit) AS profit, sum(p.results) AS results
       FROM per_player p JOIN members m ON m.id = p.member_id CROSS JOIN bands b WHERE m.upline_id IS NOT NULL
       GROUP BY 1, 2, 3, 4
     ),
     players AS (
       SELECT m.upline_id AS chain_of, p.game_type, count(DISTINCT p.member_id) AS players
       FROM per_player p JOIN members m ON m.id = p.member_id WHERE m.upline_id IS NOT NULL GROUP BY 1, 2
     )`

/** The same from the window's rollup ($5: the window's length in ms). */
const FROM_ROLLUP = `${TIERS},
     groups AS MATERIALIZED (
       SELECT g.upline_id AS chain_of, g.game_type, g.won, g.band, g.stake, g.profit, g.results
       FROM realtime_groups g WHERE g.merchant_code = $1 AND g.window_start = $3 AND g.window_ms = $5
     ),
     players AS (
       SELECT p.upline_id AS chain_of, p.game_type, count(*) AS players
       FROM realtime_players p WHERE p.merchant_code = $1 AND p.window_start = $3 AND p.window_ms = $5 GROUP BY 1, 2
     )`

/** From the groups: each contract's shares up each group's chain, summed per payee. */
const CHAIN_TAIL = `,
     chain AS (
       SELECT g.*, a.depth, c.id, c.agent_id, coalesce(t.tier, -1) AS tier, CASE WHEN g.won THEN coalesce(t.win_rate, 0) ELSE coalesce(t.rate, 0) END AS rate
       FROM groups g
       CROSS JOIN LATERAL (SELECT g.chain_of AS ancestor_id, 0 AS depth UNION ALL SELECT t.ancestor_id, t.depth FROM member_tree t WHERE t.member_id = g.chain_of) a
       JOIN contracts c ON c.agent_id = a.ancestor_id AND c.game_type = g.game_type
       LEFT JOIN tiers t ON t.contract_id = c.id AND g.band >= t.min_bet AND g.band < t.below
     ),
     running AS (
       SELECT ch.*, max(ch.rate) OVER up AS held, coalesce(max(ch.rate) OVER below, 0) AS held_below
       FROM chain ch
       WINDOW up AS (PARTITION BY ch.chain_of, ch.game_type, ch.won, ch.band ORDER BY ch.depth ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW),
              below AS (PARTITION BY ch.chain_of, ch.game_type, ch.won, ch.band ORDER BY ch.depth ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
     ),
     payee_players AS (
       SELECT a.ancestor_id AS agent_id, p.game_type, sum(p.players)::integer AS players
       FROM players p CROSS JOIN LATERAL (SELECT p.chain_of AS ancestor_id UNION ALL SELECT t.ancestor_id FROM member_tree t WHERE t.member_id = p.chain_of) a
       GROUP BY 1, 2
     )
     SELECT ru.id AS "contractId", ru.agent_id AS "payeeId", ru.game_type AS "gameType", sum(ru.stake)::bigint AS "periodBet",
            sum(ru.profit)::bigint AS "periodProfit", coalesce(max(pp.players), 0) AS "activeMembers",
            max(ru.tier)::smallint AS tier, 'P' AS "rateType", max(ru.held) AS rate, max(ru.held_below) AS "rateBelow",
            floor(sum(ru.stake::numeric * ru.held) / 1000000)::bigint AS gross,
            floor(sum(ru.stake::numeric * (ru.held - ru.held_below)) / 1000000)::bigint AS amount,
            json_build_object('results', sum(ru.results),
              'wonStake', coalesce(sum(ru.stake) FILTER (WHERE ru.won), 0)::text, 'lostStake', coalesce(sum(ru.stake) FILTER (WHERE NOT ru.won), 0)::text,
              'wonShare', coalesce(sum(ru.stake::numeric * (ru.held - ru.held_below)) FILTER (WHERE ru.won) / 1000000, 0)::text,
              'lostShare', coalesce(sum(ru.stake::numeric * (ru.held - ru.held_below)) FILTER (WHERE NOT ru.won) / 1000000, 0)::text) AS explanation
     FROM running ru LEFT JOIN payee_players pp ON pp.agent_id = ru.agent_id AND pp.game_type = ru.game_type
     GROUP BY ru.id, ru.agent_id, ru.game_type ORDER BY ru.id`

const KIND = 'realTimeSalary' as const
const lengthOf = (window: RealTimeWindow) => window.end.getTime() - window.start.getTime()

/**
 * The real-time salary for one window: what each contract pays. `teamOf`: only that agent's team's results (its
 * accrual so far in the window in progress, not a payout; read from the results). `source` forces where the groups
 * come from (the tests compare the two).
 */
export async function computeRealTimeSalaries(
  db: Queryable,
  input: RealTimeWindow & { teamOf?: number; source?: RealTimeSource },
): Promise<ComputedPayout[]> {
  // A window's results are summed in memory, not spilled to disk, and the plan is not compiled (its run is short next
  // to the compile): settings of this statement's own transaction only.
  const database = databaseOf(db)
  const run = async (q: Queryable) => {
    if (database?.kind === 'postgres') {
      await q.query(`SET LOCAL work_mem = '256MB'`)
      await q.query('SET LOCAL jit = off')
    }
    const source = input.source ?? 'auto'
    const fromRollup = input.teamOf === undefined && (source === 'rollup' || (source === 'auto' && (await rollupUsable(q, input))))
    const { rows } = fromRollup
      ? await q.query<RawPayout>(`WITH contracts AS (${IN_FORCE}),${FROM_ROLLUP}${CHAIN_TAIL}`, [input.merchantCode, KIND, input.start, input.end, lengthOf(input)])
      : await q.query<RawPayout>(`WITH contracts AS (${IN_FORCE}),${FROM_RESULTS}${CHAIN_TAIL}`, [input.merchantCode, KIND, input.start, input.end, input.teamOf ?? null])
    return rows.map((r) => ({ ...r, kind: KIND }))
  }
  return 'transaction' in db ? (db as Database).transaction(run) : run(db)
}

/**
 * Whether the window's rollup answers its payouts: it holds every result of the window (whole), and its bands
 * split stakes at least where every contract in force over the window changes tier.
 */
export async function rollupUsable(db: Queryable, window: RealTimeWindow): Promise<boolean> {
  const { rows } = await db.query<{ usable: boolean }>(
    `WITH contracts AS (${IN_FORCE})
     SELECT w.whole AND w.thresholds @> coalesce((SELECT array_agg(x.min_bet) FROM agent_contract_tiers x JOIN contracts c ON c.id = x.contract_id), '{}') AS usable
     FROM realtime_windows w WHERE w.merchant_code = $1 AND w.window_start = $3 AND w.window_ms = $5`,
    [window.merchantCode, KIND, window.start, window.end, lengthOf(window)],
  )
  return rows[0]?.usable === true
}

/**
 * At a lottery round's settlement, in its transaction, after its members' results are written: adds them to their
 * window's rollup. The window's first settlement fixes its bands (every betAmount of a real-time contract that may be
 * in force over it) and whether the rollup is whole (no result of the window settled before it).
 */
export async function rollUpSettledRound(db: Queryable, round: { id: bigint; merchantCode: string }, window: RealTimeWindow): Promise<void> {
  const params = [round.merchantCode, window.start, lengthOf(window), round.id, window.end]
  await db.query(
    `INSERT INTO realtime_windows (merchant_code, window_start, window_ms, thresholds, whole)
     SELECT $1::text, $2::timestamptz, $3::integer,
            (SELECT array_agg(b.min_bet ORDER BY b.min_bet) FROM (
               SELECT 0::bigint AS min_bet
               UNION SELECT x.min_bet FROM agent_contract_tiers x JOIN agent_contracts c ON c.id = x.contract_id
               WHERE c.merchant_code = $1::text AND c.kind = '${KIND}' AND c.effective_from <= $2::timestamptz AND coalesce(c.ended_at, 'infinity') > $2::timestamptz
            ) b),
            NOT EXISTS (SELECT 1 FROM lottery_member_rounds x WHERE x.merchant_code = $1::text AND x.settled_at >= $2::timestamptz AND x.settled_at < $5::timestamptz AND x.round_id <> $4::bigint)
     ON CONFLICT DO NOTHING`,
    params,
  )
  // In key order, so two settlements adding to the same groups at once wait for each other rather than deadlock.
  await db.query(
    `INSERT INTO realtime_groups (merchant_code, window_start, window_ms, upline_id, game_type, won, band, stake, profit, results)
     SELECT $1::text, $2::timestamptz, $3::integer, m.upline_id, CASE WHEN l.prize_table = 'electronic' THEN 'ELOTT' ELSE 'LOTT' END, x.payout > x.stake,
            w.thresholds[width_bucket(x.stake, w.thresholds)], sum(x.stake)::bigint, sum(x.payout - x.stake)::bigint, count(*)::integer
     FROM lottery_member_rounds x JOIN lottery_rounds l ON l.id = x.round_id JOIN members m ON m.id = x.member_id
     JOIN realtime_windows w ON w.merchant_code = $1::text AND w.window_start = $2::timestamptz AND w.window_ms = $3::integer
     WHERE x.round_id = $4::bigint AND m.upline_id IS NOT NULL
     GROUP BY 4, 5, 6, 7 ORDER BY 4, 5, 6, 7
     ON CONFLICT (merchant_code, window_start, window_ms, upline_id, game_type, won, band) DO UPDATE
       SET stake = realtime_groups.stake + EXCLUDED.stake, profit = realtime_groups.profit + EXCLUDED.profit, results = realtime_groups.results + EXCLUDED.results`,
    params.slice(0, 4),
  )
  await db.query(
    `INSERT INTO realtime_players (merchant_code, window_start, window_ms, upline_id, game_type, member_id)
     SELECT $1::text, $2::timestamptz, $3::integer, m.upline_id, CASE WHEN l.prize_table = 'electronic' THEN 'ELOTT' ELSE 'LOTT' END, x.member_id
     FROM lottery_member_rounds x JOIN lottery_rounds l ON l.id = x.round_id JOIN members m ON m.id = x.member_id
     WHERE x.round_id = $4::bigint AND m.upline_id IS NOT NULL
     ORDER BY 4, 5, 6
     ON CONFLICT DO NOTHING`,
    params.slice(0, 4),
  )
}

/** A round settled while the merchant had no real-time salary: a window already rolled up is no longer whole. */
export async function markRollupPartial(db: Queryable, merchantCode: string, window: RealTimeWindow): Promise<void> {
  await db.query('UPDATE realtime_windows SET whole = false WHERE merchant_code = $1 AND window_start = $2 AND window_ms = $3 AND whole', [
    merchantCode, window.start, lengthOf(window),
  ])
}

/**
 * A member moved to another agent: the rollups hold its results under its old upline, the results themselves under
 * its new one (what the payout and the verify command read), so every window of the merchant kept is marked partial.
 */
export async function markMerchantRollupsPartial(db: Queryable, merchantCode: string): Promise<void> {
  await db.query('UPDATE realtime_windows SET whole = false WHERE merchant_code = $1 AND whole', [merchantCode])
}

/** Drops the rollups of windows that began before `before` (paid long since; the results themselves stay). */
export async function pruneRealTimeRollups(db: Queryable, merchantCode: string, before: Date): Promise<void> {
  for (const table of ['realtime_groups', 'realtime_players', 'realtime_windows']) {
    await db.query(`DELETE FROM ${table} WHERE merchant_code = $1 AND window_start < $2`, [merchantCode, before])
  }
}
