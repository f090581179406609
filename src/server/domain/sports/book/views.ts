/**
 * What the book's app is sent: a match's state and prices at the instant of the answer (never its seed, its script
 * or anything after that instant), and a member's bets as struck and settled.
 */
import { toMajorString } from '../../../../contract/money'
import type { BookSport, SportsBet, SportsBetLeg, SportsEvent, SportsLegOutcome, SportsMarket } from '../../../../contract/sportsbook'
import { formatOdds, type OddsFormat, type Quote } from '../../../../contract/sports/odds'
import type { Outcome } from '../../../../contract/sports/settle'
import type { BetRow } from '../../../db/sports/bets'
import type { SportsEventRow } from '../../../db/sports/events'
import type { FeedMarket, MatchState } from '../feed'
import type { MatchResult } from '../feed/result'

export function marketView(market: FeedMarket): SportsMarket {
  return {
    key: market.key, kind: market.kind, scope: market.scope, ...(market.period === undefined ? {} : { period: market.period }), unit: market.unit,
    ...(market.line === undefined ? {} : { line: market.line }), status: market.status,
    selections: market.selections.map((selection) => ({ key: selection.key, price: selection.price })),
  }
}

/** The two-way market of a kind whose prices are closest together: the ladder's main line. */
function mainLine(markets: readonly FeedMarket[], kind: 'handicap' | 'total'): FeedMarket | undefined {
  let best: { market: FeedMarket; gap: number } | undefined
  for (const market of markets) {
    if (market.kind !== kind || market.scope !== 'match') continue
    const [a, b] = market.selections.map((selection) => selection.price)
    const gap = a === null || b === null ? Number.MAX_SAFE_INTEGER - 1 : Math.abs(a - b)
    if (!best || gap < best.gap) best = { market, gap }
  }
  return best?.market
}

/** A list's markets of a match: its result (1X2, else the money line), its main handicap and its main total. */
export function mainMarkets(markets: readonly FeedMarket[]): FeedMarket[] {
  const result = markets.find((market) => market.key === '1x2') ?? markets.find((market) => market.key === 'ml')
  return [result, mainLine(markets, 'handicap'), mainLine(markets, 'total')].filter((market): market is FeedMarket => market !== undefined)
}

export function eventView(row: SportsEventRow, state: MatchState, markets: readonly FeedMarket[], all: boolean): SportsEvent {
  return {
    eventId: row.eventId,
    sport: row.sport as BookSport,
    home: row.home,
    away: row.away,
    startsAt: row.startsAt.toISOString(),
    phase: state.phase,
    score: { home: state.score.home, away: state.score.away },
    periods: state.periods.map((score) => ({ home: score.home, away: score.away })),
    period: state.period,
    clock: Math.floor(state.clock),
    danger: state.danger,
    suspended: state.suspended,
    marketCount: markets.length,
    markets: (all ? markets : mainMarkets(markets)).map(marketView),
  }
}

/** An outcome as the wire names it (a dead heat by its kind). */
export function outcomeName(outcome: Outcome): SportsLegOutcome {
  return typeof outcome === 'string' ? outcome : 'dead-heat'
}

/** A bet as the app is sent it, with its cash-out offer now (cashout.ts; null: none). */
export function betView(bet: BetRow, events: ReadonlyMap<string, SportsEventRow>, decimals: number, cashOut: bigint | null): SportsBet {
  const money = (minor: bigint) => toMajorString(minor, decimals)
  const legs: SportsBetLeg[] = bet.legs.map((leg) => {
    const event = events.get(leg.eventId)
    const result = (event?.result ?? null) as MatchResult | null
    return {
      eventId: leg.eventId,
      sport: (event?.sport ?? 'football') as BookSport,
      home: event?.home ?? '',
      away: event?.away ?? '',
      startsAt: event?.startsAt.toISOString() ?? bet.placedAt.toISOString(),
      market: leg.market,
      kind: leg.kind as SportsBetLeg['kind'],
      scope: leg.scope as SportsBetLeg['scope'],
      ...(leg.period === null ? {} : { period: leg.period }),
      unit: leg.unit as SportsBetLeg['unit'],
      ...(leg.line === null ? {} : { line: leg.line }),
      selection: leg.selection,
      price: leg.price,
      quote: formatOdds(leg.quote as Quote),
      inPlay: leg.inPlay,
      outcome: leg.outcome === null ? null : outcomeName(leg.outcome as Outcome),
      score: result && leg.outcome !== null ? { home: result.score.home, away: result.score.away } : null,
    }
  })
  return {
    betId: bet.id.toString(),
    kind: bet.kind,
    // A bet still being written shows as pending (the wallet is answering); one being cashed out as settled (its
    // payout is fixed).
    status: bet.status === 'placing' ? 'pending' : bet.status === 'cashing' ? 'settled' : bet.status,
    oddsFormat: bet.oddsFormat as OddsFormat,
    stake: money(bet.stake),
    risk: money(bet.risk),
    toWin: money(bet.toWin),
    potentialReturn: money(bet.risk + bet.toWin),
    placedAt: bet.placedAt.toISOString(),
    acceptAt: bet.acceptAt?.toISOString() ?? null,
    rejectedFor: bet.rejectedFor,
    result: bet.result,
    payout: bet.payout === null ? null : money(bet.payout),
    settledAt: bet.settledAt?.toISOString() ?? null,
    cashOut: cashOut === null ? null : money(cashOut),
    cashedOut: bet.cashedOut,
    corrected: bet.corrections > 0,
    legs,
  }
}
