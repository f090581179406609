/**
 * The lottery app's calls (the table `LOTTERY_API`, contract/lottery.ts, its schemas in contract/schemas/lotteryApp.ts):
 * what our lottery app, in the portal's sandboxed frame, reads and bets with. The same domain functions as the
 * `/lotto/lgw` calls answer them; only the credential differs: the app has an opaque origin (no cookies, no portal
 * token), so its credential is the lottery session token the lobby URL minted (domain/lottery/lobby.ts), sent in
 * the body, as a house game's frame sends its own.
 *
 * Every answer (errors too) carries CORS for any origin: no cookie or ambient credential is ever read here, so a
 * foreign page gains nothing from calling these that it could not with the token itself.
 *
 * The site gates (maintenance, IP block, region) apply as to every member-facing API (plugins/contract.ts, a gated
 * table): to the merchant the call is answered for, the session's or the one a guest names.
 */
import type { FastifyInstance } from 'fastify'
import type { MerchantConfig } from '../../../config/schema'
import { LOTTERY_API, LOTTERY_API_PATH, type LotteryAppSession, type LotteryCallName } from '../../../contract/lottery'
import { LOTTERY_APP_SCHEMAS, type LotteryAppBodies } from '../../../contract/schemas/lotteryApp'
import { lotterySessionByHash } from '../../db/lottery/sessions'
import { findMemberById } from '../../db/member/members'
import type { MemberEventBus } from '../../domain/events/bus'
import { gameTokenHash } from '../../domain/games/vendorProtocol'
import { placeBet } from '../../domain/lottery/bets'
import type { LotteryServices } from '../../domain/lottery/services'
import { currentRound, lotteryGames, lotteryOrders, lotteryResults, openedNumbers, requireGame } from '../../domain/lottery/views'
import { walletBalance } from '../../domain/money/balance'
import { requestedLanguage } from '../../domain/system/language'
import { AppError } from '../../errors'
import type { Merchant } from '../../merchants/registry'
import type { Principal } from '../../plugins/contract'
import { apiCallRoute, type ApiCredential } from '../apiCall'

const TOKEN = /^[A-Za-z0-9_-]{43}$/
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'content-type', 'access-control-max-age': '600' }

interface Caller {
  merchant: Merchant
  config: MerchantConfig
  principal: Principal | null
  /** The game the session was opened for, if any. */
  gameCode: string | null
  language: string
}

type CallerBody = { session?: string; merchant?: string; lang?: string }

/**
 * A fresh reading of who calls: the session's member (active, the session and the portal session that minted it not
 * ended), or a guest of the merchant named.
 */
async function callerOf(services: LotteryServices, body: CallerBody): Promise<Caller> {
  const now = services.clock.now()
  if (body.session === undefined) {
    const merchant = body.merchant ? services.merchants.byCode(body.merchant) : undefined
    if (!merchant) throw new AppError('request.invalid', 'Name the merchant (merchant) or send the session.', { field: '/merchant' })
    const config = merchant.config
    return { merchant, config, principal: null, gameCode: null, language: requestedLanguage(body.lang) ?? config.languages.default }
  }
  const invalid = () => new AppError('house.session.invalid', 'This lottery session has ended: open the lottery again from the portal.')
  if (!TOKEN.test(body.session)) throw invalid()
  const row = await lotterySessionByHash(services.db, gameTokenHash(body.session))
  const merchant = row ? services.merchants.byCode(row.merchantCode) : undefined
  if (!row || !merchant || row.expiresAt <= now) throw invalid()
  const member = await findMemberById(services.db, row.memberId)
  // A locked or disabled member, or a session of another merchant's member, plays no more.
  if (!member || member.status !== 'active' || member.merchantCode !== row.merchantCode) throw invalid()
  const principal: Principal = {
    memberId: member.id, username: member.username, accountType: member.accountType,
    sessionId: 0, passwordChangeRequired: false, idleExpiresAt: row.expiresAt, expiresAt: row.expiresAt,
  }
  const config = merchant.config
  return { merchant, config, principal, gameCode: row.gameCode, language: requestedLanguage(body.lang) ?? config.languages.default }
}

function requireMember(caller: Caller): Principal {
  if (!caller.principal) throw new AppError('house.session.invalid', 'Betting needs a lottery session.')
  return caller.principal
}

export interface LotteryAppDeps {
  lottery: LotteryServices
  events: MemberEventBus
}

export function lotteryAppRoutes(app: FastifyInstance, deps: LotteryAppDeps): void {
  const { lottery, events } = deps
  const handlers: { [K in LotteryCallName]: (caller: Caller, body: LotteryAppBodies[K]) => Promise<unknown> } = {
    session: async (caller): Promise<LotteryAppSession> => {
      const { config, principal } = caller
      const balance = principal ? (await walletBalance(lottery.db, config.code, config.currency, principal)).sumBalance : null
      return { username: principal?.username ?? null, balance, currency: { code: config.currency.code, decimals: config.currency.decimals }, gameCode: caller.gameCode }
    },
    games: async (caller) => lotteryGames(caller.config, caller.language),
    round: async (caller, body) => currentRound(lottery, caller.config, body.gameCode, lottery.clock.now()),
    results: async (caller, body) => lotteryResults(lottery, caller.config, caller.language, { gameCode: body.gameCode, pageNo: body.pageNo, pageSize: body.pageSize }),
    opened: async (caller, body) => {
      if (body.gameCode) requireGame(caller.config, body.gameCode)
      return openedNumbers(lottery, caller.config, caller.language, body.gameCode)
    },
    bet: async (caller, body) => {
      const principal = requireMember(caller)
      const { session: _session, merchant: _merchant, lang: _lang, ...bet } = body
      return placeBet(lottery, { config: caller.config, principal, language: caller.language, ip: '', now: lottery.clock.now(), events }, bet)
    },
    orders: async (caller, body) => {
      const principal = requireMember(caller)
      const { session: _session, merchant: _merchant, lang: _lang, ...query } = body
      return lotteryOrders(lottery, caller.config, caller.language, principal, query)
    },
  }

  // Who calls is read from the validated body (the session, or the merchant a guest names), then gated by its merchant.
  const credential: ApiCredential<Caller> = {
    reads: 'body',
    check: (request) => callerOf(lottery, request.body as CallerBody),
    merchantOf: (caller) => caller.merchant,
  }
  const binding = { tag: 'lottery', table: LOTTERY_API, schemas: LOTTERY_APP_SCHEMAS, credential, gated: true }
  void app.register(async (scope) => {
    scope.addHook('onRequest', async (_request, reply) => {
      reply.headers(CORS)
    })
    scope.options(`${LOTTERY_API_PATH}/*`, { schema: { hide: true } }, async (_request, reply) => reply.code(204).header('cache-control', 'no-store').send())
    for (const name of Object.keys(LOTTERY_API) as LotteryCallName[]) {
      const handler = handlers[name] as (caller: Caller, body: unknown) => Promise<unknown>
      scope.route(apiCallRoute(binding, name, { handler: ({ caller, body }) => handler(caller, body) }))
    }
  })
}
