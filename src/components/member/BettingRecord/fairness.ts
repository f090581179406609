/**
 * A house round's fairness checked in the member's own browser (contract/houseFairness.ts, on Web Crypto): the
 * revealed seed's SHA-256 against the hash published before the bet, then the outcome drawn again from the seed and
 * compared with the one recorded, where the record holds all it needs: the crash point, the roll, the cards dealt,
 * and a slot round's reel stops (what the stops show and pay follows from the game's paytable, not checked here).
 */
import { baccaratHandOf, crashPointOf, deriveFromSeed, diceRollOf, seedMatches, slotStopsOf, type FairRandom } from '../../../contract/houseFairness'
import type { RoundResult } from './roundResult'

/** What a check drew again from the seed. */
export type Rederived = 'crashPoint' | 'roll' | 'cards' | 'reelStops'

export interface FairnessVerdict {
  /** The seed's SHA-256 is the hash published before the bet. */
  hashMatches: boolean
  /** What was drawn again from the seed; null when the record lacks what the draw needs. */
  rederived: Rederived | null
  /** Whether what the seed draws is what was recorded; null when nothing was drawn. */
  outcomeMatches: boolean | null
}

const sameCards = (a: readonly { rank: number; suit: number }[], b: readonly { rank: number; suit: number }[]) =>
  a.length === b.length && a.every((card, i) => card.rank === b[i].rank && card.suit === b[i].suit)

/** Checks a round whose seed is revealed; null for a round with no seed to check (yet). */
export async function verifyRound(result: RoundResult, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<FairnessVerdict | null> {
  if (result.kind === 'generic' || result.kind === 'sports' || !result.fairness?.seed) return null
  const { key, seedHash, seed } = result.fairness
  const hashMatches = await seedMatches(seed, seedHash, subtle)
  const derive = <T>(draw: (random: FairRandom) => T) => deriveFromSeed(seed, key, draw, subtle)
  switch (result.kind) {
    case 'crash':
      if (result.crashPoint === null) return { hashMatches, rederived: null, outcomeMatches: null }
      return { hashMatches, rederived: 'crashPoint', outcomeMatches: (await derive(crashPointOf)) === result.crashPoint }
    case 'dice':
      return { hashMatches, rederived: 'roll', outcomeMatches: (await derive(diceRollOf)) === result.rolled }
    case 'baccarat': {
      const hand = await derive(baccaratHandOf)
      const matches = sameCards(hand.player, result.player) && sameCards(hand.banker, result.banker) && hand.playerTotal === result.playerTotal &&
        hand.bankerTotal === result.bankerTotal && hand.outcome === result.outcome && hand.playerPair === result.playerPair && hand.bankerPair === result.bankerPair
      return { hashMatches, rederived: 'cards', outcomeMatches: matches }
    }
    case 'slots': {
      const lengths = result.reelLengths
      if (!lengths) return { hashMatches, rederived: null, outcomeMatches: null }
      const stops = await derive((random) => slotStopsOf(random, lengths, result.stops.length))
      return { hashMatches, rederived: 'reelStops', outcomeMatches: JSON.stringify(stops) === JSON.stringify(result.stops) }
    }
  }
}
