/**
 * The feed's corrections (src/server/domain/sports/feed/correction.ts): about CORRECTION_CHANCE of football and
 * basketball matches, none of the other sports nor an abandoned match; each after the end, the same from the same
 * seed, and a result that still adds up (periods to the score, the first half, the winner; football one goal off,
 * basketball two points off and never a tie).
 */
import { describe, expect, it } from 'vitest'
import { CORRECTION_CHANCE, correctionOf, deriveSeed, resultOf, simulate, type MatchScript, type MatchSpec, type Sport } from '../../src/server/domain/sports/feed'

const START = Date.UTC(2026, 10, 21, 12)
const MATCHES = 1500

function spec(sport: Sport, i: number): MatchSpec {
  return { id: `${sport}-${i}`, sport, seed: deriveSeed('c0aec7ed', `${sport}:${i}`), home: { name: 'Emberford', strength: 55 }, away: { name: 'Wrenholt', strength: 50 }, startsAt: START, pace: 60 }
}
const scripts = (sport: Sport, n: number): MatchScript[] => Array.from({ length: n }, (_, i) => simulate(spec(sport, i)))
const sum = (scores: readonly { home: number; away: number }[]) => scores.reduce((total, s) => ({ home: total.home + s.home, away: total.away + s.away }), { home: 0, away: 0 })

describe('the feed’s corrections', () => {
  for (const sport of ['football', 'basketball'] as const) {
    it(`corrects about ${CORRECTION_CHANCE * 100} % of ${sport} matches, after the end, to a result that adds up`, () => {
      const played = scripts(sport, MATCHES)
      const corrected = played.map((script) => ({ script, correction: correctionOf(script) })).filter((c) => c.correction !== null)
      const share = corrected.length / MATCHES
      expect(share).toBeGreaterThan(CORRECTION_CHANCE * 0.5)
      expect(share).toBeLessThan(CORRECTION_CHANCE * 1.6)
      for (const { script, correction } of corrected) {
        const first = resultOf(script)
        const { result, at } = correction!
        expect(script.abandoned).toBe(false)
        expect(at).toBeGreaterThan(script.endsAt)
        expect(at).toBeLessThanOrEqual(script.endsAt + (script.endsAt - script.spec.startsAt))
        expect(sum(result.periods)).toEqual(result.score)
        expect(result.winner).toBe(result.score.home > result.score.away ? 'home' : result.score.away > result.score.home ? 'away' : null)
        const change = Math.abs(result.score.home - first.score.home) + Math.abs(result.score.away - first.score.away)
        if (sport === 'football') {
          expect(change).toBe(1)
          expect(result.score.home + result.score.away).toBe(first.score.home + first.score.away - 1)
          if (result.firstHalf) expect(result.firstHalf).toEqual(result.periods[0])
        } else {
          expect(change).toBe(2)
          expect(result.score.home).not.toBe(result.score.away)
        }
        expect(Math.min(...result.periods.flatMap((p) => [p.home, p.away]))).toBeGreaterThanOrEqual(0)
        // The same seed, the same correction.
        expect(correctionOf(simulate(script.spec))).toEqual(correction)
      }
    })
  }

  it('never corrects tennis, cricket, e-sports or an abandoned match', () => {
    for (const sport of ['tennis', 'cricket', 'moba', 'shooter'] as const) {
      for (const script of scripts(sport, 60)) expect(correctionOf(script)).toBeNull()
    }
    const abandoned = scripts('football', 3000).filter((script) => script.abandoned)
    expect(abandoned.length).toBeGreaterThan(0)
    for (const script of abandoned) expect(correctionOf(script)).toBeNull()
  })
})
