/**
 * Agent contracts (docs/contracts.md): an upline offers a direct downline agent terms of one kind per game type (the
 * merchant offers its top agents); the downline signs, rejects or ends them by the transition table
 * (contract/contracts.ts). Every change is one transaction that holds the agent's member row, so two changes to one
 * agent's contracts run one after the other, and keeps the invariant a downline's rate never above its upline's:
 * signing terms lower than a downline's ends that downline's contract (and, below it, every contract that hung on it)
 * in the same transaction, once the agent has seen the list (`contract.downlineHigherRate`) and confirmed.
 */
import { contractTransition, type ContractAction, type ContractKind, type ContractStatus } from '../../../contract/contracts'
import type { ContractActed, ContractKindName, ContractTerms, EndingContract } from '../../../contract/schemas/contracts'
import type { MerchantConfig } from '../../../config/schema'
import type { Database, Queryable } from '../../db/database'
import {
  addEvent,
  contractById,
  contractInSlot,
  downlineContracts,
  insertContract,
  setContractStatus,
  type ContractEventName,
  type ContractRow,
} from '../../db/contracts/contracts'
import { AppError } from '../../errors'
import type { Principal } from '../../plugins/contract'
import { agentSettings } from '../agents/settings'
import type { MemberEventBus } from '../events/bus'
import { postMessage } from '../member/messages'
import { aboveUpline, nextPeriodStart, periodDiffers, readTerms, uplineProblem, wireTerms, type ReadTerms } from './terms'
import { contractSettings, REAL_TIME_GAME_TYPES } from './settings'

export interface ContractServices {
  db: Database
  events: MemberEventBus
}

export interface ContractCall {
  config: MerchantConfig
  /** The agent calling (the demo seed acts as its agents do, without a session). */
  principal: Pick<Principal, 'memberId' | 'accountType'>
  now: Date
}

/** The transition table a kind follows: the manual-release daily salary the daily's, the real-time the hourly's. */
export function transitionKind(kind: ContractKindName): ContractKind {
  if (kind === 'mrDailySalary') return 'dailySalary'
  if (kind === 'realTimeSalary') return 'hourSalary'
  return kind
}

export const termsOfRow = (row: ContractRow): ReadTerms => ({ kind: row.kind, rateType: row.rateType, period: row.period, carryOver: row.carryOver, tiers: row.tiers })

const endingOf = (row: ContractRow): EndingContract => ({ contractId: String(row.id), account: row.agentAccount, kind: row.kind, gameType: row.gameType as EndingContract['gameType'] })

/** Holds an agent's member row: every change to its contracts runs one at a time. */
async function holdAgent(tx: Queryable, agentId: number): Promise<void> {
  await tx.query('SELECT 1 FROM members WHERE id = $1 FOR UPDATE', [agentId])
}

/**
 * The contracts that would end if an agent held these terms in a slot: its direct downlines' open contracts (waiting
 * or in force) above them (or, a dividend, of another period), and every open contract of the slot below those
 * agents, which would then hang on nothing.
 * `forUpdate` (a change about to end them) holds them to the end of the transaction; a view only reads.
 */
export async function endingsUnder(
  tx: Queryable, agentId: number, kind: ContractKindName, gameType: string, terms: ReadTerms | null, forUpdate = false,
): Promise<ContractRow[]> {
  const direct = (await downlineContracts(tx, agentId, kind, gameType, forUpdate)).filter(
    (row) => terms === null || aboveUpline(termsOfRow(row), terms) || periodDiffers(termsOfRow(row), terms),
  )
  const ending = [...direct]
  // An agent whose contract in force ends holds nothing to share: what it offered or gave below ends too.
  for (const row of direct) if (row.status === 'V' || terms === null) ending.push(...(await endingsUnder(tx, row.agentId, kind, gameType, null, forUpdate)))
  return ending
}

/** Ends contracts automatically (the invariant), each with its history and a message to its agent. */
async function endAutomatically(tx: Queryable, services: ContractServices, rows: readonly ContractRow[], now: Date): Promise<void> {
  for (const row of rows) {
    await setContractStatus(tx, row.id, { status: 'ended', endedAt: now })
    await addEvent(tx, row.id, 'ended', 'system', now)
    await postMessage(tx, services, {
      merchantCode: row.merchantCode,
      memberId: row.agentId,
      kind: 'contract.ended',
      about: `contract:${row.id}:ended`,
      at: now,
      params: { kind: row.kind, gameType: row.gameType, version: String(row.version) },
    })
  }
}

const EVENT_OF: Partial<Record<ContractStatus, ContractEventName>> = { V: 'signed', rejected: 'rejected', terminated: 'terminated' }

/**
 * An agent's answer to one of its contracts: `kinds` are those the call may answer (participation: dividends; wage:
 * the daily salaries; hourSalary: the hourly and real-time salaries). Refused without a change when the contract is
 * not the agent's, the action is not in the table for its status (a replay included), or signing would end downline
 * contracts the agent has not confirmed.
 */
export async function actOnContract(
  services: ContractServices,
  call: ContractCall,
  input: { contractId: string; action: ContractAction; confirmEnding?: boolean; gameType?: string },
  kinds: readonly ContractKindName[],
): Promise<ContractActed> {
  const { config, principal, now } = call
  const utcOffset = agentSettings(config).utcOffsetMinutes
  const window = contractSettings(config).realTimeWindowMinutes
  return services.db.transaction(async (tx) => {
    await holdAgent(tx, principal.memberId)
    const row = await contractById(tx, config.code, BigInt(input.contractId), true)
    if (!row || row.agentId !== principal.memberId || !kinds.includes(row.kind) || (input.gameType && input.gameType !== row.gameType)) {
      throw new AppError('contract.not.found')
    }
    const next = contractTransition(transitionKind(row.kind), row.status, input.action)
    if (!next) throw new AppError('contract.action.invalid', undefined, { status: row.status })
    let ended: ContractRow[] = []
    if (next === 'V') {
      const terms = termsOfRow(row)
      if (row.uplineId !== null) {
        const own = await contractInSlot(tx, row.uplineId, row.kind, row.gameType, 'valid')
        if (!own) throw new AppError('contract.rate.aboveUpline')
        const problem = uplineProblem(terms, termsOfRow(own))
        if (problem) throw new AppError(problem)
      }
      ended = await endingsUnder(tx, row.agentId, row.kind, row.gameType, terms, true)
      if (ended.length && !input.confirmEnding) throw new AppError('contract.downlineHigherRate', undefined, { contracts: ended.map(endingOf) })
      const effectiveFrom = nextPeriodStart(row.period, now, utcOffset, window)
      const inForce = await contractInSlot(tx, row.agentId, row.kind, row.gameType, 'valid', true)
      if (inForce) {
        // The old version pays until the new one takes effect: the period in progress keeps the terms it began with.
        await setContractStatus(tx, inForce.id, { status: 'superseded', endedAt: effectiveFrom })
        await addEvent(tx, inForce.id, 'superseded', `member:${principal.memberId}`, now)
      }
      await setContractStatus(tx, row.id, { status: 'V', decidedAt: now, effectiveFrom })
      await endAutomatically(tx, services, ended, now)
    } else if (next === 'terminated') {
      ended = await endingsUnder(tx, row.agentId, row.kind, row.gameType, null, true)
      await setContractStatus(tx, row.id, { status: next, decidedAt: now, endedAt: now })
      await endAutomatically(tx, services, ended, now)
    } else {
      await setContractStatus(tx, row.id, { status: next, decidedAt: now, endedAt: now })
    }
    await addEvent(tx, row.id, EVENT_OF[next]!, `member:${principal.memberId}`, now)
    return { contractId: String(row.id), status: next as ContractActed['status'], ended: ended.map(endingOf) }
  })
}

/** Refuses terms a merchant does not allow: a kind it has off, a real-time salary off the lottery, a carry-over. */
export function checkAllowed(config: MerchantConfig, gameType: string, terms: ContractTerms): void {
  const settings = contractSettings(config)
  if (!settings.kinds.has(terms.kind)) throw new AppError('contract.kind.off')
  if (terms.kind === 'realTimeSalary' && !REAL_TIME_GAME_TYPES.has(gameType)) throw new AppError('contract.gameType.invalid')
  if (terms.kind === 'dividend' && terms.carryOver && !settings.carryOver) throw new AppError('contract.carryOver.off')
}

/**
 * Writes an offer to an agent (in the caller's transaction, the agent held): a new version, P (a dividend's E when one
 * is in force); an offer still waiting is superseded by it (its history says so). Answers the new version's id.
 */
export async function writeOffer(
  tx: Queryable,
  services: ContractServices,
  offer: { config: MerchantConfig; agentId: number; uplineId: number | null; gameType: string; read: ReadTerms; by: string; now: Date },
): Promise<bigint> {
  const { config, agentId, gameType, read, now } = offer
  const waiting = await contractInSlot(tx, agentId, read.kind, gameType, 'waiting', true)
  if (waiting) {
    await setContractStatus(tx, waiting.id, { status: 'superseded', decidedAt: now, endedAt: now })
    await addEvent(tx, waiting.id, 'superseded', offer.by, now)
  }
  const inForce = await contractInSlot(tx, agentId, read.kind, gameType, 'valid')
  const id = await insertContract(tx, {
    merchantCode: config.code,
    agentId,
    uplineId: offer.uplineId,
    kind: read.kind,
    gameType,
    // E is the dividend's (spec section 4: a new version offered while one is in force); the salaries' buttons know
    // only P, and signing either supersedes the version in force the same way.
    status: inForce && read.kind === 'dividend' ? 'E' : 'P',
    rateType: read.rateType,
    period: read.period,
    carryOver: read.carryOver,
    // The terms as the server read them (amounts and rates in the merchant's decimals), not as they were typed.
    terms: wireTerms(read, config.currency.decimals),
    tiers: read.tiers,
    at: now,
    by: offer.by,
    replacesId: inForce?.id ?? null,
  })
  await postMessage(tx, services, {
    merchantCode: config.code,
    memberId: agentId,
    kind: 'contract.offered',
    about: `contract:${id}:offered`,
    at: now,
    params: { kind: read.kind, gameType },
  })
  return id
}

/** The contract version an id names, for a call that already knows it is the merchant's. */
export async function contractOf(db: Queryable, config: MerchantConfig, id: bigint): Promise<ContractRow> {
  const row = await contractById(db, config.code, id)
  if (!row) throw new AppError('contract.not.found')
  return row
}

export { holdAgent, readTerms }
