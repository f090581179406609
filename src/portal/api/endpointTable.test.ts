import { describe, expect, it } from 'vitest'
import { ACTIVITIES_ENDPOINTS } from '../../contract/activitiesEndpoints'
import { AGENT_ENDPOINTS } from '../../contract/agentEndpoints'
import { AUTH_ENDPOINTS } from '../../contract/authEndpoints'
import { CHAT_ENDPOINTS } from '../../contract/chatEndpoints'
import { CONTRACT_ENDPOINTS } from '../../contract/contractEndpoints'
import { CORE_ENDPOINTS } from '../../contract/coreEndpoints'
import { CUSTOMER_SERVICE_ENDPOINTS } from '../../contract/customerService'
import { ENDPOINTS } from '../../contract/endpoints'
import { FEEDBACK_ENDPOINTS } from '../../contract/feedbackEndpoints'
import { PROMOTIONS_ENDPOINTS } from '../../contract/promotionsEndpoints'
import { POINTS_ENDPOINTS } from '../../contract/pointsEndpoints'
import { HELP_ENDPOINTS } from '../../contract/helpEndpoints'
import { JOIN_ENDPOINTS } from '../../contract/joinEndpoints'
import { MONEY_ENDPOINTS } from '../../contract/moneyEndpoints'
import { SECURITY_ENDPOINTS } from '../../contract/securityEndpoints'
import { SPORTS_ENDPOINTS } from '../../contract/sportsEndpoints'
import { endpointDef, registerEndpoints } from './endpointTable'

describe('the API client\'s endpoint table', () => {
  it('knows the entry\'s calls at once, and an area\'s only once its chunk registered them', () => {
    expect(endpointDef('walletBalance')).toBe(CORE_ENDPOINTS.walletBalance)
    expect(() => endpointDef('agentTeamOverview')).toThrow(/agentTeamOverview.*registerEndpoints/)
    registerEndpoints(AGENT_ENDPOINTS)
    expect(endpointDef('agentTeamOverview')).toBe(AGENT_ENDPOINTS.agentTeamOverview)
    expect(() => endpointDef('securityOverview')).toThrow(/securityOverview.*registerEndpoints/)
    registerEndpoints(SECURITY_ENDPOINTS)
    expect(endpointDef('securityOverview')).toBe(SECURITY_ENDPOINTS.securityOverview)
  })

  it('the tables do not overlap, and together they are the contract', () => {
    const names = [...Object.keys(CORE_ENDPOINTS), ...Object.keys(AUTH_ENDPOINTS), ...Object.keys(SECURITY_ENDPOINTS), ...Object.keys(MONEY_ENDPOINTS), ...Object.keys(AGENT_ENDPOINTS), ...Object.keys(CONTRACT_ENDPOINTS), ...Object.keys(HELP_ENDPOINTS), ...Object.keys(SPORTS_ENDPOINTS), ...Object.keys(CHAT_ENDPOINTS), ...Object.keys(CUSTOMER_SERVICE_ENDPOINTS), ...Object.keys(JOIN_ENDPOINTS), ...Object.keys(FEEDBACK_ENDPOINTS), ...Object.keys(POINTS_ENDPOINTS), ...Object.keys(ACTIVITIES_ENDPOINTS), ...Object.keys(PROMOTIONS_ENDPOINTS)]
    expect(new Set(names).size).toBe(names.length)
    expect(names.sort()).toEqual(Object.keys(ENDPOINTS).sort())
  })
})
