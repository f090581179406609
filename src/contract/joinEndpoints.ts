/**
 * The join page's call (spec section 2: /join, the agent programme's page), a table of its own: only the join page's
 * lazy chunk calls it and registers it with the API client (JoinStore), so the first screen's bundle does not carry
 * it. The spec names no call for the page; the path is written here once. It answers what the merchant's config says
 * about agents (the contract kinds turned on and the terms it offers its top agents), so the page shows the merchant's
 * real figures and never invented ones. A guest may read it: the page is for people who are not agents yet.
 */
import type { EndpointDef } from './coreEndpoints'

export const JOIN_ENDPOINTS = {
  agentProgramme: { method: 'GET', path: '/wps/system/agentProgramme', auth: false, encrypted: false, rateLimitPerMinute: 60 },
} as const satisfies Record<string, EndpointDef>
