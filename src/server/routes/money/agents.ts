import type { FastifyInstance } from 'fastify'
import { agentRecall, agentTransfer, downlines, transferUpline, uplineInfo, type AgentServices, type MemberCall } from '../../domain/money/agents'
import { registerEndpoint, type EndpointDeps, type EndpointInput } from '../endpoint'

function callOf(input: EndpointInput<'agentTransfer' | 'agentRecall' | 'transferUpline'>): MemberCall {
  return { config: input.merchant.config, principal: input.principal, ip: input.access.ip, at: input.now }
}

/** Agents' transfers to and recalls from their downline, and a member's transfer to its upline. */
export function agentMoneyRoutes(app: FastifyInstance, deps: EndpointDeps & { agents: AgentServices }): void {
  const services = deps.agents
  registerEndpoint(app, deps, 'downlines', { handler: ({ merchant, principal, query }) => downlines(services, merchant.config, principal, query) })
  registerEndpoint(app, deps, 'agentTransfer', { handler: (input) => agentTransfer(services, callOf(input), input.body) })
  registerEndpoint(app, deps, 'agentRecall', { handler: (input) => agentRecall(services, callOf(input), input.body) })
  registerEndpoint(app, deps, 'uplineInfo', { handler: ({ merchant, principal }) => uplineInfo(services, merchant.config, principal) })
  registerEndpoint(app, deps, 'transferUpline', { handler: (input) => transferUpline(services, callOf(input), input.body) })
}
