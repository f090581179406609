/**
 * How the agreement dialog and the contracts store read the consolidated answer (`getConsolidated`): which of its
 * lists hold each kind, which buttons a contract shows, and which contracts wait for an answer. Written once here so
 * the dialog, its stories and the store agree.
 */
import { CONTRACT_BUTTONS, shownStatus, type ContractButton, type ContractKind, type OpenContractStatus } from '../../contract/contracts'
import type { Consolidated, ContractKindName, ContractView } from '../../contract/schemas/contracts'
import { GAME_TYPES } from '../agents/gameTypes'

/** Every kind the consolidated answer carries, in the order the dialog shows them. */
export const CONTRACT_KIND_ORDER = ['dividend', 'dailySalary', 'mrDailySalary', 'hourSalary', 'realTimeSalary'] as const satisfies readonly ContractKindName[]

/** The consolidated answer's two lists of each kind: the offers waiting for an answer, and the contracts in force. */
export const CONSOLIDATED_LISTS = {
  dividend: { offers: 'divtypereq', inForce: 'divtypeinfo' },
  dailySalary: { offers: 'dailysalreqtype', inForce: 'dailysalinfo' },
  mrDailySalary: { offers: 'contractmrdailysalreqtype', inForce: 'contractmrdailysalinfotype' },
  hourSalary: { offers: 'contracthoursalreq', inForce: 'contracthoursalinfo' },
  realTimeSalary: { offers: 'realtimesalreqtype', inForce: 'realtimesalinfotype' },
} as const satisfies Record<ContractKindName, { offers: keyof Consolidated; inForce: keyof Consolidated }>

/**
 * Whose buttons a kind shows. The spec lists the buttons of its three kinds only: the manual-release daily salary is
 * answered like the daily salary (the same `wage` call), and the real-time salary like the hourly one (the same
 * `hourSalary` call).
 */
export const BUTTONS_OF_KIND = {
  dividend: 'dividend',
  dailySalary: 'dailySalary',
  mrDailySalary: 'dailySalary',
  hourSalary: 'hourSalary',
  realTimeSalary: 'hourSalary',
} as const satisfies Record<ContractKindName, ContractKind>

/** The dialog's sections: the spec's three, and the real-time salary when the agent has one. */
export const CONTRACT_SECTIONS = ['dividend', 'dailySalary', 'hourSalary', 'realTimeSalary'] as const
export type ContractSection = (typeof CONTRACT_SECTIONS)[number]

/** The kinds each section shows: the manual-release daily salary sits with the daily salary. */
export const SECTION_KINDS: Record<ContractSection, readonly ContractKindName[]> = {
  dividend: ['dividend'],
  dailySalary: ['dailySalary', 'mrDailySalary'],
  hourSalary: ['hourSalary'],
  realTimeSalary: ['realTimeSalary'],
}

/** The sections the dialog always shows, whatever the agent holds (spec: three sections). */
const ALWAYS_SHOWN: readonly ContractSection[] = ['dividend', 'dailySalary', 'hourSalary']

export function kindOf(contract: ContractView): ContractKindName {
  return contract.terms.kind
}

/** An offer waits for the agent's answer: pending, or a new version of one in force (E, shown as pending). */
export function isWaiting(contract: ContractView): boolean {
  return contract.status === 'P' || contract.status === 'E'
}

/** The buttons a contract shows, exactly as CONTRACT_BUTTONS lists them for its kind and shown status. */
export function buttonsFor(contract: ContractView): readonly ContractButton[] {
  return CONTRACT_BUTTONS[BUTTONS_OF_KIND[kindOf(contract)]][shownStatus(contract.status) as OpenContractStatus] ?? []
}

const gameTypeRank = (contract: ContractView) => (GAME_TYPES as readonly string[]).indexOf(contract.gameType)

/**
 * A kind's contracts: the offers waiting for an answer first (what the dialog is for), then those in force, each by
 * game type.
 */
export function contractsOfKind(consolidated: Consolidated, kind: ContractKindName): ContractView[] {
  const { offers, inForce } = CONSOLIDATED_LISTS[kind]
  const all = [...Object.values(consolidated[offers]), ...Object.values(consolidated[inForce])]
  return all.filter((contract) => kindOf(contract) === kind).sort((a, b) => Number(isWaiting(b)) - Number(isWaiting(a)) || gameTypeRank(a) - gameTypeRank(b))
}

/** A section's contracts, kind by kind. */
export function contractsOfSection(consolidated: Consolidated, section: ContractSection): ContractView[] {
  return SECTION_KINDS[section].flatMap((kind) => contractsOfKind(consolidated, kind))
}

/** Every contract of the answer, kind by kind. */
export function allContracts(consolidated: Consolidated): ContractView[] {
  return CONTRACT_KIND_ORDER.flatMap((kind) => contractsOfKind(consolidated, kind))
}

/** The offers waiting for an answer, across kinds (what makes the portal open the agreement dialog). */
export function waitingOffers(consolidated: Consolidated): ContractView[] {
  return allContracts(consolidated).filter(isWaiting)
}

/** The sections shown: the spec's three always, the real-time salary when the agent holds or is offered one. */
export function shownSections(consolidated: Consolidated): ContractSection[] {
  return CONTRACT_SECTIONS.filter((section) => ALWAYS_SHOWN.includes(section) || contractsOfSection(consolidated, section).length > 0)
}

/** The section the dialog opens on: the first with an offer waiting, else the first with a contract, else the first. */
export function firstSection(consolidated: Consolidated): ContractSection {
  const sections = shownSections(consolidated)
  return (
    sections.find((section) => contractsOfSection(consolidated, section).some(isWaiting)) ??
    sections.find((section) => contractsOfSection(consolidated, section).length > 0) ??
    sections[0]!
  )
}

/** A contract's place in the dialog: one per kind and game type (an offer and the version it replaces share it). */
export function slotKey(contract: Pick<ContractView, 'gameType' | 'terms'>): string {
  return `${contract.terms.kind}:${contract.gameType}`
}

/** The terms of the agent's contracts in force, by kind and game type: what it may offer a downline, each the ceiling. */
export function heldContracts(consolidated: Consolidated): Partial<Record<ContractKindName, Partial<Record<ContractView['gameType'], ContractView['terms']>>>> {
  const held: Partial<Record<ContractKindName, Partial<Record<ContractView['gameType'], ContractView['terms']>>>> = {}
  for (const kind of CONTRACT_KIND_ORDER) {
    for (const contract of Object.values(consolidated[CONSOLIDATED_LISTS[kind].inForce])) {
      if (contract.status !== 'V' || kindOf(contract) !== kind) continue
      held[kind] = { ...held[kind], [contract.gameType]: contract.terms }
    }
  }
  return held
}
