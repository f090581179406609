/** Verifying a published round: recomputed from the revealed seed, checked against its commitment and numbers. */
import { describe, expect, it } from 'vitest'
import { formatResult, verifyRound, type PublishedRound } from './verify'

/** The northern test vector of derive.test.ts, as it would be published. */
const ROUND: PublishedRound = {
  gameCode: 'VN-NORTH',
  roundNo: '20261125',
  table: 'north',
  commitment: '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
  seedHex: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
  announced: {
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

describe('verifying a round', () => {
  it('passes when the seed matches the commitment and the announced numbers are the derived ones', () => {
    const report = verifyRound(ROUND)
    expect(report).toMatchObject({ ok: true, roundKey: 'VN-NORTH:20261125', commitmentMatches: true, announcedMatches: true, problems: [] })
    expect(formatResult(report.derived)).toBe(
      [
        'special: 09878',
        'first: 24666',
        'second: 01804 30760',
        'third: 31927 29465 96651 39411 83018 39165',
        'fourth: 9738 0181 2515 1772',
        'fifth: 4906 9155 4207 3432 6922 4918',
        'sixth: 158 883 513',
        'seventh: 91 81 14 40',
      ].join('\n'),
    )
  })

  it('fails when the seed is not the one committed to', () => {
    const report = verifyRound({ ...ROUND, commitment: ROUND.commitment.replace(/^6/, '7') })
    expect(report).toMatchObject({ ok: false, commitmentMatches: false, announcedMatches: true })
    expect(report.problems).toEqual([expect.stringMatching(/not the commitment/)])
  })

  it('fails when an announced number differs from the derived one', () => {
    const report = verifyRound({ ...ROUND, announced: { ...ROUND.announced, seventh: ['91', '81', '14', '41'] } })
    expect(report).toMatchObject({ ok: false, commitmentMatches: true, announcedMatches: false })
    expect(report.problems).toEqual([expect.stringMatching(/differ/)])
  })

  it('fails when the announced result is for another round or not a draw at all', () => {
    expect(verifyRound({ ...ROUND, roundNo: '20261126' })).toMatchObject({ ok: false, commitmentMatches: true, announcedMatches: false })
    const malformed = verifyRound({ ...ROUND, announced: { ...ROUND.announced, seventh: ['91'] } })
    expect(malformed).toMatchObject({ ok: false, announcedMatches: false })
    expect(malformed.problems).toEqual([expect.stringMatching(/not a north draw: .*'seventh' needs 4 numbers/)])
  })

  it('recomputes without an announced result to compare', () => {
    const { announced: _announced, ...bare } = ROUND
    expect(verifyRound(bare)).toMatchObject({ ok: true, announcedMatches: null })
  })
})
