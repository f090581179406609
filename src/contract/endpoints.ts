/**
 * Every call of the contract: the entry's table (coreEndpoints.ts) and each lazy area's (securityEndpoints.ts, moneyEndpoints.ts, agentEndpoints.ts, contractEndpoints.ts, helpEndpoints.ts, feedbackEndpoints.ts, sportsEndpoints.ts), what the
 * server registers and the tests call. The portal takes values from coreEndpoints.ts and from its area's table, and
 * only types from here: a value import of this module would put every area's calls in the first screen's bundle.
 */
import { ACTIVITIES_ENDPOINTS } from './activitiesEndpoints'
import { AGENT_ENDPOINTS } from './agentEndpoints'
import { AUTH_ENDPOINTS } from './authEndpoints'
import { CHAT_ENDPOINTS } from './chatEndpoints'
import { CONTRACT_ENDPOINTS } from './contractEndpoints'
import { CORE_ENDPOINTS } from './coreEndpoints'
import { FEEDBACK_ENDPOINTS } from './feedbackEndpoints'
import { POINTS_ENDPOINTS } from './pointsEndpoints'
import { CUSTOMER_SERVICE_ENDPOINTS } from './customerService'
import { HELP_ENDPOINTS } from './helpEndpoints'
import { JOIN_ENDPOINTS } from './joinEndpoints'
import { MONEY_ENDPOINTS } from './moneyEndpoints'
import { PROMOTIONS_ENDPOINTS } from './promotionsEndpoints'
import { SECURITY_ENDPOINTS } from './securityEndpoints'
import { SPORTS_ENDPOINTS } from './sportsEndpoints'

export * from './coreEndpoints'
export { ACTIVITIES_ENDPOINTS, AGENT_ENDPOINTS, AUTH_ENDPOINTS, CHAT_ENDPOINTS, CONTRACT_ENDPOINTS, CUSTOMER_SERVICE_ENDPOINTS, FEEDBACK_ENDPOINTS, HELP_ENDPOINTS, JOIN_ENDPOINTS, MONEY_ENDPOINTS, POINTS_ENDPOINTS, PROMOTIONS_ENDPOINTS, SECURITY_ENDPOINTS, SPORTS_ENDPOINTS }

export const ENDPOINTS = { ...CORE_ENDPOINTS, ...AUTH_ENDPOINTS, ...SECURITY_ENDPOINTS, ...MONEY_ENDPOINTS, ...AGENT_ENDPOINTS, ...CONTRACT_ENDPOINTS, ...HELP_ENDPOINTS, ...SPORTS_ENDPOINTS, ...CUSTOMER_SERVICE_ENDPOINTS, ...JOIN_ENDPOINTS, ...FEEDBACK_ENDPOINTS, ...POINTS_ENDPOINTS, ...CHAT_ENDPOINTS, ...ACTIVITIES_ENDPOINTS, ...PROMOTIONS_ENDPOINTS } as const

export type EndpointName = keyof typeof ENDPOINTS
