/** A merchant's agent-centre rules with every default filled in (config schema: AgentSettings). */
import type { MerchantConfig } from '../../../config/schema'
import { toMinorUnits } from '../../../contract/money'
import { perConfig } from '../perConfig'

export interface ResolvedAgentSettings {
  /** The zone the reports count days in, as minutes from UTC. */
  utcOffsetMinutes: number
  /** The least stake of one settled round that makes a member active that day, in minor units. */
  activeMinStakeMinor: bigint
  inviteLinkLimit: number
}

export const agentSettings = perConfig((config: MerchantConfig): ResolvedAgentSettings => {
  const a = config.agents ?? {}
  return {
    utcOffsetMinutes: a.utcOffsetMinutes ?? 420,
    activeMinStakeMinor: toMinorUnits(a.activeMemberMinStake ?? '1', config.currency.decimals),
    inviteLinkLimit: a.inviteLinkLimit ?? 20,
  }
})

/** The zone as people write it: `UTC+07:00`. */
export function zoneName(utcOffsetMinutes: number): string {
  const sign = utcOffsetMinutes < 0 ? '-' : '+'
  const minutes = Math.abs(utcOffsetMinutes)
  return `UTC${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}
