/**
 * Story data of the join page: the demo merchant's programme as the server answers it (its contract switches and the
 * terms it offers its top agents, taken from its config file), and a merchant that pays no contracts.
 */
import { CONTRACT_KIND_NAMES } from '../../../contract/schemas/contracts'
import type { AgentProgramme } from '../../../contract/schemas/join'
import { demoMerchant } from '../../layout/fixtures'

const contracts = demoMerchant.agents?.contracts ?? {}
const switches = { dividend: contracts.enableCt, dailySalary: contracts.salary, mrDailySalary: contracts.dailySalary, hourSalary: contracts.hourSalary, realTimeSalary: contracts.realTimeSalary }

export const demoProgramme: AgentProgramme = {
  kinds: CONTRACT_KIND_NAMES.filter((kind) => switches[kind] === true),
  carryOver: contracts.carryOver ?? false,
  realTimeWindowMinutes: contracts.realTimeWindowMinutes ?? 5,
  releaseExpiryDays: contracts.releaseExpiryDays ?? 7,
  inviteLinkLimit: demoMerchant.agents?.inviteLinkLimit ?? 20,
  topAgentTerms: (contracts.topAgentTerms ?? []) as AgentProgramme['topAgentTerms'],
}

export const noContractsProgramme: AgentProgramme = { ...demoProgramme, kinds: [], carryOver: false, topAgentTerms: [] }

export const demoCurrency = { symbol: demoMerchant.currency.symbol, decimals: demoMerchant.currency.decimals }
