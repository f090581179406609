/**
 * SQL of the betting record (domain/games/bettingRecord.ts): a member's game rounds as the vendors reported them
 * (migrations/021_vendor_records.sql), newest first, one page of them and the totals of every round the filter matches.
 */
import type { BetRound } from '../../../contract/schemas/games'
import type { Queryable } from '../database'

export type BetRoundRow = {
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

export interface BetRoundFilter {
  merchantCode: string
  memberId: number
  vendorCode?: string
  /** The games of a category (a round names its game, not its category). */
  nodeIds?: readonly bigint[] | null
  /** Placed at or after `from`, before `to`. */
  from?: Date | null
  to?: Date | null
}

export async function betRoundsPage(
  db: Queryable,
  filter: BetRoundFilter,
  page: { pageSize: number; pageNo: number },
): Promise<{ rows: BetRoundRow[]; rounds: number; bet: bigint; win: bigint }> {
  const where = [`merchant_code = $1`, `member_id = $2`]
  const parameters: unknown[] = [filter.merchantCode, filter.memberId]
  const add = (clause: (n: number) => string, value: unknown) => {
    parameters.push(value)
    where.push(clause(parameters.length))
  }
  if (filter.vendorCode) add((n) => `vendor_code = $${n}`, filter.vendorCode)
  if (filter.nodeIds) add((n) => `node_id = ANY($${n}::bigint[])`, filter.nodeIds)
  if (filter.from) add((n) => `created_at >= $${n}`, filter.from)
  if (filter.to) add((n) => `created_at < $${n}`, filter.to)
  const condition = where.join(' AND ')
  const [rows, totals] = await Promise.all([
    db.query<BetRoundRow>(
      `SELECT id, round_ref AS "roundRef", node_id AS "nodeId", vendor_code AS "vendorCode", wallet, bet, win, status, result,
         created_at AS "createdAt", settled_at AS "settledAt"
       FROM game_rounds WHERE ${condition} ORDER BY created_at DESC, id DESC LIMIT ${page.pageSize} OFFSET ${(page.pageNo - 1) * page.pageSize}`,
      parameters,
    ),
    db.query<{ rounds: bigint; bet: bigint | null; win: bigint | null }>(
      `SELECT count(*) AS rounds, sum(bet) AS bet, sum(win) AS win FROM game_rounds WHERE ${condition}`,
      parameters,
    ),
  ])
  const sums = totals.rows[0]
  return { rows: rows.rows, rounds: Number(sums?.rounds ?? 0), bet: BigInt(sums?.bet ?? 0), win: BigInt(sums?.win ?? 0) }
}

/** Rounds by their ids (the agent centre's team betting reads a page's rounds whole for their detail). */
export async function betRoundsByIds(db: Queryable, merchantCode: string, ids: readonly bigint[]): Promise<BetRoundRow[]> {
  if (ids.length === 0) return []
  const { rows } = await db.query<BetRoundRow>(
    `SELECT id, round_ref AS "roundRef", node_id AS "nodeId", vendor_code AS "vendorCode", wallet, bet, win, status, result,
       created_at AS "createdAt", settled_at AS "settledAt"
     FROM game_rounds WHERE merchant_code = $1 AND id = ANY($2::bigint[])`,
    [merchantCode, ids.map(String)],
  )
  return rows
}
