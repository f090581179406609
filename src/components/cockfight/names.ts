/**
 * What the arena's keys are called on screen: the bets (Meron, Wala and the draws), a fight's phases and results, a
 * settled bet's outcome, and the arena's error codes, in the player's language. Keys are listed with tKey so
 * tests/unit/locales.test.ts checks that every language has them. The arena's errors mostly mean what the
 * sportsbook's mean, so their words are the book's (sports.json), loaded beside the arena's own.
 */
import type { TFunction } from 'i18next'
import { tKey } from '../../../locales'
import type { CockfightErrorCode, CockfightBet } from '../../contract/cockfight'
import type { CockfightSelection, DrawKind, FightPhase, FightResult } from '../../contract/sports/cockfight'
import { NETWORK_ERROR } from '../games/house/errors'

export const SELECTION_NAMES = {
  meron: tKey('cockfight:selection.meron'),
  wala: tKey('cockfight:selection.wala'),
  draw: tKey('cockfight:selection.draw'),
  bdd: tKey('cockfight:selection.bdd'),
  ftd: tKey('cockfight:selection.ftd'),
} as const satisfies Record<CockfightSelection, string>

/** The draws' full names under their short ones (the providers' abbreviations mean nothing to a newcomer). */
export const DRAW_HINTS = {
  draw: tKey('cockfight:selection.drawHint'),
  bdd: tKey('cockfight:selection.bddHint'),
  ftd: tKey('cockfight:selection.ftdHint'),
} as const satisfies Record<Exclude<CockfightSelection, 'meron' | 'wala'>, string>

export const PHASE_NAMES = {
  scheduled: tKey('cockfight:phase.scheduled'),
  open: tKey('cockfight:phase.open'),
  lastCall: tKey('cockfight:phase.lastCall'),
  closed: tKey('cockfight:phase.closed'),
  result: tKey('cockfight:phase.result'),
} as const satisfies Record<FightPhase, string>

export const RESULT_NAMES = {
  meron: tKey('cockfight:result.meron'),
  wala: tKey('cockfight:result.wala'),
  draw: tKey('cockfight:result.draw'),
  cancelled: tKey('cockfight:result.cancelled'),
} as const satisfies Record<FightResult, string>

export const DRAW_KIND_NAMES = {
  bdd: tKey('cockfight:result.bdd'),
  ftd: tKey('cockfight:result.ftd'),
} as const satisfies Record<DrawKind, string>

/** A settled bet's outcome in words: a side's push is its refund on a draw, void the refund of a cancelled fight or pool. */
export const OUTCOME_NAMES = {
  win: tKey('cockfight:bets.outcome.win'),
  lose: tKey('cockfight:bets.outcome.lose'),
  push: tKey('cockfight:bets.outcome.push'),
  void: tKey('cockfight:bets.outcome.void'),
} as const satisfies Record<NonNullable<CockfightBet['outcome']>, string>

/**
 * Every error the arena answers, in words (contract/cockfight.ts COCKFIGHT_ERRORS): the book's words, but for the
 * ended session, whose book's words send the player to the sportsbook.
 */
export const COCKFIGHT_ERROR_MESSAGES = {
  'sports.session.invalid': tKey('cockfight:errors.sessionEnded'),
  'sports.bet.invalid': tKey('sports:errors.sports.bet.invalid'),
  'sports.cockfight.fight.not.found': tKey('sports:errors.sports.cockfight.fight.not.found'),
  'sports.cockfight.betting.closed': tKey('sports:errors.sports.cockfight.betting.closed'),
  'sports.cockfight.side.locked': tKey('sports:errors.sports.cockfight.side.locked'),
  'sports.cockfight.fight.full': tKey('sports:errors.sports.cockfight.fight.full'),
  'sports.daily.limit.reached': tKey('sports:errors.sports.daily.limit.reached'),
  'sports.stake.below.min': tKey('sports:errors.sports.stake.below.min'),
  'sports.stake.above.max': tKey('sports:errors.sports.stake.above.max'),
  'sports.payout.above.max': tKey('sports:errors.sports.payout.above.max'),
  'sports.balance.insufficient': tKey('sports:errors.sports.balance.insufficient'),
  'sports.unavailable': tKey('sports:errors.sports.unavailable'),
} as const satisfies Record<CockfightErrorCode, string>

/** An error code in words; the network's own, and a code the arena may add later, read as their general failure. */
export function errorText(t: TFunction<'cockfight'>, code: string): string {
  if (code in COCKFIGHT_ERROR_MESSAGES) return t(COCKFIGHT_ERROR_MESSAGES[code as CockfightErrorCode])
  return t(code === NETWORK_ERROR ? tKey('cockfight:errors.network') : tKey('sports:errors.unknown'))
}

/** A bet's full name ("Meron", "BDD · Both dead draw"): the side, or the draw with what it means. */
export function selectionName(t: TFunction<'cockfight'>, selection: CockfightSelection): string {
  return selection === 'meron' || selection === 'wala' ? t(SELECTION_NAMES[selection]) : `${t(SELECTION_NAMES[selection])} · ${t(DRAW_HINTS[selection])}`
}

/** A declared result in words, with a draw's kind when it has one ("Draw: both dead (BDD)"). */
export function resultText(t: TFunction<'cockfight'>, result: FightResult, drawKind: DrawKind | null): string {
  return result === 'draw' && drawKind ? t(DRAW_KIND_NAMES[drawKind]) : t(RESULT_NAMES[result])
}
