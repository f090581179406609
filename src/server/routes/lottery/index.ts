/**
 * The lottery area (domain/lottery): its games, the current and next round, the results and opened numbers, a bet,
 * the member's orders, and the lottery app's address. Names follow the Language header (then the query's
 * `language`, then the merchant's default).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { MerchantConfig } from '../../../config/schema'
import { HEADERS } from '../../../contract/headers'
import type { MemberEventBus } from '../../domain/events/bus'
import { placeBet } from '../../domain/lottery/bets'
import { lotteryLobbyUrl } from '../../domain/lottery/lobby'
import type { LotteryServices } from '../../domain/lottery/services'
import { currentRound, lotteryGames, lotteryOrders, lotteryResults, openedNumbers } from '../../domain/lottery/views'
import { requestedLanguage } from '../../domain/system/language'
import { registerEndpoint, type EndpointDeps } from '../endpoint'
import { lotteryAppRoutes } from './app'

function languageOf(request: FastifyRequest, config: MerchantConfig, asked?: string): string {
  return requestedLanguage(request.headers[HEADERS.language.toLowerCase()]) ?? requestedLanguage(asked) ?? config.languages.default
}

export function lotteryRoutes(app: FastifyInstance, deps: EndpointDeps & { lottery: LotteryServices; events: MemberEventBus }): void {
  const { lottery } = deps
  lotteryAppRoutes(app, { lottery, events: deps.events })
  registerEndpoint(app, deps, 'lotteryGames', {
    handler: ({ merchant, request }) => lotteryGames(merchant.config, languageOf(request, merchant.config)),
  })
  registerEndpoint(app, deps, 'lotteryRound', {
    handler: ({ merchant, query, now }) => currentRound(lottery, merchant.config, query.gameCode, now),
  })
  registerEndpoint(app, deps, 'lotteryResults', {
    handler: ({ merchant, query, request }) => lotteryResults(lottery, merchant.config, languageOf(request, merchant.config), query),
  })
  registerEndpoint(app, deps, 'lotteryOpenedNumbers', {
    handler: ({ merchant, query, request }) => openedNumbers(lottery, merchant.config, languageOf(request, merchant.config), query.gameCode),
  })
  registerEndpoint(app, deps, 'lotteryLobbyUrl', {
    handler: ({ merchant, principal, query, request, now }) =>
      lotteryLobbyUrl(lottery, { config: merchant.config, principal, language: languageOf(request, merchant.config, query.language), now }, query),
  })
  registerEndpoint(app, deps, 'placeLotteryBet', {
    handler: ({ merchant, principal, body, request, now }) =>
      placeBet(lottery, { config: merchant.config, principal, language: languageOf(request, merchant.config), ip: request.ip, now, events: deps.events }, body),
  })
  registerEndpoint(app, deps, 'lotteryOrders', {
    handler: ({ merchant, principal, query, request }) => lotteryOrders(lottery, merchant.config, languageOf(request, merchant.config), principal, query),
  })
}
