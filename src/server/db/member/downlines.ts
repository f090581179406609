/**
 * An agent's downline: the members below it, at any depth (the tree's closure table, `member_tree`, migration 028).
 * Agents move money only within it.
 */
import type { Queryable } from '../database'

const TREE = 'WITH tree AS (SELECT member_id AS id FROM member_tree WHERE ancestor_id = $1)'

/** Whether `memberId` is somewhere below `agentId`. */
export async function isInDownline(db: Queryable, agentId: number, memberId: number): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM member_tree WHERE ancestor_id = $1 AND member_id = $2) AS found', [agentId, memberId])
  return rows[0]?.found === true
}

export type DownlineRow = {
  id: number
  username: string
  nickname: string | null
  accountType: number
  balance: bigint
}

/** One page of an agent's downline (matching `keyword` in the name when given), with each one's main wallet. */
export async function downlinesOf(
  db: Queryable,
  input: { agentId: number; merchantCode: string; currency: string; keyword?: string; limit: number; offset: number },
): Promise<{ rows: DownlineRow[]; total: number }> {
  const { rows } = await db.query<DownlineRow & { total: number }>(
    `${TREE}
     SELECT m.id, m.username, m.nickname, m.account_type AS "accountType", coalesce(a.balance, 0)::bigint AS balance, count(*) OVER ()::integer AS total
     FROM tree t JOIN members m ON m.id = t.id
     LEFT JOIN ledger_accounts a ON a.member_id = m.id AND a.kind = 'main' AND a.merchant_code = $2 AND a.currency = $3
     WHERE ($4::text IS NULL OR m.username ILIKE '%' || $4 || '%' OR m.nickname ILIKE '%' || $4 || '%')
     ORDER BY lower(m.username) LIMIT $5 OFFSET $6`,
    [input.agentId, input.merchantCode, input.currency, input.keyword?.replace(/[%_\\]/g, '') || null, input.limit, input.offset],
  )
  return { rows: rows.map(({ total: _t, ...row }) => row), total: rows[0]?.total ?? 0 }
}
