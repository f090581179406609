/** The join page's call (joinEndpoints.ts): the merchant's agent programme, read from its config. */
import { Type, type Static } from 'typebox'
import { CONTRACT_KIND_NAMES, ContractTerms, GAME_TYPE_KEYS } from './contracts'

export const AgentProgrammeTerms = Type.Object({ gameType: Type.Enum(GAME_TYPE_KEYS), terms: ContractTerms })
export type AgentProgrammeTerms = Static<typeof AgentProgrammeTerms>

export const AgentProgramme = Type.Object({
  /** The contract kinds the merchant turned on, in the agreement dialog's order; the others cannot be offered. */
  kinds: Type.Array(Type.Enum(CONTRACT_KIND_NAMES)),
  /** Dividend contracts may carry a period's net win into the next. */
  carryOver: Type.Boolean(),
  /** The real-time salary's window in minutes (paid at each window's end). */
  realTimeWindowMinutes: Type.Integer(),
  /** Days an upline has to release a manual daily salary before it expires. */
  releaseExpiryDays: Type.Integer(),
  /** Live invite links an agent may keep. */
  inviteLinkLimit: Type.Integer(),
  /** The terms the merchant offers each top agent, per game type (amounts in major units, rates in percent). */
  topAgentTerms: Type.Array(AgentProgrammeTerms),
})
export type AgentProgramme = Static<typeof AgentProgramme>
