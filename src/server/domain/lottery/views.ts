/**
 * What the lottery's read calls answer: the merchant's games (from its config), a game's current and next round with
 * their countdowns, its results, the opened numbers (each game's latest draw), and the member's orders. A round's
 * commitment is shown from its opening, its seed and numbers only once drawn.
 */
import type { MerchantConfig } from '../../../config/schema'
import { toMajorString } from '../../../contract/money'
import type {
  LotteryDraw, LotteryGames, LotteryOpenedNumbers, LotteryOrder, LotteryOrders, LotteryOrdersQuery, LotteryResults, LotteryResultsQuery, LotteryRound, LotteryRoundView,
} from '../../../contract/schemas/lottery'
import { memberOrders, type BetRow } from '../../db/lottery/bets'
import { drawnRounds, latestDrawn, roundByNo, type RoundRow } from '../../db/lottery/rounds'
import { AppError } from '../../errors'
import type { Principal } from '../../plugins/contract'
import { perConfig } from '../perConfig'
import { effectiveStatus, ensureRound } from './rounds'
import { scheduleAt, type RoundWindow } from './schedule'
import type { LotteryServices } from './services'
import { gameName, lotteryConfig, lotteryGame, type LotteryGame } from './settings'

const DEFAULT_PAGE_SIZE = 20

/** `lotteryGames`: the merchant's games in its config's order, per language (computed once per config and language). */
const gamesByLanguage = perConfig((config: MerchantConfig) => {
  const decimals = config.currency.decimals
  const money = (minor: bigint) => toMajorString(minor, decimals)
  const byLanguage = new Map<string, LotteryGames>()
  return (language: string): LotteryGames => {
    let answer = byLanguage.get(language)
    if (!answer) {
      answer = Object.freeze({
        list: lotteryConfig(config).games.map((game) => ({
          gameCode: game.code,
          name: gameName(game, language, config),
          category: game.category,
          prizeTable: game.table.code,
          schedule: { ...game.schedule.schedule },
          closeBeforeDrawSeconds: game.schedule.closeBeforeDrawSeconds,
          betTypes: game.betTypes.map((b) => ({
            code: b.type.code, picks: b.type.picks, digits: b.type.digits, price: money(b.odds.per), payout: money(b.odds.pays),
            min: money(b.min), maxPerBet: money(b.maxPerBet), maxPerNumber: money(b.maxPerNumber),
          })),
        })),
      })
      byLanguage.set(language, answer)
    }
    return answer
  }
})

export function lotteryGames(config: MerchantConfig, language: string): LotteryGames {
  return gamesByLanguage(config)(language)
}

export function requireGame(config: MerchantConfig, gameCode: string): LotteryGame {
  const game = lotteryGame(config, gameCode)
  if (!game) throw new AppError('lottery.game.not.found', `There is no lottery game '${gameCode}' here.`)
  return game
}

/** A stored round (or, when none is stored yet, its window: not made, so no commitment) as published at `now`. */
export function roundView(round: RoundRow | null, window: RoundWindow, now: Date): LotteryRoundView {
  const status = round ? effectiveStatus(round, now) : 'scheduled'
  const drawn = status === 'drawn' || status === 'settled'
  return {
    roundNo: window.roundNo,
    status,
    opensAt: window.opensAt.toISOString(),
    closesAt: window.closesAt.toISOString(),
    drawsAt: window.drawsAt.toISOString(),
    commitment: round && status !== 'scheduled' ? round.commitment : null,
    seed: drawn ? (round?.seedHex ?? null) : null,
    prizes: drawn ? (round?.result as LotteryRoundView['prizes']) : null,
  }
}

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000))

/**
 * `lotteryRound`: the round under way (made now if no process has made it yet, so its commitment is published
 * before any bet), the next one, the last drawn, and the seconds until the current one closes and draws.
 */
export async function currentRound(services: LotteryServices, config: MerchantConfig, gameCode: string, now: Date): Promise<LotteryRound> {
  const game = requireGame(config, gameCode)
  const { current, next } = scheduleAt(game.schedule, now)
  await ensureRound(services, config, game, current, now)
  const [currentRow, nextRow, [last]] = await Promise.all([
    roundByNo(services.db, config.code, game.code, current.roundNo),
    roundByNo(services.db, config.code, game.code, next.roundNo),
    latestDrawn(services.db, config.code, [game.code]),
  ])
  const currentView = roundView(currentRow, current, now)
  return {
    gameCode: game.code,
    serverTime: now.toISOString(),
    current: currentView,
    next: roundView(nextRow, next, now),
    last: last ? roundView(last, windowOf(last), now) : null,
    bettingOpen: currentView.status === 'open',
    closesInSeconds: seconds(current.closesAt.getTime() - now.getTime()),
    drawsInSeconds: seconds(current.drawsAt.getTime() - now.getTime()),
  }
}

function windowOf(round: RoundRow): RoundWindow {
  return { roundNo: round.roundNo, index: Number(round.roundIndex), opensAt: round.opensAt, closesAt: round.closesAt, drawsAt: round.drawsAt }
}

function drawView(config: MerchantConfig, language: string, round: RoundRow): LotteryDraw {
  const game = lotteryGame(config, round.gameCode)
  const prizes = (round.result ?? {}) as LotteryDraw['prizes']
  return {
    gameCode: round.gameCode,
    gameName: game ? gameName(game, language, config) : round.gameCode,
    roundNo: round.roundNo,
    drawsAt: round.drawsAt.toISOString(),
    drawnAt: (round.drawnAt ?? round.drawsAt).toISOString(),
    special: prizes.special?.[0] ?? '',
    prizes,
    commitment: round.commitment,
    seed: round.seedHex ?? '',
  }
}

/** `lotteryResults`: a game's drawn rounds, newest first. */
export async function lotteryResults(services: LotteryServices, config: MerchantConfig, language: string, query: LotteryResultsQuery): Promise<LotteryResults> {
  const game = requireGame(config, query.gameCode)
  const pageSize = Number(query.pageSize ?? DEFAULT_PAGE_SIZE)
  const pageNo = Number(query.pageNo ?? 1)
  const { rows, total } = await drawnRounds(services.db, config.code, [game.code], { limit: pageSize, offset: (pageNo - 1) * pageSize })
  return { list: rows.map((round) => drawView(config, language, round)), totalCount: total, totalPages: Math.ceil(total / pageSize) }
}

/** `lotteryOpenedNumbers`: the latest draw of each of the merchant's games (or of the one asked for). */
export async function openedNumbers(services: LotteryServices, config: MerchantConfig, language: string, gameCode: string | undefined): Promise<LotteryOpenedNumbers> {
  const games = gameCode ? [requireGame(config, gameCode)] : lotteryConfig(config).games
  const rows = await latestDrawn(services.db, config.code, games.map((game) => game.code))
  const order = new Map(games.map((game, i) => [game.code, i]))
  rows.sort((a, b) => (order.get(a.gameCode) ?? 0) - (order.get(b.gameCode) ?? 0))
  return { list: rows.map((round) => drawView(config, language, round)) }
}

/** A bet as the member's orders show it. */
export function orderView(config: MerchantConfig, language: string, bet: BetRow & { gameCode: string; roundNo: string; drawsAt: Date }): LotteryOrder {
  const decimals = config.currency.decimals
  const money = (minor: bigint) => toMajorString(minor, decimals)
  const game = lotteryGame(config, bet.gameCode)
  const settled = bet.status === 'settled' && bet.payout !== null
  return {
    orderId: bet.id.toString(),
    gameCode: bet.gameCode,
    gameName: game ? gameName(game, language, config) : bet.gameCode,
    roundNo: bet.roundNo,
    betType: bet.betType as LotteryOrder['betType'],
    numbers: [...bet.numbers],
    amount: money(bet.stake),
    price: money(bet.per),
    payout: money(bet.pays),
    status: bet.status,
    winUnits: settled ? bet.units : null,
    winAmount: settled ? money(bet.payout as bigint) : null,
    profit: settled ? money((bet.payout as bigint) - bet.stake) : null,
    drawsAt: bet.drawsAt.toISOString(),
    createdAt: bet.createdAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
  }
}

/** `lotteryOrders`: the member's bets, newest first; page `pageNo` (1-based) is rows (pageNo − 1) × pageSize onward. */
export async function lotteryOrders(services: LotteryServices, config: MerchantConfig, language: string, principal: Principal, query: LotteryOrdersQuery): Promise<LotteryOrders> {
  const pageSize = Number(query.pageSize ?? DEFAULT_PAGE_SIZE)
  const page = Number(query.pageNo ?? 1) - 1
  const result = await memberOrders(services.db, { memberId: principal.memberId, gameCode: query.gameCode, status: query.status }, { limit: pageSize, offset: page * pageSize })
  const money = (minor: bigint) => toMajorString(minor, config.currency.decimals)
  return {
    list: result.rows.map((row) => orderView(config, language, row)),
    totalCount: result.total,
    totalPages: Math.ceil(result.total / pageSize),
    footer: { amount: money(result.stake), winAmount: money(result.payout), profit: money(result.payout - result.settledStake) },
  }
}
