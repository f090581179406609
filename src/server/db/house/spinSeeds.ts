/**
 * SQL of the seed a slots or dice session's next spin plays (migrations/025_house_fairness.sql): one row per game
 * session, replaced by each spin in one statement (games/house/server/spinSeeds.ts says when).
 */
import type { Queryable } from '../database'

export type SpinSeedRow = {
  seed: string
  seedHash: string
}

export async function committedSpinSeed(db: Queryable, sessionId: bigint): Promise<SpinSeedRow | null> {
  const { rows } = await db.query<SpinSeedRow>(`SELECT seed, seed_hash AS "seedHash" FROM house_spin_seeds WHERE session_id = $1`, [sessionId])
  return rows[0] ?? null
}

/** Commits a seed unless the session has one (first come: a commitment another request made stands). */
export async function commitSpinSeed(db: Queryable, sessionId: bigint, seed: SpinSeedRow, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO house_spin_seeds (session_id, seed, seed_hash, committed_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [sessionId, seed.seed, seed.seedHash, at],
  )
}

/** Takes the committed seed and commits `next` in its place, row-locked: two spins never take one seed. */
export async function replaceSpinSeed(db: Queryable, sessionId: bigint, next: SpinSeedRow, at: Date): Promise<SpinSeedRow | null> {
  const { rows } = await db.query<SpinSeedRow>(
    `WITH taken AS (SELECT session_id, seed, seed_hash FROM house_spin_seeds WHERE session_id = $1 FOR UPDATE)
     UPDATE house_spin_seeds s SET seed = $2, seed_hash = $3, committed_at = $4 FROM taken WHERE s.session_id = taken.session_id
     RETURNING taken.seed, taken.seed_hash AS "seedHash"`,
    [sessionId, next.seed, next.seedHash, at],
  )
  return rows[0] ?? null
}

/** Puts `played` back while `replacement` is still the committed seed (no other spin has taken it since). */
export async function restoreSpinSeed(db: Queryable, sessionId: bigint, played: SpinSeedRow, replacement: SpinSeedRow): Promise<void> {
  await db.query(`UPDATE house_spin_seeds SET seed = $2, seed_hash = $3 WHERE session_id = $1 AND seed_hash = $4`, [sessionId, played.seed, played.seedHash, replacement.seedHash])
}
