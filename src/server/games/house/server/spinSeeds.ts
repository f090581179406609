/**
 * The seed a slots or dice session's next spin plays (its SQL: db/house/spinSeeds.ts): committed before the spin
 * (its hash comes with the session and with every spin's answer), taken by the spin and replaced by the next in one
 * statement, so two spins of one session, in any processes, never play the same seed.
 */
import type { Queryable } from '../../../db/database'
import { commitSpinSeed, committedSpinSeed, replaceSpinSeed, restoreSpinSeed } from '../../../db/house/spinSeeds'
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
    const seed = await committedSpinSeed(services.db, sessionId)
    if (seed) return seed
    // First come: a commitment another request made meanwhile stands (it may already have been shown).
    await commitSpinSeed(services.db, sessionId, drawSeed(services.random), services.clock.now())
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
  const played = await replaceSpinSeed(services.db, sessionId, next, services.clock.now())
  if (!played) throw new Error(`the game session ${sessionId} has no committed seed`)
  return { played, next }
}

/**
 * Puts back a seed whose spin did not happen (the wallet refused the bet): it was never revealed, and it is the one
 * the player was shown. Only while its replacement is still the committed one: another spin may have taken that.
 */
export async function restoreSeed(services: SeedServices, sessionId: bigint, taken: { played: HouseSeed; next: HouseSeed }): Promise<void> {
  await restoreSpinSeed(services.db, sessionId, taken.played, taken.next)
}
