/**
 * The agent centre's error codes, an area table of the catalogue (errors.ts), registered by the agent centre's
 * chunk with its messages (namespace `agents`): a report's period that is not a day, reversed or longer than
 * MAX_REPORT_DAYS; an invite link that is not the agent's, or too many live ones.
 */
import { entry, type ErrorEntry } from './errors'

export const AGENT_ERRORS = {
  'agent.range.invalid': entry(400, 'agents:errors.rangeInvalid'),
  'agent.range.reversed': entry(400, 'agents:errors.rangeReversed'),
  'agent.range.too.long': entry(400, 'agents:errors.rangeTooLong'),
  'invite.link.not.found': entry(404, 'agents:errors.inviteLinkNotFound'),
  'invite.link.limit': entry(409, 'agents:errors.inviteLinkLimit'),
} as const satisfies Record<string, ErrorEntry>

export type AgentErrorCode = keyof typeof AGENT_ERRORS
