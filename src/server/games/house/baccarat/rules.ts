/**
 * Punto banco, the standard rules of a live baccarat table: the deal with its fixed third-card rules (nobody
 * chooses anything), and the settlement of each bet.
 *
 * The deal takes cards from the shoe in the table's order: player, banker, player, banker, then the player's third
 * card if any, then the banker's. Either hand totalling 8 or 9 on two cards is a natural and both stand. Otherwise
 * the player draws on 0–5 and stands on 6–7. A player who stood leaves the banker the same rule (draw on 0–5);
 * a player who drew leaves the banker the tableau of `bankerDraws` (contract/houseBaccarat.ts), read by the
 * banker's total and the player's third card.
 *
 * Settlement returns what goes back to the bettor (stake included), in integer minor units: 0 for a loss, the
 * stake for a push, stake + win for a win. Wins that are not whole (the banker's 0.95:1) round down, in the house's
 * favour, as a commission is taken on the win and a fraction of a minor unit cannot be paid.
 */
import { bankerDraws, dealHand, type BaccaratOutcome, type Card } from '../../../../contract/houseBaccarat'

// The deal's rules are the contract's (the player's browser deals a round again from its seed with them).
export { bankerDraws }

export type Outcome = BaccaratOutcome
export type BetKind = 'player' | 'banker' | 'tie' | 'playerPair' | 'bankerPair'

export interface Round {
  player: Card[]
  banker: Card[]
  playerTotal: number
  bankerTotal: number
  outcome: Outcome
  /** The player's first two cards have the same rank (a pair of 10s, not a 10 and a king). */
  playerPair: boolean
  bankerPair: boolean
  /** Either hand totalled 8 or 9 on its first two cards. */
  natural: boolean
  /** Where the next round starts in the shoe. */
  nextPosition: number
}

/** Deals one round from `shoe` starting at `position`. Throws if the shoe runs out (the cut card prevents that). */
export function dealRound(shoe: readonly Card[], position: number): Round {
  if (!Number.isInteger(position) || position < 0) throw new Error(`a shoe position is a whole number from 0, got ${position}`)
  let next = position
  const hand = dealHand(() => {
    if (next >= shoe.length) throw new Error(`the shoe ran out at card ${next} (it has ${shoe.length})`)
    return shoe[next++]
  })
  return { ...hand, nextPosition: next }
}

export interface Payout {
  /** The win is stake × pays / per, rounded down: 1/1 is even money, 19/20 is 0.95:1. */
  pays: bigint
  per: bigint
  /** On a tie the bet is neither won nor lost: the stake comes back. */
  pushesOnTie: boolean
}

/** The payout table, as data (a lobby can show it). The banker's 19:20 is even money less 5% commission on the win. */
export const PAYOUTS: Readonly<Record<BetKind, Readonly<Payout>>> = {
  player: { pays: 1n, per: 1n, pushesOnTie: true },
  banker: { pays: 19n, per: 20n, pushesOnTie: true },
  tie: { pays: 8n, per: 1n, pushesOnTie: false },
  playerPair: { pays: 11n, per: 1n, pushesOnTie: false },
  bankerPair: { pays: 11n, per: 1n, pushesOnTie: false },
}

export const BET_KINDS = Object.keys(PAYOUTS) as BetKind[]

/** The part of a round that settles bets (and that the roads keep). */
export type RoundResult = Pick<Round, 'outcome' | 'playerPair' | 'bankerPair'>

/** Whether `kind` wins in `round`. */
export function betWins(kind: BetKind, round: RoundResult): boolean {
  switch (kind) {
    case 'player':
    case 'banker':
    case 'tie':
      return round.outcome === kind
    case 'playerPair':
      return round.playerPair
    case 'bankerPair':
      return round.bankerPair
  }
}

/**
 * What goes back to the bettor for `stake` on `kind` in `round`: 0 for a loss, the stake for a push, the stake plus
 * the win (rounded down) for a win.
 */
export function settleBet(kind: BetKind, stake: bigint, round: RoundResult): bigint {
  if (stake <= 0n) throw new Error(`a stake is more than zero minor units, got ${stake}`)
  const payout = PAYOUTS[kind]
  if (!payout) throw new Error(`unknown baccarat bet: ${String(kind)}`)
  if (betWins(kind, round)) return stake + (stake * payout.pays) / payout.per
  if (payout.pushesOnTie && round.outcome === 'tie') return stake
  return 0n
}
