/**
 * The help centre: the portal's call (`helpCentre`, /wps/system/helpCenter) through the contract's hooks, and, when
 * the server has an operator key, the operators' calls that write articles (routes/content/helpOperators.ts).
 */
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/database'
import { readHelpCentre } from '../../domain/content/help'
import type { MerchantRegistry } from '../../merchants/registry'
import type { Clock } from '../../runtime'
import { registerEndpoint, type EndpointDeps } from '../endpoint'
import { helpOperatorRoutes } from './helpOperators'

export interface HelpRouteDeps extends EndpointDeps {
  db: Database
  merchants: MerchantRegistry
  clock: Clock
  /** The operators' key; without one the operators' help calls are not served. */
  operatorKey?: string
}

export function helpRoutes(app: FastifyInstance, deps: HelpRouteDeps): void {
  registerEndpoint(app, deps, 'helpCentre', {
    handler: ({ merchant, query }) => readHelpCentre(deps.db, merchant.config, { lang: query.lang, keyword: query.keyword }),
  })
  if (deps.operatorKey) helpOperatorRoutes(app, deps, deps.operatorKey)
}
