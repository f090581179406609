/**
 * The probability models' arithmetic (floats: the models' chances become whole-number weights only when priced):
 * distributions over whole numbers, the Poisson and the normal, and their sums and differences.
 */

/** A distribution over whole numbers: `[value, chance]` pairs whose chances sum to 1. */
export type Distribution = readonly (readonly [number, number])[]

/** Poisson(mean) over 0..max, renormalised (the tail beyond `max` is dropped and the rest scaled up to sum to 1). */
export function poissonPmf(mean: number, max: number): number[] {
  if (!(mean >= 0) || !Number.isFinite(mean)) throw new RangeError(`a Poisson mean of ${mean}`)
  const chances = [Math.exp(-mean)]
  for (let k = 1; k <= max; k++) chances.push((chances[k - 1] * mean) / k)
  const total = chances.reduce((a, b) => a + b, 0)
  return chances.map((chance) => chance / total)
}

/**
 * The standard normal's cumulative distribution, from the complementary error function of Numerical Recipes
 * (Chebyshev fit, fractional error below 1.2e-7: far finer than a price's tick).
 */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2
  const t = 1 / (1 + 0.5 * z)
  const poly = -z * z - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))))
  const erfc = t * Math.exp(poly)
  return x >= 0 ? 1 - erfc / 2 : erfc / 2
}

/**
 * A normal N(mean, sd²) spread over whole numbers with the continuity correction (k takes the mass of
 * [k − ½, k + ½)), within `width` standard deviations of the mean, renormalised. A zero sd is a point mass at the
 * rounded mean.
 */
export function discreteNormal(mean: number, sd: number, width = 6): Distribution {
  if (!(sd > 1e-9)) return [[Math.round(mean), 1]]
  const low = Math.floor(mean - width * sd)
  const high = Math.ceil(mean + width * sd)
  const pairs: [number, number][] = []
  let total = 0
  for (let k = low; k <= high; k++) {
    const chance = normalCdf((k + 0.5 - mean) / sd) - normalCdf((k - 0.5 - mean) / sd)
    if (chance > 0) {
      pairs.push([k, chance])
      total += chance
    }
  }
  return pairs.map(([k, chance]) => [k, chance / total])
}

/** The chance of the values a test accepts. */
export function chanceOf(distribution: Distribution, accept: (value: number) => boolean): number {
  let sum = 0
  for (const [value, chance] of distribution) if (accept(value)) sum += chance
  return sum
}

/** The value at or below which at least half the chance lies. */
export function median(distribution: Distribution): number {
  let sum = 0
  for (const [value, chance] of distribution) {
    sum += chance
    if (sum >= 0.5) return value
  }
  return distribution[distribution.length - 1][0]
}
