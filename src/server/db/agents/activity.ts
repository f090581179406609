/**
 * The team's raw activity, paged: its settled rounds (games and lottery) and its ledger entries, and the agent's own
 * income. Scoped by the agent's id through `member_tree`; periods are instants [from, to).
 */
import type { Queryable } from '../database'
import type { Page } from './lists'

export interface TeamBetRow {
  id: string
  username: string
  gameType: string
  names: Record<string, string> | null
  /** A lottery result's game and draw (its name comes from the merchant's lottery settings). */
  lotteryCode: string | null
  roundNo: string | null
  vendorName: string
  bet: bigint
  win: bigint
  settledAt: Date
}

export interface ActivityScope {
  agentId: number
  merchantCode: string
  /** One member of the team, when the list is filtered by account. */
  memberId?: number
  from: Date
  to: Date
}

/** The team's settled rounds in the period, newest first: the house and vendors' rounds, and lottery results. */
export async function teamBets(db: Queryable, scope: ActivityScope & { gameType?: string }, page: Page): Promise<TeamBetRow[]> {
  const { rows } = await db.query<Omit<TeamBetRow, 'bet' | 'win'> & { bet: string; win: string }>(
    `WITH team AS (
       SELECT member_id FROM member_tree WHERE ancestor_id = $1 AND ($5::integer IS NULL OR member_id = $5)),
     rounds AS (
       SELECT 'R' || r.id AS id, r.member_id, team_game_type(g.category) AS "gameType", g.names, NULL::text AS "lotteryCode",
              NULL::text AS "roundNo", v.name AS "vendorName", r.bet, r.win, r.settled_at
       FROM team JOIN game_rounds r ON r.member_id = team.member_id
       JOIN games g ON g.node_id = r.node_id JOIN game_vendors v ON v.merchant_code = g.merchant_code AND v.code = g.vendor_code
       WHERE r.status = 'settled' AND r.wallet <> 'trial' AND r.settled_at >= $3 AND r.settled_at < $4
       UNION ALL
       SELECT 'L' || x.round_id || '-' || x.member_id, x.member_id, CASE WHEN lr.prize_table = 'electronic' THEN 'ELOTT' ELSE 'LOTT' END,
              NULL::jsonb, x.game_code, lr.round_no, 'Lottery', x.stake, x.payout, x.settled_at
       FROM team JOIN lottery_member_rounds x ON x.member_id = team.member_id JOIN lottery_rounds lr ON lr.id = x.round_id
       WHERE x.merchant_code = $2 AND x.settled_at >= $3 AND x.settled_at < $4)
     SELECT b.id, m.username, b."gameType", b.names, b."lotteryCode", b."roundNo", b."vendorName", b.bet::text, b.win::text, b.settled_at AS "settledAt"
     FROM rounds b JOIN members m ON m.id = b.member_id
     WHERE $6::text IS NULL OR b."gameType" = $6
     ORDER BY b.settled_at DESC, b.id DESC LIMIT $7 OFFSET $8`,
    [scope.agentId, scope.merchantCode, scope.from, scope.to, scope.memberId ?? null, scope.gameType ?? null, page.limit, page.offset],
  )
  return rows.map((r) => ({ ...r, bet: BigInt(r.bet), win: BigInt(r.win) }))
}

/** The ledger entry types each filter of the downline transactions page stands for. */
export const TRANSACTION_TYPE_ENTRIES: Record<string, readonly string[]> = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal_request', 'withdrawal_reject'],
  bet: ['bet', 'bet_refund'],
  // A corrected settlement's reversal takes back a win.
  win: ['win', 'win_reversal'],
  transfer: ['transfer'],
  agent_transfer: ['agent_transfer'],
  bonus: ['bonus'],
  wage: ['wage'],
}

export interface TeamTransactionRow {
  entryId: string
  username: string
  type: string
  amount: bigint
  balanceAfter: bigint
  at: Date
}

/** The postings on the team's main wallets in the period, newest first, with the count and the money in and out. */
export async function teamTransactions(
  db: Queryable,
  scope: ActivityScope & { entryTypes?: readonly string[] },
  page: Page,
): Promise<{ rows: TeamTransactionRow[]; total: number; credits: bigint; debits: bigint }> {
  const params = [scope.agentId, scope.merchantCode, scope.from, scope.to, scope.memberId ?? null, scope.entryTypes ?? null]
  const matched = `WITH matched AS (
       SELECT e.id AS entry_id, m.username, e.entry_type, p.amount, p.balance_after, e.created_at
       FROM member_tree t JOIN members m ON m.id = t.member_id
       JOIN ledger_accounts a ON a.member_id = t.member_id AND a.kind = 'main' AND a.merchant_code = $2
       JOIN ledger_postings p ON p.account_id = a.id JOIN ledger_entries e ON e.id = p.entry_id
       WHERE t.ancestor_id = $1 AND ($5::integer IS NULL OR t.member_id = $5) AND ($6::text[] IS NULL OR e.entry_type = ANY($6))
         AND e.created_at >= $3 AND e.created_at < $4)`
  const [{ rows }, totals] = await Promise.all([
    db.query<{ entryId: string; username: string; type: string; amount: string; balanceAfter: string; at: Date }>(
      `${matched} SELECT entry_id::text AS "entryId", username, entry_type AS type, amount::text, balance_after::text AS "balanceAfter", created_at AS at
       FROM matched ORDER BY entry_id DESC, username LIMIT $7 OFFSET $8`,
      [...params, page.limit, page.offset],
    ),
    db.query<{ total: number; credits: string; debits: string }>(
      `${matched} SELECT count(*)::integer AS total, coalesce(sum(amount) FILTER (WHERE amount > 0), 0)::text AS credits,
         coalesce(-sum(amount) FILTER (WHERE amount < 0), 0)::text AS debits FROM matched`,
      params,
    ),
  ])
  const t = totals.rows[0]
  return {
    rows: rows.map((r) => ({ ...r, amount: BigInt(r.amount), balanceAfter: BigInt(r.balanceAfter) })),
    total: t?.total ?? 0,
    credits: BigInt(t?.credits ?? 0),
    debits: BigInt(t?.debits ?? 0),
  }
}

export interface IncomeDayRow {
  day: string
  fromUpline: bigint
  wages: bigint
}

/**
 * What the agent received as an agent, per day in the zone: transfers from its own upline (not a recall from its
 * downline, which is its own money coming back) and wages.
 */
export async function agentIncomeDays(db: Queryable, input: { agentId: number; merchantCode: string; from: Date; to: Date; utcOffsetMinutes: number }): Promise<IncomeDayRow[]> {
  const { rows } = await db.query<{ day: string; fromUpline: string; wages: string }>(
    `SELECT to_char(((e.created_at AT TIME ZONE 'UTC') + make_interval(mins => $5))::date, 'YYYY-MM-DD') AS day,
            coalesce(sum(p.amount) FILTER (WHERE e.entry_type = 'agent_transfer'), 0)::text AS "fromUpline",
            coalesce(sum(p.amount) FILTER (WHERE e.entry_type = 'wage'), 0)::text AS wages
     FROM ledger_accounts a JOIN ledger_postings p ON p.account_id = a.id JOIN ledger_entries e ON e.id = p.entry_id
     WHERE a.member_id = $1 AND a.kind = 'main' AND a.merchant_code = $2 AND p.amount > 0
       AND e.created_at >= $3 AND e.created_at < $4
       AND (e.entry_type = 'wage' OR (e.entry_type = 'agent_transfer' AND EXISTS (
             SELECT 1 FROM ledger_postings q JOIN ledger_accounts b ON b.id = q.account_id JOIN members me ON me.id = $1
             WHERE q.entry_id = e.id AND q.amount < 0 AND b.member_id = me.upline_id)))
     GROUP BY 1 ORDER BY 1 DESC`,
    [input.agentId, input.merchantCode, input.from, input.to, input.utcOffsetMinutes],
  )
  return rows.map((r) => ({ day: r.day, fromUpline: BigInt(r.fromUpline), wages: BigInt(r.wages) }))
}
