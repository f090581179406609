import { describe, expect, it } from 'vitest'
import { VECTOR_COMMITMENT, VECTOR_NORTH_PRIZES, VECTOR_NORTH_ROUND, VECTOR_SEED_HEX } from '../../contract/lotteryTestVector'
import { verifyDraw } from './verify'

// The lottery's published test vector (src/contract/lotteryTestVector.ts): data only, so this verifier is checked
// against it without any of the server's code.
const VECTOR = { ...VECTOR_NORTH_ROUND, seed: VECTOR_SEED_HEX, commitment: VECTOR_COMMITMENT, prizes: VECTOR_NORTH_PRIZES }

describe('verifying a round in the browser', () => {
  it('accepts the published vector: the commitment and every number', async () => {
    await expect(verifyDraw(VECTOR)).resolves.toEqual({ commitmentMatches: true, resultMatches: true })
  })

  it('accepts the seed in upper case, as the server does', async () => {
    await expect(verifyDraw({ ...VECTOR, seed: VECTOR.seed.toUpperCase() })).resolves.toEqual({ commitmentMatches: true, resultMatches: true })
  })

  it('finds one changed digit in any prize', async () => {
    const prizes = { ...VECTOR.prizes, fifth: [...VECTOR.prizes.fifth.slice(0, 5), '4919'] }
    await expect(verifyDraw({ ...VECTOR, prizes })).resolves.toEqual({ commitmentMatches: true, resultMatches: false })
  })

  it('binds the seed to its round: the same seed and numbers published as another round fail', async () => {
    await expect(verifyDraw({ ...VECTOR, roundNo: '20261126' })).resolves.toEqual({ commitmentMatches: true, resultMatches: false })
  })

  it('refuses a seed that is not the one committed to', async () => {
    const seed = `${VECTOR.seed.slice(0, 63)}e`
    await expect(verifyDraw({ ...VECTOR, seed })).resolves.toMatchObject({ commitmentMatches: false })
  })

  it('refuses malformed seeds and unknown tiers', async () => {
    await expect(verifyDraw({ ...VECTOR, seed: 'zz' })).resolves.toEqual({ commitmentMatches: false, resultMatches: false })
    await expect(verifyDraw({ ...VECTOR, prizes: { ...VECTOR.prizes, ninth: ['12'] } })).resolves.toMatchObject({ resultMatches: false })
  })
})
