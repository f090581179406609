/**
 * Where a match stands, as a card shows it: "67'" in football, "Q3 04:48" in basketball, the set and its games in
 * tennis, the innings in cricket, the map and its kills or rounds in e-sports; half time, breaks, the end. Pure: the
 * event comes from the book (contract/sportsbook.ts SportsEvent), whose clock is the seconds played in the period.
 */
import type { TFunction } from 'i18next'
import type { SportsEvent, SportsMarket, SportsScore } from '../../contract/sportsbook'

/** A football half's minutes; minutes beyond it are stoppage time ("45+2'"). */
const HALF_MINUTES = 45
/** A basketball quarter and an overtime, in seconds (the feed's model: src/server/domain/sports/feed/basketball.ts). */
const QUARTER_SECONDS = 600
const OVERTIME_SECONDS = 300
const QUARTERS = 4

export interface MatchStatus {
  /** Playing now (a break counts: the match is in play and prices move). */
  live: boolean
  /** The phase in words: the minute, the quarter and its clock, "Set 2", "Half time", "Ended"; null before the start. */
  text: string | null
  /** The score of the period in progress (a set's games, a map's kills or rounds), shown beside `text`. */
  periodScore: SportsScore | null
}

/** The football minute being played, as boards show it: "67'", "45+2'" (the minute in progress, counted from 1). */
export function footballMinute(period: number, clock: number): string {
  const minute = Math.floor(Math.max(0, clock) / 60) + 1
  const base = (Math.max(1, period) - 1) * HALF_MINUTES
  return minute > HALF_MINUTES ? `${base + HALF_MINUTES}+${minute - HALF_MINUTES}'` : `${base + minute}'`
}

const pad = (value: number) => String(value).padStart(2, '0')

/** Seconds as a game clock: "04:48". */
export function gameClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds))
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`
}

export function matchStatus(t: TFunction<'sports'>, event: SportsEvent): MatchStatus {
  const current = event.periods[event.period - 1] ?? null
  switch (event.phase) {
    case 'pre':
      return { live: false, text: null, periodScore: null }
    case 'ended':
      return { live: false, text: t('sports:match.ended'), periodScore: null }
    case 'abandoned':
      return { live: false, text: t('sports:match.abandoned'), periodScore: null }
    case 'break':
      return { live: true, text: event.sport === 'football' && event.period === 1 ? t('sports:match.halfTime') : t('sports:match.break'), periodScore: null }
    case 'live':
      break
  }
  switch (event.sport) {
    case 'football':
      return { live: true, text: footballMinute(event.period, event.clock), periodScore: null }
    case 'basketball': {
      const overtime = event.period > QUARTERS
      const left = (overtime ? OVERTIME_SECONDS : QUARTER_SECONDS) - event.clock
      const name = overtime ? t('sports:match.overtime', { period: event.period - QUARTERS }) : t('sports:match.quarter', { period: event.period })
      return { live: true, text: `${name} ${gameClock(left)}`, periodScore: null }
    }
    case 'tennis':
      return { live: true, text: t('sports:match.set', { period: event.period }), periodScore: current }
    case 'cricket':
      return { live: true, text: t('sports:match.innings', { period: event.period }), periodScore: null }
    case 'moba':
    case 'shooter':
      return { live: true, text: t('sports:match.map', { period: event.period }), periodScore: current }
  }
}

/** A two-way market's balance: how far apart its prices are (nearest 50/50 is the main line); null without both. */
function spread(market: SportsMarket): number | null {
  const [a, b] = market.selections
  return a?.price != null && b?.price != null ? Math.abs(a.price - b.price) : null
}

/**
 * The main line among a ladder (handicap or total): the one whose two prices are nearest each other, as the feed
 * chooses it (nearest 50/50); of equals, the one nearest the ladder's middle. Suspended ladders keep their middle.
 */
function mainOf(markets: SportsMarket[]): SportsMarket | null {
  const open = markets.filter((market) => market.status !== 'closed')
  if (open.length === 0) return null
  const middle = (open.length - 1) / 2
  let best = open[Math.floor(middle)]
  let bestSpread = spread(best) ?? Infinity
  open.forEach((market, index) => {
    const s = spread(market) ?? Infinity
    const nearer = Math.abs(index - middle) < Math.abs(open.indexOf(best) - middle)
    if (s < bestSpread || (s === bestSpread && nearer)) {
      best = market
      bestSpread = s
    }
  })
  return best
}

/** A match's main markets, as its row in a list shows them. */
export interface MainMarkets {
  /** 1X2, or the money line where the sport has no draw (or the list carries only that). */
  result: SportsMarket | null
  /** The main Asian handicap. */
  handicap: SportsMarket | null
  /** The main over/under: the match's, or the innings' in cricket (whose totals are per innings). */
  total: SportsMarket | null
}

export function mainMarkets(event: SportsEvent): MainMarkets {
  const of = (kind: SportsMarket['kind'], scope: SportsMarket['scope'] = 'match') => event.markets.filter((market) => market.kind === kind && market.scope === scope)
  const result = of('result').find((market) => market.status !== 'closed') ?? of('money-line').find((market) => market.status !== 'closed') ?? null
  const totals = of('total')
  return {
    result,
    handicap: mainOf(of('handicap')),
    total: mainOf(totals.length > 0 ? totals : of('total', 'innings')),
  }
}
