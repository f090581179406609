/**
 * Every contract endpoint, by area (routes/<area> beside domain/<area>). After registering, the contract table
 * is checked: an endpoint without a route stops the server from starting.
 */
import type { FastifyInstance } from 'fastify'
import { ENDPOINTS, type EndpointName } from '../../contract/endpoints'
import type { EncryptionKeyStore } from '../crypto/keys'
import type { NoticeReader } from '../domain/content/noticeCache'
import type { AccountServices } from '../domain/accounts/login'
import type { SocialSettings } from '../domain/social/settings'
import { contentRoutes } from './content'
import { helpRoutes } from './content/help'
import { feedbackRoutes } from './support/feedback'
import { activitiesRoutes } from './engagement/activities'
import { pointsRoutes } from './engagement/points'
import { promotionsRoutes } from './engagement/promotions'
import { chatRoutes } from './chat'
import type { EndpointDeps } from './endpoint'
import { gamesRoutes } from './games'
import { lotteryRoutes } from './lottery'
import { memberRoutes } from './member'
import { moneyRoutes } from './money'
import { depositRoutes } from './money/deposits'
import { memberEventRoutes } from './money/events'
import { withdrawalRoutes } from './money/withdrawals'
import { agentMoneyRoutes } from './money/agents'
import { agentRoutes } from './agents'
import { contractRoutes } from './contracts'
import { messageRoutes } from './member/messages'
import type { WithdrawalServices } from '../domain/money/withdrawals'
import type { MerchantRegistry } from '../merchants/registry'
import type { MemberEventBus } from '../domain/events/bus'
import type { LaunchServices } from '../domain/games/launch'
import type { LotteryServices } from '../domain/lottery/services'
import type { DepositServices } from '../domain/money/deposits'
import { sessionRoutes } from './accounts'
import { systemRoutes } from './system'
import { bookOf } from './sports/book'
import { liveMatchRoutes } from './sports/live'

export interface ApiDeps {
  notices: NoticeReader
  accounts: AccountServices
  keys: () => Promise<EncryptionKeyStore>
  /** Social login's settings (providers' credentials, the sandbox). */
  social: SocialSettings
  /** One limit per minute for every endpoint instead of the table's. */
  rateLimitPerMinute?: number
  deposits: DepositServices
  events: MemberEventBus
  /** The payment sandbox's secret, when it runs (its payment page is served then). */
  paymentSandboxSecret?: string
  withdrawals: WithdrawalServices
  merchants: MerchantRegistry
  /** The operators' key; the operators' API is served only with one. */
  operatorKey?: string
  /** Game launches: the vendors' adapters. */
  launch: LaunchServices
  /** The lottery: its rounds' seeds are sealed with the data key. */
  lottery: LotteryServices
}

export function apiRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const registered = new Set<EndpointName>()
  const endpointDeps: EndpointDeps = { registered, rateLimitPerMinute: deps.rateLimitPerMinute }
  systemRoutes(app, endpointDeps)
  contentRoutes(app, { ...endpointDeps, notices: deps.notices })
  helpRoutes(app, { ...endpointDeps, db: deps.accounts.db, merchants: deps.merchants, clock: deps.accounts.clock, operatorKey: deps.operatorKey })
  liveMatchRoutes(app, { ...endpointDeps, book: bookOf(app) })
  feedbackRoutes(app, { ...endpointDeps, db: deps.accounts.db, events: deps.events, random: deps.accounts.random, merchants: deps.merchants, clock: deps.accounts.clock, operatorKey: deps.operatorKey })
  promotionsRoutes(app, { ...endpointDeps, db: deps.accounts.db, merchants: deps.merchants, clock: deps.accounts.clock, operatorKey: deps.operatorKey })
  pointsRoutes(app, { ...endpointDeps, db: deps.accounts.db, events: deps.events, random: deps.accounts.random, hasher: deps.accounts.hasher, merchants: deps.merchants, clock: deps.accounts.clock, operatorKey: deps.operatorKey })
  activitiesRoutes(app, { ...endpointDeps, db: deps.accounts.db, random: deps.accounts.random, merchants: deps.merchants, clock: deps.accounts.clock, operatorKey: deps.operatorKey })
  gamesRoutes(app, { ...endpointDeps, db: deps.accounts.db, launch: deps.launch })
  lotteryRoutes(app, { ...endpointDeps, lottery: deps.lottery, events: deps.events })
  sessionRoutes(app, { ...endpointDeps, accounts: deps.accounts, keys: deps.keys, social: deps.social })
  memberRoutes(app, { ...endpointDeps, accounts: deps.accounts })
  moneyRoutes(app, { ...endpointDeps, db: deps.accounts.db })
  depositRoutes(app, { ...endpointDeps, deposits: deps.deposits, sandboxSecret: deps.paymentSandboxSecret })
  withdrawalRoutes(app, { ...endpointDeps, withdrawals: deps.withdrawals, merchants: deps.merchants, operatorKey: deps.operatorKey })
  agentMoneyRoutes(app, { ...endpointDeps, agents: { db: deps.accounts.db, hasher: deps.accounts.hasher, events: deps.events } })
  agentRoutes(app, { ...endpointDeps, agents: { db: deps.accounts.db, hasher: deps.accounts.hasher, random: deps.accounts.random } })
  contractRoutes(app, { ...endpointDeps, contracts: { db: deps.accounts.db, events: deps.events } })
  messageRoutes(app, { ...endpointDeps, messages: { db: deps.accounts.db, events: deps.events } })
  memberEventRoutes(app, { ...endpointDeps, events: deps.events })
  chatRoutes(app, { ...endpointDeps, db: deps.accounts.db, events: deps.events, merchants: deps.merchants, clock: deps.accounts.clock, operatorKey: deps.operatorKey })
  const missing = (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => !registered.has(name))
  if (missing.length) throw new Error(`Contract endpoints without a route: ${missing.join(', ')}`)
}
