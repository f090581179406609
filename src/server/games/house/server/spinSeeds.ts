/**
 * The seed a slots or dice session's next spin plays (migrations/025_house_fairness.sql): committed before the spin
 * (its hash comes with the session and with every spin's answer), taken by the spin and replaced by the next in one
 * statement, so two spins of one session, in any processes, never play the same seed.
 */
import type { Queryable } from '../../../db/database'
import type { Clock, RandomSource } from '../../../runtime'
import { drawSeed, type HouseSeed } from '../fairness'

interface SeedServices {
  db: Queryable
  random: RandomSource
  clock: Clock
}

/** The session's committed seed, committing one first when it has none. */
async function committed(services: SeedServices, sessionId: bigint): Promise<HouseSeed> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const { rows } = await services.db.query<HouseSeed>(`SELECT seed, seed_hash AS "seedHash" FROM house_spin_seeds WHERE session_id = $1`, [sessionId])
    if (rows[0]) return rows[0]
    const fresh = drawSeed(services.random)
    // First come: a commitment another request made meanwhile stands (it may already have been shown).
    await services.db.query(
      `INSERT INTO house_spin_seeds (session_id, seed, seed_hash, committed_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [sessionId, fresh.seed, fresh.seedHash, services.clock.now()],
    )
  }
  throw new Error(`the game session ${sessionId} has no committed seed`)
}

/** The hash of the seed the session's next spin plays: what the player sees before spinning. */
export async function nextSeedHash(services: SeedServices, sessionId: bigint): Promise<string> {
  return (await committed(services, sessionId)).seedHash
}

/** Takes the committed seed for a spin and commits the next one in its place. */
export async function takeSeed(services: SeedServices, sessionId: bigint): Promise<{ played: HouseSeed; next: HouseSeed }> {
  await committed(services, sessionId)
  const next = drawSeed(services.random)
  const { rows } = await services.db.query<HouseSeed>(
    `WITH taken AS (SELECT session_id, seed, seed_hash FROM house_spin_seeds WHERE session_id = $1 FOR UPDATE)
     UPDATE house_spin_seeds s SET seed = $2, seed_hash = $3, committed_at = $4 FROM taken WHERE s.session_id = taken.session_id
     RETURNING taken.seed, taken.seed_hash AS "seedHash"`,
    [sessionId, next.seed, next.seedHash, services.clock.now()],
  )
  if (!rows[0]) throw new Error(`the game session ${sessionId} has no committed seed`)
  return { played: rows[0], next }
}

/**
 * Puts back a seed whose spin did not happen (the wallet refused the bet): it was never revealed, and it is the one
 * the player was shown. Only while its replacement is still the committed one: another spin may have taken that.
 */
export async function restoreSeed(services: SeedServices, sessionId: bigint, taken: { played: HouseSeed; next: HouseSeed }): Promise<void> {
  await services.db.query(
    `UPDATE house_spin_seeds SET seed = $2, seed_hash = $3 WHERE session_id = $1 AND seed_hash = $4`,
    [sessionId, taken.played.seed, taken.played.seedHash, taken.next.seedHash],
  )
}
