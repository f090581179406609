/**
 * Story fixtures of the lottery lobby, results and orders, in the shapes the lottery calls answer
 * (src/contract/schemas/lottery.ts). The games are the demo merchant's (src/config/merchants/demo.json, `lottery`),
 * named in the story's language. The northern draw, its seed and commitment are the lottery's fixed test vector
 * (src/contract/lotteryTestVector.ts); the other draws, rounds and orders are made up to show each state.
 */
import { MERCHANTS } from '../../config/merchants'
import { VECTOR_COMMITMENT, VECTOR_NORTH_PRIZES, VECTOR_SEED_HEX } from '../../contract/lotteryTestVector'
import { translationLanguage } from '../../../locales'
import type { LotteryDraw, LotteryGame, LotteryOrder, LotteryOrders, LotteryPrizes, LotteryRound, LotteryRoundView } from '../../contract/schemas/lottery'
import { offeredBetTypes } from './betFixtures'

/** The instant the stories are set at: 12:00 in Bangkok on 15 January 2026. */
export const LOTTERY_NOW = '2026-01-15T05:00:00.000Z'

/** The demo merchant's money. */
export const lotteryMoney = { currency: 'THB', decimals: 2 } as const

/** The demo merchant's lottery games, named in `language` (English for a language the config has no name in). */
export function fixtureLotteryGames(language = 'th'): LotteryGame[] {
  const settings = MERCHANTS.demo.lottery
  if (!settings) throw new Error('the demo merchant has no lottery')
  const shown = translationLanguage(language)
  return settings.games.map((game) => ({
    gameCode: game.code,
    name: nameIn(game.names, shown) ?? nameIn(game.names, 'en') ?? game.code,
    category: game.category,
    prizeTable: game.prizeTable,
    schedule: { ...game.schedule },
    closeBeforeDrawSeconds: game.closeBeforeDrawSeconds,
    betTypes: offeredBetTypes,
  }))
}

function nameIn(names: object, language: string): string | undefined {
  return (names as Partial<Record<string, string>>)[language]
}

/** One demo game by its code, named in `language`. */
export function fixtureLotteryGame(gameCode: string, language = 'th'): LotteryGame {
  const game = fixtureLotteryGames(language).find((candidate) => candidate.gameCode === gameCode)
  if (!game) throw new Error(`no lottery game ${gameCode} in the demo merchant`)
  return game
}

/** A game with a name longer than any real one, to show wrapping. */
export function longNameGame(language = 'th'): LotteryGame {
  const game = fixtureLotteryGame('vn-north', language)
  return { ...game, gameCode: 'vn-north-long', name: `${game.name} — ${game.name} ${game.name} (Hà Nội, Hải Phòng, Quảng Ninh)` }
}

/** The test vector's seed (bytes 0x00…0x1f) and its SHA-256, the commitment. */
export { VECTOR_COMMITMENT, VECTOR_SEED_HEX }

/** The northern result the test vector derives (27 numbers; also an electronic game's shape). */
export const northPrizes: LotteryPrizes = VECTOR_NORTH_PRIZES

/** A southern result (18 numbers, the eighth prize included; the special has six digits). */
export const southPrizes: LotteryPrizes = {
  special: ['482915'],
  first: ['73026'],
  second: ['15548'],
  third: ['60219', '38807'],
  fourth: ['91452', '07336', '54190', '22871', '68015', '40623', '85579'],
  fifth: ['3061'],
  sixth: ['7294', '1548', '6630'],
  seventh: ['915'],
  eighth: ['27'],
}

/** Another electronic draw, for the round before. */
export const electronicPrizes: LotteryPrizes = {
  special: ['51407'],
  first: ['88213'],
  second: ['40392', '17745'],
  third: ['62081', '90534', '33618', '75206', '04479', '58841'],
  fourth: ['3107', '8852', '4460', '9913'],
  fifth: ['2278', '6041', '1395', '7720', '5586', '0634'],
  sixth: ['462', '917', '305'],
  seventh: ['18', '73', '56', '07'],
}

interface RoundOptions {
  roundNo: string
  bettingOpen: boolean
  closesInSeconds: number
  drawsInSeconds: number
  /** The last drawn round's number and numbers; null for a game that has not drawn yet. */
  last?: { roundNo: string; prizes: LotteryPrizes } | null
}

const at = (offsetSeconds: number) => new Date(Date.parse(LOTTERY_NOW) + offsetSeconds * 1000).toISOString()

/** A daily round number's next day: 20260131 → 20260201. */
function nextDate(roundNo: string): string {
  const day = new Date(Date.UTC(Number(roundNo.slice(0, 4)), Number(roundNo.slice(4, 6)) - 1, Number(roundNo.slice(6, 8)) + 1))
  return day.toISOString().slice(0, 10).replaceAll('-', '')
}

/** A game's round as the round call answers it at LOTTERY_NOW. */
export function fixtureRound(game: LotteryGame, { roundNo, bettingOpen, closesInSeconds, drawsInSeconds, last = null }: RoundOptions): LotteryRound {
  const period = game.schedule.kind === 'interval' ? game.schedule.everySeconds : 86_400
  const view = (no: string, drawsIn: number, status: LotteryRoundView['status'], prizes: LotteryPrizes | null = null): LotteryRoundView => ({
    roundNo: no,
    status,
    opensAt: at(drawsIn - period),
    closesAt: at(drawsIn - game.closeBeforeDrawSeconds),
    drawsAt: at(drawsIn),
    commitment: status === 'scheduled' ? null : VECTOR_COMMITMENT,
    seed: prizes ? VECTOR_SEED_HEX : null,
    prizes,
  })
  const nextNo = game.schedule.kind === 'interval' ? String(Number(roundNo) + 1) : nextDate(roundNo)
  return {
    gameCode: game.gameCode,
    serverTime: LOTTERY_NOW,
    current: view(roundNo, drawsInSeconds, bettingOpen ? 'open' : 'closed'),
    next: view(nextNo, drawsInSeconds + period, 'scheduled'),
    last: last ? view(last.roundNo, drawsInSeconds - period, 'settled', last.prizes) : null,
    bettingOpen,
    closesInSeconds: bettingOpen ? closesInSeconds : 0,
    drawsInSeconds,
  }
}

/** A drawn round as the results call answers it. */
export function fixtureDraw(game: LotteryGame, roundNo: string, prizes: LotteryPrizes, drawnSecondsAgo = 60): LotteryDraw {
  return {
    gameCode: game.gameCode,
    gameName: game.name,
    roundNo,
    drawsAt: at(-drawnSecondsAgo),
    drawnAt: at(-drawnSecondsAgo + 1),
    special: prizes.special?.[0] ?? '',
    prizes,
    commitment: VECTOR_COMMITMENT,
    seed: VECTOR_SEED_HEX,
  }
}

type OrderOptions = Pick<LotteryOrder, 'orderId' | 'betType' | 'numbers' | 'amount' | 'roundNo'> & Partial<LotteryOrder>

function order(game: LotteryGame, options: OrderOptions): LotteryOrder {
  return {
    gameCode: game.gameCode,
    gameName: game.name,
    price: '1.00',
    payout: '70.00',
    status: 'open',
    winUnits: null,
    winAmount: null,
    profit: null,
    drawsAt: at(60),
    createdAt: at(-30),
    settledAt: null,
    ...options,
  }
}

/** A page of the member's orders, one of each kind: open, won (a lô hit twice), lost, a xiên 4, a daily game's. */
export function fixtureOrders(language = 'th'): LotteryOrder[] {
  const express = fixtureLotteryGame('elott-1m', language)
  const north = fixtureLotteryGame('vn-north', language)
  const south = fixtureLotteryGame('vn-south', language)
  return [
    order(express, { orderId: 'o-1005', roundNo: '29474220', betType: 'de', numbers: ['78'], amount: '50.00', createdAt: at(-20) }),
    order(express, {
      orderId: 'o-1004', roundNo: '29474219', betType: 'lo', numbers: ['91'], amount: '23.00', price: '23.00', payout: '80.00',
      status: 'settled', winUnits: 2, winAmount: '160.00', profit: '137.00', createdAt: at(-95), settledAt: at(-40),
    }),
    order(express, {
      orderId: 'o-1003', roundNo: '29474219', betType: '3cang', numbers: ['512'], amount: '10.00', payout: '400.00',
      status: 'settled', winUnits: 0, winAmount: '0.00', profit: '-10.00', createdAt: at(-110), settledAt: at(-40),
    }),
    order(north, {
      orderId: 'o-1002', roundNo: '20260115', betType: 'xien4', numbers: ['14', '40', '81', '91'], amount: '100.00', payout: '250.00', drawsAt: '2026-01-15T11:15:00.000Z', createdAt: at(-3600),
    }),
    order(south, {
      orderId: 'o-1001', roundNo: '20260114', betType: 'tail', numbers: ['7'], amount: '1250.50', payout: '9.50',
      status: 'settled', winUnits: 0, winAmount: '0.00', profit: '-1250.50', createdAt: '2026-01-14T08:02:00.000Z', settledAt: '2026-01-14T09:16:00.000Z',
    }),
  ]
}

/** The totals over all the member's orders (more than one page). */
export const ordersFooter: LotteryOrders['footer'] = { amount: '4833.50', winAmount: '5120.00', profit: '286.50' }
/** Totals that are behind. */
export const ordersFooterBehind: LotteryOrders['footer'] = { amount: '1283.50', winAmount: '160.00', profit: '-1123.50' }
