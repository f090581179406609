/**
 * The cockfighting arena's calls (the table `COCKFIGHT_API`, contract/cockfight.ts; schemas in
 * contract/schemas/cockfight.ts), as the sportsbook's (routes/sports/book.ts): the credential is the game session
 * the launch minted for the `cockfight` game, in the body (the frame has an opaque origin: no cookies), so every
 * answer carries CORS for any origin; the site gates apply to the session's merchant.
 *
 * The job: every process results and settles what is due (domain/sports/cockfight/settle.ts) every second, each
 * step safe to run in two processes at once.
 */
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify'
import { COCKFIGHT_API, COCKFIGHT_API_PATH, type CockfightCallName } from '../../../contract/cockfight'
import { COCKFIGHT_SCHEMAS, type CockfightBodies } from '../../../contract/schemas/cockfight'
import type { BookServices } from '../../domain/sports/book/services'
import { Arenas } from '../../domain/sports/cockfight/arena'
import { arenaBets, arenaTick, arenaView } from '../../domain/sports/cockfight/calls'
import { placeCockfightBet } from '../../domain/sports/cockfight/place'
import { arenaSession, arenaSessionView, type ArenaSession } from '../../domain/sports/cockfight/session'
import { AppError } from '../../errors'
import { runExclusively } from '../../jobs/scheduler'
import { apiCallRoute, type ApiCredential, type RequestPart } from '../apiCall'

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'content-type', 'access-control-max-age': '600' }
const TICK_EVERY_MS = 1_000

/** A body outside the schema: a bad session first (the player relaunches), else the field the rules refuse. */
function arenaSchemaRefusal(_part: RequestPart, errors: readonly FastifySchemaValidationError[]): AppError {
  if (errors.some((error) => error.instancePath === '/session' || (error.instancePath === '' && (error.params as { missingProperty?: string } | undefined)?.missingProperty === 'session'))) {
    return new AppError('sports.session.invalid')
  }
  const first = errors[0]
  return new AppError('sports.bet.invalid', first?.message ?? 'The request is outside the rules.', { field: first?.instancePath || '/' })
}

export interface CockfightRoutesOptions {
  services: BookServices
  /** How often this process runs the arena's job; false: never by itself (tests call `tick`). */
  tickEveryMs?: number | false
}

export interface CockfightHandle {
  arenas: Arenas
  /** One pass of the job over every merchant. */
  tick: () => Promise<void>
}

const handles = new WeakMap<FastifyInstance, CockfightHandle>()

/** The arena a server runs (tests drive its job through the injected clock). */
export function cockfightOf(app: FastifyInstance): CockfightHandle {
  const handle = handles.get(app)
  if (!handle) throw new Error('this server runs no cockfighting arena')
  return handle
}

export function cockfightRoutes(app: FastifyInstance, options: CockfightRoutesOptions): CockfightHandle {
  const { services } = options
  const arenas = new Arenas(services)
  const tick = async () => {
    for (const merchant of services.merchants.merchants) await arenaTick(services, arenas, merchant.config)
  }
  let running: Promise<unknown> = Promise.resolve()
  const timer = options.tickEveryMs === false ? undefined : setInterval(() => {
    // One process at a time runs it (each step is safe twice, but every process doing every step each second is
    // work for nothing): the others skip the turn while the lock is held, as the lottery's jobs do.
    running = running.then(() => runExclusively(services.db, { name: 'cockfight', run: tick })).catch((error: unknown) => app.log.warn({ err: error }, 'cockfight: the job failed; it runs again'))
  }, options.tickEveryMs ?? TICK_EVERY_MS)
  timer?.unref?.()
  app.addHook('preClose', (done) => {
    if (timer) clearInterval(timer)
    done()
  })
  app.addHook('onClose', async () => {
    await running
  })

  const handlers: { [K in CockfightCallName]: (session: ArenaSession, body: CockfightBodies[K]) => Promise<unknown> } = {
    session: (session) => arenaSessionView(services, session),
    arena: (session) => arenaView(services, arenas, session),
    bet: (session, body) => {
      const { session: _token, ...bet } = body
      return placeCockfightBet(services, arenas, session, bet)
    },
    bets: (session, body) => arenaBets(services, session, body),
  }
  const credential: ApiCredential<ArenaSession> = {
    reads: 'body',
    check: (request) => arenaSession(services, (request.body as { session?: unknown }).session),
    merchantOf: (session) => services.merchants.byCode(session.config.code) ?? null,
  }
  const binding = { tag: 'cockfight', table: COCKFIGHT_API, schemas: COCKFIGHT_SCHEMAS, credential, gated: true, schemaRefusal: arenaSchemaRefusal }
  void app.register(async (scope) => {
    scope.addHook('onRequest', async (_request, reply) => {
      reply.headers(CORS)
    })
    scope.options(`${COCKFIGHT_API_PATH}/*`, { schema: { hide: true } }, async (_request, reply) => reply.code(204).header('cache-control', 'no-store').send())
    for (const name of Object.keys(COCKFIGHT_API) as CockfightCallName[]) {
      const handler = handlers[name] as (session: ArenaSession, body: unknown) => Promise<unknown>
      scope.route(apiCallRoute(binding, name, { handler: ({ caller, body }) => handler(caller, body) }))
    }
  })
  const handle = { arenas, tick }
  handles.set(app, handle)
  return handle
}
