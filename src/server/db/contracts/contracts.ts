/**
 * SQL of agent contracts (migration 029): versions with their tiers, and their history. The domain
 * (domain/contracts/contracts.ts) decides; this reads and writes.
 */
import type { ContractStatus } from '../../../contract/contracts'
import type { ContractKindName, ContractTerms } from '../../../contract/schemas/contracts'
import type { ContractPeriod, StoredTier } from '../../domain/contracts/terms'
import type { Queryable } from '../database'

export interface ContractRow {
  id: bigint
  merchantCode: string
  agentId: number
  agentAccount: string
  uplineId: number | null
  uplineAccount: string | null
  kind: ContractKindName
  gameType: string
  version: number
  status: ContractStatus
  rateType: 'P' | 'A'
  period: ContractPeriod
  carryOver: boolean
  terms: ContractTerms
  offeredAt: Date
  offeredBy: string
  decidedAt: Date | null
  effectiveFrom: Date | null
  endedAt: Date | null
  replacesId: bigint | null
  tiers: StoredTier[]
}

type RawRow = Omit<ContractRow, 'tiers'> & { tiers: { minBet: string; netLoss: string; activeMembers: number; rate: string; winRate: string }[] }

const COLUMNS = `c.id, c.merchant_code AS "merchantCode", c.agent_id AS "agentId", a.username AS "agentAccount", c.upline_id AS "uplineId",
  u.username AS "uplineAccount", c.kind, c.game_type AS "gameType", c.version, c.status, c.rate_type AS "rateType", c.period,
  c.carry_over AS "carryOver", c.terms, c.offered_at AS "offeredAt", c.offered_by AS "offeredBy", c.decided_at AS "decidedAt",
  c.effective_from AS "effectiveFrom", c.ended_at AS "endedAt", c.replaces_id AS "replacesId",
  (SELECT coalesce(json_agg(json_build_object('minBet', t.min_bet::text, 'netLoss', t.net_loss::text, 'activeMembers', t.active_members,
     'rate', t.rate::text, 'winRate', t.win_rate::text) ORDER BY t.tier), '[]') FROM agent_contract_tiers t WHERE t.contract_id = c.id) AS tiers`
const FROM = 'agent_contracts c JOIN members a ON a.id = c.agent_id LEFT JOIN members u ON u.id = c.upline_id'

function rowOf(raw: RawRow): ContractRow {
  return {
    ...raw,
    tiers: raw.tiers.map((t) => ({ minBet: BigInt(t.minBet), netLoss: BigInt(t.netLoss), activeMembers: t.activeMembers, rate: BigInt(t.rate), winRate: BigInt(t.winRate) })),
  }
}

/** One contract version; `forUpdate` holds it until the transaction ends (an action decides on the status it read). */
export async function contractById(db: Queryable, merchantCode: string, id: bigint, forUpdate = false): Promise<ContractRow | null> {
  const { rows } = await db.query<RawRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE c.id = $1 AND c.merchant_code = $2${forUpdate ? ' FOR UPDATE OF c' : ''}`,
    [id, merchantCode],
  )
  return rows[0] ? rowOf(rows[0]) : null
}

/** An agent's open versions (waiting or in force), of every kind and game type. */
export async function openContractsOf(db: Queryable, agentId: number): Promise<ContractRow[]> {
  const { rows } = await db.query<RawRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE c.agent_id = $1 AND c.status IN ('P', 'E', 'V') ORDER BY c.kind, c.game_type, c.id`, [
    agentId,
  ])
  return rows.map(rowOf)
}

/** The version of a kind and game type in force for an agent (V), or waiting (P, E). */
export async function contractInSlot(db: Queryable, agentId: number, kind: ContractKindName, gameType: string, which: 'valid' | 'waiting', forUpdate = false): Promise<ContractRow | null> {
  const statuses = which === 'valid' ? `('V')` : `('P', 'E')`
  const { rows } = await db.query<RawRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE c.agent_id = $1 AND c.kind = $2 AND c.game_type = $3 AND c.status IN ${statuses}${forUpdate ? ' FOR UPDATE OF c' : ''}`,
    [agentId, kind, gameType],
  )
  return rows[0] ? rowOf(rows[0]) : null
}

/** The open versions an upline gave its direct downlines, of one kind and game type; `forUpdate` when they may be ended. */
export async function downlineContracts(db: Queryable, uplineId: number, kind: ContractKindName, gameType: string, forUpdate = false): Promise<ContractRow[]> {
  const { rows } = await db.query<RawRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE c.upline_id = $1 AND c.kind = $2 AND c.game_type = $3 AND c.status IN ('P', 'E', 'V') ORDER BY c.id${forUpdate ? ' FOR UPDATE OF c' : ''}`,
    [uplineId, kind, gameType],
  )
  return rows.map(rowOf)
}

export interface NewContract {
  merchantCode: string
  agentId: number
  uplineId: number | null
  kind: ContractKindName
  gameType: string
  status: 'P' | 'E'
  rateType: 'P' | 'A'
  period: ContractPeriod
  carryOver: boolean
  terms: ContractTerms
  tiers: readonly StoredTier[]
  at: Date
  by: string
  replacesId: bigint | null
}

/** Writes a new version (the next number for its slot) with its tiers and its `offered` event; answers its id. */
export async function insertContract(db: Queryable, c: NewContract): Promise<bigint> {
  const { rows } = await db.query<{ id: bigint }>(
    `INSERT INTO agent_contracts (merchant_code, agent_id, upline_id, kind, game_type, version, status, rate_type, period, carry_over, terms, offered_at, offered_by, replaces_id)
     SELECT $1, $2, $3, $4, $5, coalesce(max(version), 0) + 1, $6, $7, $8, $9, $10, $11, $12, $13
     FROM agent_contracts WHERE agent_id = $2 AND kind = $4 AND game_type = $5
     RETURNING id`,
    [c.merchantCode, c.agentId, c.uplineId, c.kind, c.gameType, c.status, c.rateType, c.period, c.carryOver, JSON.stringify(c.terms), c.at, c.by, c.replacesId],
  )
  const id = rows[0]!.id
  await db.query(
    `INSERT INTO agent_contract_tiers (contract_id, tier, min_bet, net_loss, active_members, rate, win_rate)
     SELECT $1, t.n - 1, t.min_bet, t.net_loss, t.active_members, t.rate, t.win_rate
     FROM unnest($2::bigint[], $3::bigint[], $4::integer[], $5::bigint[], $6::bigint[]) WITH ORDINALITY AS t (min_bet, net_loss, active_members, rate, win_rate, n)`,
    [id, c.tiers.map((t) => t.minBet), c.tiers.map((t) => t.netLoss), c.tiers.map((t) => t.activeMembers), c.tiers.map((t) => t.rate), c.tiers.map((t) => t.winRate)],
  )
  await addEvent(db, id, 'offered', c.by, c.at)
  return id
}

export type ContractEventName = 'offered' | 'signed' | 'rejected' | 'terminated' | 'ended' | 'superseded'

export async function addEvent(db: Queryable, contractId: bigint, event: ContractEventName, actor: string, at: Date): Promise<void> {
  await db.query('INSERT INTO agent_contract_events (contract_id, at, event, actor) VALUES ($1, $2, $3, $4)', [contractId, at, event, actor])
}

/** Moves a version to a status; the times it was decided, takes effect and ends are set when given. */
export async function setContractStatus(
  db: Queryable,
  id: bigint,
  change: { status: ContractStatus; decidedAt?: Date; effectiveFrom?: Date; endedAt?: Date },
): Promise<void> {
  await db.query(
    `UPDATE agent_contracts SET status = $2, decided_at = coalesce($3, decided_at), effective_from = coalesce($4, effective_from), ended_at = coalesce($5, ended_at)
     WHERE id = $1`,
    [id, change.status, change.decidedAt ?? null, change.effectiveFrom ?? null, change.endedAt ?? null],
  )
}

export type ContractEventRow = {
  at: Date
  event: ContractEventName
  actor: string
  actorAccount: string | null
  contractId: bigint
  version: number
  kind: ContractKindName
  gameType: string
}

/** The history of an agent's contracts (or of one slot), newest first. */
export async function contractEvents(db: Queryable, agentId: number, filter: { kind?: ContractKindName; gameType?: string } = {}, limit = 200): Promise<ContractEventRow[]> {
  const { rows } = await db.query<ContractEventRow>(
    `SELECT e.at, e.event, e.actor, m.username AS "actorAccount", c.id AS "contractId", c.version, c.kind, c.game_type AS "gameType"
     FROM agent_contract_events e JOIN agent_contracts c ON c.id = e.contract_id
     LEFT JOIN members m ON m.id = CASE WHEN e.actor LIKE 'member:%' THEN substr(e.actor, 8)::integer END
     WHERE c.agent_id = $1 AND ($2::text IS NULL OR c.kind = $2) AND ($3::text IS NULL OR c.game_type = $3)
     ORDER BY e.id DESC LIMIT $4`,
    [agentId, filter.kind ?? null, filter.gameType ?? null, limit],
  )
  return rows
}

/** A direct downline agent of an upline, by account name (case-insensitive), or null when it is none. */
export async function directDownlineAgent(db: Queryable, uplineId: number, account: string): Promise<{ id: number; account: string } | null> {
  const { rows } = await db.query<{ id: number; account: string }>(
    `SELECT m.id, m.username AS account FROM member_tree t JOIN members m ON m.id = t.member_id
     WHERE t.ancestor_id = $1 AND t.depth = 1 AND t.account = lower($2) AND m.account_type IN (1, 2, 41, 42)`,
    [uplineId, account],
  )
  return rows[0] ?? null
}

/** The agent's upline (its account type tells whether it is an agent), or null for a top member. */
export async function uplineOf(db: Queryable, memberId: number): Promise<{ id: number; account: string; accountType: number } | null> {
  const { rows } = await db.query<{ id: number; account: string; accountType: number }>(
    `SELECT u.id, u.username AS account, u.account_type AS "accountType" FROM members m JOIN members u ON u.id = m.upline_id WHERE m.id = $1`,
    [memberId],
  )
  return rows[0] ?? null
}
