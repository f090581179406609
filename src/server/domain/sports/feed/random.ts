/**
 * The feed's seeded randomness: xoshiro128** seeded from a hex string, so a match is a pure function of its seed
 * and replays exactly. The generator's state is four 32-bit words stepped with Math.imul and `>>> 0` (the same bits
 * on every platform); a float appears only at the end, as a 53-bit integer divided by 2^53.
 *
 * The Poisson and normal draws use Math.exp, Math.log, Math.sqrt and Math.cos. V8 (Node) computes these with its
 * own port of fdlibm, not the platform's libm, so they too give the same bits on every machine Node runs on; another
 * JavaScript engine could differ in the last bit, which would shift a draw only at a threshold's exact edge.
 */
import { SportsError } from '../../../../contract/sports/errors'

/** A seed: 8 to 64 hex digits (32 to 256 bits). Schedules derive theirs with deriveSeed. */
const HEX_SEED = /^[0-9a-f]{8,64}$/i

export interface Random {
  /** The next 32 bits, an integer in [0, 2^32). */
  uint32(): number
  /** A float in [0, 1), from 53 random bits. */
  uniform(): number
  /** An integer from `low` to `high`, both included. */
  int(low: number, high: number): number
  /** True with probability `p`. */
  chance(p: number): boolean
  /** A Poisson draw of mean `mean` (Knuth's product of uniforms below 30; a rounded normal above). */
  poisson(mean: number): number
  /** A normal draw (Box–Muller, one value per pair of uniforms: no cached second value to carry between calls). */
  normal(mean: number, sd: number): number
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T
}

export function checkSeed(seed: string): string {
  if (typeof seed !== 'string' || !HEX_SEED.test(seed)) throw new SportsError('sports.feed.seed.invalid', `a feed seed is 8 to 64 hex digits, got '${String(seed)}'`)
  return seed.toLowerCase()
}

/**
 * cyrb128 (bryc, public domain): a 128-bit hash of a string with Math.imul, to turn a seed of any length, or a seed
 * and a label, into a generator's four words.
 */
function hash128(text: string): [number, number, number, number] {
  let h1 = 1779033703
  let h2 = 3144134277
  let h3 = 1013904242
  let h4 = 2773480762
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  h1 ^= h2 ^ h3 ^ h4
  h2 ^= h1
  h3 ^= h1
  h4 ^= h1
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0]
}

const hex8 = (word: number) => word.toString(16).padStart(8, '0')

/**
 * A new seed (32 hex digits) for a part of something seeded: a match of a merchant's day, the abandonment draw of a
 * match, a Monte Carlo run from a state. Different labels give unrelated streams, so drawing more in one part never
 * shifts another.
 */
export function deriveSeed(seed: string, label: string): string {
  return hash128(`${checkSeed(seed)}/${label}`).map(hex8).join('')
}

/** A generator for a seed (checkSeed); the same seed always gives the same draws. */
export function randomFrom(seed: string): Random {
  let [s0, s1, s2, s3] = hash128(checkSeed(seed))
  // xoshiro's one forbidden state; no 128-bit hash is known to give it, but the guard is free.
  if ((s0 | s1 | s2 | s3) === 0) s0 = 1

  const uint32 = (): number => {
    const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0
    const t = s1 << 9
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = rotl(s3, 11)
    return result
  }
  // The first outputs after hashing are already well mixed; a few more steps cost nothing.
  for (let i = 0; i < 8; i++) uint32()

  const uniform = (): number => ((uint32() >>> 5) * 67108864 + (uint32() >>> 6)) / 9007199254740992
  const normal = (mean: number, sd: number): number => {
    const u1 = 1 - uniform() // (0, 1]: the logarithm is finite
    const u2 = uniform()
    return mean + sd * Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2)
  }
  return {
    uint32,
    uniform,
    int: (low, high) => {
      if (!Number.isSafeInteger(low) || !Number.isSafeInteger(high) || high < low) throw new RangeError(`no integers from ${low} to ${high}`)
      return low + Math.floor(uniform() * (high - low + 1))
    },
    chance: (p) => uniform() < p,
    poisson: (mean) => {
      if (!(mean >= 0) || !Number.isFinite(mean)) throw new RangeError(`a Poisson mean of ${mean}`)
      if (mean >= 30) return Math.max(0, Math.round(normal(mean, Math.sqrt(mean))))
      const limit = Math.exp(-mean)
      let count = 0
      let product = uniform()
      while (product >= limit) {
        count += 1
        product *= uniform()
      }
      return count
    },
    normal,
    pick: (list) => {
      if (list.length === 0) throw new RangeError('pick from an empty list')
      return list[Math.floor(uniform() * list.length)]
    },
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k))
}
