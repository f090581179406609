/**
 * The games bench (`npm run bench -- --only games`): on PGlite, and on PostgreSQL when DATABASE_URL is set,
 *   - game-list reads/s (`GCSGAME_getGameList`, a page of the slots category, as a guest's lobby asks for it);
 *   - seamless bet + win round trips/s: a vendor's two signed calls per round (`/vendor-api/v1/HMINI/{bet,win}`,
 *     0.01 staked and 0.01 paid, a new round each time) against a session opened by the real launch;
 *   - in the same run, on the same server: wallet transfers/s (the money bench's figure) and the Fastify hello-world.
 * Goal beside the figures: bet + win round trips ≥ 50% of the transfers of the same run.
 */
import { createHmac, randomUUID } from 'node:crypto'
import { ENDPOINTS } from '../../src/contract/endpoints'
import { JSON_ACCEPT, measureHelloWorld, type ApiFigures, type ApiSettings } from './api'
import { autocannonRun, logIn, scratchDatabase, transferRun } from './money'
import { startServer } from './server'

export const GAMES_GOALS = { roundTripsToTransfers: 0.5 }

/** The house vendor's secret for this run only: the bench signs as the vendor does. */
const HOUSE_SECRET = `bench-house-secret-${randomUUID()}`

export interface GamesFigures {
  backend: 'pglite' | 'postgres'
  helloWorldRequestsPerSecond: number
  gameListReads: ApiFigures
  /** Requests of the bet + win pairs; round trips are half of them. */
  betWinRequests: ApiFigures
  roundTripsPerSecond: number
  transfers: ApiFigures
  listToHelloWorld: number
  roundTripsToTransfers: number
}

async function launchDice(base: string, token: string): Promise<string> {
  const list = await (await fetch(`${base}${ENDPOINTS.gameList.path}?gameGroupCode=RNG&pageSize=100`)).json()
  const dice = list.value.list.find((game: { gameId: string }) => game.gameId === 'dice')
  if (!dice) throw new Error('the bench found no dice game in the catalogue')
  const launch = await (await fetch(`${base}${ENDPOINTS.launchGame.path}?nodeId=${dice.nodeId}&accountType=1&confirmTrans=1`, { headers: { authorization: token } })).json()
  if (!launch.success) throw new Error(`the bench could not launch dice: ${launch.errorCode}`)
  return new URL(launch.value.content.game_url, base).searchParams.get('session')!
}

function signed(body: string): Record<string, string> {
  const timestamp = Math.floor(Date.now() / 1000)
  const signature = createHmac('sha256', HOUSE_SECRET).update(`${timestamp}.`).update(body).digest('hex')
  return { 'content-type': 'application/json', 'x-vendor-timestamp': String(timestamp), 'x-vendor-signature': signature }
}

export async function measureGames(input: { port: number; helloPort: number; settings: ApiSettings; databaseUrl?: string; log: (line: string) => void }): Promise<GamesFigures[]> {
  const { settings, log } = input
  const out: GamesFigures[] = []
  for (const backend of ['pglite', ...(input.databaseUrl ? ['postgres' as const] : [])] as const) {
    log(`Games on ${backend}: ${settings.connections} connections, ${settings.durationSeconds} s per target`)
    const scratch = backend === 'postgres' ? await scratchDatabase(input.databaseUrl!) : null
    try {
      const server = await startServer(input.port, { databaseUrl: scratch?.url, env: { PORTICO_HOUSE_VENDOR_SECRET: HOUSE_SECRET } })
      let measured: { list: ApiFigures; betWin: ApiFigures; transfers: ApiFigures }
      try {
        const base = server.base
        const token = await logIn(base)
        const session = await launchDice(base, token)
        const list = await autocannonRun('game list reads', {
          url: `${base}${ENDPOINTS.gameList.path}?gameGroupCode=RNG&pageNo=1&pageSize=30`,
          connections: settings.connections, headers: { ...settings.headers, accept: JSON_ACCEPT }, timeout: 10,
        }, settings, log)
        const vendorPath = (call: string) => `/vendor-api/v1/HMINI/${call}`
        const betWin = await autocannonRun('bet + win', {
          url: `${base}${vendorPath('bet')}`,
          connections: settings.connections,
          timeout: 10,
          requests: [
            {
              method: 'POST',
              path: vendorPath('bet'),
              setupRequest: (request, context: Record<string, string>) => {
                context.round = randomUUID()
                const body = JSON.stringify({ sessionToken: session, txnId: `${context.round}-b`, roundId: context.round, amount: '0.01' })
                return { ...request, headers: signed(body), body }
              },
            },
            {
              method: 'POST',
              path: vendorPath('win'),
              setupRequest: (request, context: Record<string, string>) => {
                const body = JSON.stringify({ sessionToken: session, txnId: `${context.round}-w`, roundId: context.round, amount: '0.01', final: true })
                return { ...request, headers: signed(body), body }
              },
            },
          ],
        }, settings, log)
        // The money bench's transfers, on this same server (main → HSLOT; the dice played from main meanwhile).
        const transfers = await transferRun(base, token, settings, log)
        measured = { list, betWin, transfers }
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
        transfers: measured.transfers,
        listToHelloWorld: hello.requestsPerSecond ? +(measured.list.requestsPerSecond / hello.requestsPerSecond).toFixed(3) : 0,
        roundTripsToTransfers: measured.transfers.requestsPerSecond ? +(roundTrips / measured.transfers.requestsPerSecond).toFixed(3) : 0,
      })
    } finally {
      await scratch?.drop()
    }
  }
  return out
}

export function gamesTable(rows: GamesFigures[]): string[] {
  const mark = (ok: boolean) => (ok ? '✅' : '❌')
  const lines = [
    '## Games — game-list reads and seamless bet + win round trips through the server',
    '',
    `Goal: bet + win round trips (a vendor's two signed wallet calls per round) ≥ ${GAMES_GOALS.roundTripsToTransfers * 100}% of the wallet transfers of the same run, on the same server.`,
    '',
    '| Backend | hello-world req/s | game-list reads/s | list ÷ hello | bet + win round trips/s (p99 per call) | transfers/s | round trips ÷ transfers |',
    '|---|--:|--:|--:|--:|--:|--:|',
  ]
  for (const r of rows) {
    lines.push(
      `| ${r.backend} | ${r.helloWorldRequestsPerSecond} | ${r.gameListReads.requestsPerSecond} | ${(r.listToHelloWorld * 100).toFixed(1)}% | ` +
        `${r.roundTripsPerSecond} (${r.betWinRequests.p99ms} ms) | ${r.transfers.requestsPerSecond} | ${(r.roundTripsToTransfers * 100).toFixed(1)}% ${mark(r.roundTripsToTransfers >= GAMES_GOALS.roundTripsToTransfers)} |`,
    )
  }
  return lines
}
