/**
 * Baccarat arithmetic the table shows: the chips a player stacks on a spot (from the game's least bet), the stakes
 * of a bet as major-unit strings (summed in minor units, never through a float), the cards' points and the order
 * they are dealt in, and which spots a hand pays. The server deals and settles (src/server/games/house/baccarat);
 * this only draws what it sent.
 */
import { languageInfo } from '../../../config/languages'
import type { BaccaratBetKind, BaccaratHand, CardView, RoadCell } from '../../../contract/house'
import { compareAmounts, fromMinor, toMinor } from './money'

/** The spots in the order the table lays them out: the side bets above, the main bets below. */
export const BACCARAT_SPOTS: readonly BaccaratBetKind[] = ['playerPair', 'tie', 'bankerPair', 'player', 'banker']

/** The published payouts (pays:per; the banker's 19:20 is a 5% commission), shown until the table sends its own. */
export const DEFAULT_BACCARAT_PAYOUTS: Record<BaccaratBetKind, { pays: number; per: number }> = {
  player: { pays: 1, per: 1 },
  banker: { pays: 19, per: 20 },
  tie: { pays: 8, per: 1 },
  playerPair: { pays: 11, per: 1 },
  bankerPair: { pays: 11, per: 1 },
}

/** Stakes by spot, major units; a spot without a stake is absent. */
export type BaccaratStakes = Partial<Record<BaccaratBetKind, string>>

/** The chips: the least bet × 1, 5, 10, 50 and 100, those at most the greatest bet (at least the least bet itself). */
export function chipValues(minBet: string, maxBet: string, decimals: number): string[] {
  const min = toMinor(minBet, decimals) ?? 0n
  const max = toMinor(maxBet, decimals) ?? min
  if (min <= 0n) return []
  const chips = [1n, 5n, 10n, 50n, 100n].map((times) => min * times).filter((value) => value <= max)
  return (chips.length ? chips : [min]).map((value) => fromMinor(value, decimals))
}

/** `stakes` with `amount` more on `spot`. */
export function addStake(stakes: BaccaratStakes, spot: BaccaratBetKind, amount: string, decimals: number): BaccaratStakes {
  const sum = (toMinor(stakes[spot] ?? '0', decimals) ?? 0n) + (toMinor(amount, decimals) ?? 0n)
  return { ...stakes, [spot]: fromMinor(sum, decimals) }
}

/** All the stakes together (any number of stake maps, e.g. placed and still to place). */
export function totalStakes(decimals: number, ...all: (BaccaratStakes | Record<string, string> | undefined)[]): string {
  let sum = 0n
  for (const stakes of all) for (const amount of Object.values(stakes ?? {})) sum += toMinor(amount ?? '0', decimals) ?? 0n
  return fromMinor(sum, decimals)
}

/** Whether `amount` more would take the round's stakes past the greatest bet (the server's limit per round). */
export function overLimit(placedAndPending: string, amount: string, maxBet: string, decimals: number): boolean {
  const after = (toMinor(placedAndPending, decimals) ?? 0n) + (toMinor(amount, decimals) ?? 0n)
  return compareAmounts(fromMinor(after, decimals), maxBet, decimals) > 0
}

/** A card's points: ace 1, two to nine their pips, tens and faces 0. */
export function cardPoints(card: CardView): number {
  return card.rank >= 10 ? 0 : card.rank
}

/** A hand's total: its points' sum, the last digit. */
export function handTotal(cards: readonly CardView[]): number {
  return cards.reduce((sum, card) => sum + cardPoints(card), 0) % 10
}

/**
 * How many of each side's cards are face up once `dealt` cards have been dealt, in the table's order: player,
 * banker, player, banker, then the player's third card and the banker's third card, each when there is one.
 */
export function dealtCounts(hand: Pick<BaccaratHand, 'player' | 'banker'>, dealt: number): { player: number; banker: number } {
  const order: ('player' | 'banker')[] = ['player', 'banker', 'player', 'banker']
  if (hand.player.length > 2) order.push('player')
  if (hand.banker.length > 2) order.push('banker')
  const counts = { player: 0, banker: 0 }
  for (const side of order.slice(0, Math.max(0, dealt))) counts[side]++
  return counts
}

/** The spots a finished hand wins (a tie returns the player and banker stakes: they neither win nor lose). */
export function winningSpots(hand: Pick<BaccaratHand, 'outcome' | 'playerPair' | 'bankerPair'>): BaccaratBetKind[] {
  const spots: BaccaratBetKind[] = [hand.outcome]
  if (hand.playerPair) spots.push('playerPair')
  if (hand.bankerPair) spots.push('bankerPair')
  return spots
}

/** "11:1"; the banker's 19:20 as "0.95:1", as tables print it. */
export function payoutText(payout: { pays: number; per: number }, language: string): string {
  const ratio = payout.pays / payout.per
  return `${new Intl.NumberFormat(languageInfo(language)?.htmlLang ?? language, { maximumFractionDigits: 2 }).format(ratio)}:1`
}

/**
 * The big road's last `columns` columns, moved to start at column 0, with whole runs only: a run that began left of
 * the window is left out, its dragon tail too, so no cut-off tail shows as a lone disc at the left edge (its cells
 * are in the order the wins came, a run being the wins of one side in a row).
 */
export function lastRuns(cells: readonly RoadCell[], columns: number): RoadCell[] {
  const last = cells.reduce((most, cell) => Math.max(most, cell.col), -1)
  const first = Math.max(0, last - columns + 1)
  const shown: RoadCell[] = []
  let runStart = -1
  for (const [i, cell] of cells.entries()) {
    if (i === 0 || cell.outcome !== cells[i - 1].outcome) runStart = cell.col
    if (runStart >= first) shown.push({ ...cell, col: cell.col - first })
  }
  return shown
}

/** The last `columns` columns of a road, moved to start at column 0 (a road grows to the right without end). */
export function lastColumns(cells: readonly RoadCell[], columns: number): RoadCell[] {
  const last = cells.reduce((most, cell) => Math.max(most, cell.col), -1)
  const first = Math.max(0, last - columns + 1)
  return cells.filter((cell) => cell.col >= first).map((cell) => ({ ...cell, col: cell.col - first }))
}

/** How many rounds of the bead plate each side won, and how many were ties. */
export function roadCounts(beadPlate: readonly RoadCell[]): Record<'player' | 'banker' | 'tie', number> {
  const counts = { player: 0, banker: 0, tie: 0 }
  for (const cell of beadPlate) counts[cell.outcome]++
  return counts
}
