/**
 * The book's session: the game session the launch minted for the sportsbook or e-sportsbook game (the frame's only
 * credential), with its member, game and merchant, and the sports that book lists.
 */
import type { MerchantConfig } from '../../../../config/schema'
import { toMajorString } from '../../../../contract/money'
import { SPORTS_BOOKS, type BookSport, type SportsBook, type SportsSession } from '../../../../contract/sportsbook'
import { MAX_PARLAY_LEGS, MIN_PARLAY_LEGS } from '../../../../contract/sports/settle'
import { gameByNodeId, type GameRow } from '../../../db/games/catalogue'
import { gameSessionByTokenHash, type GameSessionRow } from '../../../db/games/vendorProtocol'
import { AppError } from '../../../errors'
import { WalletRefusal } from '../../../games/house/server/walletClient'
import { gameTokenHash } from '../../games/vendorProtocol'
import type { BookServices } from './services'
import { bookSettings } from './settings'

export const BOOK_SPORTS_OF: Readonly<Record<SportsBook, readonly BookSport[]>> = {
  sportsbook: ['football', 'basketball', 'tennis', 'cricket'],
  esportsbook: ['moba', 'shooter'],
}

const TOKEN = /^[A-Za-z0-9_-]{20,128}$/

export interface BookSession {
  token: string
  row: GameSessionRow
  game: GameRow
  book: SportsBook
  config: MerchantConfig
}

export const isBook = (gameType: string): gameType is SportsBook => (SPORTS_BOOKS as readonly string[]).includes(gameType)

/** The live session a token names, of a book's game; else `sports.session.invalid`. */
export async function bookSession(services: BookServices, token: unknown): Promise<BookSession> {
  if (typeof token !== 'string' || !TOKEN.test(token)) throw new AppError('sports.session.invalid')
  const row = await gameSessionByTokenHash(services.db, gameTokenHash(token))
  const merchant = row ? services.merchants.byCode(row.merchantCode) : undefined
  if (!row || !merchant || row.expiresAt <= services.clock.now()) throw new AppError('sports.session.invalid')
  const game = await gameByNodeId(services.db, row.merchantCode, row.nodeId)
  if (!game || !isBook(game.gameType)) throw new AppError('sports.session.invalid')
  return { token, row, game, book: game.gameType, config: merchant.config }
}

/** A wallet refusal as the book's own code; anything else (no answer) as `sports.unavailable`. */
export function walletError(error: unknown): AppError {
  if (error instanceof WalletRefusal) {
    if (error.code === 'insufficient.balance') return new AppError('sports.balance.insufficient')
    if (error.code === 'vendor.session.invalid') return new AppError('sports.session.invalid')
  }
  return new AppError('sports.unavailable')
}

export async function sessionView(services: BookServices, session: BookSession): Promise<SportsSession> {
  const { config } = session
  const settings = bookSettings(config)
  const money = (minor: bigint) => toMajorString(minor, config.currency.decimals)
  let balance: string
  try {
    balance = (await services.wallet.balance(session.game.vendorCode, session.token)).balance
  } catch (error) {
    throw walletError(error)
  }
  return {
    book: session.book,
    sports: [...BOOK_SPORTS_OF[session.book]],
    currency: config.currency.code,
    decimals: config.currency.decimals,
    balance,
    trial: session.row.wallet === 'trial',
    limits: { minStake: money(settings.minStake), maxStake: money(settings.maxStake), maxPayout: money(settings.maxPayout), minParlayLegs: MIN_PARLAY_LEGS, maxParlayLegs: MAX_PARLAY_LEGS },
    inPlayDelaySeconds: settings.inPlayDelayMs / 1000,
    defaultOddsFormat: 'decimal',
  }
}
