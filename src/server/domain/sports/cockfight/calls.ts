/**
 * The arena's read calls (the bet is place.ts): the fight on now and the next with their state, prices or live pool
 * at this instant and the road of the last results; the member's bets; and the job's tick, which runs settle.ts for
 * every merchant.
 */
import type { MerchantConfig } from '../../../../config/schema'
import type { CockfightArena, CockfightBets } from '../../../../contract/cockfight'
import { fightById, fightStakes, lastResults, memberCockfightBets } from '../../../db/sports/cockfight'
import type { BookServices } from '../book/services'
import type { Arenas, FightScript } from './arena'
import { arenaBalance, type ArenaSession } from './session'
import { resultFights, settleFights, undoPlacingCockfight } from './settle'
import { cockfightBetView, fightView } from './views'

/** The road shows this many results (a bead road of 6 rows by 10). */
const ROAD_LENGTH = 60
const PAGE_SIZE = 20

export async function arenaView(services: BookServices, arenas: Arenas, session: ArenaSession): Promise<CockfightArena> {
  const { config } = session
  const now = services.clock.now()
  const at = now.getTime()
  const [current, next] = await arenas.currentAndNext(config, now)
  const view = async (script: FightScript) => {
    const row = await fightById(services.db, config.code, script.fightId)
    if (!row) throw new Error(`fight ${script.fightId} is not listed for ${config.code}`)
    const stakes = row.mode === 'pool' ? await fightStakes(services.db, config.code, script.fightId) : new Map<string, bigint>()
    return { row, fight: fightView(script, at, row.mode, row.plasadaBp, stakes, config.currency.decimals) }
  }
  const shown = await view(current)
  // The road: results declared by now, whether or not the job has written the current fight's yet.
  const written = await lastResults(services.db, config.code, now, ROAD_LENGTH)
  const road = written.map((fight) => ({ fightId: fight.fightId, fight: fight.fightNo, result: fight.result!, drawKind: fight.drawKind }))
  if (shown.fight.result !== null && !road.some((entry) => entry.fightId === current.fightId)) {
    road.unshift({ fightId: current.fightId, fight: current.fight, result: shown.fight.result, drawKind: shown.fight.drawKind })
  }
  return { at: now.toISOString(), mode: shown.row.mode, current: shown.fight, next: (await view(next)).fight, road: road.slice(0, ROAD_LENGTH) }
}

export async function arenaBets(services: BookServices, session: ArenaSession, body: { status?: 'open' | 'settled'; pageNo?: number; pageSize?: number }): Promise<CockfightBets> {
  const size = body.pageSize ?? PAGE_SIZE
  const page = await memberCockfightBets(services.db, session.row.memberId, session.game.vendorCode, body.status ?? 'open', { offset: ((body.pageNo ?? 1) - 1) * size, limit: size })
  return { bets: page.rows.map((bet) => cockfightBetView(bet, session.config.currency.decimals)), total: page.total, balance: await arenaBalance(services, session) }
}

/** One pass of the arena's work for a merchant (settle.ts); what it did, for the log and tests. */
export async function arenaTick(services: BookServices, arenas: Arenas, config: MerchantConfig): Promise<{ undone: number; resulted: number; settled: number }> {
  const now = services.clock.now()
  await arenas.ensure(config, now)
  const undone = await undoPlacingCockfight(services, config, now)
  const resulted = await resultFights(services, arenas, config, now)
  const settled = await settleFights(services, config, now)
  return { undone, resulted, settled }
}
