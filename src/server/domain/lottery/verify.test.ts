/** Verifying a published round: recomputed from the revealed seed, checked against its commitment and numbers. */
import { describe, expect, it } from 'vitest'
import { VECTOR_COMMITMENT, VECTOR_NORTH_PRIZES, VECTOR_NORTH_ROUND, VECTOR_SEED_HEX } from './testVectors'
import { formatResult, verifyRound, type PublishedRound } from './verify'

/** The fixed test vector, as it would be published. */
const ROUND: PublishedRound = {
  ...VECTOR_NORTH_ROUND,
  table: 'north',
  commitment: VECTOR_COMMITMENT,
  seedHex: VECTOR_SEED_HEX,
  announced: VECTOR_NORTH_PRIZES,
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
