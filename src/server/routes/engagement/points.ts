/**
 * Points: the portal's calls (pointsEndpoints.ts) through the contract's hooks, and, when the server has an operator
 * key, the operators' calls on the catalogue and the redeems (routes/engagement/pointsOperators.ts).
 */
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/database'
import type { PasswordHasher } from '../../domain/accounts/passwords'
import { convertPoints, myRedeems, pointsBalance, pointsConfig, pointsHistory, pointsRewards, redeemPoints, type PointsServices } from '../../domain/engagement/points'
import type { MemberEventBus } from '../../domain/events/bus'
import { walletBalance } from '../../domain/money/balance'
import type { MerchantRegistry } from '../../merchants/registry'
import type { Clock, RandomSource } from '../../runtime'
import { registerEndpoint, type EndpointDeps } from '../endpoint'
import { pointsOperatorRoutes } from './pointsOperators'

export interface PointsRouteDeps extends EndpointDeps {
  db: Database
  events: MemberEventBus
  random: RandomSource
  hasher: PasswordHasher
  merchants: MerchantRegistry
  clock: Clock
  /** The operators' key; without one the operators' points calls are not served. */
  operatorKey?: string
}

export function pointsServices(deps: PointsRouteDeps): PointsServices {
  return {
    db: deps.db, random: deps.random, hasher: deps.hasher,
    // Cash credited (a conversion, an approved cash item): the member's open pages hear the new balance.
    onCash: (merchantCode, memberId) => {
      const merchant = deps.merchants.byCode(merchantCode)
      if (!merchant) return
      void walletBalance(deps.db, merchantCode, merchant.config.currency, { memberId, accountType: 0 })
        .then((balance) => deps.events.publish(merchantCode, memberId, { type: 'balance', balance }))
        .catch(() => undefined)
    },
  }
}

export function pointsRoutes(app: FastifyInstance, deps: PointsRouteDeps): void {
  const services = pointsServices(deps)
  registerEndpoint(app, deps, 'pointsConfig', { handler: ({ merchant }) => pointsConfig(merchant.config) })
  registerEndpoint(app, deps, 'pointsBalance', { handler: ({ merchant, principal }) => pointsBalance(deps.db, merchant.config, principal) })
  registerEndpoint(app, deps, 'pointsRewards', { handler: ({ merchant }) => pointsRewards(deps.db, merchant.config) })
  registerEndpoint(app, deps, 'redeemPoints', {
    handler: ({ merchant, principal, body, now }) => redeemPoints(services, { config: merchant.config, principal, at: now }, body),
  })
  registerEndpoint(app, deps, 'pointsRedeems', { handler: ({ merchant, principal, query }) => myRedeems(deps.db, merchant.config, principal, query) })
  registerEndpoint(app, deps, 'convertPoints', {
    handler: ({ merchant, principal, body, now }) => convertPoints(services, { config: merchant.config, principal, at: now }, body),
  })
  registerEndpoint(app, deps, 'pointsHistory', { handler: ({ merchant, principal, query }) => pointsHistory(deps.db, merchant.config, principal, query) })
  if (deps.operatorKey) pointsOperatorRoutes(app, deps, deps.operatorKey)
}
