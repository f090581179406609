/** The seed and its published commitment: the SHA-256 a round opens with, checked against the seed it reveals. */
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { RandomSource } from '../../runtime'
import { SEED_BYTES, matchesCommitment, newSeed, seedCommitment, seedFromHex, seedToHex } from './seed'
import { VECTOR_COMMITMENT, VECTOR_SEED, VECTOR_SEED_HEX } from './testVectors'

const SEED = VECTOR_SEED
const SEED_HEX = VECTOR_SEED_HEX
const COMMITMENT = VECTOR_COMMITMENT

describe('the seed commitment', () => {
  it('is the hex SHA-256 of the seed bytes (fixed vector)', () => {
    expect(seedCommitment(SEED)).toBe(COMMITMENT)
    // The same by a second route: node:crypto on the hex-decoded seed.
    expect(createHash('sha256').update(Buffer.from(SEED_HEX, 'hex')).digest('hex')).toBe(COMMITMENT)
  })

  it('matches only the seed it was made from', () => {
    expect(matchesCommitment(SEED, COMMITMENT)).toBe(true)
    expect(matchesCommitment(SEED, COMMITMENT.toUpperCase())).toBe(true)
    const other = Uint8Array.from(SEED)
    other[31] ^= 1
    expect(matchesCommitment(other, COMMITMENT)).toBe(false)
    expect(matchesCommitment(SEED, COMMITMENT.slice(0, 63))).toBe(false)
    expect(matchesCommitment(SEED, `${COMMITMENT.slice(0, 63)}g`)).toBe(false)
  })

  it('refuses a seed that is not 32 bytes', () => {
    expect(() => seedCommitment(new Uint8Array(31))).toThrow(/32 bytes, got 31/)
    expect(() => seedCommitment(new Uint8Array(33))).toThrow(/32 bytes/)
  })
})

describe('a seed', () => {
  it('is 32 bytes from the injected random source', () => {
    const asked: number[] = []
    const random: RandomSource = {
      bytes: (n) => {
        asked.push(n)
        return Uint8Array.from({ length: n }, (_, i) => 255 - i)
      },
      int: () => {
        throw new Error('not used')
      },
    }
    const seed = newSeed(random)
    expect(asked).toEqual([SEED_BYTES])
    expect(seed[0]).toBe(255)
    expect(seed).toHaveLength(32)
  })

  it('is revealed as lowercase hex and read back from either case', () => {
    expect(seedToHex(SEED)).toBe(SEED_HEX)
    expect(seedFromHex(SEED_HEX)).toEqual(SEED)
    expect(seedFromHex(SEED_HEX.toUpperCase())).toEqual(SEED)
    expect(() => seedFromHex(SEED_HEX.slice(2))).toThrow(/64 hex characters/)
    expect(() => seedFromHex(`${SEED_HEX.slice(2)}zz`)).toThrow(/64 hex characters/)
  })
})
