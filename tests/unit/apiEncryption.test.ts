import { describe, expect, it } from 'vitest'
import { ACTIVITIES_ENDPOINTS } from '../../src/contract/activitiesEndpoints'
import { PROMOTIONS_ENDPOINTS } from '../../src/contract/promotionsEndpoints'
import { POINTS_ENDPOINTS } from '../../src/contract/pointsEndpoints'
import { AGENT_ENDPOINTS, AUTH_ENDPOINTS, CHAT_ENDPOINTS, CONTRACT_ENDPOINTS, CUSTOMER_SERVICE_ENDPOINTS, ENDPOINTS, FEEDBACK_ENDPOINTS, HELP_ENDPOINTS, JOIN_ENDPOINTS, MONEY_ENDPOINTS, SECURITY_ENDPOINTS, SPORTS_ENDPOINTS, type EndpointName } from '../../src/contract/endpoints'
import { registerEndpoints } from '../../src/portal/api/endpointTable'
import { isEncryptedEnvelope } from '../../src/contract/encryption'
import { portalWith } from '../../src/portal/testing/fixtures'
import { KID, accountServer, loginResult } from './accountServer'

const LOGIN = { type: 'username', username: 'demomember', password: 'Secret#Pass1' } as const

describe('encrypted endpoints (the API client seals their bodies)', () => {
  it('a login body never leaves in the clear: the wire carries an envelope for the login path, with the server key id', async () => {
    const server = await accountServer()
    server.transport.on('login', { value: loginResult() })
    const { api, transport } = portalWith(server.transport)
    await api.call('login', { body: LOGIN })
    const sent = transport.requests.find((r) => r.name === 'login')!
    expect(isEncryptedEnvelope(sent.body)).toBe(true)
    expect(JSON.stringify(sent.body)).not.toContain('Secret#Pass1')
    expect((sent.body as { kid: string }).kid).toBe(KID)
    expect(await server.open(sent)).toEqual(LOGIN)
    // Bound to its path: the same envelope read as another endpoint's fails.
    await expect(server.open({ ...sent, url: ENDPOINTS.changePassword.path })).rejects.toThrow()
  })

  it('every endpoint the contract marks encrypted is sealed, and no other', async () => {
    const server = await accountServer()
    const { api, transport } = portalWith(server.transport)
    const body = { anything: 'plain text' }
    // Every area's table, as each area's chunk registers its own when it loads.
    registerEndpoints(AGENT_ENDPOINTS)
    registerEndpoints(AUTH_ENDPOINTS)
    registerEndpoints(CONTRACT_ENDPOINTS)
    registerEndpoints(SECURITY_ENDPOINTS)
    registerEndpoints(MONEY_ENDPOINTS)
    registerEndpoints(HELP_ENDPOINTS)
    registerEndpoints(CHAT_ENDPOINTS)
    registerEndpoints(FEEDBACK_ENDPOINTS)
    registerEndpoints(POINTS_ENDPOINTS)
    registerEndpoints(ACTIVITIES_ENDPOINTS)
    registerEndpoints(PROMOTIONS_ENDPOINTS)
    registerEndpoints(CUSTOMER_SERVICE_ENDPOINTS)
    registerEndpoints(JOIN_ENDPOINTS)
    registerEndpoints(SPORTS_ENDPOINTS)
    for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
      const def = ENDPOINTS[name]
      if (def.method === 'GET') continue
      server.transport.on(name, { value: {} as never })
      await (api.call as (n: EndpointName, o: object) => Promise<unknown>)(name, { body }).catch(() => undefined)
      const sent = transport.requests.filter((r) => r.name === name).at(-1)!
      expect(isEncryptedEnvelope(sent.body), name).toBe(def.encrypted)
      if (!def.encrypted) expect(sent.body, name).toEqual(body)
    }
  })

  it('fetches the key once for any number of encrypted calls, including concurrent first ones', async () => {
    const server = await accountServer()
    server.transport.on('login', { value: loginResult() })
    const { api, transport } = portalWith(server.transport)
    await Promise.all([api.call('login', { body: LOGIN }), api.call('login', { body: LOGIN })])
    await api.call('login', { body: LOGIN })
    expect(transport.count('encryptionKey')).toBe(1)
    expect(transport.count('login')).toBe(3)
  })

  it('dates envelopes in the server time: a machine clock 10 minutes off is not refused as a replay', async () => {
    const server = await accountServer()
    server.skewMs = 10 * 60_000
    server.transport.on('login', { value: loginResult() })
    const { api, transport } = portalWith(server.transport)
    await api.call('login', { body: LOGIN })
    // `open` checks the envelope's time against the server's (skewed) clock, 5 minutes either way.
    expect(await server.open(transport.requests.find((r) => r.name === 'login')!)).toEqual(LOGIN)
  })

  it('a rotated key (encryption.invalid naming the new kid) is fetched again and the call sent once more', async () => {
    const server = await accountServer()
    let refusals = 0
    server.transport.on('login', () => (refusals++ === 0 ? { status: 400, errorCode: 'encryption.invalid', value: { kid: 'new-key' } } : { value: loginResult() }))
    const { api, transport } = portalWith(server.transport)
    expect((await api.call('login', { body: LOGIN })).token).toBe('tok-member')
    expect(transport.count('encryptionKey')).toBe(2)
    expect(transport.count('login')).toBe(2)
  })

  it('resends only once: a second refusal reaches the caller', async () => {
    const server = await accountServer()
    server.transport.on('login', { status: 400, errorCode: 'encryption.invalid', value: { kid: 'new-key' } })
    const { api, transport } = portalWith(server.transport)
    await expect(api.call('login', { body: LOGIN })).rejects.toMatchObject({ code: 'encryption.invalid' })
    expect(transport.count('login')).toBe(2)
  })

  it('a call may carry its own token (a login that has not finished), else the session token', async () => {
    const server = await accountServer()
    server.transport.on('changePassword', { value: { signedOut: 0 } }).on('touch', { value: { idleExpiresAt: '', expiresAt: '' } })
    const { api, transport } = portalWith(server.transport)
    await api.call('changePassword', { body: { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' }, token: 'pending-token' })
    expect(transport.requests.find((r) => r.name === 'changePassword')?.headers.Authorization).toBe('pending-token')
    await api.call('touch')
    expect(transport.requests.find((r) => r.name === 'touch')?.headers.Authorization).toBeUndefined()
  })
})
