/**
 * The agent centre's paged lists: the team's members, each direct line's profit and loss, the team's bets and its
 * ledger entries. Each is scoped by the agent's id through `member_tree` (a named account outside the team matches
 * nothing) and answers one page with the count and totals over every matching row.
 */
import type { Queryable } from '../database'
import type { DayRange, FigureSums } from './team'
import { sumsOf } from './team'

export interface Page {
  limit: number
  offset: number
}

export interface TeamMemberRow {
  id: number
  username: string
  nickname: string | null
  accountType: number
  status: string
  regDate: Date
  lastLoginAt: Date | null
  balance: bigint
  directCount: number
  depth: number
  upline: string | null
}

export interface TeamMemberFilter {
  /** Whose line: the direct line of `parentId`, or (with `prefix`) anyone below it. */
  parentId: number
  prefix?: string
  agents?: boolean
  status?: string
  minBalance?: bigint
  maxBalance?: bigint
  /** Logged in within this many days; 0: never logged in. */
  lastLoginDays?: number
  now: Date
  sort: 'account' | 'regDate' | 'lastLogin' | 'balance'
  descending: boolean
}

const MEMBER_SORTS: Record<TeamMemberFilter['sort'], string> = {
  account: 'x.account',
  regDate: 'x."regDate"',
  lastLogin: 'x."lastLoginAt"',
  balance: 'x.balance',
}

/** Escapes LIKE's wildcards in a typed prefix. */
const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export async function teamMembers(
  db: Queryable,
  input: TeamMemberFilter & { merchantCode: string; currency: string },
  page: Page,
): Promise<{ rows: TeamMemberRow[]; total: number; balance: bigint }> {
  const params: unknown[] = [input.parentId, input.merchantCode, input.currency]
  const where: string[] = ['t.ancestor_id = $1']
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value)
    where.push(sql(`$${params.length}`))
  }
  if (input.prefix) add((n) => `t.account LIKE ${n}`, likePrefix(input.prefix))
  else where.push('t.depth = 1')
  if (input.agents !== undefined) where.push(input.agents ? 'm.account_type IN (1, 2, 41, 42)' : 'm.account_type NOT IN (1, 2, 41, 42)')
  if (input.status) add((n) => `m.status = ${n}`, input.status)
  if (input.minBalance !== undefined) add((n) => `coalesce(a.balance, 0) >= ${n}`, input.minBalance.toString())
  if (input.maxBalance !== undefined) add((n) => `coalesce(a.balance, 0) <= ${n}`, input.maxBalance.toString())
  if (input.lastLoginDays === 0) where.push('m.last_login_at IS NULL')
  else if (input.lastLoginDays !== undefined) add((n) => `m.last_login_at >= ${n}`, new Date(input.now.getTime() - input.lastLoginDays * 86_400_000))
  const order = `${MEMBER_SORTS[input.sort]} ${input.descending ? 'DESC NULLS LAST' : 'ASC NULLS LAST'}, x.account`
  params.push(page.limit, page.offset)
  const { rows } = await db.query<Omit<TeamMemberRow, 'balance'> & { balance: string; total: number; totalBalance: string }>(
    `WITH matched AS (
       SELECT m.id, m.username, m.nickname, m.account_type AS "accountType", m.status, m.reg_date AS "regDate",
              m.last_login_at AS "lastLoginAt", coalesce(a.balance, 0) AS balance, t.depth, t.account, m.upline_id
       FROM member_tree t JOIN members m ON m.id = t.member_id
       LEFT JOIN ledger_accounts a ON a.member_id = m.id AND a.kind = 'main' AND a.merchant_code = $2 AND a.currency = $3 AND a.vendor_code = ''
       WHERE ${where.join(' AND ')})
     SELECT x.id, x.username, x.nickname, x."accountType", x.status, x."regDate", x."lastLoginAt", x.balance::text AS balance, x.depth,
            u.username AS upline,
            (SELECT coalesce(sum(z.members), 0) FROM team_sizes z WHERE z.ancestor_id = x.id AND z.direct)::integer AS "directCount",
            count(*) OVER ()::integer AS total, sum(x.balance) OVER ()::text AS "totalBalance"
     FROM matched x LEFT JOIN members u ON u.id = x.upline_id
     ORDER BY ${order}
     LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  )
  if (rows.length === 0 && page.offset > 0) {
    // Past the last page: the count and totals still answer.
    const again = await teamMembers(db, input, { limit: 1, offset: 0 })
    return { rows: [], total: again.total, balance: again.balance }
  }
  return {
    rows: rows.map(({ total: _t, totalBalance: _b, ...r }) => ({ ...r, balance: BigInt(r.balance) })),
    total: rows[0]?.total ?? 0,
    balance: BigInt(rows[0]?.totalBalance ?? 0),
  }
}

export interface LineRow extends FigureSums {
  id: number
  username: string
  accountType: number
  isLine: boolean
}

export type LineSort = 'account' | 'bets' | 'validBets' | 'wins' | 'bonuses' | 'netProfit'

const LINE_SORTS: Record<LineSort, string> = {
  account: 'l.account',
  bets: 'l.bets',
  validBets: 'l.valid_bets',
  wins: 'l.wins',
  bonuses: 'l.bonuses',
  netProfit: '(l.wins + l.bonuses - l.bets)',
}

/**
 * Profit and loss per direct line of `parentId` in the range: a member's own play, a sub-agent's play and its whole
 * team's (its line), from `team_line_days` (one range of its primary key). Only lines that played or got a bonus in
 * the range are listed.
 */
export async function lineProfitLoss(
  db: Queryable,
  input: { parentId: number; range: DayRange; sort: LineSort; descending: boolean },
  page: Page,
): Promise<{ rows: LineRow[]; total: number }> {
  // Names are read per line, by key, and only where needed: for every line when the page is sorted by account, for
  // the page's lines otherwise (a line of ten thousand members is not joined with the whole members table).
  const direction = input.descending ? 'DESC' : 'ASC'
  const byAccount = input.sort === 'account'
  const name = '(SELECT lower(m.username) FROM members m WHERE m.id = lines.id)'
  const order = `${LINE_SORTS[input.sort]} ${direction}, l.id`
  const { rows } = await db.query<Record<string, unknown> & { total: number }>(
    `WITH lines AS (
       SELECT line_id AS id, sum(rounds)::integer AS rounds, sum(bets)::bigint AS bets, sum(valid_bets)::bigint AS valid_bets,
              sum(wins)::bigint AS wins, sum(bonuses)::bigint AS bonuses
       FROM team_line_days WHERE parent_id = $1 AND day BETWEEN $2::date AND $3::date
       GROUP BY line_id HAVING sum(rounds) > 0 OR sum(bonuses) <> 0),
     page AS (
       SELECT l.*, count(*) OVER ()::integer AS total, row_number() OVER (ORDER BY ${order}) AS ord
       FROM (SELECT lines.*, ${byAccount ? name : 'NULL::text'} AS account FROM lines) l
       ORDER BY ${order}
       LIMIT $4 OFFSET $5)
     SELECT p.id, m.username, m.account_type AS "accountType", p.rounds, p.bets::text, p.valid_bets::text AS "validBets", p.wins::text,
            p.bonuses::text, EXISTS (SELECT 1 FROM team_sizes z WHERE z.ancestor_id = p.id AND z.members > 0) AS "isLine", p.total
     FROM page p JOIN members m ON m.id = p.id
     ORDER BY p.ord`,
    [input.parentId, input.range.from, input.range.to, page.limit, page.offset],
  )
  return {
    rows: rows.map((r) => ({
      ...sumsOf(r as never),
      id: r.id as number,
      username: r.username as string,
      accountType: r.accountType as number,
      isLine: r.isLine as boolean,
    })),
    total: rows[0]?.total ?? (page.offset > 0 ? (await lineProfitLoss(db, input, { limit: 1, offset: 0 })).total : 0),
  }
}
