/**
 * The betting record (personalHistoryCopy): the member's game rounds as the vendors reported them, newest first,
 * filtered by category, vendor and period, with the totals of every round the filters match. Names in the asked
 * language from the catalogue; money in major units at this edge. A house table's round (baccarat, crash) shows
 * its fairness from the table's own record: the seed's hash always, the seed and the outcome once the round has
 * played (a crash cash-out is recorded mid-flight, before either may be told). A slots or dice round carries its
 * revealed seed in its result already.
 */
import { fairKey } from '../../../contract/houseFairness'
import { toMajorString } from '../../../contract/money'
import type { BetRound, BettingRecord, BettingRecordQuery } from '../../../contract/schemas/games'
import type { CategoryKey } from '../../../config/schema'
import type { Database } from '../../db/database'
import { betRoundsPage, type BetRoundRow } from '../../db/games/bettingRecord'
import { AppError } from '../../errors'
import { HOUSE_STUDIOS } from '../../games/house/catalogue'
import { roundsByKeys, type RoundFairnessRow } from '../../db/house/tableRounds'
import type { Principal } from '../../plugins/contract'
import { nameIn, readCatalogue, type GameContext } from './catalogue'

const DEFAULT_PAGE_SIZE = 20

export async function bettingRecord(db: Database, context: GameContext, principal: Principal, query: BettingRecordQuery): Promise<BettingRecord> {
  const { config } = context
  const from = query.from ? new Date(query.from) : null
  const to = query.to ? new Date(query.to) : null
  if (from && to && from >= to) throw new AppError('request.invalid', 'The period ends before it starts.', { field: 'to' })
  const pageSize = Number(query.pageSize ?? DEFAULT_PAGE_SIZE)
  const pageNo = Number(query.pageNo ?? 1)
  const catalogue = await readCatalogue(db, config.code)
  // The category filter is the catalogue's games of that category (a round names its game, not its category).
  const nodeIds = query.gameGroupCode ? catalogue.games.filter((game) => game.category === query.gameGroupCode).map((game) => game.nodeId) : null

  const page = await betRoundsPage(db, { merchantCode: config.code, memberId: principal.memberId, vendorCode: query.vendorCode, nodeIds, from, to }, { pageSize, pageNo })
  const money = (minor: bigint) => toMajorString(minor, config.currency.decimals)
  const list = await betRoundViews(db, context, page.rows)
  const { rounds: count, bet, win } = page
  return {
    list,
    totalCount: count,
    totalPages: Math.max(1, Math.ceil(count / pageSize)),
    totals: { bet: money(bet), win: money(win), profit: money(win - bet), rounds: count },
  }
}

/**
 * Rounds as the betting record shows them, with their detail (a house table's fairness from the table's record):
 * the member's own record, and the agent centre's team betting.
 */
export async function betRoundViews(db: Database, context: GameContext, rows: readonly BetRoundRow[]): Promise<BetRound[]> {
  const { config } = context
  const catalogue = await readCatalogue(db, config.code)
  const money = (minor: bigint) => toMajorString(minor, config.currency.decimals)
  const gameByNode = new Map(catalogue.games.map((game) => [game.nodeId.toString(), game]))
  const tableRounds = await houseTableRounds(db, config.code, rows, (row) => gameByNode.get(row.nodeId.toString())?.gameType)
  return rows.map((row) => {
    const game = gameByNode.get(row.nodeId.toString())
    const table = tableRounds.get(row.roundRef)
    const vendor = catalogue.vendorByCode.get(row.vendorCode)
    return {
      id: row.id.toString(),
      roundRef: row.roundRef,
      nodeId: row.nodeId.toString(),
      gameName: game ? nameIn(game.names, context.language, config) || game.gameId : row.roundRef,
      vendorCode: row.vendorCode,
      vendorName: vendor?.name ?? row.vendorCode,
      gameGroupCode: (game?.category ?? 'RNG') as CategoryKey,
      gameType: game?.gameType ?? '',
      bet: money(row.bet),
      win: money(row.win),
      profit: money(row.win - row.bet),
      status: row.status,
      trial: row.wallet === 'trial',
      createdAt: row.createdAt.toISOString(),
      settledAt: row.settledAt?.toISOString() ?? null,
      result: table ? withTableFairness(row.result, table, context.now) : (row.result ?? null),
    }
  })
}

const HOUSE_STUDIO_CODES = new Set(HOUSE_STUDIOS.map((studio) => studio.code))
/** A house table's wallet round: `<game>.<round>.<member>` (tables/service.ts). */
const TABLE_ROUND_REF = /^(.+)\.(\d{1,18})\.\d+$/

/** The house table rounds of a page's rows, by the rows' round refs. */
async function houseTableRounds(
  db: Database, merchantCode: string, rows: readonly BetRoundRow[], gameTypeOf: (row: BetRoundRow) => string | undefined,
): Promise<Map<string, RoundFairnessRow>> {
  const wanted = new Map<string, { gameId: string; roundNo: bigint }>()
  for (const row of rows) {
    const gameType = gameTypeOf(row)
    const match = TABLE_ROUND_REF.exec(row.roundRef)
    if (match && HOUSE_STUDIO_CODES.has(row.vendorCode) && (gameType === 'baccarat' || gameType === 'crash')) wanted.set(row.roundRef, { gameId: match[1], roundNo: BigInt(match[2]) })
  }
  const found = new Map((await roundsByKeys(db, merchantCode, [...wanted.values()])).map((round) => [`${round.gameId}.${round.roundNo}`, round]))
  const byRef = new Map<string, RoundFairnessRow>()
  for (const [ref, key] of wanted) {
    const round = found.get(`${key.gameId}.${key.roundNo}`)
    if (round) byRef.set(ref, round)
  }
  return byRef
}

/** A table round's result with its fairness: the seed, and the outcome when the wallet's record lacks it, once played. */
function withTableFairness(result: unknown, round: RoundFairnessRow, now: Date): unknown {
  const played = round.runUntil.getTime() <= now.getTime()
  const fields = typeof result === 'object' && result !== null && !Array.isArray(result) ? (result as Record<string, unknown>) : {}
  return {
    ...fields,
    ...(played && fields.outcome === undefined ? { outcome: round.outcome } : {}),
    ...(round.seedHash !== null
      ? { fairness: { key: fairKey(round.gameId, round.roundNo), seedHash: round.seedHash, ...(played && round.seed !== null ? { seed: round.seed } : {}) } }
      : {}),
  }
}
