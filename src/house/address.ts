/** What the frame's address carries: `/house/play/<gameId>?session=<token>&lang=<code>` (HOUSE_PLAY_PATH). */
import { FALLBACK_LANGUAGE } from '../../locales'
import { isLanguageCode } from '../config/languages'
import { HOUSE_PLAY_PATH } from '../contract/house'

export interface FrameAddress {
  /** The game id in the path; undefined when the path is not a play path. */
  gameId?: string
  /** The session token ("" when missing: the API then answers `house.session.invalid`). */
  session: string
  /** A LANGUAGES code; an unknown or missing `lang` reads as the fallback language (English). */
  language: string
}

export function readFrameAddress(location: Pick<Location, 'pathname' | 'search'>): FrameAddress {
  const prefix = `${HOUSE_PLAY_PATH}/`
  const segment = location.pathname.startsWith(prefix) ? location.pathname.slice(prefix.length).split('/')[0] : ''
  let gameId: string | undefined
  try {
    gameId = decodeURIComponent(segment) || undefined
  } catch {
    gameId = undefined
  }
  const query = new URLSearchParams(location.search)
  const lang = query.get('lang') ?? ''
  return { gameId, session: query.get('session') ?? '', language: isLanguageCode(lang) ? lang : FALLBACK_LANGUAGE }
}
