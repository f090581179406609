/** A merchant's contract rules with every default filled in (config schema: ContractSettings; docs/contracts.md). */
import type { MerchantConfig } from '../../../config/schema'
import type { ContractKindName, ContractTerms } from '../../../contract/schemas/contracts'
import { perConfig } from '../perConfig'

/** The spec's switch of each kind (section 2's flags), and the real-time salary's own. */
export const KIND_SWITCHES: Record<ContractKindName, 'enableCt' | 'salary' | 'dailySalary' | 'hourSalary' | 'realTimeSalary'> = {
  dividend: 'enableCt',
  dailySalary: 'salary',
  mrDailySalary: 'dailySalary',
  hourSalary: 'hourSalary',
  realTimeSalary: 'realTimeSalary',
}

export interface ResolvedContractSettings {
  /** The kinds the merchant turned on, in the consolidated answer's order. */
  kinds: ReadonlySet<ContractKindName>
  carryOver: boolean
  releaseExpiryDays: number
  realTimeWindowMinutes: number
  topAgentTerms: readonly { gameType: string; terms: ContractTerms }[]
}

export const contractSettings = perConfig((config: MerchantConfig): ResolvedContractSettings => {
  const c = config.agents?.contracts ?? {}
  const kinds = new Set((Object.keys(KIND_SWITCHES) as ContractKindName[]).filter((kind) => c[KIND_SWITCHES[kind]] === true))
  return {
    kinds,
    carryOver: c.carryOver ?? false,
    releaseExpiryDays: c.releaseExpiryDays ?? 7,
    realTimeWindowMinutes: c.realTimeWindowMinutes ?? 5,
    topAgentTerms: c.topAgentTerms ?? [],
  }
})

/** The real-time salary is paid on lottery rounds only (spec section 1). */
export const REAL_TIME_GAME_TYPES: ReadonlySet<string> = new Set(['LOTT', 'ELOTT'])
