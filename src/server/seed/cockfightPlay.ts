/**
 * The demo's players at the house cockfighting arena (demo merchant, a pool): over the last six hours, demomember and
 * demoagent's team bet on Meron, Wala and the draws of one fight in four, the arena declares each fight at its moment
 * and pays the pool, so the arena's "my bets", the member's betting record and the agent centre's team figures show
 * cockfighting a newcomer can open after `npm start`.
 *
 * Made through the arena's own code, each step at its moment of the past (an injected clock): a game session as a
 * launch mints one; the fight open at that moment (`arenas.currentAndNext`); the bet struck by `placeCockfightBet`
 * against the member's wallet over the vendor protocol's wallet calls; the job's pass (`arenaTick`) that declares the
 * fights and pays. The days' seeds are sealed with the server's data key, since the running server reads the same days.
 */
import { COCKFIGHT_SELECTIONS } from '../../contract/sports/cockfight'
import type { SecretBox } from '../crypto/secretBox'
import type { Database } from '../db/database'
import { findMemberByUsername } from '../db/member/members'
import type { BookServices } from '../domain/sports/book/services'
import { Arenas } from '../domain/sports/cockfight/arena'
import { arenaTick } from '../domain/sports/cockfight/calls'
import { placeCockfightBet } from '../domain/sports/cockfight/place'
import { arenaSession } from '../domain/sports/cockfight/session'
import type { MerchantRegistry } from '../merchants/registry'
import { cryptoRandom, fixedClock } from '../runtime'
import { seedSequence } from './sequence'
import { inProcessWallet, launchHouseGame, TEAM_PLAYERS } from './teamActivity'

const HOUR_MS = 3_600_000
/** The bets are placed over the last this many hours ... */
const FROM_HOURS = 6
/** ... in one fight every this many ms (a fight is 3 minutes on the demo). */
const EVERY_MS = 12 * 60_000

export async function seedCockfightPlay(db: Database, input: { merchantCode: string; merchants: MerchantRegistry; now: Date; secrets: SecretBox }): Promise<number> {
  const config = input.merchants.byCode(input.merchantCode)?.config
  if (!config) return 0
  const { rows: [arena] } = await db.query<{ node_id: bigint; vendor_code: string }>(
    `SELECT node_id, vendor_code FROM games WHERE merchant_code = $1 AND game_type = 'cockfight' ORDER BY sort LIMIT 1`, [input.merchantCode],
  )
  const usernames = ['demomember', ...TEAM_PLAYERS.map((p) => p.username)]
  const players = (await Promise.all(usernames.map((username) => findMemberByUsername(db, input.merchantCode, username)))).filter((m) => m !== null)
  if (!arena || !players.length) return 0

  const clock = fixedClock(input.now)
  const services: BookServices = { db, clock, random: cryptoRandom, merchants: input.merchants, secrets: input.secrets, wallet: inProcessWallet({ db, merchants: input.merchants }, clock) }
  const arenas = new Arenas(services)
  const next = seedSequence(3_434)
  let placed = 0
  for (let at = input.now.getTime() - FROM_HOURS * HOUR_MS; at < input.now.getTime() - EVERY_MS; at += EVERY_MS) {
    clock.set(new Date(at))
    // The job's pass at this moment: the fights declared since the last are written and their bets paid.
    await arenaTick(services, arenas, config)
    const [fight] = await arenas.currentAndNext(config, clock.now())
    for (const [i, player] of players.entries()) {
      if (next(3) === 0) continue
      // A few seconds into the fight's betting, one player after another.
      clock.set(new Date(fight.opensAt + 2_000 + i * 3_000))
      const token = await launchHouseGame(db, { merchantCode: input.merchantCode, memberId: player.id, vendorCode: arena.vendor_code, nodeId: arena.node_id, at: clock.now() })
      const session = await arenaSession(services, token)
      // Mostly a side (the pool), now and then a draw bet at 1:8.
      const selection = next(8) === 0 ? COCKFIGHT_SELECTIONS[2 + next(3)] : COCKFIGHT_SELECTIONS[next(2)]
      try {
        await placeCockfightBet(services, arenas, session, {
          idempotencyKey: `seed-cockfight-${player.id}-${fight.fightId}`, fightId: fight.fightId, selection, stake: String(20 + next(10) * 20),
        })
        placed++
      } catch {
        // A bet the arena or the wallet refused (a side locked, the balance short) is a bet not placed.
      }
    }
  }
  clock.set(input.now)
  await arenaTick(services, arenas, config)
  return placed
}
