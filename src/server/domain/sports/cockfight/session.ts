/**
 * The arena's session: the game session the launch minted for the `cockfight` game (the frame's only credential),
 * with its member, game and merchant. The arena runs on the sportsbook's services (book/services.ts): the same
 * database, clock, CSPRNG, data key and wallet over the vendor protocol.
 */
import type { MerchantConfig } from '../../../../config/schema'
import type { CockfightSession } from '../../../../contract/cockfight'
import { toMajorString } from '../../../../contract/money'
import { DRAW_PAYS } from '../../../../contract/sports/cockfight'
import { gameByNodeId, type GameRow } from '../../../db/games/catalogue'
import { gameSessionByTokenHash, type GameSessionRow } from '../../../db/games/vendorProtocol'
import { AppError } from '../../../errors'
import { gameTokenHash } from '../../games/vendorProtocol'
import type { BookServices } from '../book/services'
import { walletError } from '../book/session'
import { arenaSettings } from './settings'

/** The game type of the arena's game (games/house/catalogue.ts HOUSE_ARENA_GAMES). */
export const COCKFIGHT_GAME_TYPE = 'cockfight'
const TOKEN = /^[A-Za-z0-9_-]{20,128}$/

export interface ArenaSession {
  token: string
  row: GameSessionRow
  game: GameRow
  config: MerchantConfig
}

/** The live session a token names, of the arena's game; else `sports.session.invalid`. */
export async function arenaSession(services: BookServices, token: unknown): Promise<ArenaSession> {
  if (typeof token !== 'string' || !TOKEN.test(token)) throw new AppError('sports.session.invalid')
  const row = await gameSessionByTokenHash(services.db, gameTokenHash(token))
  const merchant = row ? services.merchants.byCode(row.merchantCode) : undefined
  if (!row || !merchant || row.expiresAt <= services.clock.now()) throw new AppError('sports.session.invalid')
  const game = await gameByNodeId(services.db, row.merchantCode, row.nodeId)
  if (!game || game.gameType !== COCKFIGHT_GAME_TYPE) throw new AppError('sports.session.invalid')
  return { token, row, game, config: merchant.config }
}

/** The member's balance now, over the vendor protocol. */
export async function arenaBalance(services: BookServices, session: ArenaSession): Promise<string> {
  try {
    return (await services.wallet.balance(session.game.vendorCode, session.token)).balance
  } catch (error) {
    throw walletError(error)
  }
}

export async function arenaSessionView(services: BookServices, session: ArenaSession): Promise<CockfightSession> {
  const { config } = session
  const settings = arenaSettings(config)
  const money = (minor: bigint) => toMajorString(minor, config.currency.decimals)
  return {
    game: 'cockfight',
    mode: settings.mode,
    currency: config.currency.code,
    decimals: config.currency.decimals,
    balance: await arenaBalance(services, session),
    trial: session.row.wallet === 'trial',
    limits: { minStake: money(settings.minStake), maxStake: money(settings.maxStake), maxPayout: money(settings.maxPayout) },
    plasadaBp: settings.mode === 'pool' ? settings.plasadaBp : 0,
    drawPays: Number(DRAW_PAYS),
    fightEverySeconds: settings.fightEveryMs / 1000,
  }
}
