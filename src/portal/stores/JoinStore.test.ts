import { describe, expect, it } from 'vitest'
import { demoProgramme } from '../../components/support/join/fixtures'
import { fakeServer, portalWith } from '../testing/fixtures'
import { joinOf } from './JoinStore'

describe('the join page’s store', () => {
  it('reads the programme once, and again only after a failure', async () => {
    let fail = true
    const server = fakeServer('demo').on('agentProgramme', () => (fail ? { status: 500, errorCode: 'unknown.error' } : { value: demoProgramme }))
    const { root, transport } = portalWith(server)
    await root.start()
    const store = joinOf(root)
    expect(joinOf(root)).toBe(store)
    await store.load()
    expect(store.request.error?.code).toBe('unknown.error')
    fail = false
    await store.load()
    expect(store.programme?.kinds).toEqual(demoProgramme.kinds)
    await store.load()
    expect(transport.requests.filter((r) => r.name === 'agentProgramme')).toHaveLength(2)
  })

  it('tells what the address’s invite code opens, and asks nothing for what is not a code', async () => {
    const server = fakeServer('demo').on('affiliate', (request) => {
      const { code } = request.query as { code: string }
      if (code === 'AGENTLINK1') return { value: { valid: true, agent: 'demoagent', accountType: 'agent' } }
      if (code === 'MEMBERLNK1') return { value: { valid: true, agent: 'demoagent', accountType: 'member' } }
      if (code === 'BROKENLNK1') return { status: 500, errorCode: 'unknown.error' }
      return { value: { valid: false, agent: null, accountType: null } }
    })
    const { root, transport } = portalWith(server)
    await root.start()
    const store = joinOf(root)
    await store.checkCode('AGENTLINK1')
    expect(store.invitation).toEqual({ code: 'AGENTLINK1', state: 'agent', agent: 'demoagent' })
    await store.checkCode('MEMBERLNK1')
    expect(store.invitation).toMatchObject({ state: 'member', agent: 'demoagent' })
    await store.checkCode('EXPIRED001')
    expect(store.invitation).toMatchObject({ state: 'invalid' })
    // A failed check is not "invalid": the registration takes the code and the server decides.
    await store.checkCode('BROKENLNK1')
    expect(store.invitation).toMatchObject({ state: 'unknown' })
    const asked = transport.requests.filter((r) => r.name === 'affiliate').length
    await store.checkCode('<script>')
    expect(store.invitation).toMatchObject({ state: 'invalid' })
    await store.checkCode(null)
    expect(store.invitation).toBeNull()
    expect(transport.requests.filter((r) => r.name === 'affiliate')).toHaveLength(asked)
  })
})
