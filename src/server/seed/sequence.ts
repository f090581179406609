/**
 * A small seeded generator for the demo data (an LCG): the same demo on every machine. `next(n)` is a whole number
 * from 0 to n − 1. Not for anything a player could bet on: the games draw from the CSPRNG.
 */
export function seedSequence(seed: number): (n: number) => number {
  let s = seed >>> 0
  return (n: number) => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0
    return s % n
  }
}
