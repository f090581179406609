/**
 * The translation keys of the contracts' words that are chosen by a value (a kind, a status, a period, a button), as
 * `tKey` so the locale test finds every one of them.
 */
import { tKey } from '../../../locales'
import type { ContractButtonLabel } from '../../contract/contracts'
import type { ContractKindName, DividendPeriod } from '../../contract/schemas/contracts'
import type { ContractSection } from './consolidated'

/** A kind's name inside a sentence ("Sign dividend, Lottery"). */
export const KIND_NAME_KEYS = {
  dividend: tKey('agents:contracts.kind.dividend'),
  dailySalary: tKey('agents:contracts.kind.dailySalary'),
  mrDailySalary: tKey('agents:contracts.kind.mrDailySalary'),
  hourSalary: tKey('agents:contracts.kind.hourSalary'),
  realTimeSalary: tKey('agents:contracts.kind.realTimeSalary'),
} as const satisfies Record<ContractKindName, string>

/** A section's heading (its tab). */
export const SECTION_TITLE_KEYS = {
  dividend: tKey('agents:contracts.section.dividend'),
  dailySalary: tKey('agents:contracts.section.dailySalary'),
  hourSalary: tKey('agents:contracts.section.hourSalary'),
  realTimeSalary: tKey('agents:contracts.section.realTimeSalary'),
} as const satisfies Record<ContractSection, string>

/** A section's terms: how its wage is computed. */
export const SECTION_TERMS_KEYS = {
  dividend: tKey('agents:contracts.terms.dividend'),
  dailySalary: tKey('agents:contracts.terms.dailySalary'),
  hourSalary: tKey('agents:contracts.terms.hourSalary'),
  realTimeSalary: tKey('agents:contracts.terms.realTimeSalary'),
} as const satisfies Record<ContractSection, string>

/** The status shown: E is shown as pending (spec section 4). */
export const STATUS_KEYS = { P: tKey('agents:contracts.status.P'), V: tKey('agents:contracts.status.V') } as const

export const PERIOD_KEYS = {
  daily: tKey('agents:contracts.period.daily'),
  weekly: tKey('agents:contracts.period.weekly'),
  semimonthly: tKey('agents:contracts.period.semimonthly'),
  monthly: tKey('agents:contracts.period.monthly'),
} as const satisfies Record<DividendPeriod, string>

/** A button's visible word, and its accessible name naming the kind and game type ("Sign dividend Lottery"). */
export const BUTTON_KEYS = {
  sign: { text: tKey('agents:contracts.button.sign'), label: tKey('agents:contracts.buttonLabel.sign') },
  reject: { text: tKey('agents:contracts.button.reject'), label: tKey('agents:contracts.buttonLabel.reject') },
  terminate: { text: tKey('agents:contracts.button.terminate'), label: tKey('agents:contracts.buttonLabel.terminate') },
} as const satisfies Record<ContractButtonLabel, { text: string; label: string }>

/** The tier tables' column headings. */
export const TIER_HEADER_KEYS = {
  tier: tKey('agents:contracts.tiers.tier'),
  minimumBet: tKey('agents:contracts.tiers.minimumBet'),
  netLoss: tKey('agents:contracts.tiers.netLoss'),
  activeMember: tKey('agents:contracts.tiers.activeMember'),
  contractRate: tKey('agents:contracts.tiers.contractRate'),
  betVolume: tKey('agents:contracts.tiers.betVolume'),
  rate: tKey('agents:contracts.tiers.rate'),
  betAmount: tKey('agents:contracts.tiers.betAmount'),
  lossRate: tKey('agents:contracts.tiers.lossRate'),
  winRate: tKey('agents:contracts.tiers.winRate'),
} as const
export type TierHeader = keyof typeof TIER_HEADER_KEYS
