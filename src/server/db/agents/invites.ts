/** An agent's invite links (migration 028): each with its code, the account type it creates, expiry and channel. */
import type { Queryable } from '../database'

export type InviteLinkRow = {
  id: string
  agentId: number
  code: string
  accountType: number
  channel: string
  createdAt: Date
  expiresAt: Date | null
  registrations: number
}

const COLUMNS = `l.id::text AS id, l.agent_id AS "agentId", l.code, l.account_type AS "accountType", l.channel, l.created_at AS "createdAt",
  l.expires_at AS "expiresAt", (SELECT count(*) FROM members m WHERE m.invite_link_id = l.id)::integer AS registrations`

export async function inviteLinksOf(db: Queryable, agentId: number): Promise<InviteLinkRow[]> {
  const { rows } = await db.query<InviteLinkRow>(
    `SELECT ${COLUMNS} FROM invite_links l WHERE l.agent_id = $1 AND l.deleted_at IS NULL ORDER BY l.created_at DESC, l.id DESC`,
    [agentId],
  )
  return rows
}

/** Live links: not deleted and not expired. */
export async function countLiveInviteLinks(db: Queryable, agentId: number, now: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::integer AS n FROM invite_links WHERE agent_id = $1 AND deleted_at IS NULL AND (expires_at IS NULL OR expires_at > $2)',
    [agentId, now],
  )
  return rows[0]?.n ?? 0
}

export async function insertInviteLink(
  db: Queryable,
  link: { merchantCode: string; agentId: number; code: string; accountType: number; channel: string; at: Date; expiresAt: Date | null },
): Promise<InviteLinkRow> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO invite_links (merchant_code, agent_id, code, account_type, channel, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text AS id`,
    [link.merchantCode, link.agentId, link.code, link.accountType, link.channel, link.at, link.expiresAt],
  )
  return { id: rows[0].id, agentId: link.agentId, code: link.code, accountType: link.accountType, channel: link.channel, createdAt: link.at, expiresAt: link.expiresAt, registrations: 0 }
}

/** Deletes one of the agent's own links; false when it has none by that id. */
export async function deleteInviteLink(db: Queryable, agentId: number, id: string, at: Date): Promise<boolean> {
  const { rows } = await db.query('UPDATE invite_links SET deleted_at = $3 WHERE agent_id = $1 AND id = $2::bigint AND deleted_at IS NULL RETURNING id', [agentId, id, at])
  return rows.length > 0
}

/** A live link by its code, with its agent's account name. */
export async function liveInviteLink(db: Queryable, merchantCode: string, code: string, now: Date): Promise<(InviteLinkRow & { agent: string }) | null> {
  const { rows } = await db.query<InviteLinkRow & { agent: string }>(
    `SELECT ${COLUMNS}, a.username AS agent FROM invite_links l JOIN members a ON a.id = l.agent_id
     WHERE l.merchant_code = $1 AND l.code = $2 AND l.deleted_at IS NULL AND (l.expires_at IS NULL OR l.expires_at > $3)
       AND a.account_type IN (1, 2, 41, 42) AND a.status = 'active'`,
    [merchantCode, code, now],
  )
  return rows[0] ?? null
}
