import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HEADERS } from '../../../contract/headers'
import type { Database } from '../../db/database'
import { favourites, gameList, gameTypes, gameVendors, hotGames, popularGames, recentGames, setFavourite, type GameContext } from '../../domain/games/catalogue'
import { requestedLanguage } from '../../domain/system/language'
import type { Merchant } from '../../merchants/registry'
import { rankList } from '../../domain/games/winners'
import { bettingRecord } from '../../domain/games/bettingRecord'
import { registerEndpoint, type EndpointDeps } from '../endpoint'

/** The games lists of spec section 7, over the merchant's catalogue. */
export function catalogueRoutes(app: FastifyInstance, deps: EndpointDeps & { db: Database }): void {
  const { db } = deps
  // Names in the language the call asks for (the Language header), else the merchant's default.
  const context = (merchant: Merchant, request: FastifyRequest, now: Date): GameContext => ({
    config: merchant.config,
    language: requestedLanguage(request.headers[HEADERS.language.toLowerCase()]) ?? merchant.config.languages.default,
    now,
  })
  registerEndpoint(app, deps, 'gameList', { handler: ({ merchant, principal, query, request, now }) => gameList(db, context(merchant, request, now), principal, query) })
  registerEndpoint(app, deps, 'gameTypes', { handler: ({ merchant, query }) => gameTypes(db, merchant.config, query.vendorCode) })
  registerEndpoint(app, deps, 'gameVendors', { handler: ({ merchant, query, now }) => gameVendors(db, merchant.config, now, query.gameGroupCode) })
  registerEndpoint(app, deps, 'favourites', { handler: ({ merchant, principal, request, now }) => favourites(db, context(merchant, request, now), principal) })
  registerEndpoint(app, deps, 'addFavourite', { handler: ({ merchant, principal, query, now }) => setFavourite(db, merchant.config, principal, query.nodeId, true, now) })
  registerEndpoint(app, deps, 'removeFavourite', { handler: ({ merchant, principal, query, now }) => setFavourite(db, merchant.config, principal, query.nodeId, false, now) })
  registerEndpoint(app, deps, 'recentGames', { handler: ({ merchant, principal, request, now }) => recentGames(db, context(merchant, request, now), principal) })
  registerEndpoint(app, deps, 'hotGames', { handler: ({ merchant, request, now }) => hotGames(db, context(merchant, request, now)) })
  registerEndpoint(app, deps, 'popularGames', { handler: ({ merchant, request, now }) => popularGames(db, context(merchant, request, now)) })
  registerEndpoint(app, deps, 'bettingRecord', { handler: ({ merchant, principal, query, request, now }) => bettingRecord(db, context(merchant, request, now), principal, query) })
  registerEndpoint(app, deps, 'rankList', {
    handler: ({ merchant, request, now, query }) => {
      // The spec's call names its language in the query; the header's is the fallback.
      const { config, language } = context(merchant, request, now)
      return rankList(db, { config, language: requestedLanguage(query.language) ?? language, now, gameCategory: query.gameCategory, limitNum: query.limitNum })
    },
  })
}
