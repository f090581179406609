/**
 * The team rollups' upkeep (migration 028): one run takes a batch of a merchant's `team_events` and adds it, in one
 * transaction, to what each member did per day (`team_member_days`), to what each of its ancestors' teams did
 * (`team_days`) and to each of their direct lines (`team_line_days`), to the first deposits and to the active-member days. The events are deleted in that transaction,
 * so a batch is counted exactly once: a run that fails counts nothing, and the next run takes the same events.
 * Events not yet committed are invisible here and are taken by a later run.
 */
import type { Database, Queryable } from '../database'

export interface RollupRun {
  merchantCode: string
  /** The merchant's time zone as minutes from UTC: a day is a day there. */
  utcOffsetMinutes: number
  /** The least stake of one settled round that makes its member active that day, in minor units. */
  activeMinStake: bigint
  /** Events taken per run. */
  batchSize: number
}

const SUMS = ['rounds', 'bets', 'valid_bets', 'wins', 'deposits', 'deposit_count', 'first_deposits', 'withdrawals', 'bonuses', 'registrations'] as const
const ADD_SUMS = (table: string) => SUMS.map((c) => `${c} = ${table}.${c} + EXCLUDED.${c}`).join(', ')

/** Counts one batch of the merchant's events; answers how many events it took (0: nothing was waiting). */
export async function rollUpTeamEvents(db: Database, run: RollupRun): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query(`CREATE TEMP TABLE IF NOT EXISTS team_batch (
        member_id integer NOT NULL, day date NOT NULL, game_type text NOT NULL,
        rounds integer NOT NULL, bets bigint NOT NULL, valid_bets bigint NOT NULL, wins bigint NOT NULL, max_stake bigint NOT NULL,
        deposits bigint NOT NULL, deposit_count integer NOT NULL, first_deposits integer NOT NULL, withdrawals bigint NOT NULL,
        bonuses bigint NOT NULL, registrations integer NOT NULL, events integer NOT NULL,
        PRIMARY KEY (member_id, day, game_type)) ON COMMIT DELETE ROWS`)
    await tx.query('DELETE FROM team_batch')
    // The batch, summed per member, day (in the merchant's zone) and game type, and taken off the queue.
    await tx.query(
      `WITH taken AS (
         DELETE FROM team_events WHERE id IN (
           SELECT id FROM team_events WHERE merchant_code = $1 ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
         RETURNING *)
       INSERT INTO team_batch
       SELECT member_id, ((at AT TIME ZONE 'UTC') + make_interval(mins => $2))::date, game_type,
              sum(rounds), sum(bets), sum(valid_bets), sum(wins), max(max_stake), sum(deposits), sum(deposit_count), 0,
              sum(withdrawals), sum(bonuses), sum(registrations), count(*)
       FROM taken GROUP BY 1, 2, 3`,
      [run.merchantCode, run.utcOffsetMinutes, run.batchSize],
    )
    const { rows } = await tx.query<{ events: number }>('SELECT coalesce(sum(events), 0)::integer AS events FROM team_batch')
    const events = rows[0]?.events ?? 0
    if (events === 0) return 0
    await countFirstDeposits(tx)
    await addToRollups(tx)
    await countActiveDays(tx, run.activeMinStake)
    return events
  })
}

/**
 * A member's first deposit ever is counted once, on its day. A deposit counted later but made earlier (its event
 * was late) moves the count: off the day counted before (a row of -1 in the batch), onto its own.
 */
async function countFirstDeposits(tx: Queryable): Promise<void> {
  const { rows } = await tx.query<{ member_id: number; day: string; was: string | null }>(
    `WITH earliest AS (SELECT member_id, min(day) AS day FROM team_batch WHERE deposit_count > 0 GROUP BY member_id),
     before AS (SELECT f.member_id, f.first_deposit_day FROM team_member_firsts f JOIN earliest e USING (member_id)),
     written AS (
       INSERT INTO team_member_firsts AS f (member_id, first_deposit_day)
       SELECT member_id, day FROM earliest
       ON CONFLICT (member_id) DO UPDATE SET first_deposit_day = EXCLUDED.first_deposit_day WHERE EXCLUDED.first_deposit_day < f.first_deposit_day
       RETURNING member_id, first_deposit_day)
     SELECT w.member_id, to_char(w.first_deposit_day, 'YYYY-MM-DD') AS day, to_char(b.first_deposit_day, 'YYYY-MM-DD') AS was
     FROM written w LEFT JOIN before b USING (member_id)`,
  )
  if (rows.length === 0) return
  const members = rows.map((r) => r.member_id)
  await tx.query(
    `INSERT INTO team_batch AS b (member_id, day, game_type, rounds, bets, valid_bets, wins, max_stake, deposits, deposit_count, first_deposits,
       withdrawals, bonuses, registrations, events)
     SELECT member_id, day, '', 0, 0, 0, 0, 0, 0, 0, delta, 0, 0, 0, 0
     FROM unnest($1::integer[], $2::date[], $3::integer[]) AS x (member_id, day, delta)
     ON CONFLICT (member_id, day, game_type) DO UPDATE SET first_deposits = b.first_deposits + EXCLUDED.first_deposits`,
    [
      [...members, ...rows.filter((r) => r.was).map((r) => r.member_id)],
      [...rows.map((r) => r.day), ...rows.filter((r) => r.was).map((r) => r.was)],
      [...rows.map(() => 1), ...rows.filter((r) => r.was).map(() => -1)],
    ],
  )
}

async function addToRollups(tx: Queryable): Promise<void> {
  const columns = SUMS.join(', ')
  await tx.query(
    `INSERT INTO team_member_days AS d (member_id, day, game_type, ${columns})
     SELECT member_id, day, game_type, ${columns} FROM team_batch
     ON CONFLICT (member_id, day, game_type) DO UPDATE SET ${ADD_SUMS('d')}`,
  )
  // Every ancestor's team: the batch joined with the tree (at most the tree's depth rows per member).
  await tx.query(
    `INSERT INTO team_days AS d (ancestor_id, day, game_type, ${columns})
     SELECT t.ancestor_id, b.day, b.game_type, ${SUMS.map((c) => `sum(b.${c})`).join(', ')}
     FROM team_batch b JOIN member_tree t ON t.member_id = b.member_id
     GROUP BY t.ancestor_id, b.day, b.game_type
     ON CONFLICT (ancestor_id, day, game_type) DO UPDATE SET ${ADD_SUMS('d')}`,
  )
  // Every ancestor's direct line the member is in: the member itself under its upline, else its ancestor one step
  // below that ancestor. Only play and bonuses: what the profit and loss per line shows.
  await tx.query(
    `INSERT INTO team_line_days AS d (parent_id, day, line_id, rounds, bets, valid_bets, wins, bonuses)
     SELECT t.ancestor_id, b.day, coalesce(l.ancestor_id, b.member_id), sum(b.rounds), sum(b.bets), sum(b.valid_bets), sum(b.wins), sum(b.bonuses)
     FROM team_batch b JOIN member_tree t ON t.member_id = b.member_id
     LEFT JOIN member_tree l ON l.member_id = b.member_id AND l.depth = t.depth - 1
     WHERE b.rounds <> 0 OR b.bonuses <> 0
     GROUP BY 1, 2, 3
     ON CONFLICT (parent_id, day, line_id) DO UPDATE SET rounds = d.rounds + EXCLUDED.rounds, bets = d.bets + EXCLUDED.bets,
       valid_bets = d.valid_bets + EXCLUDED.valid_bets, wins = d.wins + EXCLUDED.wins, bonuses = d.bonuses + EXCLUDED.bonuses`,
  )
}

/**
 * The batch's active days, each linked to the member's active day before it. A day that arrives after a later one
 * (a round settled late) is linked in between: every affected member's chain is read again, and each link that
 * changed moves its count in every ancestor's `team_active`.
 */
async function countActiveDays(tx: Queryable, minStake: bigint): Promise<void> {
  const { rows } = await tx.query<{ member_id: number }>(
    `INSERT INTO team_member_active_days (member_id, day)
     SELECT DISTINCT member_id, day FROM team_batch WHERE game_type <> '' AND max_stake >= $1 AND max_stake > 0
     ON CONFLICT (member_id, day) DO NOTHING
     RETURNING member_id`,
    [minStake.toString()],
  )
  if (rows.length === 0) return
  const members = [...new Set(rows.map((r) => r.member_id))]
  await tx.query(
    `CREATE TEMP TABLE IF NOT EXISTS team_active_links (member_id integer NOT NULL, day date NOT NULL, old_prev date, new_prev date NOT NULL) ON COMMIT DELETE ROWS`,
  )
  await tx.query('DELETE FROM team_active_links')
  await tx.query(
    `INSERT INTO team_active_links
     SELECT member_id, day, old_prev, new_prev FROM (
       SELECT member_id, day, prev_day AS old_prev,
              coalesce(lag(day) OVER (PARTITION BY member_id ORDER BY day), '-infinity'::date) AS new_prev
       FROM team_member_active_days WHERE member_id = ANY($1::integer[])) chain
     WHERE old_prev IS DISTINCT FROM new_prev`,
    [members],
  )
  await tx.query(
    `INSERT INTO team_active AS a (ancestor_id, day, prev_day, members)
     SELECT t.ancestor_id, x.day, x.prev, sum(x.delta)::integer
     FROM (SELECT member_id, day, old_prev AS prev, -1 AS delta FROM team_active_links WHERE old_prev IS NOT NULL
           UNION ALL
           SELECT member_id, day, new_prev, 1 FROM team_active_links) x
     JOIN member_tree t ON t.member_id = x.member_id
     GROUP BY t.ancestor_id, x.day, x.prev
     ON CONFLICT (ancestor_id, day, prev_day) DO UPDATE SET members = a.members + EXCLUDED.members`,
  )
  await tx.query(
    `UPDATE team_member_active_days d SET prev_day = l.new_prev FROM team_active_links l WHERE d.member_id = l.member_id AND d.day = l.day`,
  )
}

/** Whether any of the merchant's events wait to be counted (a test waits on this rather than on a time). */
export async function pendingTeamEvents(db: Queryable, merchantCode: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM team_events WHERE merchant_code = $1', [merchantCode])
  return rows[0]?.n ?? 0
}
