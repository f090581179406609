/**
 * The betting record's fairness check in Chromium, on Web Crypto alone: the house games' published test vector
 * (src/contract/houseTestVector.ts, which the server's own stream and engines also reproduce) passes for every game;
 * a seed that is not the one committed to, an outcome that is not the seed's, and a seed replayed as another round
 * each fail; a round without a revealed seed is not checked.
 */
import { describe, expect, it } from 'vitest'
import { VECTOR_BACCARAT, VECTOR_COMMITMENT, VECTOR_CRASH, VECTOR_DICE, VECTOR_SEED_HEX, VECTOR_SLOTS } from '../../../contract/houseTestVector'
import { verifyRound } from './fairness'
import type { RoundResult } from './roundResult'

const revealed = (key: string) => ({ key, seedHash: VECTOR_COMMITMENT, seed: VECTOR_SEED_HEX })

const crash: RoundResult = { kind: 'crash', round: 1, cashedOutAt: null, crashPoint: VECTOR_CRASH.crashPoint, fairness: revealed(VECTOR_CRASH.key) }
const dice: RoundResult = { kind: 'dice', direction: 'over', target: 5_000, rolled: VECTOR_DICE.rolled, multiplier: 1.98, fairness: revealed(VECTOR_DICE.key) }
const baccarat: RoundResult = {
  kind: 'baccarat', round: 1, ...VECTOR_BACCARAT.hand, player: [...VECTOR_BACCARAT.hand.player], banker: [...VECTOR_BACCARAT.hand.banker], fairness: revealed(VECTOR_BACCARAT.key),
}
const slots: RoundResult = {
  kind: 'slots', lineBet: '0.05', lines: 20, freeSpins: 2, totalWin: '0.00', screens: null,
  stops: VECTOR_SLOTS.stops.map((spin) => [...spin]), reelLengths: [...VECTOR_SLOTS.reelLengths], fairness: revealed(VECTOR_SLOTS.key),
}

describe('checking a house round in the browser', () => {
  it('passes the published vector for every game, and says what it drew again', async () => {
    await expect(verifyRound(crash)).resolves.toEqual({ hashMatches: true, rederived: 'crashPoint', outcomeMatches: true })
    await expect(verifyRound(dice)).resolves.toEqual({ hashMatches: true, rederived: 'roll', outcomeMatches: true })
    await expect(verifyRound(baccarat)).resolves.toEqual({ hashMatches: true, rederived: 'cards', outcomeMatches: true })
    await expect(verifyRound(slots)).resolves.toEqual({ hashMatches: true, rederived: 'reelStops', outcomeMatches: true })
  })

  it('finds a seed that is not the one committed to', async () => {
    const seed = `${VECTOR_SEED_HEX.slice(0, 63)}e`
    await expect(verifyRound({ ...dice, fairness: { ...revealed('dice'), seed } })).resolves.toMatchObject({ hashMatches: false, outcomeMatches: false })
  })

  it('finds an outcome that is not the seed’s: one card, one reel, one hundredth', async () => {
    const swapped = [{ rank: 12, suit: 1 } as const, ...VECTOR_BACCARAT.hand.banker.slice(1)]
    await expect(verifyRound({ ...baccarat, banker: swapped } as RoundResult)).resolves.toMatchObject({ hashMatches: true, outcomeMatches: false })
    const stops = slots.kind === 'slots' ? slots.stops.map((spin, i) => (i === 2 ? [...spin.slice(0, 4), (spin[4] + 1) % 30] : spin)) : []
    await expect(verifyRound({ ...slots, stops } as RoundResult)).resolves.toMatchObject({ outcomeMatches: false })
    await expect(verifyRound({ ...crash, crashPoint: VECTOR_CRASH.crashPoint + 1 } as RoundResult)).resolves.toMatchObject({ outcomeMatches: false })
  })

  it('binds a seed to its round: the same seed and crash point published as another round fail', async () => {
    await expect(verifyRound({ ...crash, fairness: revealed('crash:2') } as RoundResult)).resolves.toMatchObject({ hashMatches: true, outcomeMatches: false })
  })

  it('checks nothing before the seed is revealed, and draws nothing the record cannot support', async () => {
    await expect(verifyRound({ ...crash, fairness: { key: 'crash:1', seedHash: VECTOR_COMMITMENT } } as RoundResult)).resolves.toBeNull()
    await expect(verifyRound({ ...crash, crashPoint: null } as RoundResult)).resolves.toEqual({ hashMatches: true, rederived: null, outcomeMatches: null })
    await expect(verifyRound({ ...slots, reelLengths: null } as RoundResult)).resolves.toEqual({ hashMatches: true, rederived: null, outcomeMatches: null })
  })
})
