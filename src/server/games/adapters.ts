/**
 * How the platform launches a vendor's game: one adapter per kind of vendor (`game_vendors.adapter`). The other
 * half of the vendor protocol, the seamless wallet's callbacks (balance, bet, win, rollback), is the same for every
 * vendor and is served by routes/games/vendorProtocol.ts; so a new vendor of either kind, or a new house game, is a row
 * in the catalogue, not new plumbing.
 *
 * - `house`: this server's own studios; the game opens at `/house/play/<gameId>` on one of the merchant's launch
 *   hosts, and the house game server (games/house/server) plays it against the wallet over the HTTP protocol.
 * - `http`: an external vendor; the game opens at the vendor's launch address (PORTICO_VENDOR_LAUNCH_URL_<CODE>)
 *   with the session token, language and game in the query, and the vendor calls the wallet back, signed.
 */
import { HOUSE_PLAY_PATH } from '../../contract/house'

export interface LaunchRequest {
  vendorCode: string
  gameId: string
  /** The game session's token: the game's only credential toward the wallet. */
  sessionToken: string
  language: string
  /** A launch host of the merchant's (`config.cdn.launchGame`), already chosen; '' is this server. */
  host: string
  /** Free play with a trial account's play credit. */
  trial: boolean
}

export interface LaunchAddress {
  url: string
  /** The vendor's pages refuse to be framed: the portal opens a window instead. */
  newWindow: boolean
}

export interface GameAdapter {
  /** The address the member's browser opens; undefined when the vendor cannot be launched (not configured). */
  launch(request: LaunchRequest): LaunchAddress | undefined
}

/** A launch host as configured ("games.example.com", "https://games.example.com", or '' for this server) → URL prefix. */
export function hostPrefix(host: string): string {
  const trimmed = host.trim().replace(/\/+$/, '')
  if (trimmed === '') return ''
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`
}

export const houseAdapter: GameAdapter = {
  launch: ({ gameId, sessionToken, language, host }) => {
    const query = new URLSearchParams({ session: sessionToken, lang: language })
    return { url: `${hostPrefix(host)}${HOUSE_PLAY_PATH}/${encodeURIComponent(gameId)}?${query}`, newWindow: false }
  },
}

/** An external vendor: `launchUrl(code)` is its launch address, when an operator has connected it. */
export function httpAdapter(launchUrl: (vendorCode: string) => string | undefined): GameAdapter {
  return {
    launch: ({ vendorCode, gameId, sessionToken, language, trial }) => {
      const base = launchUrl(vendorCode)
      if (!base) return undefined
      const url = new URL(base)
      url.searchParams.set('game', gameId)
      url.searchParams.set('session', sessionToken)
      url.searchParams.set('lang', language)
      url.searchParams.set('mode', trial ? 'fun' : 'real')
      // Most vendors' lobbies refuse to be framed by another origin; the portal then opens a window.
      return { url: url.toString(), newWindow: false }
    },
  }
}
