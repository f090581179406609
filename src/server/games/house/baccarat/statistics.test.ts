/**
 * The rules as a whole against the published figures for eight decks (Wizard of Odds): banker 0.458597,
 * player 0.446247, tie 0.095156; house edge banker 1.0579%, player 1.2351%, tie (8:1) 14.3596%.
 *
 * First exactly: every way the (at most six) cards of a round can fall from a fresh 8-deck shoe, weighted by its
 * probability, through `dealRound` itself. Then a seeded run of 200,000 rounds dealt through shoes with the cut
 * card, whose frequencies and returns must fall within 4 standard errors of the figures (a fair implementation
 * fails that about once in 16,000 seeds; the seed is fixed, so the run is the same every time).
 */
import { describe, expect, it } from 'vitest'
import { needsNewShoe, newShoe, type Card, type Rank } from './cards'
import { BET_KINDS, dealRound, settleBet, type BetKind, type Outcome } from './rules'
import { seededRandom } from './seededRandom'

const DECKS = 8
const EXPECTED = { banker: 0.458597, player: 0.446247, tie: 0.095156 }
const EXPECTED_EDGE = { banker: 0.010579, player: 0.012351, tie: 0.143596 }
/** Two cards of the same rank from 8 decks: the second matches the first's rank in 31 of the 415 cards left. */
const PAIR = 31 / 415

/** The return per unit staked, from outcome probabilities (ties push player and banker). */
function returnsFrom(p: Record<Outcome, number>): Record<'banker' | 'player' | 'tie', number> {
  return { banker: p.banker * 1.95 + p.tie, player: p.player * 2 + p.tie, tie: p.tie * 9 }
}

describe('exact outcome probabilities for eight decks', () => {
  it('match the published figures to a millionth', () => {
    // A card of each baccarat value stands for all its ranks: value 0 is 10, J, Q, K (16 per deck), others 4.
    const counts = Array.from({ length: 10 }, (_, value) => (value === 0 ? 16 : 4) * DECKS)
    const rankOf = (value: number): Rank => (value === 0 ? 10 : value) as Rank
    const total = 52 * DECKS
    const p: Record<Outcome, number> = { banker: 0, player: 0, tie: 0 }
    let rounds = 0

    // Extend `prefix` one card at a time only while the deal still needs more cards; a filler at the end lets
    // dealRound say how many it takes.
    const filler: Card[] = [{ rank: 10, suit: 0 }, { rank: 10, suit: 0 }]
    const walk = (prefix: Card[], weight: number) => {
      if (prefix.length >= 4) {
        const round = dealRound([...prefix, ...filler], 0)
        if (round.nextPosition === prefix.length) {
          p[round.outcome] += weight
          rounds++
          return
        }
      }
      const left = total - prefix.length
      for (let value = 0; value <= 9; value++) {
        if (counts[value] === 0) continue
        const chance = counts[value] / left
        counts[value]--
        walk([...prefix, { rank: rankOf(value), suit: 0 }], weight * chance)
        counts[value]++
      }
    }
    walk([], 1)

    expect(p.banker + p.player + p.tie).toBeCloseTo(1, 10)
    for (const outcome of ['banker', 'player', 'tie'] as const) expect(Math.abs(p[outcome] - EXPECTED[outcome]), outcome).toBeLessThan(5e-7)
    const returns = returnsFrom(p)
    for (const bet of ['banker', 'player', 'tie'] as const) expect(Math.abs(1 - returns[bet] - EXPECTED_EDGE[bet]), bet).toBeLessThan(5e-7)
    console.log(`exact, 8 decks (${rounds} card sequences): banker ${p.banker.toFixed(6)}, player ${p.player.toFixed(6)}, tie ${p.tie.toFixed(6)}; ` +
      `edge banker ${((1 - returns.banker) * 100).toFixed(4)}%, player ${((1 - returns.player) * 100).toFixed(4)}%, tie ${((1 - returns.tie) * 100).toFixed(4)}%`)
  })
})

describe('a seeded run of 200,000 rounds through 8-deck shoes', () => {
  it('wins, ties, pairs and returns within 4 standard errors of the figures', () => {
    const ROUNDS = 200_000
    const STAKE = 100n
    const random = seededRandom(20240601)
    const wins: Record<Outcome, number> = { banker: 0, player: 0, tie: 0 }
    const returned = Object.fromEntries(BET_KINDS.map((kind) => [kind, 0n])) as Record<BetKind, bigint>
    let playerPairs = 0
    let bankerPairs = 0
    let shoes = 0
    let shoe: Card[] = []
    let position = 0
    for (let i = 0; i < ROUNDS; i++) {
      if (needsNewShoe(shoe, position)) {
        shoe = newShoe(random, DECKS)
        position = 0
        shoes++
      }
      const round = dealRound(shoe, position)
      position = round.nextPosition
      wins[round.outcome]++
      if (round.playerPair) playerPairs++
      if (round.bankerPair) bankerPairs++
      for (const kind of BET_KINDS) returned[kind] += settleBet(kind, STAKE, round)
    }

    const standardError = (p: number) => Math.sqrt((p * (1 - p)) / ROUNDS)
    const lines: string[] = []
    for (const outcome of ['banker', 'player', 'tie'] as const) {
      const observed = wins[outcome] / ROUNDS
      const tolerance = 4 * standardError(EXPECTED[outcome])
      lines.push(`${outcome} ${observed.toFixed(5)} (expected ${EXPECTED[outcome]} ± ${tolerance.toFixed(5)})`)
      expect(Math.abs(observed - EXPECTED[outcome]), outcome).toBeLessThan(tolerance)
    }
    for (const [name, count] of [['player pair', playerPairs], ['banker pair', bankerPairs]] as const) {
      const observed = count / ROUNDS
      const tolerance = 4 * standardError(PAIR)
      lines.push(`${name} ${observed.toFixed(5)} (expected ${PAIR.toFixed(5)} ± ${tolerance.toFixed(5)})`)
      expect(Math.abs(observed - PAIR), name).toBeLessThan(tolerance)
    }

    // The edge per bet: 1 − (returned / staked). Its standard error is the spread of one bet's return over √rounds.
    const expectedReturn = { ...returnsFrom(EXPECTED), playerPair: 12 * PAIR, bankerPair: 12 * PAIR }
    const secondMoment = {
      banker: EXPECTED.banker * 1.95 ** 2 + EXPECTED.tie,
      player: EXPECTED.player * 4 + EXPECTED.tie,
      tie: EXPECTED.tie * 81,
      playerPair: PAIR * 144,
      bankerPair: PAIR * 144,
    }
    for (const kind of BET_KINDS) {
      const observed = Number(returned[kind]) / Number(STAKE * BigInt(ROUNDS))
      const tolerance = 4 * Math.sqrt((secondMoment[kind] - expectedReturn[kind] ** 2) / ROUNDS)
      lines.push(`${kind} edge ${((1 - observed) * 100).toFixed(3)}% (expected ${((1 - expectedReturn[kind]) * 100).toFixed(3)}% ± ${(tolerance * 100).toFixed(3)})`)
      expect(Math.abs(observed - expectedReturn[kind]), `${kind} return`).toBeLessThan(tolerance)
    }
    console.log(`seeded, ${ROUNDS} rounds over ${shoes} shoes: ${lines.join('; ')}`)
  })
})
