import { describe, expect, it } from 'vitest'
import { AGENT_ENDPOINTS } from '../../contract/agentEndpoints'
import { CONTRACT_ENDPOINTS } from '../../contract/contractEndpoints'
import { CORE_ENDPOINTS } from '../../contract/coreEndpoints'
import { ENDPOINTS } from '../../contract/endpoints'
import { endpointDef, registerEndpoints } from './endpointTable'

describe('the API client\'s endpoint table', () => {
  it('knows the entry\'s calls at once, and an area\'s only once its chunk registered them', () => {
    expect(endpointDef('walletBalance')).toBe(CORE_ENDPOINTS.walletBalance)
    expect(() => endpointDef('agentTeamOverview')).toThrow(/agentTeamOverview.*registerEndpoints/)
    registerEndpoints(AGENT_ENDPOINTS)
    expect(endpointDef('agentTeamOverview')).toBe(AGENT_ENDPOINTS.agentTeamOverview)
  })

  it('the tables do not overlap, and together they are the contract', () => {
    const names = [...Object.keys(CORE_ENDPOINTS), ...Object.keys(AGENT_ENDPOINTS), ...Object.keys(CONTRACT_ENDPOINTS)]
    expect(new Set(names).size).toBe(names.length)
    expect(names.sort()).toEqual(Object.keys(ENDPOINTS).sort())
  })
})
