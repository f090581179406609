/**
 * The house games' seeds, on the server (the algorithm and its browser side: contract/houseFairness.ts). A seed is
 * drawn from the injected CSPRNG and committed by its SHA-256 exactly as a lottery round's is, and its stream is the
 * lottery's HMAC-SHA256 stream (domain/lottery/seed.ts, derive.ts): one construction to audit, not two.
 */
import { fairRandom, type FairRandom } from '../../../contract/houseFairness'
import { seedBytes } from '../../domain/lottery/derive'
import { newSeed, seedCommitment, seedFromHex, seedToHex } from '../../domain/lottery/seed'
import type { RandomSource } from '../../runtime'

export type HouseSeed = {
  /** 64 lowercase hex characters: kept secret until the round has played. */
  seed: string
  /** Its lowercase hex SHA-256: published before any bet. */
  seedHash: string
}

/** A fresh seed from the server's random source, with its commitment. */
export function drawSeed(random: RandomSource): HouseSeed {
  const seed = newSeed(random)
  return { seed: seedToHex(seed), seedHash: seedCommitment(seed) }
}

/** The whole numbers a seed gives under `key` (node's HMAC; the same stream a browser computes with Web Crypto). */
export function seedStream(seedHex: string, key: string): FairRandom {
  const bytes = seedBytes(seedFromHex(seedHex), key)
  return fairRandom(() => bytes.next().value)
}
