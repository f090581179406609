/**
 * The translation keys of the wage pages' words chosen by a value (a kind's title, a payout's status, a history
 * event), as `tKey` so the locale test finds every one of them.
 */
import { tKey } from '../../../locales'
import type { ContractEvent, ContractKindName, MrDailySalary, WageRecord } from '../../contract/schemas/contracts'
import type { TagTone } from '../primitives/Tag'

/** A kind as a heading ("Daily salary (manual release)"). */
export const KIND_TITLE_KEYS = {
  dividend: tKey('agents:contracts.pages.kindTitle.dividend'),
  dailySalary: tKey('agents:contracts.pages.kindTitle.dailySalary'),
  mrDailySalary: tKey('agents:contracts.pages.kindTitle.mrDailySalary'),
  hourSalary: tKey('agents:contracts.pages.kindTitle.hourSalary'),
  realTimeSalary: tKey('agents:contracts.pages.kindTitle.realTimeSalary'),
} as const satisfies Record<ContractKindName, string>

type PayoutStatus = WageRecord['status'] | MrDailySalary['status']

/** A payout's status, and its tag's tone: waiting is a warning, refused and expired are errors, paid is plain. */
export const PAYOUT_STATUS = {
  paid: { key: tKey('agents:contracts.pages.payoutStatus.paid'), tone: 'neutral' },
  pending: { key: tKey('agents:contracts.pages.payoutStatus.pending'), tone: 'warning' },
  received: { key: tKey('agents:contracts.pages.payoutStatus.received'), tone: 'neutral' },
  refused: { key: tKey('agents:contracts.pages.payoutStatus.refused'), tone: 'error' },
  expired: { key: tKey('agents:contracts.pages.payoutStatus.expired'), tone: 'error' },
} as const satisfies Record<PayoutStatus, { key: string; tone: TagTone }>

/** A step of a contract's history. */
export const EVENT_KEYS = {
  offered: tKey('agents:contracts.pages.event.offered'),
  signed: tKey('agents:contracts.pages.event.signed'),
  rejected: tKey('agents:contracts.pages.event.rejected'),
  terminated: tKey('agents:contracts.pages.event.terminated'),
  ended: tKey('agents:contracts.pages.event.ended'),
  superseded: tKey('agents:contracts.pages.event.superseded'),
} as const satisfies Record<ContractEvent['event'], string>
