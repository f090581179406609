/**
 * The markets the feed offers at an instant, priced with the merchant's margin by the core's priceMarket (decimal
 * thousandths, rounded down, so every open market's implied chances sum to at least 1 + margin).
 *
 * A market's status:
 * - open: priced (before the start too: pre-match markets are open until kick-off);
 * - suspended: while a dangerous moment is on or just after an event (timeline.ts stateAt), or when the margin
 *   could not be kept (priceMarket's `capped`: a selection too likely to price above 1.01); no prices;
 * - closed: once the match is over or abandoned (the markets as they stood just before the end), and a market
 *   already decided (both teams have scored; the first half is over); no prices.
 */
import { SportsError } from '../../../../contract/sports/errors'
import { BASIS_POINTS, PROBABILITY_SCALE, priceMarket } from '../../../../contract/sports/margin'
import { basketballMarkets } from './basketballOdds'
import { cricketMarkets } from './cricketOdds'
import { esportsMarkets } from './esportsOdds'
import { footballMarkets } from './footballOdds'
import { tennisMarkets } from './tennisOdds'
import { stateAt } from './timeline'
import type { FairMarket, FeedMarket, MarketStatus, MatchScript, MatchSpec, MatchState } from './types'

/** The model's markets at a state, each selection with its fair chance (unpriced). */
export function fairMarkets(spec: MatchSpec, state: MatchState): FairMarket[] {
  switch (spec.sport) {
    case 'football':
      return footballMarkets(spec, state)
    case 'basketball':
      return basketballMarkets(spec, state)
    case 'tennis':
      return tennisMarkets(spec, state)
    case 'cricket':
      return cricketMarkets(spec, state)
    case 'moba':
    case 'shooter':
      return esportsMarkets(spec, state)
  }
}

/** Chances as whole parts per billion of their sum (the unit priceMarket's weights are usually in). */
export function toWeights(chances: readonly number[]): number[] {
  if (!chances.every((chance) => Number.isFinite(chance) && chance >= 0)) throw new Error(`a model gave chances ${chances.join(', ')}`)
  const total = chances.reduce((a, b) => a + b, 0)
  return chances.map((chance) => (total > 0 ? Math.round((chance / total) * PROBABILITY_SCALE) : 0))
}

/** A fair market offered with a status: priced when open (module comment). */
export function offer(market: FairMarket, status: MarketStatus, marginBp: number): FeedMarket {
  const { selections, ...shape } = market
  const withoutPrices = (as: MarketStatus): FeedMarket => ({ ...shape, status: as, selections: selections.map(({ key }) => ({ key, price: null })) })
  const weights = toWeights(selections.map((selection) => selection.chance))
  if (status === 'closed' || weights.filter((weight) => weight > 0).length < 2) return withoutPrices('closed')
  if (status === 'suspended') return withoutPrices('suspended')
  const priced = priceMarket(weights, marginBp)
  if (priced.capped) return withoutPrices('suspended')
  return { ...shape, status: 'open', selections: selections.map(({ key }, i) => ({ key, price: priced.prices[i] })) }
}

/**
 * Every market of the match at a real instant, with the merchant's margin in basis points (5% is 500): the list
 * and lines the model sets from the state at that instant (after the end, the state just before it), each open,
 * suspended or closed (module comment).
 */
export function marketsAt(script: MatchScript, atMs: number, marginBp: number): FeedMarket[] {
  if (!Number.isSafeInteger(marginBp) || marginBp < 0 || marginBp > BASIS_POINTS) throw new SportsError('sports.margin.invalid', `margin ${marginBp} basis points`)
  if (!Number.isSafeInteger(atMs)) throw new SportsError('sports.feed.instant.invalid', `not an instant in ms: ${atMs}`)
  const over = atMs >= script.endsAt
  const state = stateAt(script, over ? script.endsAt - 1 : atMs)
  const status: MarketStatus = over ? 'closed' : state.suspended ? 'suspended' : 'open'
  return fairMarkets(script.spec, state).map((market) => offer(market, status, marginBp))
}
