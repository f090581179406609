import { describe, expect, it } from 'vitest'
import type { SecurityOverview } from '../../contract/schemas/security'
import { accountServer, type AccountServer } from '../../../tests/unit/accountServer'
import { portalWith } from '../testing/fixtures'
import { securityStoreOf } from './SecurityStore'

const OVERVIEW: SecurityOverview = {
  account: 'demomember',
  nickname: 'Demo Member',
  regDate: '2026-01-01T00:00:00.000Z',
  clubLabel: { labelName: 'Bronze', rankLevel: 1 },
  lastLoginAt: '2026-03-14T09:00:00.000Z',
  lastLoginIp: '127.0.0.1',
  previousLoginAt: null,
  previousLoginIp: null,
  bound: { mobile: '081****678', email: null, bankAccounts: 0, maxBankAccounts: 3, paymentPassword: false, authenticator: false, social: [] },
  profile: { address: null, nationality: null, occupation: null, sourceOfIncome: null, permanentAddress: null, currentAddress: null, placeOfBirth: null },
}
const SESSION = { id: 1, createdAt: '2026-03-14T09:00:00.000Z', lastSeenAt: '2026-03-14T09:10:00.000Z', ip: '127.0.0.1', device: 'Chrome on Linux', current: true }

function securityServer(server: AccountServer) {
  return server.transport
    .on('securityOverview', { value: OVERVIEW })
    .on('bankAccounts', { value: { list: [], max: 3 } })
    .on('activeSessions', { value: { list: [SESSION, { ...SESSION, id: 2, current: false }] } })
}

async function loggedIn(server: AccountServer, token = 'tok-member') {
  const portal = portalWith(server.transport)
  await portal.root.start()
  portal.root.session.signIn({ token, userInfo: { nickname: 'Demo Member', account: 'demomember', id: 42, type: 0 } })
  return { ...portal, security: securityStoreOf(portal.root) }
}

describe('SecurityStore', () => {
  it('is made once per root, when the member centre first asks', async () => {
    const server = await accountServer()
    const { root, security } = await loggedIn(server)
    expect(root.security).toBe(security)
    expect(securityStoreOf(root)).toBe(security)
  })

  it('loads the overview, bank accounts and sessions with the member token', async () => {
    const server = await accountServer()
    securityServer(server)
    const { security, transport } = await loggedIn(server)
    expect(security.loaded).toBe(false)
    await security.load()
    expect(security.loaded).toBe(true)
    expect(security.overview?.account).toBe('demomember')
    expect(security.bankAccountMax).toBe(3)
    expect(security.sessions).toHaveLength(2)
    const call = transport.requests.find((request) => request.name === 'securityOverview')
    expect(call?.headers.Authorization).toBe('tok-member')
  })

  it('drops what it saw at sign-out, and an answer that arrives after it is never applied', async () => {
    const server = await accountServer()
    securityServer(server)
    let answer: (value: { value: SecurityOverview }) => void = () => undefined
    server.transport.on('securityOverview', () => new Promise((resolve) => (answer = resolve)))
    const { root, security } = await loggedIn(server)
    const loading = security.load()
    await new Promise((resolve) => setTimeout(resolve, 0))
    root.session.signOut({ revoke: false })
    answer({ value: OVERVIEW })
    await loading
    expect(security.overview).toBeNull()
    expect(security.sessions).toEqual([])
    expect(security.loaded).toBe(false)
  })

  it('binds a mobile number through the encrypted call, with the password only when given, and shows the new overview', async () => {
    const server = await accountServer()
    securityServer(server)
    const bodies: Record<string, unknown>[] = []
    server.transport.on('bindMobile', async (request) => {
      bodies.push(await server.open(request))
      return { value: { ...OVERVIEW, bound: { ...OVERVIEW.bound, mobile: '089****432' } } }
    })
    const { security } = await loggedIn(server)
    await security.load()
    expect(await security.bindMobile({ value: '0898765432', code: '123456', password: 'Portico#Demo2026' })).toBe(true)
    expect(bodies[0]).toEqual({ mobileNum: '0898765432', verificationCode: '123456', password: 'Portico#Demo2026' })
    expect(security.overview?.bound.mobile).toBe('089****432')
    await security.bindMobile({ value: '0898765432', code: '123456' })
    expect(bodies[1]).toEqual({ mobileNum: '0898765432', verificationCode: '123456' })
  })

  it('keeps a refused change on its own request and reports it as not saved', async () => {
    const server = await accountServer()
    securityServer(server).on('addBankAccount', { status: 400, errorCode: 'password.wrong' })
    const { security } = await loggedIn(server)
    await security.load()
    expect(await security.addBankAccount({ bankName: 'K Bank', holderName: 'Somchai', accountNumber: '1234567890', password: 'nope' })).toBe(false)
    expect(security.requests.bankAccount.error?.code).toBe('password.wrong')
    expect(security.requests.profile.error).toBeNull()
    expect(security.bankAccounts).toEqual([])
  })

  it('rejects a refused code request so the send button is offered again', async () => {
    const server = await accountServer()
    securityServer(server).on('bindEmailCode', { status: 429, errorCode: 'rate.limited' })
    const { security } = await loggedIn(server)
    await security.load()
    await expect(security.sendEmailCode('me@example.com')).rejects.toMatchObject({ code: 'rate.limited' })
    expect(security.requests.emailCode.error?.code).toBe('rate.limited')
  })

  it('sets up the authenticator: the setup shows until a code confirms it, then the overview says it is on', async () => {
    const server = await accountServer()
    securityServer(server)
      .on('beginAuthenticator', { value: { uri: 'otpauth://totp/Demo:demomember?secret=ABC', secret: 'ABC', issuer: 'Demo', label: 'demomember' } })
      .on('confirmAuthenticator', (request) => ((request.body as { code: string }).code === '123456' ? { value: { enabled: true } } : { status: 400, errorCode: 'authenticator.code.invalid' }))
    const { security } = await loggedIn(server)
    await security.load()
    expect(await security.beginAuthenticator()).toBe(true)
    expect(security.authenticatorSetup?.secret).toBe('ABC')
    expect(await security.confirmAuthenticator('000000')).toBe(false)
    expect(security.authenticatorSetup).not.toBeNull()
    expect(await security.confirmAuthenticator('123456')).toBe(true)
    expect(security.authenticatorSetup).toBeNull()
    expect(security.overview?.bound.authenticator).toBe(true)
  })

  it('signs out the other sessions, says how many, and lists the sessions again', async () => {
    const server = await accountServer()
    securityServer(server).on('signOutOthers', () => {
      server.transport.on('activeSessions', { value: { list: [SESSION] } })
      return { value: { signedOut: 1 } }
    })
    const { security } = await loggedIn(server)
    await security.load()
    expect(security.sessions).toHaveLength(2)
    expect(await security.signOutOthers()).toBe(true)
    expect(security.signedOut).toBe(1)
    expect(security.sessions).toEqual([SESSION])
  })
})
