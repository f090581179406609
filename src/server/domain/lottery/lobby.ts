/**
 * The lottery lobby URL (spec section 7: device, lottoArea VN, lottoPrizeMode Elott, launchMode LOTT, language,
 * lottoView lobby or betting, optional lottoGameCode; answers value.gameUrl): the address of our own lottery app,
 * `LOTTERY_APP_PATH/<view>` on one of the merchant's launch hosts chosen at random (spec section 9), built the way
 * the house games' addresses are (games/adapters.ts `hostPrefix`). A member's address carries a fresh session token
 * (32 bytes from the random source, kept only as its SHA-256, for `LOTTERY_SESSION_HOURS` or until the member's portal
 * session ends, whichever comes first), as a house game's launch does; a guest's carries none (the app can show the
 * games and results, never bet).
 *
 * Refused: a betting view without a game (`request.invalid`), a game the merchant does not run
 * (`lottery.game.not.found`).
 */
import type { MerchantConfig } from '../../../config/schema'
import { LOTTERY_APP_PARAMS, LOTTERY_APP_PATH } from '../../../contract/lottery'
import type { LotteryLobbyQuery, LotteryLobbyUrl } from '../../../contract/schemas/lottery'
import { insertLotterySession } from '../../db/lottery/sessions'
import { AppError } from '../../errors'
import { hostPrefix } from '../../games/adapters'
import type { Principal } from '../../plugins/contract'
import type { RandomSource } from '../../runtime'
import { gameTokenHash } from '../games/vendorProtocol'
import type { LotteryServices } from './services'
import { lotteryConfig } from './settings'
import { requireGame } from './views'

/** How long a lottery session lasts at most, like a game session: a long evening's play, unless the portal session ends first. */
export const LOTTERY_SESSION_HOURS = 12

export interface LobbyCall {
  config: MerchantConfig
  principal: Principal | null
  /** The language the app opens in. */
  language: string
  now: Date
}

/** One of the merchant's launch hosts at random; '' (this server) when it lists none. */
function launchHost(config: MerchantConfig, random: RandomSource): string {
  const hosts = config.cdn.launchGame
  return hosts.length ? hosts[random.int(hosts.length)] : ''
}

export async function lotteryLobbyUrl(services: LotteryServices, call: LobbyCall, query: LotteryLobbyQuery): Promise<LotteryLobbyUrl> {
  const { config, principal, now } = call
  if (!lotteryConfig(config).games.length) throw new AppError('lottery.game.not.found', 'This site runs no lottery.')
  const game = query.lottoGameCode ? requireGame(config, query.lottoGameCode) : undefined
  if (query.lottoView === 'betting' && !game) throw new AppError('request.invalid', 'The betting view needs lottoGameCode.', { field: '/lottoGameCode' })

  const params = new URLSearchParams()
  if (game) params.set(LOTTERY_APP_PARAMS.game, game.code)
  params.set(LOTTERY_APP_PARAMS.merchant, config.code)
  params.set(LOTTERY_APP_PARAMS.language, call.language)
  if (query.lottoArea) params.set(LOTTERY_APP_PARAMS.area, query.lottoArea)
  if (query.lottoPrizeMode) params.set(LOTTERY_APP_PARAMS.prizeMode, query.lottoPrizeMode)
  if (query.device) params.set(LOTTERY_APP_PARAMS.device, query.device)
  let expiresAt: Date | null = null
  if (principal) {
    const token = Buffer.from(services.random.bytes(32)).toString('base64url')
    expiresAt = new Date(now.getTime() + LOTTERY_SESSION_HOURS * 3_600_000)
    await insertLotterySession(services.db, {
      tokenHash: gameTokenHash(token), merchantCode: config.code, memberId: principal.memberId, gameCode: game?.code ?? null, at: now, expiresAt,
      portalSessionId: principal.sessionId,
    })
    params.set(LOTTERY_APP_PARAMS.session, token)
  }
  const host = launchHost(config, services.random)
  return { gameUrl: `${hostPrefix(host)}${LOTTERY_APP_PATH}/${query.lottoView}?${params}`, expiresAt: expiresAt?.toISOString() ?? null }
}
