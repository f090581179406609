/**
 * What the book's keys are called on screen: sports, markets (`1x2`, `ah:-3`, `map2:ml`) and their selections
 * (`home`, `over`, `2-1`), errors and outcomes, in the player's language. Markets are named from their kind, scope
 * and line, never from the key's spelling, so a market the feed adds later reads right if its shape is one of these.
 * Keys are listed with tKey so tests/unit/locales.test.ts checks that every language has them.
 */
import type { TFunction } from 'i18next'
import { tKey } from '../../../locales'
import { formatLine } from '../../contract/sports/markets'
import type { BookSport, SportsBetResult, SportsBetStatus, SportsBookErrorCode, SportsLegOutcome, SportsMarket, SportsScore } from '../../contract/sportsbook'
import { withMinus } from './prices'

export const SPORT_NAMES = {
  football: tKey('sports:sport.football'),
  basketball: tKey('sports:sport.basketball'),
  tennis: tKey('sports:sport.tennis'),
  cricket: tKey('sports:sport.cricket'),
  moba: tKey('sports:sport.moba'),
  shooter: tKey('sports:sport.shooter'),
} as const satisfies Record<BookSport, string>

/** Every error the book answers, in words (contract/sportsbook.ts SPORTS_BOOK_ERRORS). */
export const SPORTS_ERROR_MESSAGES = {
  'sports.session.invalid': tKey('sports:errors.sports.session.invalid'),
  'sports.bet.invalid': tKey('sports:errors.sports.bet.invalid'),
  'sports.event.not.found': tKey('sports:errors.sports.event.not.found'),
  'sports.market.unavailable': tKey('sports:errors.sports.market.unavailable'),
  'sports.market.suspended': tKey('sports:errors.sports.market.suspended'),
  'sports.price.changed': tKey('sports:errors.sports.price.changed'),
  'sports.parlay.legs.invalid': tKey('sports:errors.sports.parlay.legs.invalid'),
  'sports.stake.below.min': tKey('sports:errors.sports.stake.below.min'),
  'sports.stake.above.max': tKey('sports:errors.sports.stake.above.max'),
  'sports.payout.above.max': tKey('sports:errors.sports.payout.above.max'),
  'sports.liability.reached': tKey('sports:errors.sports.liability.reached'),
  'sports.daily.limit.reached': tKey('sports:errors.sports.daily.limit.reached'),
  'sports.balance.insufficient': tKey('sports:errors.sports.balance.insufficient'),
  'sports.unavailable': tKey('sports:errors.sports.unavailable'),
  'sports.bet.not.found': tKey('sports:errors.sports.bet.not.found'),
  'sports.cashout.unavailable': tKey('sports:errors.sports.cashout.unavailable'),
  'sports.cashout.changed': tKey('sports:errors.sports.cashout.changed'),
} as const satisfies Record<SportsBookErrorCode, string>

/** An error code in words; a code the book may add later (or the platform's own) reads as a general failure. */
export function errorText(t: TFunction<'sports'>, code: string): string {
  return t(code in SPORTS_ERROR_MESSAGES ? SPORTS_ERROR_MESSAGES[code as SportsBookErrorCode] : tKey('sports:errors.unknown'))
}

export const LEG_OUTCOME_NAMES = {
  win: tKey('sports:outcome.win'),
  lose: tKey('sports:outcome.lose'),
  push: tKey('sports:outcome.push'),
  void: tKey('sports:outcome.void'),
  'half-win': tKey('sports:outcome.half-win'),
  'half-lose': tKey('sports:outcome.half-lose'),
  'dead-heat': tKey('sports:outcome.dead-heat'),
} as const satisfies Record<SportsLegOutcome, string>

export const BET_STATUS_NAMES = {
  pending: tKey('sports:bets.status.pending'),
  open: tKey('sports:bets.status.open'),
  rejected: tKey('sports:bets.status.rejected'),
} as const satisfies Record<Exclude<SportsBetStatus, 'settled'>, string>

export const BET_RESULT_NAMES = {
  won: tKey('sports:bets.result.won'),
  returned: tKey('sports:bets.result.returned'),
  lost: tKey('sports:bets.result.lost'),
} as const satisfies Record<SportsBetResult, string>

/** A bet settled by a cash-out, with the amount taken. */
export const BET_CASHED_OUT_NAME = tKey('sports:bets.result.cashedOut')
export const BET_CORRECTED_NAME = tKey('sports:bets.result.corrected')

/** The dangerous moments the feed names (penalty, break point...); another reads as "danger". */
const DANGER_NAMES: Record<string, string> = {
  penalty: tKey('sports:match.danger.penalty'),
  'big-chance': tKey('sports:match.danger.big-chance'),
  review: tKey('sports:match.danger.review'),
  'break-point': tKey('sports:match.danger.break-point'),
  'set-point': tKey('sports:match.danger.set-point'),
  'match-point': tKey('sports:match.danger.match-point'),
  'map-point': tKey('sports:match.danger.map-point'),
  'base-push': tKey('sports:match.danger.base-push'),
  'close-finish': tKey('sports:match.danger.close-finish'),
}

export function dangerText(t: TFunction<'sports'>, danger: string): string {
  return t(DANGER_NAMES[danger] ?? tKey('sports:match.danger.other'))
}

/** What names a market and its selections: its shape (the contract's market, or a bet leg's copy of it). */
export type MarketShape = Pick<SportsMarket, 'key' | 'kind' | 'scope' | 'period' | 'unit' | 'line'>

/** The sides of a match, as names a selection needs. */
export interface Teams {
  sport: BookSport
  home: string
  away: string
}

const HANDICAP_NAMES = {
  goals: tKey('sports:market.handicap.goals'),
  points: tKey('sports:market.handicap.points'),
  sets: tKey('sports:market.handicap.sets'),
  games: tKey('sports:market.handicap.games'),
  maps: tKey('sports:market.handicap.maps'),
  runs: tKey('sports:market.handicap.runs'),
} as const satisfies Record<SportsMarket['unit'], string>

const TOTAL_NAMES = {
  goals: tKey('sports:market.total.goals'),
  points: tKey('sports:market.total.points'),
  sets: tKey('sports:market.total.sets'),
  games: tKey('sports:market.total.games'),
  maps: tKey('sports:market.total.maps'),
  runs: tKey('sports:market.total.runs'),
} as const satisfies Record<SportsMarket['unit'], string>

/** A market's kind in words, without its scope or line ("Asian handicap", "Total games"). */
export function kindName(t: TFunction<'sports'>, market: Omit<MarketShape, 'key'>, sport: BookSport): string {
  switch (market.kind) {
    case 'result':
      return t('sports:market.result')
    case 'money-line':
      // Football's two-way market is draw no bet (a draw returns the stake); elsewhere it is the winner.
      return sport === 'football' ? t('sports:market.drawNoBet') : t('sports:market.moneyLine')
    case 'handicap':
      return t(HANDICAP_NAMES[market.unit])
    case 'total':
      return t(TOTAL_NAMES[market.unit])
    case 'both-score':
      return t('sports:market.bothScore')
    case 'correct-score':
      return t('sports:market.correctScore')
    case 'odd-even':
      return t('sports:market.oddEven')
  }
}

/** The part of the match a market is on, or null for the whole match ("1st half", "Map 2", "Innings 1"). */
export function scopeName(t: TFunction<'sports'>, market: Pick<MarketShape, 'scope' | 'period'>): string | null {
  switch (market.scope) {
    case 'match':
      return null
    case 'first-half':
      return t('sports:market.scope.firstHalf')
    case 'map':
      return t('sports:market.scope.map', { period: market.period ?? 1 })
    case 'innings':
      return t('sports:market.scope.innings', { period: market.period ?? 1 })
  }
}

const FSI = '\u2068'
const PDI = '\u2069'

/**
 * A sentence built of translated pieces, isolated once as a whole. A right-to-left page isolates each untranslated
 * string (locales' bidiIsolateFallback), and a sentence that starts with such a piece is left as it is, so "Total
 * goals 2.5" would read "2.5 Total goals" in Arabic; without the pieces' marks and with one pair around it, it keeps
 * its order. Strings without marks (every translated language) are returned unchanged.
 */
export function isolatedWhole(text: string): string {
  return text.includes(FSI) ? `${FSI}${text.replace(/[\u2068\u2069]/g, '')}${PDI}` : text
}

/** A market's full name: scope, kind and, for a line, the line ("1st half · Total goals 1.5"). */
export function marketName(t: TFunction<'sports'>, market: MarketShape, sport: BookSport): string {
  const kind = kindName(t, market, sport)
  const line = market.line === undefined ? null : market.kind === 'handicap' ? signedLine(market.line) : withMinus(formatLine(market.line))
  const named = line === null ? kind : t('sports:market.withLine', { name: kind, line })
  const scope = scopeName(t, market)
  return isolatedWhole(scope === null ? named : t('sports:market.scoped', { scope, name: named }))
}

/** A handicap line as books write it, signed: "−0.75", "+1.5", "0". */
export function signedLine(line: number): string {
  return withMinus(formatLine(line, true))
}

/** A correct score's key (`2-1`) as a score ("2–1"), or null for `other` or an unknown key. */
export function correctScore(selection: string): SportsScore | null {
  const match = /^(\d+)-(\d+)$/.exec(selection)
  return match ? { home: Number(match[1]), away: Number(match[2]) } : null
}

/** A selection's full name, as a slip, a bet and a screen reader say it ("Velmora Athletic −1.25", "Over 3.25"). */
export function selectionName(t: TFunction<'sports'>, market: MarketShape, selection: string, teams: Teams): string {
  const line = market.line ?? 0
  switch (market.kind) {
    case 'result':
    case 'money-line':
      if (selection === 'home') return teams.home
      if (selection === 'away') return teams.away
      if (selection === 'draw') return t('sports:selection.draw')
      break
    case 'handicap':
      if (selection === 'home') return t('sports:selection.handicap', { team: teams.home, line: signedLine(line) })
      if (selection === 'away') return t('sports:selection.handicap', { team: teams.away, line: signedLine(-line) })
      break
    case 'total':
      if (selection === 'over') return t('sports:selection.over', { line: withMinus(formatLine(line)) })
      if (selection === 'under') return t('sports:selection.under', { line: withMinus(formatLine(line)) })
      break
    case 'both-score':
      if (selection === 'yes') return t('sports:selection.yes')
      if (selection === 'no') return t('sports:selection.no')
      break
    case 'odd-even':
      if (selection === 'odd') return t('sports:selection.odd')
      if (selection === 'even') return t('sports:selection.even')
      break
    case 'correct-score': {
      if (selection === 'other') return t('sports:selection.otherScore')
      const score = correctScore(selection)
      if (score) return t('sports:selection.score', { home: score.home, away: score.away })
      break
    }
  }
  return selection
}

/**
 * A selection's short caption on a price button beside its market's heading ("1", "X", "2", "−0.5", "O 3.25"):
 * the button's accessible name still says the whole selection (selectionName).
 */
export function selectionCaption(t: TFunction<'sports'>, market: MarketShape, selection: string, teams: Teams): string {
  const line = market.line ?? 0
  switch (market.kind) {
    case 'result':
    case 'money-line':
      if (selection === 'home') return t('sports:selection.homeShort')
      if (selection === 'draw') return t('sports:selection.drawShort')
      if (selection === 'away') return t('sports:selection.awayShort')
      break
    case 'handicap':
      if (selection === 'home') return signedLine(line)
      if (selection === 'away') return signedLine(-line)
      break
    case 'total':
      if (selection === 'over') return t('sports:selection.overShort', { line: withMinus(formatLine(line)) })
      if (selection === 'under') return t('sports:selection.underShort', { line: withMinus(formatLine(line)) })
      break
  }
  return selectionName(t, market, selection, teams)
}
