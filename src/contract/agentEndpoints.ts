/**
 * The agent centre's calls (spec section 2; docs/agents.md), a table of their own: only the agent centre's lazy
 * chunk calls them, so it brings this table and registers it with the API client, and the first screen's bundle does
 * not carry it. The server registers them with every other call (`ENDPOINTS` in endpoints.ts).
 *
 * An agent's team reports, read from the team rollups, paged with totals; accounts it creates and its invite links.
 * Agents only (a member: `error.not.agent`, a trial account: `in_need_true_account`); an agent reaches only its own
 * team, whatever account it names.
 */
import type { EndpointDef } from './coreEndpoints'

export const AGENT_ENDPOINTS = {
  agentTeamOverview: { method: 'GET', path: '/wps/agent/team/overview', auth: true, encrypted: false },
  agentTeamMembers: { method: 'GET', path: '/wps/agent/team/members', auth: true, encrypted: false },
  agentTeamProfitLoss: { method: 'GET', path: '/wps/agent/team/profitLoss', auth: true, encrypted: false },
  agentTeamBets: { method: 'GET', path: '/wps/agent/team/bets', auth: true, encrypted: false, languageDependent: true },
  agentTeamTransactions: { method: 'GET', path: '/wps/agent/team/transactions', auth: true, encrypted: false },
  agentIncome: { method: 'GET', path: '/wps/agent/income', auth: true, encrypted: false },
  createDownline: { method: 'POST', path: '/wps/agent/downline', auth: true, encrypted: false, rateLimitPerMinute: 20 },
  inviteLinks: { method: 'GET', path: '/wps/agent/affiliateUrls', auth: true, encrypted: false },
  createInviteLink: { method: 'POST', path: '/wps/agent/affiliateUrls', auth: true, encrypted: false, rateLimitPerMinute: 20 },
  deleteInviteLink: { method: 'POST', path: '/wps/agent/affiliateUrls/delete', auth: true, encrypted: false, rateLimitPerMinute: 20 },
  // What an invite code names (the registration form shows whose team it joins): a guest may ask.
  affiliate: { method: 'GET', path: '/wps/agent/affiliate', auth: false, encrypted: false, rateLimitPerMinute: 30 },
} as const satisfies Record<string, EndpointDef>
