/**
 * A seeded, deterministic RandomSource for the house games' tests: the same seed gives the same shoes, crash
 * points and rolls on every machine, so a statistical test either always passes or always fails. It is
 * xoshiro128** (Blackman and Vigna) seeded through splitmix32; fast and well distributed, and NOT cryptographic:
 * production passes `cryptoRandom` (runtime.ts). The crash and dice tests share it from here.
 */
import type { RandomSource } from '../../../runtime'

const TWO_POW_32 = 2 ** 32

/** splitmix32: spreads one 32-bit seed into the four words of xoshiro's state (which must not be all zero). */
function splitmix32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x9e3779b9) >>> 0
    let z = state
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
    return (z ^ (z >>> 16)) >>> 0
  }
}

/** A RandomSource that replays the same sequence for the same seed. */
export function seededRandom(seed: number): RandomSource {
  const seedWord = splitmix32(seed)
  // A Uint32Array keeps every word unsigned 32-bit through the xors and shifts.
  const s = Uint32Array.of(seedWord(), seedWord(), seedWord(), seedWord())
  const nextUint32 = (): number => {
    const result = Math.imul(rotl(Math.imul(s[1], 5), 7), 9) >>> 0
    const t = s[1] << 9
    s[2] ^= s[0]
    s[3] ^= s[1]
    s[1] ^= s[2]
    s[0] ^= s[3]
    s[2] ^= t
    s[3] = rotl(s[3], 11)
    return result
  }
  return {
    bytes(n) {
      const out = new Uint8Array(n)
      for (let i = 0; i < n; i += 4) {
        let word = nextUint32()
        for (let j = i; j < Math.min(n, i + 4); j++, word >>>= 8) out[j] = word & 0xff
      }
      return out
    },
    int(maxExclusive) {
      if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > TWO_POW_32) throw new RangeError(`maxExclusive must be an integer in [1, 2^32], got ${maxExclusive}`)
      // Rejection sampling: words at or above the last whole multiple of maxExclusive would favour small results.
      const limit = TWO_POW_32 - (TWO_POW_32 % maxExclusive)
      for (;;) {
        const word = nextUint32()
        if (word < limit) return word % maxExclusive
      }
    },
  }
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0
}
