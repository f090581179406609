/**
 * Social login and binding in the stores: the providers the login popup offers, leaving for the provider with the
 * tab's browser key, and what the provider sends back in the address (a ticket exchanged for a login, an error in
 * the login popup, a bind's result for the security centre).
 */
import { describe, expect, it, vi } from 'vitest'
import type { SecurityOverview, SocialBinding } from '../../contract/schemas/security'
import { accountServer, loginResult, memberInfo, type AccountServer } from '../../../tests/unit/accountServer'
import { MemoryNavigation } from '../navigation'
import { fakeServer, memoryStorages, portalWith } from '../testing/fixtures'
import { socialReturnPath } from './accounts/social'
import { securityStoreOf } from './SecurityStore'
import { parseSocialReturn } from './socialReturn'

const TICKET = 'T'.repeat(43)
const BROWSER_KEY = 'K'.repeat(43)
const START = { authorizeUrl: 'http://localhost:3000/sandbox/oauth/authorize?client_id=portico-sandbox-google', expiresAt: '2026-11-21T00:10:00.000Z', sandbox: true }

function socialServer(server: AccountServer) {
  return server.transport
    .on('socialProviders', { value: { list: [{ provider: 'google', sandbox: false }, { provider: 'line', sandbox: true }] } })
    .on('socialLoginStart', { value: { ...START, browserKey: BROWSER_KEY } })
    .on('memberInfo', { value: memberInfo() })
}

/** A portal that starts at `address` (a provider sending the browser back), with this tab's browser key kept or not. */
async function arriving(server: AccountServer, address: string, options: { browserKey?: string; token?: string; trial?: boolean } = {}) {
  const storage = memoryStorages()
  if (options.browserKey) storage.session.setItem('socialBrowserKey', options.browserKey)
  if (options.token) {
    storage.session.setItem('token', options.token)
    storage.session.setItem('account', 'demomember')
    // A trial account (type 4), as free play's login keeps it.
    if (options.trial) storage.session.setItem('isAgent', '4')
  }
  const navigation = new MemoryNavigation(address)
  const portal = portalWith(server.transport, storage, 'localhost:3000', navigation)
  await portal.root.start()
  return portal
}

describe('the social result in the address', () => {
  it('reads a ticket, a bind and an error; a provider the contract does not name is not trusted', () => {
    expect(parseSocialReturn(`socialTicket=${TICKET}&socialProvider=google`)).toEqual({ kind: 'ticket', ticket: TICKET, provider: 'google' })
    expect(parseSocialReturn('socialBound=line')).toEqual({ kind: 'bound', provider: 'line' })
    expect(parseSocialReturn('socialError=social.not.bound&socialProvider=myspace')).toEqual({ kind: 'error', code: 'social.not.bound', provider: null })
    expect(parseSocialReturn('socialBound=myspace')).toBeNull()
    expect(parseSocialReturn('top')).toBeNull()
  })

  it('comes back to the page it left, unless the server would refuse that path', () => {
    expect(socialReturnPath('/promotions?tab=new')).toBe('/promotions?tab=new')
    expect(socialReturnPath('//evil.example/')).toBe('/')
    expect(socialReturnPath(`/${'a'.repeat(600)}`)).toBe('/')
  })

  it('leaves a fragment that is not a social result alone', async () => {
    const server = await accountServer()
    const { navigation, transport } = await arriving(server, '/help#terms')
    expect(navigation.fragment()).toBe('terms')
    expect(transport.count('socialTicket')).toBe(0)
  })
})

describe('social login', () => {
  it('the login popup asks the server which providers can run, once, when it first opens', async () => {
    const server = await accountServer()
    socialServer(server)
    const { root, transport } = portalWith(server.transport)
    await root.start()
    expect(transport.count('socialProviders')).toBe(0)
    const { login } = await root.loadAuth()
    login.open()
    await vi.waitFor(() => expect(login.socialProviders.offered).toEqual(['google', 'line']))
    login.open()
    expect(transport.count('socialProviders')).toBe(1)
  })

  it('the popup waits for the providers before it is drawn (nothing moves when they arrive), knowing which are test sign-ins', async () => {
    const server = await accountServer()
    socialServer(server)
    const { root, transport } = portalWith(server.transport)
    await root.start()
    const { login } = await root.loadAuth()
    const ready = login.socialProviders.ready()
    // One promise, one request, however often the popup renders before the answer.
    expect(login.socialProviders.ready()).toBe(ready)
    expect(login.socialProviders.offered).toEqual([])
    await ready
    expect(login.socialProviders.offered).toEqual(['google', 'line'])
    expect(login.socialProviders.sandbox).toEqual(['line'])
    login.open()
    expect(transport.count('socialProviders')).toBe(1)
  })

  it('a failed providers call settles too (no buttons), and is asked again at the next opening', async () => {
    const server = await accountServer()
    socialServer(server).on('socialProviders', { status: 500, errorCode: 'unknown.error' })
    const { root, transport } = portalWith(server.transport)
    await root.start()
    const { login } = await root.loadAuth()
    root.modals.open('login')
    await expect(login.socialProviders.ready()).resolves.toBeUndefined()
    expect(login.socialProviders.offered).toEqual([])
    // The same opening does not ask again (the popup would wait again).
    login.open()
    expect(transport.count('socialProviders')).toBe(1)
    socialServer(server)
    login.close()
    await login.socialProviders.ready()
    expect(transport.count('socialProviders')).toBe(2)
    expect(login.socialProviders.offered).toEqual(['google', 'line'])
  })

  it('a merchant whose whitelabel turns no provider on asks nothing, and the popup waits for nothing', async () => {
    const transport = fakeServer('lotus').on('socialProviders', { value: { list: [] } })
    const { root } = portalWith(transport, memoryStorages(), 'lotus.localhost:3000')
    await root.start()
    const { login } = await root.loadAuth()
    await login.socialProviders.ready()
    login.open()
    expect(transport.count('socialProviders')).toBe(0)
    expect(login.socialProviders.offered).toEqual([])
  })

  it('starts at the provider in this tab, coming back to this page, with the browser key kept in session storage', async () => {
    const server = await accountServer()
    socialServer(server)
    const { root, transport, storage, navigation } = await arriving(server, '/promotions?tab=new')
    const { login } = await root.loadAuth()
    root.modals.open('login')
    await login.withSocial('google')
    expect(transport.requests.find((r) => r.name === 'socialLoginStart')?.body).toEqual({ provider: 'google', returnPath: '/promotions?tab=new', entry: 'member' })
    expect(storage.session.getItem('socialBrowserKey')).toBe(BROWSER_KEY)
    expect(navigation.left).toEqual([START.authorizeUrl])
    // Busy until the browser has gone; back from the provider by the Back button, the buttons work again.
    expect(login.socialPending).toBe('google')
    navigation.back()
    expect(login.socialPending).toBeNull()
  })

  it('a refused start stays in the popup with its message and goes nowhere', async () => {
    const server = await accountServer()
    socialServer(server).on('socialLoginStart', { status: 403, errorCode: 'social.provider.disabled' })
    const { root, navigation } = await arriving(server, '/')
    const { login } = await root.loadAuth()
    root.modals.open('login')
    await login.withSocial('line')
    expect(login.request.error?.code).toBe('social.provider.disabled')
    expect(login.socialPending).toBeNull()
    expect(navigation.left).toEqual([])
  })

  it('back with a ticket: the fragment leaves the address at once, the ticket is exchanged (encrypted, with the key) and the login ends as a password login', async () => {
    const server = await accountServer()
    const bodies: Record<string, unknown>[] = []
    socialServer(server).on('socialTicket', async (request) => {
      bodies.push(await server.open(request))
      return { value: loginResult({ token: 'social-token' }) }
    })
    const { root, storage, navigation } = await arriving(server, `/promotions#socialTicket=${TICKET}&socialProvider=google`, { browserKey: BROWSER_KEY })
    expect(navigation.path()).toBe('/promotions')
    expect(navigation.fragment()).toBe('')
    expect(storage.session.getItem('socialBrowserKey')).toBeNull()
    await vi.waitFor(() => expect(root.session.isLoggedIn).toBe(true))
    expect(bodies).toEqual([{ ticket: TICKET, browserKey: BROWSER_KEY }])
    expect(root.session.token).toBe('social-token')
    expect(storage.session.getItem('account')).toBe('demomember')
    expect(root.auth?.previousLogin).toEqual({ at: '2026-11-20T10:00:00.000Z', ip: '127.0.0.1' })
    expect(root.modals.isOpen('login')).toBe(false)
  })

  it('a ticket in another tab (no browser key) is not exchanged: the popup says to start again with the provider', async () => {
    const server = await accountServer()
    socialServer(server)
    const { root, transport } = await arriving(server, `/#socialTicket=${TICKET}&socialProvider=line`)
    await vi.waitFor(() => expect(root.modals.top?.name).toBe('login'))
    expect(transport.count('socialTicket')).toBe(0)
    expect(root.auth?.login.request.error?.code).toBe('social.ticket.invalid')
    expect(root.auth?.login.socialRetry).toBe('line')
  })

  it('a refused ticket shows its message in the login popup, which keeps it when it opens and forgets it when closed', async () => {
    const server = await accountServer()
    socialServer(server).on('socialTicket', { status: 403, errorCode: 'account.locked', value: { lockedUntil: '2026-11-21T01:00:00.000Z' } })
    const { root } = await arriving(server, `/#socialTicket=${TICKET}&socialProvider=google`, { browserKey: BROWSER_KEY })
    await vi.waitFor(() => expect(root.modals.top?.name).toBe('login'))
    const login = root.auth!.login
    login.open()
    expect(login.request.error?.code).toBe('account.locked')
    expect(login.socialRetry).toBeNull()
    expect(root.session.isLoggedIn).toBe(false)
    login.close()
    login.open()
    expect(login.request.error).toBeNull()
  })

  it('a ticket for a new address stops at the verification step, as a password login does', async () => {
    const server = await accountServer()
    socialServer(server).on('socialTicket', { status: 403, errorCode: 'login.verify.required', value: { ticket: 'tkt', methods: ['mobile'], mobile: '08******78' } })
    const { root } = await arriving(server, `/#socialTicket=${TICKET}&socialProvider=google`, { browserKey: BROWSER_KEY })
    await vi.waitFor(() => expect(root.modals.top?.name).toBe('loginVerification'))
    expect(root.auth?.login.verification.step).toEqual({ ticket: 'tkt', methods: ['mobile'], targets: { mobile: '08******78' } })
    expect(root.modals.isOpen('login')).toBe(false)
  })

  it('back with an error: the login popup says why; an identity bound to no one is not offered a retry', async () => {
    const server = await accountServer()
    socialServer(server)
    const { root, storage } = await arriving(server, '/#socialError=social.not.bound&socialProvider=google', { browserKey: BROWSER_KEY })
    await vi.waitFor(() => expect(root.modals.top?.name).toBe('login'))
    expect(root.auth?.login.request.error?.messageKey).toBe('socialNotBound')
    expect(root.auth?.login.socialRetry).toBeNull()
    expect(storage.session.getItem('socialBrowserKey')).toBeNull()
  })
})

describe('a social return the server refused before it ran', () => {
  it('in maintenance: the fragment leaves the address and the portal shows its maintenance page, not a login popup', async () => {
    const navigation = new MemoryNavigation('/#socialError=system.maintenance')
    const { root } = portalWith(fakeServer('demo', { maintenance: { enabled: true, endsAt: null } }), memoryStorages(), 'localhost:3000', navigation)
    await root.start()
    expect(navigation.fragment()).toBe('')
    expect(root.config.siteState).toBe('maintenance')
    expect(root.modals.isOpen('login')).toBe(false)
  })

  it('too many callbacks: the login popup says so', async () => {
    const server = await accountServer()
    socialServer(server)
    const { root } = await arriving(server, '/#socialError=rate.limited')
    await vi.waitFor(() => expect(root.modals.top?.name).toBe('login'))
    expect(root.auth?.login.request.error?.code).toBe('rate.limited')
  })
})

describe('social binding', () => {
  const OVERVIEW: SecurityOverview = {
    account: 'demomember',
    nickname: 'Demo Member',
    regDate: '2026-01-01T00:00:00.000Z',
    clubLabel: { labelName: 'Bronze', rankLevel: 1 },
    lastLoginAt: null,
    lastLoginIp: null,
    previousLoginAt: null,
    previousLoginIp: null,
    bound: { mobile: null, email: null, bankAccounts: 0, maxBankAccounts: 3, paymentPassword: false, authenticator: false, social: [] },
    profile: { address: null, nationality: null, occupation: null, sourceOfIncome: null, permanentAddress: null, currentAddress: null, placeOfBirth: null },
  }
  const GOOGLE: SocialBinding = { provider: 'google', displayName: 'E2***', boundAt: '2026-11-21T00:00:00.000Z', confirmedAt: '2026-11-21T00:00:00.000Z' }

  function bindServer(server: AccountServer) {
    return socialServer(server)
      .on('securityOverview', { value: OVERVIEW })
      .on('bankAccounts', { value: { list: [], max: 3 } })
      .on('activeSessions', { value: { list: [] } })
      .on('socialBindStart', { value: START })
      .on('socialBindings', { value: { list: [GOOGLE] } })
  }

  it('starts a bind for a provider the server offers, and leaves for it', async () => {
    const server = await accountServer()
    bindServer(server)
    const { root, transport, navigation } = await arriving(server, '/member?page=securityCenter', { token: 'tok-member' })
    const security = securityStoreOf(root)
    await security.load()
    expect(security.socialProviders).toEqual(['google', 'line'])
    await security.startSocialBind('google')
    expect(transport.requests.find((r) => r.name === 'socialBindStart')?.body).toEqual({ provider: 'google' })
    expect(transport.requests.find((r) => r.name === 'socialBindStart')?.headers.Authorization).toBe('tok-member')
    expect(navigation.left).toEqual([START.authorizeUrl])
    expect(security.bindingProvider).toBe('google')
  })

  it('back bound: the security centre is told, reads the bindings again and says so; no login is attempted', async () => {
    const server = await accountServer()
    bindServer(server)
    const { root, transport, navigation } = await arriving(server, '/member?page=securityCenter#socialBound=google', { token: 'tok-member' })
    expect(navigation.path()).toBe('/member?page=securityCenter')
    expect(navigation.fragment()).toBe('')
    const security = securityStoreOf(root)
    const loading = security.load()
    security.showBindResult(root.takeSocialBindResult()!)
    expect(root.takeSocialBindResult()).toBeNull()
    await loading
    await vi.waitFor(() => expect(transport.count('socialBindings')).toBe(1))
    await vi.waitFor(() => expect(security.overview?.bound.social).toEqual([GOOGLE]))
    expect(security.justBound).toBe('google')
    expect(transport.count('socialTicket')).toBe(0)
    expect(root.modals.isOpen('login')).toBe(false)
  })

  it('back refused: the message is the bind request error, shown on the card', async () => {
    const server = await accountServer()
    bindServer(server)
    const { root } = await arriving(server, '/member?page=securityCenter#socialError=social.account.taken&socialProvider=line', { token: 'tok-member' })
    const security = securityStoreOf(root)
    const loading = security.load()
    security.showBindResult(root.takeSocialBindResult()!)
    await loading
    expect(security.requests.socialBind.error?.messageKey).toBe('socialAccountTaken')
    expect(security.justBound).toBeNull()
    expect(root.modals.isOpen('login')).toBe(false)
  })

  it('a trial account is offered no bind: no providers are asked for, and a bind sends nothing', async () => {
    const server = await accountServer()
    bindServer(server)
    const { root, transport, navigation } = await arriving(server, '/member?page=securityCenter', { token: 'tok-trial', trial: true })
    const security = securityStoreOf(root)
    await security.load()
    expect(security.socialBindAllowed).toBe(false)
    expect(transport.count('socialProviders')).toBe(0)
    expect(security.socialProviders).toEqual([])
    await security.startSocialBind('google')
    expect(transport.count('socialBindStart')).toBe(0)
    expect(navigation.left).toEqual([])
  })

  it('a real account knows which providers are test sign-ins', async () => {
    const server = await accountServer()
    bindServer(server)
    const { root } = await arriving(server, '/member?page=securityCenter', { token: 'tok-member' })
    const security = securityStoreOf(root)
    await security.load()
    expect(security.socialBindAllowed).toBe(true)
    expect(security.sandboxProviders).toEqual(['line'])
  })
})
