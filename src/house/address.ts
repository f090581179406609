/**
 * What the frame's address carries: `/house/play/<gameId>?session=<token>&lang=<code>` (HOUSE_PLAY_PATH), and in its
 * fragment what to open first (`#event=<id>`: a match the portal's home card named). The fragment never reaches a server.
 */
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
  /** The match to open first (the book's), when the fragment names one in the shape of an event id. */
  event?: string
}

/** An event id as the book writes them (contract/schemas/sportsbook.ts EventId); anything else is ignored. */
const EVENT_ID = /^[a-z0-9-]{1,64}$/

export function readFrameAddress(location: Pick<Location, 'pathname' | 'search'> & { hash?: string }): FrameAddress {
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
  const event = new URLSearchParams((location.hash ?? '').replace(/^#/, '')).get('event') ?? ''
  return { gameId, session: query.get('session') ?? '', language: isLanguageCode(lang) ? lang : FALLBACK_LANGUAGE, ...(EVENT_ID.test(event) ? { event } : {}) }
}
