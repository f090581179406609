/**
 * What the lottery app's address carries (the lottery lobby URL's answer, domain/lottery/lobby.ts):
 * `LOTTERY_APP_PATH/<lobby|betting>?game&merchant&lang&session…` (LOTTERY_APP_PARAMS).
 */
import { FALLBACK_LANGUAGE } from '../../../locales'
import { isLanguageCode } from '../../config/languages'
import { LOTTERY_APP_PARAMS, LOTTERY_APP_PATH, LOTTERY_VIEWS, type LotteryView } from '../../contract/lottery'

export interface LotteryAddress {
  view: LotteryView
  /** The betting view's game (undefined in the lobby). */
  gameCode?: string
  /** The session token ('' for a guest: the app shows, never bets). */
  session: string
  merchant: string
  language: string
}

/** The address read, or null when it is not the lottery app's (a house game's frame). */
export function readLotteryAddress(location: Pick<Location, 'pathname' | 'search'>): LotteryAddress | null {
  const prefix = `${LOTTERY_APP_PATH}/`
  if (!location.pathname.startsWith(prefix)) return null
  const segment = location.pathname.slice(prefix.length).split('/')[0]
  const query = new URLSearchParams(location.search)
  const game = query.get(LOTTERY_APP_PARAMS.game) ?? ''
  const view: LotteryView = (LOTTERY_VIEWS as readonly string[]).includes(segment) && !(segment === 'betting' && !game) ? (segment as LotteryView) : 'lobby'
  const lang = query.get(LOTTERY_APP_PARAMS.language) ?? ''
  return {
    view,
    gameCode: view === 'betting' ? game : undefined,
    session: query.get(LOTTERY_APP_PARAMS.session) ?? '',
    merchant: query.get(LOTTERY_APP_PARAMS.merchant) ?? '',
    language: isLanguageCode(lang) ? lang : FALLBACK_LANGUAGE,
  }
}
