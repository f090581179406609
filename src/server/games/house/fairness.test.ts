/**
 * Provably fair house games, on the server: the published test vector (contract/houseTestVector.ts, computed by an
 * independent Python version) comes out of the server's own stream and the very engines that play rounds; the
 * stream agrees with the browser's Web Crypto derivation on any seed; and outcomes drawn from seeds keep the
 * games' distributions (the slots' exact RTP, the crash point's odds, baccarat's published figures), within 4
 * standard errors over a fixed run, as the engines' own seeded tests check them.
 */
import { describe, expect, it } from 'vitest'
import { SUIT_NAMES, type BaccaratHand } from '../../../contract/house'
import { baccaratHandOf, crashPointOf, deriveFromSeed, diceRollOf, seedMatches, slotStopsOf, type FairRandom } from '../../../contract/houseFairness'
import { VECTOR_BACCARAT, VECTOR_COMMITMENT, VECTOR_CRASH, VECTOR_DICE, VECTOR_SEED_HEX, VECTOR_SLOTS } from '../../../contract/houseTestVector'
import { seedCommitment, seedFromHex } from '../../domain/lottery/seed'
import { seededRandom } from './baccarat/seededRandom'
import { crashPoint } from './crash/crash'
import { roll } from './dice/dice'
import { drawSeed, seedStream } from './fairness'
import { playRound } from './slots/engine'
import { HOUSE_SLOTS, houseSlot } from './slots/paytables'
import { roundStatistics } from './slots/rtp'
import { BACCARAT_TABLE, CRASH_TABLE } from './tables/kinds'

const Z = 4
const RANK_WORDS: Record<number, string> = { 1: 'ace', 11: 'jack', 12: 'queen', 13: 'king' }
const cardName = (card: { rank: number; suit: 0 | 1 | 2 | 3 }) => `${RANK_WORDS[card.rank] ?? card.rank} of ${SUIT_NAMES[card.suit]}`

describe('the house games’ test vector', () => {
  it('is the commitment of its seed', () => {
    expect(seedCommitment(seedFromHex(VECTOR_SEED_HEX))).toBe(VECTOR_COMMITMENT)
  })

  it('is what the server’s stream and engines draw from the seed', () => {
    expect(crashPoint(seedStream(VECTOR_SEED_HEX, VECTOR_CRASH.key))).toBe(VECTOR_CRASH.crashPoint)
    expect(CRASH_TABLE.draw(seedStream(VECTOR_SEED_HEX, VECTOR_CRASH.key))).toEqual({ crashPoint: VECTOR_CRASH.crashPoint })
    expect(roll(seedStream(VECTOR_SEED_HEX, VECTOR_DICE.key))).toBe(VECTOR_DICE.rolled)
    expect(BACCARAT_TABLE.draw(seedStream(VECTOR_SEED_HEX, VECTOR_BACCARAT.key))).toEqual(VECTOR_BACCARAT.hand)
    // A slot round plays its paid spin's stops first: the vector's first spin.
    const table = houseSlot('koi-terrace')!
    expect(table.reels.map((strip) => strip.length)).toEqual(VECTOR_SLOTS.reelLengths)
    const round = playRound(table, seedStream(VECTOR_SEED_HEX, VECTOR_SLOTS.key), { lineBet: 1n, lines: 20 })
    expect(round.base.stops).toEqual(VECTOR_SLOTS.stops[0])
    expect(slotStopsOf(seedStream(VECTOR_SEED_HEX, VECTOR_SLOTS.key), VECTOR_SLOTS.reelLengths, 3)).toEqual(VECTOR_SLOTS.stops)
  })

  it('deals cards whose suits are numbered as the contract names them', () => {
    const hand = BACCARAT_TABLE.draw(seedStream(VECTOR_SEED_HEX, VECTOR_BACCARAT.key)) as unknown as BaccaratHand
    expect({ player: hand.player.map(cardName), banker: hand.banker.map(cardName) }).toEqual(VECTOR_BACCARAT.names)
  })
})

describe('the seed stream', () => {
  it('agrees with the browser’s Web Crypto derivation, seed after seed', async () => {
    const random = seededRandom(0xfa1e)
    for (let i = 0; i < 40; i++) {
      const { seed, seedHash } = drawSeed(random)
      expect(await seedMatches(seed, seedHash)).toBe(true)
      const draws: [string, (random: FairRandom) => unknown][] = [
        [`crash:${i}`, (random) => crashPointOf(random)],
        ['dice', diceRollOf],
        [`baccarat-a:${i}`, baccaratHandOf],
        // Forty spins read well past the first block: the browser's blocks are computed in batches.
        ['kiln-drake', (random) => slotStopsOf(random, [30, 31, 32, 33, 34], 40)],
      ]
      for (const [key, derive] of draws) {
        expect(await deriveFromSeed(seed, key, derive), `${key} of seed ${seed}`).toEqual(derive(seedStream(seed, key)))
      }
    }
  })

  it('refuses a seed the commitment is not of', async () => {
    expect(await seedMatches(`${VECTOR_SEED_HEX.slice(0, 63)}e`, VECTOR_COMMITMENT)).toBe(false)
    expect(await seedMatches(VECTOR_SEED_HEX.toUpperCase(), VECTOR_COMMITMENT.toUpperCase())).toBe(true)
    expect(await seedMatches('zz', VECTOR_COMMITMENT)).toBe(false)
  })
})

describe('outcomes drawn from seeds keep the games’ distributions', () => {
  // One seed a round, as the server plays them (seeds from a seeded source, so the run is the same every time).
  const seeds = (count: number, from: number) => {
    const random = seededRandom(from)
    return Array.from({ length: count }, () => drawSeed(random).seed)
  }

  it.each(HOUSE_SLOTS.map((table) => [table.name, table] as const))('%s returns its exact RTP within 4σ/√N over 100,000 seeded spins', (_, table) => {
    const ROUNDS = 100_000
    const { rtp, standardDeviation } = roundStatistics(table)
    const bet = { lineBet: 10n, lines: table.paylines.length }
    let staked = 0n
    let won = 0n
    for (const seed of seeds(ROUNDS, 0x51075)) {
      const round = playRound(table, seedStream(seed, table.id), bet)
      staked += round.totalBet
      won += round.totalWin
    }
    expect(Math.abs(Number(won) / Number(staked) - rtp)).toBeLessThan((Z * standardDeviation) / Math.sqrt(ROUNDS))
  })

  it('crashes at or above m on 0.99 / m of rounds', () => {
    const ROUNDS = 100_000
    const points = seeds(ROUNDS, 0xc4a5).map((seed, i) => crashPoint(seedStream(seed, `crash:${i}`)))
    for (const m of [101, 200, 1000]) {
      const expected = 0.99 / (m / 100)
      const share = points.filter((point) => point >= m).length / ROUNDS
      expect(Math.abs(share - expected), `m = ${m}`).toBeLessThan(Z * Math.sqrt((expected * (1 - expected)) / ROUNDS))
    }
  })

  it('rolls every dice number alike, and deals baccarat’s published odds', () => {
    const ROUNDS = 60_000
    const list = seeds(ROUNDS, 0xd1ce)
    const under = list.filter((seed) => roll(seedStream(seed, 'dice')) < 5_000).length / ROUNDS
    expect(Math.abs(under - 0.5)).toBeLessThan(Z * Math.sqrt(0.25 / ROUNDS))
    const expected = { banker: 0.458597, player: 0.446247, tie: 0.095156 }
    const counts = { banker: 0, player: 0, tie: 0 }
    list.forEach((seed, i) => counts[(BACCARAT_TABLE.draw(seedStream(seed, `baccarat-a:${i}`)) as { outcome: keyof typeof counts }).outcome]++)
    for (const outcome of ['banker', 'player', 'tie'] as const) {
      const p = expected[outcome]
      expect(Math.abs(counts[outcome] / ROUNDS - p), outcome).toBeLessThan(Z * Math.sqrt((p * (1 - p)) / ROUNDS))
    }
  })
})
