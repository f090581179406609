/**
 * Time and randomness come in from outside (docs/architecture.md "Time, randomness, jobs"): production passes the
 * system clock and node:crypto; tests pass a fixed clock and a seeded source, so windows and draws are exact.
 */
import { randomBytes, randomInt } from 'node:crypto'

export interface Clock {
  now(): Date
}

export interface RandomSource {
  /** `n` uniformly random bytes. */
  bytes(n: number): Uint8Array
  /** A uniformly random integer in [0, maxExclusive). */
  int(maxExclusive: number): number
}

export const systemClock: Clock = { now: () => new Date() }

/** A cryptographically secure source (node:crypto). */
export const cryptoRandom: RandomSource = {
  bytes: (n) => new Uint8Array(randomBytes(n)),
  int: (maxExclusive) => randomInt(maxExclusive),
}

/** A clock tests can set and move. */
export function fixedClock(start: Date | string): Clock & { set(at: Date | string): void; advance(ms: number): void } {
  let current = new Date(start)
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at)
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms)
    },
  }
}
