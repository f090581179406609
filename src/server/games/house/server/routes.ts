/**
 * The house games over HTTP:
 * - `/house/play/<gameId>`: the frame's document (the separate house build, dist/house/house.html), and its assets
 *   under `/house/assets/`; the same document at `/lottery-app/<lobby|betting>` opens the lottery app;
 * - `/house-api/v1/*` (contract/house.ts): the frame's calls.
 *
 * The portal frames the game sandboxed without `allow-same-origin`, so the document runs with an opaque origin and
 * everything it loads or calls is cross-origin to it: the assets and the API answer CORS for any origin. That is
 * safe here: no cookie or ambient credential is read; the API's only credential is the session token in the body
 * (in the query for the table's stream, which EventSource opens by address). Every call, the stream included, is a
 * route of the house table (HOUSE_API, routes/apiCall.ts); it is member-facing, so the site gates apply to it
 * (plugins/contract.ts), by the merchant of the Host and of the game session a call names. The frame's document and assets are not gated: without its calls they play nothing.
 */
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifySchemaValidationError } from 'fastify'
import { existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { HOUSE_API, HOUSE_API_PATH, HOUSE_PLAY_PATH, type HouseCallName } from '../../../../contract/house'
import { HOUSE_SCHEMAS } from '../../../../contract/schemas/house'
import { LOTTERY_APP_PATH, LOTTERY_VIEWS } from '../../../../contract/lottery'
import { findGameSession } from '../../../db/games/vendorProtocol'
import { gameTokenHash } from '../../../domain/games/vendorProtocol'
import { AppError } from '../../../errors'
import type { Merchant } from '../../../merchants/registry'
import { apiCallRoute, type ApiCredential, type RequestPart } from '../../../routes/apiCall'
import { isHashedAsset } from '../../../routes/portal'
import { diceRoll, houseBalance, houseSession, playSession, slotsSpin } from './play'
import { TableChannels } from '../tables/channels'
import { tableKindOf } from '../tables/kinds'
import { baccaratBet, crashBet, crashCashOut, settleDue, tableSnapshot, type TableServices } from '../tables/service'
import { eventStreams } from '../../../routes/eventStream'

const GAME_ID = /^[A-Za-z0-9_.-]{1,64}$/
/** A game session's token, as play.ts and the vendor protocol take it. */
const GAME_TOKEN = /^[A-Za-z0-9_-]{20,128}$/

/**
 * The game document's policy: only this server's scripts, styles (Emotion's inline ones too), images and fonts;
 * its calls to this server; framed only by pages of this server (the portal).
 */
export const HOUSE_PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ')

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'content-type', 'access-control-max-age': '600' }

type Body = Record<string, unknown>
/** Each call of the table but the stream, by its name in HOUSE_API. */
const CALLS: Record<Exclude<HouseCallName, 'tableEvents'>, (services: TableServices, body: Body) => Promise<unknown>> = {
  session: (services, body) => houseSession(services, body),
  balance: (services, body) => houseBalance(services, body.session),
  slotsSpin,
  diceRoll,
  table: tableSnapshot,
  baccaratBet,
  crashBet,
  crashCashOut,
}

const isObject = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The frame's errors are the house's own codes, which it translates: a body that is no object is `request.invalid`;
 * any other field outside its schema is a bet the rules refuse, `house.bet.invalid`. (The session was checked before
 * the schema, so a malformed token is `house.session.invalid`, as when the session has ended.)
 */
function houseSchemaRefusal(part: RequestPart, errors: readonly FastifySchemaValidationError[]): AppError {
  const whole = errors.some((error) => error.instancePath === '' && error.keyword === 'type')
  if (part === 'body' && whole) return new AppError('request.invalid', 'The body is not a JSON object.')
  return new AppError('house.bet.invalid')
}

/** How often every process settles the tables' rounds that have played. */
const SETTLE_EVERY_MS = 1_000

export function houseRoutes(app: FastifyInstance, options: { services: TableServices; staticDir?: string; settleEveryMs?: number | false }): void {
  const { services } = options
  const channels = new TableChannels(services)
  const openStream = eventStreams(app)
  let settling: Promise<unknown> = Promise.resolve()
  const settler = options.settleEveryMs === false ? undefined : setInterval(() => {
    settling = settleDue(services).catch((error: unknown) => app.log.warn({ err: error }, 'house tables: settlement failed; it runs again'))
  }, options.settleEveryMs ?? SETTLE_EVERY_MS)
  settler?.unref?.()
  app.addHook('preClose', (done) => {
    if (settler) clearInterval(settler)
    channels.close()
    done()
  })
  app.addHook('onClose', async () => {
    await settling
  })
  /**
   * The merchant of the game session a call names, for the site gates; null when it names none (the call refuses it).
   * Read through the vendor protocol's cache of game sessions, which the call's wallet calls read next.
   */
  const merchantOfSession = async (token: unknown): Promise<Merchant | null> => {
    if (typeof token !== 'string' || !GAME_TOKEN.test(token)) return null
    const row = await findGameSession(services.db, gameTokenHash(token))
    return (row && services.merchants.byCode(row.merchantCode)) ?? null
  }
  /**
   * The house session a call names, checked before its schema (the session first, then the bet, as the rules read
   * them): the merchant it belongs to, for the site gates. The call functions read the session again, live.
   */
  const credential: ApiCredential<{ merchant: Merchant } | null> = {
    reads: 'request',
    check: async (request) => {
      // A call's session is in its body; the table stream's in its query (EventSource can only GET an address).
      const holder = request.method === 'GET' ? request.query : request.body
      // No object, no session: the schema refuses the body.
      if (!isObject(holder)) return null
      const merchant = await merchantOfSession(holder.session)
      if (!merchant) throw new AppError('house.session.invalid')
      return { merchant }
    },
    merchantOf: (caller) => caller?.merchant ?? null,
  }
  const binding = { tag: 'house', table: HOUSE_API, schemas: HOUSE_SCHEMAS, credential, gated: true, schemaRefusal: houseSchemaRefusal }
  void app.register(async (scope) => {
    // Every answer of the API (errors too) carries the CORS headers: the frame must be able to read its errors.
    scope.addHook('onRequest', async (_request, reply) => {
      reply.headers(CORS)
    })
    scope.options(`${HOUSE_API_PATH}/*`, { schema: { hide: true } }, async (_request, reply) => reply.code(204).header('cache-control', 'no-store').send())
    for (const [name, call] of Object.entries(CALLS) as [keyof typeof CALLS, (typeof CALLS)[keyof typeof CALLS]][]) {
      scope.route(apiCallRoute(binding, name, { handler: async ({ body }) => call(services, body as Body) }))
    }
    // The table's rounds as server-sent events (EventSource: the token in the query, as in the frame's own address).
    scope.route(apiCallRoute(binding, 'tableEvents', {
      handler: async ({ query, request, reply }) => {
        const session = await playSession(services, query.session)
        const kind = tableKindOf(session.game.gameType)
        if (!kind) throw new AppError('house.bet.invalid', 'This game is not played at a table.')
        openStream(request, reply, {
          headers: CORS,
          // The stream ends with its session; the frame would be refused anyway.
          endsAt: session.row.expiresAt,
          now: services.clock.now(),
          subscribe: (send) => channels.listen(kind, { merchantCode: session.config.code, gameId: session.game.gameId }, (state) => send('round', state)),
        })
      },
    }))
  })

  const root = options.staticDir ? resolve(options.staticDir) : undefined
  const pagePath = root ? join(root, 'house.html') : undefined
  let cached: { mtimeMs: number; html: string } | undefined
  async function page(): Promise<string | undefined> {
    if (!pagePath) return undefined
    try {
      const info = await stat(pagePath)
      if (!cached || cached.mtimeMs !== info.mtimeMs) cached = { mtimeMs: info.mtimeMs, html: await readFile(pagePath, 'utf8') }
      return cached.html
    } catch {
      cached = undefined
      return undefined
    }
  }
  const sendPage = async (gameId: string, reply: FastifyReply) => {
    if (!GAME_ID.test(gameId)) throw new AppError('not.found')
    const html = await page()
    if (html === undefined) {
      return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('The house games are not built: run `npm run build`.\n')
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', HOUSE_PAGE_POLICY)
      // The address carries the session token: never sent on as a referrer, never kept by a cache.
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-store')
      .send(html)
  }
  app.get<{ Params: { gameId: string } }>(`${HOUSE_PLAY_PATH}/:gameId`, (request, reply) => sendPage(request.params.gameId, reply))
  // Our lottery app (the lobby URL's address) is a view of the same frame build: its own lazy chunk in it.
  app.get<{ Params: { view: string } }>(`${LOTTERY_APP_PATH}/:view`, (request, reply) => {
    if (!(LOTTERY_VIEWS as readonly string[]).includes(request.params.view)) throw new AppError('not.found')
    return sendPage(request.params.view, reply)
  })

  if (root && existsSync(root)) {
    app.register(fastifyStatic, {
      root,
      prefix: '/house/',
      decorateReply: false,
      wildcard: true,
      index: false,
      preCompressed: true,
      dotfiles: 'deny',
      allowedPath: (pathName: string) => !pathName.endsWith('.html') && !pathName.split('/').some((part) => part.startsWith('.')),
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('access-control-allow-origin', '*')
        reply.header('cache-control', isHashedAsset(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
      },
    })
  }
}
