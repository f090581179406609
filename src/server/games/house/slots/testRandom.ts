/**
 * A seeded RandomSource for tests: xoshiro128** seeded through splitmix32, so a seed replays the same rounds on
 * every machine. Fast and well distributed, not secure: production passes runtime.ts's cryptoRandom.
 */
import type { RandomSource } from '../../../runtime'

/** splitmix32: spreads one 32-bit seed into the four words xoshiro needs (never all zero). */
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

const rotl = (x: number, k: number) => ((x << k) | (x >>> (32 - k))) >>> 0

export function seededRandom(seed: number): RandomSource {
  const next32 = splitmix32(seed)
  let [s0, s1, s2, s3] = [next32(), next32(), next32(), next32()]
  const nextUint32 = () => {
    const result = Math.imul(rotl(Math.imul(s1, 5) >>> 0, 7), 9) >>> 0
    const t = (s1 << 9) >>> 0
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = rotl(s3, 11)
    return result
  }
  return {
    bytes: (n) => Uint8Array.from({ length: n }, () => nextUint32() & 0xff),
    int: (maxExclusive) => {
      if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > 2 ** 32) throw new Error(`int needs a bound in 1..2^32 (got ${maxExclusive})`)
      // Rejection keeps it uniform: draws at or above the last whole multiple of the bound are thrown away.
      const limit = Math.floor(2 ** 32 / maxExclusive) * maxExclusive
      for (;;) {
        const draw = nextUint32()
        if (draw < limit) return draw % maxExclusive
      }
    },
  }
}
