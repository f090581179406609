/**
 * What agents read of their contracts and what uplines offer (docs/contracts.md): the consolidated answer (spec
 * section 3), a downline's contracts as its upline sees them, an upline's offer, the history; and the merchant's
 * terms for its top agents (an operator's offer, and the merchant config's defaults).
 */
import type { ContractKindName, Consolidated, ContractEvent, ContractTerms, ContractHistory, ContractHistoryQuery, ContractSlot, ContractView, DownlineContracts, OfferContractBody } from '../../../contract/schemas/contracts'
import type { MerchantConfig } from '../../../config/schema'
import { contractEvents, contractInSlot, directDownlineAgent, openContractsOf, type ContractEventRow, type ContractRow } from '../../db/contracts/contracts'
import type { Queryable } from '../../db/database'
import { AppError } from '../../errors'
import { requireAgent } from '../agents/access'
import { readTerms, uplineProblem } from './terms'
import { checkAllowed, endingsUnder, holdAgent, termsOfRow, writeOffer, type ContractCall, type ContractServices } from './contracts'
import { contractSettings } from './settings'

/** The consolidated answer's pair of keys per kind: offers waiting (`…req`) and contracts in force (`…info`). */
const CONSOLIDATED_KEYS: Record<ContractKindName, readonly [keyof Consolidated, keyof Consolidated]> = {
  dividend: ['divtypereq', 'divtypeinfo'],
  dailySalary: ['dailysalreqtype', 'dailysalinfo'],
  hourSalary: ['contracthoursalreq', 'contracthoursalinfo'],
  mrDailySalary: ['contractmrdailysalreqtype', 'contractmrdailysalinfotype'],
  realTimeSalary: ['realtimesalreqtype', 'realtimesalinfotype'],
}

/** A version as its agent reads it; for an offer, what signing it would end. */
export async function contractView(db: Queryable, row: ContractRow): Promise<ContractView> {
  const waiting = row.status === 'P' || row.status === 'E'
  const endings = waiting ? await endingsUnder(db, row.agentId, row.kind, row.gameType, termsOfRow(row)) : []
  return {
    contractId: String(row.id),
    id: String(row.id),
    version: row.version,
    gameType: row.gameType as ContractView['gameType'],
    productType: row.gameType as ContractView['gameType'],
    status: row.status as ContractView['status'],
    upline: row.uplineAccount,
    offeredAt: row.offeredAt.toISOString(),
    effectiveFrom: row.effectiveFrom?.toISOString() ?? null,
    terms: row.terms,
    downlineHigherRate: endings.length ? 'Y' : 'N',
    endsContracts: endings.map((e) => ({ contractId: String(e.id), account: e.agentAccount, kind: e.kind, gameType: e.gameType as ContractView['gameType'] })),
  }
}

/** `getConsolidated`: the agent's offers waiting and contracts in force, by kind and game type, and its status per kind. */
export async function consolidated(services: ContractServices, call: ContractCall): Promise<Consolidated> {
  requireAgent(call.principal)
  const { kinds, realTimeWindowMinutes } = contractSettings(call.config)
  const answer = Object.fromEntries(Object.values(CONSOLIDATED_KEYS).flat().map((key) => [key, {}])) as Omit<Consolidated, 'status' | 'realTimeWindowMinutes'>
  const status: Record<string, 'V' | 'P' | 'N'> = Object.fromEntries([...kinds].map((kind) => [kind, 'N']))
  // Read in one transaction, so the offers and the endings they list are one moment's.
  await services.db.transaction(async (tx) => {
    for (const row of await openContractsOf(tx, call.principal.memberId)) {
      if (!kinds.has(row.kind)) continue
      const [req, info] = CONSOLIDATED_KEYS[row.kind]
      const target = (row.status === 'V' ? answer[info as keyof typeof answer] : answer[req as keyof typeof answer]) as Record<string, ContractView>
      target[row.gameType] = await contractView(tx, row)
      if (row.status === 'V') status[row.kind] = 'V'
      else if (status[row.kind] === 'N') status[row.kind] = 'P'
    }
  })
  return { ...answer, status, realTimeWindowMinutes }
}

function eventOf(row: ContractEventRow): ContractEvent {
  const by = row.actor.startsWith('member:') ? (row.actorAccount ?? row.actor) : row.actor.startsWith('admin:') ? 'merchant' : row.actor
  return { at: row.at.toISOString(), event: row.event, by, contractId: String(row.contractId), version: row.version }
}

/** The agent's own contracts' history, newest first. */
export async function contractHistory(services: ContractServices, call: ContractCall, query: ContractHistoryQuery): Promise<ContractHistory> {
  requireAgent(call.principal)
  const rows = await contractEvents(services.db, call.principal.memberId, { kind: query.kind, gameType: query.gameType })
  return { list: rows.map(eventOf) }
}

async function downlineOf(db: Queryable, call: ContractCall, account: string): Promise<{ id: number; account: string }> {
  requireAgent(call.principal)
  const downline = await directDownlineAgent(db, call.principal.memberId, account)
  if (!downline) throw new AppError('contract.not.direct')
  return downline
}

/**
 * A direct downline agent's contracts as its upline sees them: per kind the merchant has on and game type where
 * either has one, the downline's version in force and waiting, the upline's own terms (the ceiling) and the history.
 */
export async function downlineContractsOf(services: ContractServices, call: ContractCall, account: string, db: Queryable = services.db): Promise<DownlineContracts> {
  const downline = await downlineOf(db, call, account)
  const kinds = contractSettings(call.config).kinds
  const mine = (await openContractsOf(db, call.principal.memberId)).filter((row) => row.status === 'V' && kinds.has(row.kind))
  const theirs = (await openContractsOf(db, downline.id)).filter((row) => kinds.has(row.kind))
  const slotKeys = new Map<string, { kind: ContractKindName; gameType: string }>()
  for (const row of [...mine, ...theirs]) slotKeys.set(`${row.kind}:${row.gameType}`, { kind: row.kind, gameType: row.gameType })
  const history = await contractEvents(db, downline.id)
  const slots: ContractSlot[] = []
  for (const { kind, gameType } of slotKeys.values()) {
    const current = theirs.find((r) => r.kind === kind && r.gameType === gameType && r.status === 'V')
    const pending = theirs.find((r) => r.kind === kind && r.gameType === gameType && r.status !== 'V')
    const own = mine.find((r) => r.kind === kind && r.gameType === gameType)
    slots.push({
      kind,
      gameType: gameType as ContractSlot['gameType'],
      current: current ? await contractView(db, current) : null,
      pending: pending ? await contractView(db, pending) : null,
      own: own?.terms ?? null,
      history: history.filter((e) => e.kind === kind && e.gameType === gameType).map(eventOf),
    })
  }
  return { account: downline.account, slots }
}

/**
 * An upline's offer to a direct downline agent ("contract hour salary (POST)" and its siblings): refused without a
 * change when the downline is not a direct agent, the kind is off, the tiers fall, or a rate is above the upline's own
 * contract in force (an upline without one has nothing to share).
 */
export async function offerContract(services: ContractServices, call: ContractCall, body: OfferContractBody): Promise<DownlineContracts> {
  const { config, principal, now } = call
  checkAllowed(config, body.gameType, body.terms)
  const read = readTerms(body.terms, config.currency.decimals)
  return services.db.transaction(async (tx) => {
    const downline = await downlineOf(tx, call, body.account)
    await holdAgent(tx, downline.id)
    const own = await contractInSlot(tx, principal.memberId, read.kind, body.gameType, 'valid')
    if (!own) throw new AppError('contract.upline.none')
    const problem = uplineProblem(read, termsOfRow(own))
    if (problem) throw new AppError(problem)
    await writeOffer(tx, services, { config, agentId: downline.id, uplineId: principal.memberId, gameType: body.gameType, read, by: `member:${principal.memberId}`, now })
    return downlineContractsOf(services, call, downline.account, tx)
  })
}

/** Whether an agent is a top agent: no agent above it (its terms come from the merchant). */
async function isTopAgent(db: Queryable, merchantCode: string, agentId: number): Promise<boolean> {
  const { rows } = await db.query<{ top: boolean }>(
    `SELECT NOT EXISTS (SELECT 1 FROM member_tree t JOIN members u ON u.id = t.ancestor_id WHERE t.member_id = m.id AND u.account_type IN (1, 2, 41, 42)) AS top
     FROM members m WHERE m.id = $1 AND m.merchant_code = $2 AND m.account_type IN (1, 2, 41, 42)`,
    [agentId, merchantCode],
  )
  return rows[0]?.top === true
}

/**
 * The merchant's offer to a top agent (an operator's command or call, or the config's defaults): the same offer an
 * upline makes, with no upline above it to check against. `by` is `admin:<name>` or `merchant`.
 */
export async function offerFromMerchant(
  services: ContractServices,
  config: MerchantConfig,
  input: { agentId: number; gameType: string; terms: ContractTerms; by: string; now: Date },
): Promise<bigint> {
  checkAllowed(config, input.gameType, input.terms)
  const read = readTerms(input.terms, config.currency.decimals)
  return services.db.transaction(async (tx) => {
    await holdAgent(tx, input.agentId)
    if (!(await isTopAgent(tx, config.code, input.agentId))) throw new AppError('contract.not.direct')
    return writeOffer(tx, services, { config, agentId: input.agentId, uplineId: null, gameType: input.gameType, read, by: input.by, now: input.now })
  })
}

/**
 * The merchant config's default terms, offered once to each top agent that never had a contract in that slot (a new
 * top agent gets them at the next start; one that rejected them is not asked again). Answers how many were offered.
 */
export async function offerMerchantDefaults(services: ContractServices, config: MerchantConfig, now: Date): Promise<number> {
  const settings = contractSettings(config)
  let offered = 0
  for (const { gameType, terms } of settings.topAgentTerms) {
    if (!settings.kinds.has(terms.kind)) continue
    const { rows } = await services.db.query<{ id: number }>(
      `SELECT m.id FROM members m
       WHERE m.merchant_code = $1 AND m.account_type IN (1, 2, 41, 42)
         AND NOT EXISTS (SELECT 1 FROM member_tree t JOIN members u ON u.id = t.ancestor_id WHERE t.member_id = m.id AND u.account_type IN (1, 2, 41, 42))
         AND NOT EXISTS (SELECT 1 FROM agent_contracts c WHERE c.agent_id = m.id AND c.kind = $2 AND c.game_type = $3)
       ORDER BY m.id`,
      [config.code, terms.kind, gameType],
    )
    for (const { id } of rows) {
      await offerFromMerchant(services, config, { agentId: id, gameType, terms, by: 'merchant', now })
      offered++
    }
  }
  return offered
}
