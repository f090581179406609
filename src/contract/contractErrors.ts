/**
 * The contracts' error codes (docs/contracts.md), an area table of the catalogue (errors.ts), registered by the
 * contracts' chunk with its messages (namespace `contracts`). Every one is answered before anything is written.
 */
import { entry, type ErrorEntry } from './errors'

export const CONTRACT_ERRORS = {
  'contract.not.found': entry(404, 'agents:contracts.errors.notFound'),
  /** The action is not one the transition table allows in the contract's status (a replay, a stale screen). */
  'contract.action.invalid': entry(409, 'agents:contracts.errors.actionInvalid'),
  /** Signing would put the agent's rate below a downline's: those contracts are listed; sign with confirmEnding. */
  'contract.downlineHigherRate': entry(409, 'agents:contracts.errors.downlineHigherRate'),
  'contract.tiers.empty': entry(400, 'agents:contracts.errors.tiersEmpty'),
  'contract.tiers.negative': entry(400, 'agents:contracts.errors.tiersNegative'),
  'contract.tiers.falling': entry(400, 'agents:contracts.errors.tiersFalling'),
  'contract.tiers.notHigher': entry(400, 'agents:contracts.errors.tiersNotHigher'),
  'contract.rate.invalid': entry(400, 'agents:contracts.errors.rateInvalid'),
  'contract.rateType.mixed': entry(400, 'agents:contracts.errors.rateTypeMixed'),
  /** A rate above what the upline's own contract pays on the same figures. */
  'contract.rate.aboveUpline': entry(400, 'agents:contracts.errors.rateAboveUpline'),
  /** A dividend over another period than the upline's own: its part is taken from the upline's over the same period. */
  'contract.period.notUpline': entry(400, 'agents:contracts.errors.periodNotUpline'),
  /** The upline holds no contract of this kind and game type in force, so it has nothing to share. */
  'contract.upline.none': entry(409, 'agents:contracts.errors.uplineNone'),
  'contract.not.direct': entry(403, 'agents:contracts.errors.notDirect'),
  'contract.kind.off': entry(403, 'agents:contracts.errors.kindOff'),
  'contract.carryOver.off': entry(400, 'agents:contracts.errors.carryOverOff'),
  'contract.gameType.invalid': entry(400, 'agents:contracts.errors.gameTypeInvalid'),
  /** A manual-release daily salary that is not this agent's to release (its downline's), or no such one. */
  'wage.not.found': entry(404, 'agents:contracts.errors.wageNotFound'),
  /** Released, refused or expired already: decided once. */
  'wage.decided': entry(409, 'agents:contracts.errors.wageDecided'),
  'wage.expired': entry(409, 'agents:contracts.errors.wageExpired'),
} as const satisfies Record<string, ErrorEntry>

export type ContractErrorCode = keyof typeof CONTRACT_ERRORS
