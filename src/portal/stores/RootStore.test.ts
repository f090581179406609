import { describe, expect, it, vi } from 'vitest'
import { MERCHANTS } from '../../config/merchants/index'
import { toPublicConfig } from '../../config/public'
import type { SystemStatus } from '../../contract'
import type { StartData } from '../../contract/start'
import { createPortal } from '../createPortal'
import { fakeServer, gameMenusFor, memoryStorages, notice, noticesWith, portalWith, statusFor } from '../testing/fixtures'
import { createFakeTransport } from '../testing/fakeTransport'
import { AGENT_CODES } from './accounts/SessionStore'

describe('start sequence (spec section 4)', () => {
  it('asks the permission call with the host, stores the merchant code and loads everything when open', async () => {
    const { root, transport, storage } = portalWith(fakeServer('demo'), memoryStorages(), 'localhost:3998')
    expect(root.phase).toBe('starting')
    await root.start()
    expect(root.phase).toBe('ready')
    expect(transport.requests.find((r) => r.name === 'systemStatus')?.query).toEqual({ url: 'localhost:3998' })
    expect(storage.session.getItem('merchantCode')).toBe('demo')
    expect(storage.session.getItem('merchant')).toBe('demo')
    expect(storage.local.getItem('merchantCode')).toBe('demo')
    for (const name of ['merchantConfig', 'countryCodes', 'domainRoute', 'whitelabel', 'gameMenus', 'registerSettings', 'notices'] as const) {
      expect(transport.count(name), name).toBe(1)
    }
    expect(root.config.siteState).toBe('open')
    expect(root.config.isEnabled('VIP')).toBe(true)
    // Merchant header follows the stored code on later calls.
    expect(transport.requests.find((r) => r.name === 'gameMenus')?.headers.Merchant).toBe('demo')
  })

  it.each([
    ['maintenance', { maintenance: { enabled: true, endsAt: '2026-12-01T00:00:00Z' } }],
    ['regionRestricted', { regionRestriction: true }],
    ['ipBlocked', { ipBlocked: true }],
  ] as const)('%s: fetches config and country codes only, not QR, whitelabel, menus or settings', async (state, status) => {
    const { root, transport } = portalWith(fakeServer('demo', status))
    await root.start()
    expect(root.phase).toBe('ready')
    expect(root.config.siteState).toBe(state)
    expect(transport.count('merchantConfig')).toBe(1)
    expect(transport.count('countryCodes')).toBe(1)
    for (const name of ['domainRoute', 'whitelabel', 'gameMenus', 'registerSettings', 'notices'] as const) expect(transport.count(name), name).toBe(0)
  })

  it('maintenance wins over region restriction and IP block', async () => {
    const { root } = portalWith(fakeServer('demo', { maintenance: { enabled: true, endsAt: null }, regionRestriction: true, ipBlocked: true }))
    await root.start()
    expect(root.config.siteState).toBe('maintenance')
  })

  it('an unknown host goes to the domain check; start() again retries', async () => {
    let known = false
    const server = fakeServer('demo')
    const transport = server.on('systemStatus', () => (known ? { value: { ...baseStatus } } : { status: 404, errorCode: 'domain_check_failed' }))
    const baseStatus = (await import('../testing/fixtures')).statusFor('demo')
    const { root } = portalWith(transport)
    await root.start()
    expect(root.phase).toBe('domainCheck')
    expect(root.startError?.code).toBe('domain_check_failed')
    known = true
    await root.start()
    expect(root.phase).toBe('ready')
  })

  it('any other start failure is `failed` with the error kept for the retry page', async () => {
    const { root } = portalWith(createFakeTransport().on('systemStatus', { network: true }))
    await root.start()
    expect(root.phase).toBe('failed')
    expect(root.startError?.code).toBe('network.error')
  })

  it('optional calls failing do not stop the portal', async () => {
    const { root } = portalWith(fakeServer('demo').on('whitelabel', { status: 500, errorCode: 'unknown.error' }).on('countryCodes', { network: true }))
    await root.start()
    expect(root.phase).toBe('ready')
    expect(root.config.requests.whitelabel.error?.code).toBe('unknown.error')
    expect(root.config.isEnabled('VIP')).toBe(false)
  })
})

describe('session restore', () => {
  it('removes the token when no account is stored', async () => {
    const storage = memoryStorages()
    storage.session.setItem('token', 'abc')
    const { root } = portalWith(fakeServer(), storage)
    await root.start()
    expect(storage.session.getItem('token')).toBeNull()
    expect(root.session.isLoggedIn).toBe(false)
  })

  it('a stored token with an account is logged in and sent bare in Authorization', async () => {
    const storage = memoryStorages()
    storage.session.setItem('token', 'abc')
    storage.session.setItem('account', 'player1')
    const { root, transport } = portalWith(fakeServer(), storage)
    await root.start()
    expect(root.session.isLoggedIn).toBe(true)
    expect(root.session.isAgent).toBe(false)
    expect(transport.requests.at(-1)?.headers.Authorization).toBe('abc')
  })

  it.each([...AGENT_CODES])('isAgent %s makes an agent', async (code) => {
    const storage = memoryStorages()
    storage.session.setItem('token', 'abc')
    storage.session.setItem('account', 'agent1')
    storage.session.setItem('isAgent', String(code))
    const { root } = portalWith(fakeServer(), storage)
    await root.start()
    expect(root.session.isAgent).toBe(true)
    expect(root.session.isTrial).toBe(code === 4)
  })

  it.each(['0', '3', '5', '40', 'x', ''])('isAgent %j is not an agent', async (code) => {
    const storage = memoryStorages()
    storage.session.setItem('token', 'abc')
    storage.session.setItem('account', 'p')
    storage.session.setItem('isAgent', code)
    const { root } = portalWith(fakeServer(), storage)
    await root.start()
    expect(root.session.isAgent).toBe(false)
  })

  it('a type 4 user is a trial account', async () => {
    const storage = memoryStorages()
    storage.session.setItem('token', 'abc')
    storage.session.setItem('account', 'guest')
    storage.session.setItem('userInfo', JSON.stringify({ nickname: 'g', account: 'guest', id: 1, type: 4 }))
    const { root } = portalWith(fakeServer(), storage)
    await root.start()
    expect(root.session.isTrial).toBe(true)
  })

  it('signIn writes the spec keys; signOut clears session storage and resets the flags', async () => {
    const { root, storage } = portalWith(fakeServer())
    await root.start()
    root.session.signIn({ token: 't1', userInfo: { nickname: 'N', account: 'acc', id: 7, type: 1, toUpline: null, regDate: '2026-01-01', clubLabel: { labelName: 'VIP1', rankLevel: 1 } }, isAgent: 1 })
    expect(storage.session.getItem('token')).toBe('t1')
    expect(storage.session.getItem('account')).toBe('acc')
    expect(storage.session.getItem('isAgent')).toBe('1')
    expect(JSON.parse(storage.session.getItem('userInfo') ?? '{}')).toMatchObject({ nickname: 'N', id: 7, clubLabel: { labelName: 'VIP1' } })
    expect(root.session.isAgent).toBe(true)
    storage.session.setItem('publicityClose', '1')
    root.ui.setSideMenuOpen(true)
    root.signOut()
    expect(root.session.isLoggedIn).toBe(false)
    expect(root.session.isAgent).toBe(false)
    for (const key of ['token', 'account', 'userInfo', 'isAgent', 'publicityClose', 'index_notice']) expect(storage.session.getItem(key), key).toBeNull()
    expect(storage.local.getItem('merchantCode')).toBe('demo')
    expect(root.ui.sideMenuOpen).toBe(false)
  })

  it('a force-logout answer signs out and opens login', async () => {
    const storage = memoryStorages()
    storage.session.setItem('token', 'stale')
    storage.session.setItem('account', 'p')
    const { root, api } = portalWith(fakeServer().on('gameMenus', { status: 401, errorCode: 'token.expired' }), storage)
    await root.start()
    expect(root.session.isLoggedIn).toBe(false)
    expect(root.modals.top?.name).toBe('login')
    expect(root.toast?.code).toBe('token.expired')
    expect(storage.session.getItem('token')).toBeNull()
    await expect(api.call('gameMenus')).rejects.toMatchObject({ code: 'token.expired' })
  })
})

describe('language', () => {
  it('uses the merchant default when nothing is stored', async () => {
    const { root } = portalWith(fakeServer('lotus'))
    await root.start()
    expect(root.ui.language).toBe('en')
  })

  it('uses hisLang when this merchant lets it be selected, else the default', async () => {
    const storage = memoryStorages()
    storage.local.setItem('hisLang', 'ar')
    const lotus = portalWith(fakeServer('lotus'), storage)
    await lotus.root.start()
    expect(lotus.root.ui.language).toBe('ar')
    expect(lotus.root.ui.direction).toBe('rtl')

    storage.local.setItem('hisLang', 'ja') // not selectable on lotus
    const again = portalWith(fakeServer('lotus'), storage)
    await again.root.start()
    expect(again.root.ui.language).toBe('en')
  })

  it('changeLanguage keeps hisLang, calls updateLanguage, sends the new Language header and refetches notices', async () => {
    const server = fakeServer('demo')
    server.on('notices', (r) => ({ value: { ...noticesWith(1), player: [{ id: 9, type: 'PL', title: r.headers.Language, content: '', imageUrl: null, link: null, startAt: '' }] } }))
    const { root, transport, storage } = portalWith(server)
    await root.start()
    await Promise.resolve()
    await root.changeLanguage('en')
    expect(storage.local.getItem('hisLang')).toBe('en')
    expect(root.ui.language).toBe('en')
    const update = transport.requests.find((r) => r.name === 'updateLanguage')
    expect(update?.body).toEqual({ language: 'en' })
    expect(update?.headers.Language).toBe('en')
    expect(transport.count('notices')).toBe(2)
    expect(root.notices.player[0].title).toBe('en')
  })

  it('ignores a silent updateLanguage failure but shows any other', async () => {
    const silent = portalWith(fakeServer('demo').on('updateLanguage', { status: 429, errorCode: 'rate.limited' }))
    await silent.root.start()
    await silent.root.changeLanguage('en')
    expect(silent.root.toast).toBeNull()
    expect(silent.root.ui.language).toBe('en')

    const loud = portalWith(fakeServer('demo').on('updateLanguage', { status: 400, errorCode: 'language.not.selectable' }))
    await loud.root.start()
    await loud.root.changeLanguage('en')
    expect(loud.root.toast?.messageKey).toBe('languageNotSelectable')
  })

  it('refuses a language the merchant does not offer', async () => {
    const { root, transport } = portalWith(fakeServer('lotus'))
    await root.start()
    await root.changeLanguage('ja')
    expect(root.ui.language).toBe('en')
    expect(transport.count('updateLanguage')).toBe(0)
  })
})

const statusForDemo = (overrides: Partial<SystemStatus> = {}) => statusFor('demo', overrides)

describe('start data written into the page by the server', () => {
  const startDataFor = (host: string, language: 'th' | 'en' = 'th', status = statusForDemo()): StartData => ({
    language,
    host,
    values: {
      systemStatus: status,
      merchantConfig: toPublicConfig(MERCHANTS.demo),
      whitelabel: MERCHANTS.demo.whitelabel,
      domainRoute: { domainList: [], resources: [] },
      registerSettings: { fields: [] },
      countryCodes: [{ countryCode: 'TH', dialCode: '+66', name: 'Thailand' }],
      gameMenus: gameMenusFor('demo'),
      notices: { ...noticesWith(2), banners: [notice(7, 'B', 'From the page')] },
    },
  })
  const portal = (startData: StartData, storage = memoryStorages()) => {
    const transport = fakeServer('demo')
    const { root } = createPortal({ storage, adapter: transport.adapter, location: { host: 'localhost:3000' }, startData })
    return { root, transport, storage }
  }

  it('is ready at once, with every start answer, and asks the network nothing', async () => {
    const { root, transport, storage } = portal(startDataFor('localhost:3000'))
    const started = root.start()
    expect(root.phase).toBe('ready')
    expect(root.config.siteState).toBe('open')
    expect(root.config.isEnabled('VIP')).toBe(true)
    expect(root.config.categories.length).toBeGreaterThan(0)
    expect(root.notices.banners[0].title).toBe('From the page')
    expect(root.config.countryCodes.map((c) => c.dialCode)).toEqual(['+66'])
    expect(storage.session.getItem('merchantCode')).toBe('demo')
    await started
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(transport.requests.map((r) => r.name)).toEqual([])
  })

  it('fetches what the page lacks (country codes from an older server) without holding the first render', async () => {
    const data = startDataFor('localhost:3000')
    delete data.values.countryCodes
    const { root, transport } = portal(data)
    void root.start()
    expect(root.phase).toBe('ready')
    await vi.waitFor(() => expect(root.config.countryCodes.length).toBeGreaterThan(0))
    expect(transport.requests.map((r) => r.name)).toEqual(['countryCodes'])
  })

  it('is used once: a retry of the start asks the server again', async () => {
    const { root, transport } = portal(startDataFor('localhost:3000'))
    await root.start()
    await root.start()
    expect(transport.count('systemStatus')).toBe(1)
  })

  it('is ignored when it was written for another host', async () => {
    const { root, transport } = portal(startDataFor('lotus.localhost:3000'))
    await root.start()
    expect(transport.count('systemStatus')).toBe(1)
    expect(transport.count('notices')).toBe(1)
  })

  it('a visitor reading another language than the page was written in gets notices and menus in theirs', async () => {
    const storage = memoryStorages()
    storage.local.setItem('hisLang', 'en')
    const { root, transport } = portal(startDataFor('localhost:3000', 'th'), storage)
    await root.start()
    await vi.waitFor(() => expect(root.notices.request.isLoading).toBe(false))
    expect(transport.requests.find((r) => r.name === 'notices')?.headers.Language).toBe('en')
    expect(transport.count('gameMenus')).toBe(1)
    expect(root.notices.banners[0].title).toBe('Notice 2')
  })

  it('a closed site gets its page without the open site calls', async () => {
    const { root, transport } = portal(startDataFor('localhost:3000', 'th', statusForDemo({ maintenance: { enabled: true, endsAt: null } })))
    await root.start()
    expect(root.config.siteState).toBe('maintenance')
    for (const name of ['systemStatus', 'whitelabel', 'gameMenus', 'notices'] as const) expect(transport.count(name), name).toBe(0)
  })
})

describe('language-dependent answers', () => {
  it('an answer in the language the visitor has left is dropped, never shown', async () => {
    let answerThai: (() => void) | undefined
    const transport = fakeServer('demo').on('notices', (request) => {
      const language = request.headers.Language
      const value = { ...noticesWith(0), banners: [notice(1, 'B', `banner in ${language}`)] }
      if (language === 'th') return new Promise((resolve) => (answerThai = () => resolve({ value })))
      return { value }
    })
    const { root } = portalWith(transport)
    const started = root.start()
    await vi.waitFor(() => expect(answerThai).toBeDefined())
    await root.changeLanguage('en')
    expect(root.notices.banners[0]?.title).toBe('banner in en')
    answerThai!()
    await started
    expect(root.notices.banners[0]?.title).toBe('banner in en')
  })
})
