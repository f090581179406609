/**
 * The agent programme the join page shows (spec section 2: /join), read from the merchant's config: the contract
 * kinds it turned on and the terms it offers each top agent (docs/contracts.md), so the page states the merchant's
 * real figures. Terms of a kind that is off are left out (they cannot be offered), and so is a real-time salary
 * outside the lottery (it is paid on lottery rounds only).
 */
import type { MerchantConfig } from '../../../config/schema'
import { CONTRACT_KIND_NAMES } from '../../../contract/schemas/contracts'
import type { AgentProgramme } from '../../../contract/schemas/join'
import { agentSettings } from '../agents/settings'
import { contractSettings, REAL_TIME_GAME_TYPES } from '../contracts/settings'
import { perConfig } from '../perConfig'

export const agentProgramme = perConfig((config: MerchantConfig): AgentProgramme => {
  const contracts = contractSettings(config)
  const kinds = CONTRACT_KIND_NAMES.filter((kind) => contracts.kinds.has(kind))
  const topAgentTerms = contracts.topAgentTerms
    .filter(({ gameType, terms }) => contracts.kinds.has(terms.kind) && (terms.kind !== 'realTimeSalary' || REAL_TIME_GAME_TYPES.has(gameType)))
    .map(({ gameType, terms }) => ({ gameType: gameType as AgentProgramme['topAgentTerms'][number]['gameType'], terms }))
  return {
    kinds: [...kinds],
    carryOver: contracts.carryOver,
    realTimeWindowMinutes: contracts.realTimeWindowMinutes,
    releaseExpiryDays: contracts.releaseExpiryDays,
    inviteLinkLimit: agentSettings(config).inviteLinkLimit,
    topAgentTerms,
  }
})
