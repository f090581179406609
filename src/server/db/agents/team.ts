/**
 * The team's reports as SQL over the rollups (migration 028): what a team did in a range of days is a sum over
 * `team_days` rows of one ancestor (at most days × game types rows, whatever the team's size), a member's own play
 * the same over `team_member_days`. Every query is scoped by the agent's own id through `member_tree`, so a named
 * account outside its team is simply not found.
 */
import type { Queryable } from '../database'

/** The sums every figure is made of, in minor units (counts as numbers). */
export interface FigureSums {
  rounds: number
  bets: bigint
  validBets: bigint
  wins: bigint
  deposits: bigint
  withdrawals: bigint
  bonuses: bigint
  firstDeposits: number
  registrations: number
}

const SUM_COLUMNS = `coalesce(sum(rounds), 0)::integer AS rounds, coalesce(sum(bets), 0)::bigint AS bets,
  coalesce(sum(valid_bets), 0)::bigint AS "validBets", coalesce(sum(wins), 0)::bigint AS wins,
  coalesce(sum(deposits), 0)::bigint AS deposits, coalesce(sum(withdrawals), 0)::bigint AS withdrawals,
  coalesce(sum(bonuses), 0)::bigint AS bonuses, coalesce(sum(first_deposits), 0)::integer AS "firstDeposits",
  coalesce(sum(registrations), 0)::integer AS registrations`

type SumRow = Omit<FigureSums, 'bets' | 'validBets' | 'wins' | 'deposits' | 'withdrawals' | 'bonuses'> & Record<'bets' | 'validBets' | 'wins' | 'deposits' | 'withdrawals' | 'bonuses', string | bigint>

export function sumsOf(row: SumRow | undefined): FigureSums {
  return {
    rounds: row?.rounds ?? 0,
    bets: BigInt(row?.bets ?? 0),
    validBets: BigInt(row?.validBets ?? 0),
    wins: BigInt(row?.wins ?? 0),
    deposits: BigInt(row?.deposits ?? 0),
    withdrawals: BigInt(row?.withdrawals ?? 0),
    bonuses: BigInt(row?.bonuses ?? 0),
    firstDeposits: row?.firstDeposits ?? 0,
    registrations: row?.registrations ?? 0,
  }
}

export interface DayRange {
  /** `YYYY-MM-DD`, both inclusive. */
  from: string
  to: string
}

/** The team's sums in the range: in total, per game type and per day. */
export async function teamSums(db: Queryable, ancestorId: number, range: DayRange): Promise<{ rows: (SumRow & { day: string; gameType: string })[] }> {
  const { rows } = await db.query<SumRow & { day: string; gameType: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, game_type AS "gameType", ${SUM_COLUMNS}
     FROM team_days WHERE ancestor_id = $1 AND day BETWEEN $2::date AND $3::date
     GROUP BY day, game_type`,
    [ancestorId, range.from, range.to],
  )
  return { rows }
}

/** Members of the team active in the range (each counted once, however many days it played). */
export async function teamActiveMembers(db: Queryable, ancestorId: number, range: DayRange): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT coalesce(sum(members), 0)::integer AS n FROM team_active
     WHERE ancestor_id = $1 AND day BETWEEN $2::date AND $3::date AND prev_day < $2::date`,
    [ancestorId, range.from, range.to],
  )
  return rows[0]?.n ?? 0
}

export interface TeamSize {
  directMembers: number
  directAgents: number
  indirectMembers: number
  indirectAgents: number
}

export async function teamSize(db: Queryable, ancestorId: number): Promise<TeamSize> {
  const { rows } = await db.query<{ direct: boolean; agents: boolean; members: number }>(
    'SELECT direct, agents, members FROM team_sizes WHERE ancestor_id = $1',
    [ancestorId],
  )
  const count = (direct: boolean, agents: boolean) => rows.find((r) => r.direct === direct && r.agents === agents)?.members ?? 0
  return { directMembers: count(true, false), directAgents: count(true, true), indirectMembers: count(false, false), indirectAgents: count(false, true) }
}

/** A member of the agent's team by account name (any depth), with its depth; null when it is not in the team. */
export async function teamMemberByAccount(db: Queryable, agentId: number, account: string): Promise<{ id: number; username: string; depth: number; accountType: number } | null> {
  const { rows } = await db.query<{ id: number; username: string; depth: number; accountType: number }>(
    `SELECT m.id, m.username, t.depth, m.account_type AS "accountType" FROM member_tree t JOIN members m ON m.id = t.member_id
     WHERE t.ancestor_id = $1 AND t.account = lower($2)`,
    [agentId, account],
  )
  return rows[0] ?? null
}

/** The ancestors of `memberId` strictly below `agentId`, nearest the agent first (the member itself not included). */
export async function lineage(db: Queryable, agentId: number, memberId: number): Promise<string[]> {
  const { rows } = await db.query<{ username: string }>(
    `SELECT m.username FROM member_tree t JOIN members m ON m.id = t.ancestor_id
     WHERE t.member_id = $2 AND t.depth < (SELECT depth FROM member_tree WHERE ancestor_id = $1 AND member_id = $2)
     ORDER BY t.depth DESC`,
    [agentId, memberId],
  )
  return rows.map((r) => r.username)
}
