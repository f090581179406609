import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/database'
import { walletBalance } from '../../domain/money/balance'
import { consolidatedFunds, personalProfit, transactionHistory } from '../../domain/money/records'
import { merchantWallet, walletTransfer } from '../../domain/money/wallets'
import { registerEndpoint, type EndpointDeps } from '../endpoint'

/** The money area: balances, the wallet mode and transfers between the member's wallets, and the records. */
export function moneyRoutes(app: FastifyInstance, deps: EndpointDeps & { db: Database }): void {
  const { db } = deps
  registerEndpoint(app, deps, 'walletBalance', {
    handler: ({ merchant, principal }) => walletBalance(db, merchant.config.code, merchant.config.currency, principal),
  })
  registerEndpoint(app, deps, 'merchantWallet', { handler: ({ merchant }) => merchantWallet(merchant.config) })
  registerEndpoint(app, deps, 'walletTransfer', {
    handler: ({ merchant, principal, access, now, body }) => walletTransfer({ db, config: merchant.config, principal, ip: access.ip, at: now }, body),
  })
  registerEndpoint(app, deps, 'consolidatedFunds', { handler: ({ merchant, principal }) => consolidatedFunds(db, merchant.config, principal) })
  registerEndpoint(app, deps, 'transactionHistory', {
    handler: ({ merchant, principal, query }) => transactionHistory(db, merchant.config, principal, query),
  })
  registerEndpoint(app, deps, 'personalProfit', { handler: ({ merchant, principal, query }) => personalProfit(db, merchant.config, principal, query) })
}
