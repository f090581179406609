import type { FastifyInstance } from 'fastify'
import { HEADERS } from '../../../contract/headers'
import { affiliate, createDownline, createInviteLink, inviteLinks, removeInviteLink, type AgentAccountServices, type AgentCall } from '../../domain/agents/accounts'
import { agentIncome, teamBetList, teamMemberList, teamOverview, teamProfitLoss, teamTransactionList, type ReportCall } from '../../domain/agents/reports'
import { requestedLanguage } from '../../domain/system/language'
import { registerEndpoint, type EndpointDeps, type EndpointInput } from '../endpoint'

type AgentEndpoint = 'agentTeamOverview' | 'agentTeamMembers' | 'agentTeamProfitLoss' | 'agentTeamBets' | 'agentTeamTransactions' | 'agentIncome'
type AccountEndpoint = 'createDownline' | 'inviteLinks' | 'createInviteLink' | 'deleteInviteLink'

/** The agent centre's calls (docs/agents.md): the team's reports, accounts the agent creates, its invite links. */
export function agentRoutes(app: FastifyInstance, deps: EndpointDeps & { agents: AgentAccountServices }): void {
  const { db } = deps.agents
  const report = (input: EndpointInput<AgentEndpoint>): ReportCall => ({
    db,
    config: input.merchant.config,
    principal: input.principal,
    now: input.now,
    language: requestedLanguage(input.request.headers[HEADERS.language.toLowerCase()]) ?? input.merchant.config.languages.default,
  })
  const call = (input: EndpointInput<AccountEndpoint>): AgentCall => ({ config: input.merchant.config, principal: input.principal, ip: input.access.ip, now: input.now })
  registerEndpoint(app, deps, 'agentTeamOverview', { handler: (input) => teamOverview(report(input), input.query) })
  registerEndpoint(app, deps, 'agentTeamMembers', { handler: (input) => teamMemberList(report(input), input.query) })
  registerEndpoint(app, deps, 'agentTeamProfitLoss', { handler: (input) => teamProfitLoss(report(input), input.query) })
  registerEndpoint(app, deps, 'agentTeamBets', { handler: (input) => teamBetList(report(input), input.query) })
  registerEndpoint(app, deps, 'agentTeamTransactions', { handler: (input) => teamTransactionList(report(input), input.query) })
  registerEndpoint(app, deps, 'agentIncome', { handler: (input) => agentIncome(report(input), input.query) })
  registerEndpoint(app, deps, 'createDownline', { handler: (input) => createDownline(deps.agents, call(input), input.body) })
  registerEndpoint(app, deps, 'inviteLinks', { handler: (input) => inviteLinks(deps.agents, call(input)) })
  registerEndpoint(app, deps, 'createInviteLink', { handler: (input) => createInviteLink(deps.agents, call(input), input.body) })
  registerEndpoint(app, deps, 'deleteInviteLink', { handler: (input) => removeInviteLink(deps.agents, call(input), input.body.id) })
  registerEndpoint(app, deps, 'affiliate', { handler: (input) => affiliate(db, input.merchant.config, input.query.code, input.now) })
}
