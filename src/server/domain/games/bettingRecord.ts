/**
 * The betting record (personalHistoryCopy): the member's game rounds as the vendors reported them, newest first,
 * filtered by category, vendor and period, with the totals of every round the filters match. Names in the asked
 * language from the catalogue; money in major units at this edge.
 */
import { toMajorString } from '../../../contract/money'
import type { BetRound, BettingRecord, BettingRecordQuery } from '../../../contract/schemas/games'
import type { CategoryKey } from '../../../config/schema'
import type { Database } from '../../db/database'
import { AppError } from '../../errors'
import type { Principal } from '../../plugins/contract'
import { nameIn, readCatalogue, type GameContext } from './catalogue'

const DEFAULT_PAGE_SIZE = 20

type RoundRow = {
  id: bigint
  roundRef: string
  nodeId: bigint
  vendorCode: string
  wallet: string
  bet: bigint
  win: bigint
  status: BetRound['status']
  result: unknown
  createdAt: Date
  settledAt: Date | null
}

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

  const where = [`merchant_code = $1`, `member_id = $2`]
  const parameters: unknown[] = [config.code, principal.memberId]
  const add = (clause: (n: number) => string, value: unknown) => {
    parameters.push(value)
    where.push(clause(parameters.length))
  }
  if (query.vendorCode) add((n) => `vendor_code = $${n}`, query.vendorCode)
  if (nodeIds) add((n) => `node_id = ANY($${n}::bigint[])`, nodeIds)
  if (from) add((n) => `created_at >= $${n}`, from)
  if (to) add((n) => `created_at < $${n}`, to)
  const filter = where.join(' AND ')

  const [page, totals] = await Promise.all([
    db.query<RoundRow>(
      `SELECT id, round_ref AS "roundRef", node_id AS "nodeId", vendor_code AS "vendorCode", wallet, bet, win, status, result,
         created_at AS "createdAt", settled_at AS "settledAt"
       FROM game_rounds WHERE ${filter} ORDER BY created_at DESC, id DESC LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
      parameters,
    ),
    db.query<{ rounds: bigint; bet: bigint | null; win: bigint | null }>(
      `SELECT count(*) AS rounds, sum(bet) AS bet, sum(win) AS win FROM game_rounds WHERE ${filter}`,
      parameters,
    ),
  ])
  const money = (minor: bigint) => toMajorString(minor, config.currency.decimals)
  const gameByNode = new Map(catalogue.games.map((game) => [game.nodeId.toString(), game]))
  const list: BetRound[] = page.rows.map((row) => {
    const game = gameByNode.get(row.nodeId.toString())
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
      result: row.result ?? null,
    }
  })
  const count = Number(totals.rows[0]?.rounds ?? 0)
  const bet = BigInt(totals.rows[0]?.bet ?? 0)
  const win = BigInt(totals.rows[0]?.win ?? 0)
  return {
    list,
    totalCount: count,
    totalPages: Math.max(1, Math.ceil(count / pageSize)),
    totals: { bet: money(bet), win: money(win), profit: money(win - bet), rounds: count },
  }
}
