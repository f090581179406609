/**
 * The games bench (`npm run bench -- --only games`): on PGlite, and on PostgreSQL when DATABASE_URL is set,
 *   - game-list reads/s (`GCSGAME_getGameList`, a page of the slots category, as a guest's lobby asks for it);
 *   - seamless bet + win round trips/s: a vendor's two signed calls per round (`/vendor-api/v1/HMINI/{bet,win}`,
 *     0.01 staked and 0.01 paid, a new round each time) against a session opened by the real launch, all on one
 *     member's wallet; on PostgreSQL also with every connection playing as a member of its own (members and game
 *     sessions written to the scratch database by the bench), the shape of a busy portal, where what the members
 *     share (the house's account) is what they could queue on;
 *   - in the same run, on the same server: wallet transfers/s (the money bench's figure; on PostgreSQL also with a
 *     member per connection, the same members, for a like-for-like figure) and the Fastify hello-world.
 * Goal beside the figures: bet + win round trips (one member, as the transfers are) ≥ 50% of the transfers of the
 * same run. The targets are measured in turns (SLICES each, the order reversed every slice), so a change in the
 * machine's load during the run weighs on them alike.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import autocannon, { type Options, type Result } from 'autocannon'
import { ENDPOINTS } from '../../src/contract/endpoints'
import { insertGameSession } from '../../src/server/db/games/vendorProtocol'
import { insertMember } from '../../src/server/db/member/members'
import { openPostgres } from '../../src/server/db/postgres'
import { gameTokenHash } from '../../src/server/domain/games/vendorProtocol'
import { creditDeposit } from '../../src/server/domain/money/movements'
import { insertSession } from '../../src/server/db/accounts/sessions'
import { newSessionToken, tokenHash } from '../../src/server/domain/accounts/tokens'
import { cryptoRandom } from '../../src/server/runtime'
import { failedRequests, goalMark, JSON_ACCEPT, measureHelloWorld, slicedFigures, type ApiFigures, type ApiSettings } from './api'
import { autocannonRun, logIn, scratchDatabase, transferTarget } from './money'
import { startServer } from './server'

export const GAMES_GOALS = { roundTripsToTransfers: 0.5 }

/** The house vendor's secret for this run only: the bench signs as the vendor does. */
const HOUSE_SECRET = `bench-house-secret-${randomUUID()}`

export interface GamesFigures {
  backend: 'pglite' | 'postgres'
  helloWorldRequestsPerSecond: number
  gameListReads: ApiFigures
  /** Requests of the bet + win pairs on one member's wallet; round trips are half of them. */
  betWinRequests: ApiFigures
  roundTripsPerSecond: number
  /** PostgreSQL: the bet + win requests with every connection a member of its own (null on PGlite). */
  manyMembersBetWinRequests: ApiFigures | null
  manyMembersRoundTripsPerSecond: number | null
  transfers: ApiFigures
  /** PostgreSQL: the transfers with every connection one of those members, logged in (null on PGlite). */
  manyMembersTransfers: ApiFigures | null
  listToHelloWorld: number
  roundTripsToTransfers: number
  /** Round trips ÷ transfers with a member per connection for both (null on PGlite): like for like, not the goal. */
  manyMembersRoundTripsToTransfers: number | null
}

/** The dice game's node and a session of the logged-in member on it, opened by the real launch. */
async function launchDice(base: string, token: string): Promise<{ session: string; nodeId: bigint }> {
  const list = await (await fetch(`${base}${ENDPOINTS.gameList.path}?gameGroupCode=RNG&pageSize=100`)).json()
  const dice = list.value.list.find((game: { gameId: string }) => game.gameId === 'dice')
  if (!dice) throw new Error('the bench found no dice game in the catalogue')
  const launch = await (await fetch(`${base}${ENDPOINTS.launchGame.path}?nodeId=${dice.nodeId}&accountType=1&confirmTrans=1`, { headers: { authorization: token } })).json()
  if (!launch.success) throw new Error(`the bench could not launch dice: ${launch.errorCode}`)
  return { session: new URL(launch.value.content.game_url, base).searchParams.get('session')!, nodeId: BigInt(dice.nodeId) }
}

/**
 * PostgreSQL: `count` members of the demo merchant, each with 1,000.00 in its main wallet, a game session on dice and a
 * portal session, written to the scratch database the way the server writes them (a deposit through the ledger); the
 * game sessions' tokens (the vendor's calls name them) and the portal sessions' (the transfers' Authorization).
 */
async function membersOfTheirOwn(databaseUrl: string, nodeId: bigint, count: number): Promise<{ games: string[]; logins: string[] }> {
  const db = await openPostgres({ connectionString: databaseUrl, max: 2 })
  try {
    const at = new Date()
    const expiresAt = new Date(at.getTime() + 3_600_000)
    const tokens: string[] = []
    const logins: string[] = []
    for (let i = 0; i < count; i++) {
      const inserted = await insertMember(db, { merchantCode: 'demo', username: `benchplayer${i}`, passwordHash: 'none', at })
      if ('conflict' in inserted) throw new Error(`the bench's player ${i} exists`)
      await creditDeposit(db, { merchantCode: 'demo', currency: 'THB', memberId: inserted.id, amount: 100_000n, idempotencyKey: `bench-player-${i}`, actor: 'system', at })
      const login = newSessionToken(cryptoRandom)
      const portalSessionId = await insertSession(db, {
        memberId: inserted.id, merchantCode: 'demo', tokenHash: tokenHash(login), at, idleExpiresAt: expiresAt, expiresAt, ip: '127.0.0.1', userAgent: 'bench',
        passwordChangeRequired: false,
      })
      logins.push(login)
      // The game session is launched from the portal session, and ends with it.
      const token = randomBytes(32).toString('base64url')
      await insertGameSession(db, {
        tokenHash: gameTokenHash(token), merchantCode: 'demo', memberId: inserted.id, vendorCode: 'HMINI', nodeId, wallet: 'main', at,
        expiresAt, portalSessionId,
      })
      tokens.push(token)
    }
    return { games: tokens, logins }
  } finally {
    await db.close()
  }
}

function signed(body: string): Record<string, string> {
  const timestamp = Math.floor(Date.now() / 1000)
  const signature = createHmac('sha256', HOUSE_SECRET).update(`${timestamp}.`).update(body).digest('hex')
  return { 'content-type': 'application/json', 'x-vendor-timestamp': String(timestamp), 'x-vendor-signature': signature }
}

/** A vendor's rounds, a bet then a win, a new round each time; each connection plays on the session `sessions` gives it. */
function betWinTarget(base: string, settings: ApiSettings, sessions: string[]): Options {
  const vendorPath = (call: string) => `/vendor-api/v1/HMINI/${call}`
  let connections = 0
  return {
    url: `${base}${vendorPath('bet')}`,
    connections: settings.connections,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: vendorPath('bet'),
        setupRequest: (request, context: Record<string, string>) => {
          context.session ??= sessions[connections++ % sessions.length]
          context.round = randomUUID()
          const body = JSON.stringify({ sessionToken: context.session, txnId: `${context.round}-b`, roundId: context.round, amount: '0.01' })
          return { ...request, headers: signed(body), body }
        },
      },
      {
        method: 'POST',
        path: vendorPath('win'),
        setupRequest: (request, context: Record<string, string>) => {
          const body = JSON.stringify({ sessionToken: context.session, txnId: `${context.round}-w`, roundId: context.round, amount: '0.01', final: true })
          return { ...request, headers: signed(body), body }
        },
      },
    ],
  }
}

/** The slices each of the compared targets is measured in, taking turns. */
const SLICES = 4

/**
 * Targets measured in turns, A B C then C B A and so on, each for SLICES slices of the run's duration (after a
 * warm-up of each), so that a change in the machine's load during the run weighs on all alike: on this shared 2-core
 * machine two runs of the same code, one after the other, differed by more than the gap between two figures.
 */
async function measuredInTurns(targets: { name: string; options: Options }[], settings: ApiSettings, log: (line: string) => void): Promise<ApiFigures[]> {
  if (settings.warmupSeconds > 0) for (const { options } of targets) await autocannon({ ...options, duration: settings.warmupSeconds })
  const results: Result[][] = targets.map(() => [])
  const order = targets.map((_, k) => k)
  for (let slice = 0; slice < SLICES; slice++) {
    for (const k of slice % 2 === 0 ? order : [...order].reverse()) results[k].push(await autocannon({ ...targets[k].options, duration: settings.durationSeconds / SLICES }))
  }
  return targets.map(({ name, options }, k) => {
    const out = slicedFigures(name, new URL(options.url).pathname, results[k])
    log(`  ${name.padEnd(18)} ${String(out.requestsPerSecond).padStart(7)} req/s  p50 ${out.p50ms} ms  p99 ${out.p99ms} ms  errors ${out.errors}  non-2xx ${out.non2xx}  (${SLICES} slices in turns)`)
    return out
  })
}

export async function measureGames(input: { port: number; helloPort: number; settings: ApiSettings; databaseUrl?: string; log: (line: string) => void }): Promise<GamesFigures[]> {
  const { settings, log } = input
  const out: GamesFigures[] = []
  for (const backend of ['pglite', ...(input.databaseUrl ? ['postgres' as const] : [])] as const) {
    log(`Games on ${backend}: ${settings.connections} connections, ${settings.durationSeconds} s per target`)
    const scratch = backend === 'postgres' ? await scratchDatabase(input.databaseUrl!) : null
    try {
      const server = await startServer(input.port, { databaseUrl: scratch?.url, env: { PORTICO_HOUSE_VENDOR_SECRET: HOUSE_SECRET } })
      let measured: { list: ApiFigures; betWin: ApiFigures; manyMembers: ApiFigures | null; transfers: ApiFigures; manyTransfers: ApiFigures | null }
      try {
        const base = server.base
        const token = await logIn(base)
        const dice = await launchDice(base, token)
        const list = await autocannonRun('game list reads', {
          url: `${base}${ENDPOINTS.gameList.path}?gameGroupCode=RNG&pageNo=1&pageSize=30`,
          connections: settings.connections, headers: { ...settings.headers, accept: JSON_ACCEPT }, timeout: 10,
        }, settings, log)
        // The money bench's transfers (main → HSLOT), on this same server, in turns with the rounds (played from main).
        const targets = [
          { name: 'bet + win', options: betWinTarget(base, settings, [dice.session]) },
          { name: 'transfers', options: transferTarget(base, token, settings) },
        ]
        if (scratch) {
          const members = await membersOfTheirOwn(scratch.url, dice.nodeId, settings.connections)
          targets.push({ name: 'bet + win, many', options: betWinTarget(base, settings, members.games) })
          targets.push({ name: 'transfers, many', options: transferTarget(base, members.logins, settings) })
        }
        const [betWin, transfers, manyMembers, manyTransfers] = await measuredInTurns(targets, settings, log)
        measured = { list, betWin, manyMembers: manyMembers ?? null, transfers, manyTransfers: manyTransfers ?? null }
      } finally {
        await server.stop()
      }
      const hello = await measureHelloWorld(input.helloPort, settings, log)
      const roundTrips = Math.round(measured.betWin.requestsPerSecond / 2)
      out.push({
        backend,
        helloWorldRequestsPerSecond: hello.requestsPerSecond,
        gameListReads: measured.list,
        betWinRequests: measured.betWin,
        roundTripsPerSecond: roundTrips,
        manyMembersBetWinRequests: measured.manyMembers,
        manyMembersRoundTripsPerSecond: measured.manyMembers ? Math.round(measured.manyMembers.requestsPerSecond / 2) : null,
        transfers: measured.transfers,
        manyMembersTransfers: measured.manyTransfers,
        listToHelloWorld: hello.requestsPerSecond ? +(measured.list.requestsPerSecond / hello.requestsPerSecond).toFixed(3) : 0,
        roundTripsToTransfers: measured.transfers.requestsPerSecond ? +(roundTrips / measured.transfers.requestsPerSecond).toFixed(3) : 0,
        manyMembersRoundTripsToTransfers:
          measured.manyMembers && measured.manyTransfers?.requestsPerSecond
            ? +(measured.manyMembers.requestsPerSecond / 2 / measured.manyTransfers.requestsPerSecond).toFixed(3)
            : null,
      })
    } finally {
      await scratch?.drop()
    }
  }
  return out
}

export function gamesTable(rows: GamesFigures[]): string[] {
  const lines = [
    '## Games — game-list reads and seamless bet + win round trips through the server',
    '',
    `Goal: bet + win round trips (a vendor's two signed wallet calls per round, on one member's wallet) ≥ ${GAMES_GOALS.roundTripsToTransfers * 100}% of the wallet transfers (one member's) of the same run, on the same server; measured in turns. "A member per connection" (PostgreSQL): the same rounds, and the same transfers, with every connection a member of its own; their ratio is like for like, beside the goal.`,
    '',
    '| Backend | hello-world req/s | game-list reads/s | list ÷ hello | bet + win round trips/s (p99 per call) | transfers/s | round trips ÷ transfers | round trips/s, a member per connection | transfers/s, a member per connection | ÷, a member per connection |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ]
  for (const r of rows) {
    const manyMembers = r.manyMembersBetWinRequests ? `${r.manyMembersRoundTripsPerSecond} (${r.manyMembersBetWinRequests.p99ms} ms)` : '—'
    const manyTransfers = r.manyMembersTransfers ? `${r.manyMembersTransfers.requestsPerSecond} (${r.manyMembersTransfers.p99ms} ms)` : '—'
    const manyFailed = [r.manyMembersBetWinRequests, r.manyMembersTransfers].reduce((sum, f) => sum + (f ? failedRequests(f) : 0), 0)
    const manyRatio = r.manyMembersRoundTripsToTransfers === null ? '—' : `${(r.manyMembersRoundTripsToTransfers * 100).toFixed(1)}%${manyFailed ? ` (${manyFailed} requests failed)` : ''}`
    lines.push(
      `| ${r.backend} | ${r.helloWorldRequestsPerSecond} | ${r.gameListReads.requestsPerSecond} | ${(r.listToHelloWorld * 100).toFixed(1)}% | ` +
        `${r.roundTripsPerSecond} (${r.betWinRequests.p99ms} ms) | ${r.transfers.requestsPerSecond} | ` +
        `${(r.roundTripsToTransfers * 100).toFixed(1)}% ${goalMark(r.roundTripsToTransfers >= GAMES_GOALS.roundTripsToTransfers, r.betWinRequests, r.transfers)} | ` +
        `${manyMembers} | ${manyTransfers} | ${manyRatio} |`,
    )
  }
  return lines
}
