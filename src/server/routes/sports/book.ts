/**
 * The book's calls (the table `SPORTS_API`, contract/sportsbook.ts; schemas in contract/schemas/sportsbook.ts):
 * what the book's app, in the portal's sandboxed frame, reads and bets with. Its credential is the game session
 * the launch minted for the sportsbook or e-sportsbook game, in the body (the frame has an opaque origin: no
 * cookies), so every answer carries CORS for any origin, as the house API's do. The site gates apply (a gated
 * table) to the session's merchant.
 *
 * The job: every process settles what is due (domain/sports/book/settle.ts) every second, each step safe to run
 * in two processes at once.
 */
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify'
import { SPORTS_API, SPORTS_API_PATH, type SportsCallName } from '../../../contract/sportsbook'
import { SPORTS_SCHEMAS, type SportsBodies } from '../../../contract/schemas/sportsbook'
import { bookBets, bookEvent, bookEvents, bookTick } from '../../domain/sports/book/calls'
import { placeBet } from '../../domain/sports/book/place'
import { cashOut } from '../../domain/sports/book/cashout'
import { Programmes } from '../../domain/sports/book/programme'
import { bookSession, sessionView, type BookSession } from '../../domain/sports/book/session'
import type { BookServices } from '../../domain/sports/book/services'
import { AppError } from '../../errors'
import { runExclusively } from '../../jobs/scheduler'
import { apiCallRoute, type ApiCredential, type RequestPart } from '../apiCall'

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'content-type', 'access-control-max-age': '600' }
const TICK_EVERY_MS = 1_000

/** A body outside the schema: a bad session first (the player relaunches), else the field the rules refuse. */
function bookSchemaRefusal(_part: RequestPart, errors: readonly FastifySchemaValidationError[]): AppError {
  if (errors.some((error) => error.instancePath === '/session' || (error.instancePath === '' && error.params && (error.params as { missingProperty?: string }).missingProperty === 'session'))) {
    return new AppError('sports.session.invalid')
  }
  const first = errors[0]
  return new AppError('sports.bet.invalid', first?.message ?? 'The request is outside the rules.', { field: first?.instancePath || '/' })
}

export interface BookRoutesOptions {
  services: BookServices
  /** How often this process runs the book's job; false: never by itself (tests call `tick`). */
  tickEveryMs?: number | false
}

export interface BookHandle {
  services: BookServices
  programmes: Programmes
  /** One pass of the job over every merchant. */
  tick: () => Promise<void>
}

const handles = new WeakMap<FastifyInstance, BookHandle>()

/** The book a server runs (tests drive its job through the injected clock). */
export function bookOf(app: FastifyInstance): BookHandle {
  const handle = handles.get(app)
  if (!handle) throw new Error('this server runs no sportsbook')
  return handle
}

export function bookRoutes(app: FastifyInstance, options: BookRoutesOptions): BookHandle {
  const { services } = options
  const programmes = new Programmes(services)
  const tick = async () => {
    for (const merchant of services.merchants.merchants) await bookTick(services, programmes, merchant.config)
  }
  let running: Promise<unknown> = Promise.resolve()
  const timer = options.tickEveryMs === false ? undefined : setInterval(() => {
    // One process at a time runs it (each step is safe twice, but every process doing every step each second is
    // work for nothing): the others skip the turn while the lock is held, as the lottery's jobs do.
    running = running.then(() => runExclusively(services.db, { name: 'sportsbook', run: tick })).catch((error: unknown) => app.log.warn({ err: error }, 'sportsbook: the job failed; it runs again'))
  }, options.tickEveryMs ?? TICK_EVERY_MS)
  timer?.unref?.()
  app.addHook('preClose', (done) => {
    if (timer) clearInterval(timer)
    done()
  })
  app.addHook('onClose', async () => {
    await running
  })

  const handlers: { [K in SportsCallName]: (session: BookSession, body: SportsBodies[K]) => Promise<unknown> } = {
    session: (session) => sessionView(services, session),
    events: (session, body) => bookEvents(services, programmes, session, body),
    event: (session, body) => bookEvent(services, programmes, session, body),
    bet: (session, body) => {
      const { session: _token, ...bet } = body
      return placeBet(services, programmes, session, bet)
    },
    bets: (session, body) => bookBets(services, programmes, session, body),
    cashOut: (session, body) => cashOut(services, programmes, session, { betId: body.betId, amount: body.amount }),
  }
  const credential: ApiCredential<BookSession> = {
    reads: 'body',
    check: (request) => bookSession(services, (request.body as { session?: unknown }).session),
    merchantOf: (session) => services.merchants.byCode(session.config.code) ?? null,
  }
  const binding = { tag: 'sportsbook', table: SPORTS_API, schemas: SPORTS_SCHEMAS, credential, gated: true, schemaRefusal: bookSchemaRefusal }
  void app.register(async (scope) => {
    scope.addHook('onRequest', async (_request, reply) => {
      reply.headers(CORS)
    })
    scope.options(`${SPORTS_API_PATH}/*`, { schema: { hide: true } }, async (_request, reply) => reply.code(204).header('cache-control', 'no-store').send())
    for (const name of Object.keys(SPORTS_API) as SportsCallName[]) {
      const handler = handlers[name] as (session: BookSession, body: unknown) => Promise<unknown>
      scope.route(apiCallRoute(binding, name, { handler: ({ caller, body }) => handler(caller, body) }))
    }
  })
  const handle = { services, programmes, tick }
  handles.set(app, handle)
  return handle
}
