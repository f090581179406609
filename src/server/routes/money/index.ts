import type { FastifyInstance } from 'fastify'
import type { Queryable } from '../../db/database'
import { walletBalance } from '../../domain/money/balance'
import { registerEndpoint, type EndpointDeps } from '../endpoint'

/** The money area: the member's wallet balances (the ledger's read side). Money-moving calls come with their issues. */
export function moneyRoutes(app: FastifyInstance, deps: EndpointDeps & { db: Queryable }): void {
  registerEndpoint(app, deps, 'walletBalance', {
    handler: ({ merchant, principal }) => walletBalance(deps.db, merchant.config.code, merchant.config.currency, principal),
  })
}
