/**
 * Agent contracts and wages (spec sections 3, 4, 7; docs/contracts.md), a table of their own: only the contracts'
 * lazy chunk (the agreement dialog and the salary pages) calls them, so it registers this table with the API client
 * and the first screen's bundle does not carry it. The server registers them with every other call (endpoints.ts).
 *
 * Agents only (a member: `error.not.agent`, a trial account: `in_need_true_account`). The three answering calls are
 * the spec's: `participation` (dividends, by contract and game type), `wage` (daily salaries, by id) and
 * `hourSalary` (hourly and real-time salaries, by contract id); `offerContract` is the spec's "contract hour salary
 * (POST)" for every kind.
 */
import type { EndpointDef } from './coreEndpoints'

export const CONTRACT_ENDPOINTS = {
  getConsolidated: { method: 'GET', path: '/wps/member/info/rebate/consolidated', auth: true, encrypted: false },
  participation: { method: 'POST', path: '/wps/agent/contract/participation', auth: true, encrypted: false, rateLimitPerMinute: 30 },
  wage: { method: 'POST', path: '/wps/agent/contract/wage', auth: true, encrypted: false, rateLimitPerMinute: 30 },
  hourSalary: { method: 'POST', path: '/wps/agent/contract/hourSalary', auth: true, encrypted: false, rateLimitPerMinute: 30 },
  offerContract: { method: 'POST', path: '/wps/agent/contract/offer', auth: true, encrypted: false, rateLimitPerMinute: 30 },
  downlineContracts: { method: 'GET', path: '/wps/agent/contract/downline', auth: true, encrypted: false },
  contractHistory: { method: 'GET', path: '/wps/agent/contract/history', auth: true, encrypted: false },
  wageRecords: { method: 'GET', path: '/wps/agent/wages', auth: true, encrypted: false },
  realTimeAccrual: { method: 'GET', path: '/wps/agent/wages/realTime/current', auth: true, encrypted: false },
  mrDailySalaries: { method: 'GET', path: '/wps/agent/wages/mrDaily', auth: true, encrypted: false },
  releaseMrDailySalary: { method: 'POST', path: '/wps/agent/wages/mrDaily/release', auth: true, encrypted: false, rateLimitPerMinute: 30 },
  contractPreview: { method: 'POST', path: '/wps/agent/contract/preview', auth: true, encrypted: false, rateLimitPerMinute: 30 },
} as const satisfies Record<string, EndpointDef>
