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
 * Where the contracts keep their invariant (TEAM_HOLDS), the shares are summed per agent's team instead of walked up
 * each chain (TEAM_TAIL): the same payouts, without sorting a row per group and ancestor.
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

/** Who played under each payee: each upline's players counted for it and every agent above it (both tails). */
const PAYEE_PLAYERS = `payee_players AS (
       SELECT a.ancestor_id AS agent_id, p.game_type, sum(p.players)::integer AS players
       FROM players p CROSS JOIN LATERAL (SELECT p.chain_of AS ancestor_id UNION ALL SELECT t.ancestor_id FROM member_tree t WHERE t.member_id = p.chain_of) a
       GROUP BY 1, 2
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
     ${PAYEE_PLAYERS}
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

/**
 * The same answer as CHAIN_TAIL without walking each chain, where the contracts' invariant holds over the window
 * (TEAM_HOLDS): every contract's agent has its upline's contract above it (or is a top agent), and no contract pays
 * more than its upline's in any band, on either side. Then the rate held up to an agent is its own and the rate below
 * it, on any path, its direct downline's, so an agent's exact part is its team's stakes × its rate less each
 * contracted direct downline's team stakes × that downline's rate: each group summed per contracted ancestor (a hash
 * aggregate), no sort or window over the chain rows. The figures (rate, rate below, tier, explanation) are the same
 * as the chain's, and each payout is floored once.
 */
const TEAM_TAIL = `,
     -- Each group counted for its upline and every ancestor above it, summed per ancestor, side and band (a hash
     -- aggregate), then joined to the ancestors' contracts.
     team AS (
       SELECT c.id, c.agent_id, c.upline_id, s.game_type, s.won, s.band, s.stake, s.profit, s.results
       FROM (
         SELECT a.ancestor_id, g.game_type, g.won, g.band, sum(g.stake) AS stake, sum(g.profit) AS profit, sum(g.results) AS results
         FROM groups g
         CROSS JOIN LATERAL (SELECT g.chain_of AS ancestor_id UNION ALL SELECT t.ancestor_id FROM member_tree t WHERE t.member_id = g.chain_of) a
         GROUP BY 1, 2, 3, 4
       ) s JOIN contracts c ON c.agent_id = s.ancestor_id AND c.game_type = s.game_type
     ),
     rated AS MATERIALIZED (
       SELECT tm.*, coalesce(t.tier, -1) AS tier, CASE WHEN tm.won THEN coalesce(t.win_rate, 0) ELSE coalesce(t.rate, 0) END AS rate
       FROM team tm LEFT JOIN tiers t ON t.contract_id = tm.id AND tm.band >= t.min_bet AND tm.band < t.below
     ),
     below AS (
       SELECT r.upline_id AS agent_id, r.game_type, r.won, r.band, sum(r.stake::numeric * r.rate) AS taken, max(r.rate) AS rate_below
       FROM rated r WHERE r.upline_id IS NOT NULL GROUP BY 1, 2, 3, 4
     ),
     parts AS (
       SELECT r.*, r.stake::numeric * r.rate - coalesce(b.taken, 0) AS share, coalesce(b.rate_below, 0) AS rate_below
       FROM rated r LEFT JOIN below b ON b.agent_id = r.agent_id AND b.game_type = r.game_type AND b.won = r.won AND b.band = r.band
     ),
     ${PAYEE_PLAYERS}
     SELECT pa.id AS "contractId", pa.agent_id AS "payeeId", pa.game_type AS "gameType", sum(pa.stake)::bigint AS "periodBet",
            sum(pa.profit)::bigint AS "periodProfit", coalesce(max(pp.players), 0) AS "activeMembers",
            max(pa.tier)::smallint AS tier, 'P' AS "rateType", max(pa.rate) AS rate, max(pa.rate_below) AS "rateBelow",
            floor(sum(pa.stake::numeric * pa.rate) / 1000000)::bigint AS gross,
            floor(sum(pa.share) / 1000000)::bigint AS amount,
            json_build_object('results', sum(pa.results),
              'wonStake', coalesce(sum(pa.stake) FILTER (WHERE pa.won), 0)::text, 'lostStake', coalesce(sum(pa.stake) FILTER (WHERE NOT pa.won), 0)::text,
              'wonShare', coalesce(sum(pa.share) FILTER (WHERE pa.won) / 1000000, 0)::text,
              'lostShare', coalesce(sum(pa.share) FILTER (WHERE NOT pa.won) / 1000000, 0)::text) AS explanation
     FROM parts pa LEFT JOIN payee_players pp ON pp.agent_id = pa.agent_id AND pp.game_type = pa.game_type
     GROUP BY pa.id, pa.agent_id, pa.game_type ORDER BY pa.id`

/**
 * Whether TEAM_TAIL answers the window: each contract in force is its agent's only one for the game type, hangs on
 * its agent's upline in the tree and that upline's contract in force (or is a top agent's), and pays no more than
 * that contract at any betAmount of either, lost or won. Signing and the automatic endings keep this; a member moved
 * between agents, or terms written some other way, can break it, and then the chains are walked.
 */
const TEAM_HOLDS = `
     -- Each contract and its upline's.
     pairs AS MATERIALIZED (SELECT c.id AS down, u.id AS up FROM contracts c JOIN contracts u ON u.agent_id = c.upline_id AND u.game_type = c.game_type),
     -- Where either changes tier: comparing the two there compares them everywhere (each rate is flat between).
     points AS (
       SELECT pr.down, pr.up, x.min_bet FROM pairs pr JOIN agent_contract_tiers x ON x.contract_id = pr.down
       UNION ALL SELECT pr.down, pr.up, x.min_bet FROM pairs pr JOIN agent_contract_tiers x ON x.contract_id = pr.up
     )
     -- Counts and hashed subplans, not anti-joins of one CTE with another: the planner takes a CTE for a few rows, and
     -- a nested loop over ten thousand contracts twice took a minute.
     SELECT NOT EXISTS (SELECT 1 FROM contracts c JOIN members m ON m.id = c.agent_id WHERE m.upline_id IS DISTINCT FROM c.upline_id)
        AND (SELECT count(*) FROM contracts WHERE upline_id IS NOT NULL) = (SELECT count(DISTINCT down) FROM pairs)
        AND NOT EXISTS (SELECT 1 FROM contracts GROUP BY agent_id, game_type HAVING count(*) > 1)
        -- Each rate at a point: its contract's highest tier from there down (an index probe each).
        AND NOT EXISTS (
          SELECT 1 FROM points p
          LEFT JOIN LATERAL (SELECT x.rate, x.win_rate FROM agent_contract_tiers x WHERE x.contract_id = p.down AND x.min_bet <= p.min_bet ORDER BY x.tier DESC LIMIT 1) d ON true
          LEFT JOIN LATERAL (SELECT x.rate, x.win_rate FROM agent_contract_tiers x WHERE x.contract_id = p.up AND x.min_bet <= p.min_bet ORDER BY x.tier DESC LIMIT 1) u ON true
          WHERE coalesce(d.rate, 0) > coalesce(u.rate, 0) OR coalesce(d.win_rate, 0) > coalesce(u.win_rate, 0)
        ) AS holds`

/** How the shares up the chains are summed: walking each chain, per agent's team (where the invariant holds), or whichever applies. */
export type RealTimeTail = 'auto' | 'chain' | 'team'

const KIND = 'realTimeSalary' as const
const lengthOf = (window: RealTimeWindow) => window.end.getTime() - window.start.getTime()

/**
 * The real-time salary for one window: what each contract pays. `teamOf`: only that agent's team's results (its
 * accrual so far in the window in progress, not a payout; read from the results). `source` forces where the groups
 * come from (the tests compare the two).
 */
export async function computeRealTimeSalaries(
  db: Queryable,
  input: RealTimeWindow & { teamOf?: number; source?: RealTimeSource; tail?: RealTimeTail },
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
    const tail = input.tail ?? 'auto'
    const byTeam = tail === 'team' || (tail === 'auto' && (await teamTailHolds(q, input)))
    const { rows } = await q.query<RawPayout>(
      `WITH contracts AS (${IN_FORCE}),${fromRollup ? FROM_ROLLUP : FROM_RESULTS}${byTeam ? TEAM_TAIL : CHAIN_TAIL}`,
      [input.merchantCode, KIND, input.start, input.end, fromRollup ? lengthOf(input) : (input.teamOf ?? null)],
    )
    return rows.map((r) => ({ ...r, kind: KIND }))
  }
  return 'transaction' in db ? (db as Database).transaction(run) : run(db)
}

/** Whether the contracts in force over the window keep the invariant TEAM_TAIL relies on (TEAM_HOLDS). */
async function teamTailHolds(db: Queryable, window: RealTimeWindow): Promise<boolean> {
  const { rows } = await db.query<{ holds: boolean }>(`WITH contracts AS MATERIALIZED (${IN_FORCE}),${TEAM_HOLDS}`, [window.merchantCode, KIND, window.start, window.end])
  return rows[0]?.holds === true
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
