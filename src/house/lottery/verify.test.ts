import { describe, expect, it } from 'vitest'
import { verifyDraw } from './verify'

// The lottery's published test vector (src/server/domain/lottery/testVectors.ts, reproduced there by a Python
// re-implementation): written out again here, because this verifier must agree with it without the server's code.
const VECTOR = {
  gameCode: 'VN-NORTH',
  roundNo: '20261125',
  seed: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
  commitment: '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
  prizes: {
    special: ['09878'],
    first: ['24666'],
    second: ['01804', '30760'],
    third: ['31927', '29465', '96651', '39411', '83018', '39165'],
    fourth: ['9738', '0181', '2515', '1772'],
    fifth: ['4906', '9155', '4207', '3432', '6922', '4918'],
    sixth: ['158', '883', '513'],
    seventh: ['91', '81', '14', '40'],
  },
}

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
