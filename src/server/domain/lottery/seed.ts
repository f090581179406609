/**
 * A round's secret seed and its public commitment (provably fair, see derive.ts).
 *
 * When a round opens the server draws `SEED_BYTES` random bytes from its CSPRNG (`newSeed`, the injected
 * `RandomSource`), keeps them secret and publishes `seedCommitment(seed)`: the lowercase hex SHA-256 of the seed's
 * raw bytes. At the draw it reveals the seed as lowercase hex (`seedToHex`). Anyone can then check that the
 * revealed seed is the one committed to (`matchesCommitment`) and recompute the result from it (`deriveResult`).
 *
 * The seed is 256 random bits, so the commitment needs no salt: it can't be searched, and a different seed with
 * the same hash can't be found. Commit-then-reveal fixes the result before a single bet is placed: the server can't
 * pick a seed after seeing the bets without the revealed seed failing the published hash.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { RandomSource } from '../../runtime'

/** A seed's length: 32 bytes (256 bits). */
export const SEED_BYTES = 32

/** A fresh secret seed from the server's random source. */
export function newSeed(random: RandomSource): Uint8Array {
  const seed = random.bytes(SEED_BYTES)
  return checkSeed(Uint8Array.from(seed))
}

/** Refuses (a plain Error) anything but exactly `SEED_BYTES` bytes. */
export function checkSeed(seed: Uint8Array): Uint8Array {
  if (!(seed instanceof Uint8Array) || seed.length !== SEED_BYTES) throw new Error(`a lottery seed is ${SEED_BYTES} bytes, got ${seed instanceof Uint8Array ? seed.length : typeof seed}`)
  return seed
}

/** What is published when a round opens: the lowercase hex SHA-256 of the seed's bytes (64 characters). */
export function seedCommitment(seed: Uint8Array): string {
  return createHash('sha256').update(checkSeed(seed)).digest('hex')
}

/** Whether `seed` is the one `commitment` was published for (compared in constant time; hex case ignored). */
export function matchesCommitment(seed: Uint8Array, commitment: string): boolean {
  if (!/^[0-9a-fA-F]{64}$/.test(commitment)) return false
  return timingSafeEqual(Buffer.from(seedCommitment(seed), 'hex'), Buffer.from(commitment, 'hex'))
}

/** The seed as revealed: lowercase hex, 64 characters. */
export function seedToHex(seed: Uint8Array): string {
  return Buffer.from(checkSeed(seed)).toString('hex')
}

/** A revealed seed back to bytes: exactly 64 hex characters (either case), or a plain Error. */
export function seedFromHex(hex: string): Uint8Array {
  if (typeof hex !== 'string' || !/^[0-9a-fA-F]{64}$/.test(hex)) throw new Error(`a revealed lottery seed is ${SEED_BYTES * 2} hex characters`)
  return new Uint8Array(Buffer.from(hex, 'hex'))
}
