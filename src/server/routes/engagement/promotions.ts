/**
 * Promotions: the portal's calls (promotionsEndpoints.ts) through the contract's hooks, and, when the server has an
 * operator key, the operators' calls that list, write and end promotions (routes/engagement/promotionsOperators.ts).
 */
import type { FastifyInstance } from 'fastify'
import { HEADERS } from '../../../contract/headers'
import type { Database } from '../../db/database'
import { languageFallbacks } from '../../domain/content/notices'
import { availablePromotions, listPromotions, promotionDetail } from '../../domain/engagement/promotions'
import { requestedLanguage } from '../../domain/system/language'
import type { MerchantRegistry } from '../../merchants/registry'
import type { Clock } from '../../runtime'
import { registerEndpoint, type EndpointDeps } from '../endpoint'
import { promotionsOperatorRoutes } from './promotionsOperators'

export interface PromotionsRouteDeps extends EndpointDeps {
  db: Database
  merchants: MerchantRegistry
  clock: Clock
  /** The operators' key; without one the operators' promotion calls are not served. */
  operatorKey?: string
}

export function promotionsRoutes(app: FastifyInstance, deps: PromotionsRouteDeps): void {
  const languagesOf = (request: { headers: Record<string, string | string[] | undefined> }, fallback: string) =>
    languageFallbacks(requestedLanguage(request.headers[HEADERS.language.toLowerCase()]), fallback as never)
  registerEndpoint(app, deps, 'promotions', {
    handler: ({ merchant, request, now }) => listPromotions(deps.db, merchant.config, languagesOf(request, merchant.config.languages.default), now),
  })
  registerEndpoint(app, deps, 'promotionDetail', {
    handler: ({ merchant, request, query, now }) =>
      promotionDetail(deps.db, merchant.config, languagesOf(request, merchant.config.languages.default), query.code, now),
  })
  registerEndpoint(app, deps, 'availablePromotions', {
    handler: ({ merchant, principal, now }) => availablePromotions(deps.db, merchant.config, principal.memberId, now),
  })
  if (deps.operatorKey) promotionsOperatorRoutes(app, deps, deps.operatorKey)
}
