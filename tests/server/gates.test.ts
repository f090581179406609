/**
 * Site gates decided per request from the merchant's config: maintenance (fixture `shut`, ending at a set
 * time), region restriction by a trusted proxy header and IP blocklist by CIDR (fixture `guard`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { ENDPOINTS, type EndpointName } from '../../src/contract/endpoints'
import type { fixedClock } from '../../src/server/runtime'
import { parseTrustProxy } from '../../src/server/config'
import { expectContract, expectError, noDatabase, path, testServer } from './helpers'

const shut = { host: 'shut.localhost' }
const guardTh = { host: 'guard.localhost', 'cf-ipcountry': 'TH' }

/**
 * Every gated call, with no token and no body: the gate answers before the token, the body or the database is
 * looked at (notices and logins would read one; they are gated before they get there).
 */
const GATED: EndpointName[] = (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => !('alwaysAvailable' in ENDPOINTS[name]))

function request(app: FastifyInstance, name: EndpointName, headers: Record<string, string>, remoteAddress = '127.0.0.1') {
  const def = ENDPOINTS[name]
  const url = name === 'notices' ? `${def.path}?types=B&platform=W&execution=B` : name === 'systemStatus' ? `${def.path}?url=${headers.host}` : def.path
  return app.inject({ method: def.method, url, headers, remoteAddress, ...(name === 'updateLanguage' ? { payload: { language: 'en' } } : {}) })
}

describe('site gates', () => {
  let app: FastifyInstance
  let clock: ReturnType<typeof fixedClock>
  beforeAll(async () => {
    // Behind one trusted proxy, so the country header these requests carry is the proxy's word.
    ;({ app, clock } = await testServer({ db: noDatabase, trustProxy: parseTrustProxy('1') }))
  })
  afterAll(() => app?.close())

  it('gates the calls the contract does not mark always available', () => {
    expect(GATED.sort()).toEqual([
      'activeSessions', 'addBankAccount', 'agencyNotices', 'bankAccounts', 'beginAuthenticator', 'bindEmail', 'bindEmailCode', 'bindMobile', 'bindMobileCode', 'captcha',
      'changePassword', 'changePaymentPassword', 'confirmAuthenticator', 'disableAuthenticator', 'domainRoute', 'encryptionKey', 'forgotPasswordCode',
      'forgotPasswordEmail', 'freePlay', 'gameMenus', 'login', 'loginCode', 'loginVerification', 'loginVerificationCode', 'logout', 'memberInfo', 'notices',
      'passwordByPhone', 'passwordReset', 'passwordResetCheck', 'paymentPasswordCode', 'register', 'registerCode', 'registerMobile', 'registerSettings', 'resetPaymentPassword',
      'securityOverview', 'setPaymentPassword', 'signOutOthers', 'socialBindStart', 'socialBindings', 'socialCallback', 'socialLoginStart', 'socialProviders',
      'socialTicket', 'touch', 'updateSecurityProfile', 'walletBalance', 'whitelabel',
      // money
      'consolidatedFunds', 'merchantWallet', 'personalProfit', 'transactionHistory', 'walletTransfer',
      'createDeposit', 'depositChannels', 'depositOrder', 'memberEvents',
      'confirmWithdrawal', 'createWithdrawal', 'uploadWithdrawalProof', 'withdrawalRequirements', 'withdrawals',
      'agentRecall', 'agentTransfer', 'downlines', 'transferUpline', 'uplineInfo',
      // messages
      'memberMessages', 'readMessages', 'unreadCount',
      // games
      'addFavourite', 'favourites', 'gameList', 'gameTypes', 'bettingRecord', 'gameVendors', 'hotGames', 'launchGame', 'popularGames', 'rankList', 'recentGames', 'removeFavourite',
      // lottery
      'lotteryGames', 'lotteryLobbyUrl', 'lotteryOpenedNumbers', 'lotteryOrders', 'lotteryResults', 'lotteryRound', 'placeLotteryBet',
    ].sort())
  })

  describe('maintenance', () => {
    it('answers 503 for gated calls while status and the always-available calls still answer', async () => {
      clock.set('2099-01-01T05:59:00Z')
      for (const name of GATED.filter((n) => !('navigation' in ENDPOINTS[n]))) {
        const body = expectError(await request(app, name, shut), 503, 'system.maintenance')
        expect(body.value).toEqual({ endsAt: '2099-01-01T06:00:00.000Z' })
      }
      // A page the browser navigates to (the social callback) sends it back to the portal with the code instead.
      const callback = await request(app, 'socialCallback', shut)
      expect(callback.statusCode).toBe(303)
      expect(callback.headers.location).toBe('/#socialError=system.maintenance')
      for (const name of ['merchantConfig', 'countryCodes', 'updateLanguage'] as const) {
        expect((await request(app, name, shut)).statusCode).toBe(200)
      }
      const status = (await request(app, 'systemStatus', shut)).json()
      expectContract('systemStatus', status)
      expect(status.value.maintenance).toEqual({ enabled: true, endsAt: '2099-01-01T06:00:00.000Z' })
    })

    it('is over once the clock passes its end time', async () => {
      clock.set('2099-01-01T06:00:00Z')
      expect((await request(app, 'whitelabel', shut)).statusCode).toBe(200)
      expect((await request(app, 'systemStatus', shut)).json().value.maintenance).toEqual({ enabled: false, endsAt: null })
    })
  })

  describe('region restriction', () => {
    it('lets allowed countries through and blocks the rest', async () => {
      expect((await request(app, 'whitelabel', guardTh)).statusCode).toBe(200)
      expect((await request(app, 'whitelabel', { host: 'guard.localhost', 'cf-ipcountry': 'vn' })).statusCode).toBe(200)
      expect(expectError(await request(app, 'whitelabel', { host: 'guard.localhost', 'cf-ipcountry': 'US' }), 403, 'region.restricted').value).toEqual({ country: 'US' })
      expectError(await request(app, 'whitelabel', { host: 'guard.localhost' }), 403, 'region.restricted')
      // Another merchant's header name means nothing here.
      expectError(await request(app, 'whitelabel', { host: 'guard.localhost', 'x-country-code': 'TH' }), 403, 'region.restricted')
    })

    it('is reported by the status call, which still answers', async () => {
      const response = await request(app, 'systemStatus', { host: 'guard.localhost', 'cf-ipcountry': 'US' })
      expect(response.statusCode).toBe(200)
      expect(response.json().value).toMatchObject({ merchantCode: 'guard', regionRestriction: true, country: 'US', ipBlocked: false })
    })
  })

  describe('IP blocklist', () => {
    it.each([
      ['10.20.5.9', true, 'inside an IPv4 CIDR'],
      ['10.21.0.1', false, 'outside it'],
      ['203.0.113.7', true, 'a single IPv4 address'],
      ['::ffff:10.20.1.1', true, 'IPv4-mapped IPv6 inside the IPv4 CIDR'],
      ['2001:db8:bad:1::5', true, 'inside an IPv6 CIDR'],
      ['2001:db8:bae::1', false, 'outside it'],
      ['::1', true, 'a single IPv6 address'],
    ])('%s is blocked: %s (%s)', async (ip, blocked) => {
      const response = await request(app, 'whitelabel', guardTh, ip)
      if (blocked) expect(expectError(response, 403, 'ip.blocked').value).toEqual({ ip: ip.replace(/^::ffff:/, '') })
      else expect(response.statusCode).toBe(200)
      const status = (await request(app, 'systemStatus', guardTh, ip)).json().value
      expect(status).toMatchObject({ ipBlocked: blocked, ip: ip.replace(/^::ffff:/, '') })
    })

    it('applies to wildcard subdomains of the merchant', async () => {
      expectError(await request(app, 'whitelabel', { ...guardTh, host: 'm.guard.localhost' }, '10.20.0.1'), 403, 'ip.blocked')
    })
  })

  describe('behind a proxy', () => {
    it('uses the forwarded address only when the proxy is trusted', async () => {
      const headers = { ...guardTh, 'x-forwarded-for': '203.0.113.7' }
      const trusting = (await testServer({ db: noDatabase, trustProxy: ['192.0.2.0/24'] })).app
      try {
        expectError(await request(trusting, 'whitelabel', headers, '192.0.2.10'), 403, 'ip.blocked')
        // A client outside the trusted range cannot forge either header: it is judged by its own address (not
        // blocked), and without a trusted country it is outside the allowed region.
        expectError(await request(trusting, 'whitelabel', headers, '198.51.100.1'), 403, 'region.restricted')
        expect((await request(trusting, 'systemStatus', headers, '198.51.100.1')).json().value).toMatchObject({ ip: '198.51.100.1', ipBlocked: false })
      } finally {
        await trusting.close()
      }
    })
  })
})

describe('headers a visitor could forge', () => {
  it('a country header sent straight to the server (no trusted proxy) does not lift the region restriction', async () => {
    const { app } = await testServer({ db: noDatabase })
    try {
      expectError(await request(app, 'whitelabel', guardTh), 403, 'region.restricted')
      expect((await request(app, 'systemStatus', guardTh)).json().value).toMatchObject({ regionRestriction: true, country: null })
    } finally {
      await app.close()
    }
  })

  it('a country header from a client outside the trusted proxies does not count either', async () => {
    const { app } = await testServer({ db: noDatabase, trustProxy: ['192.0.2.0/24'] })
    try {
      expectError(await request(app, 'whitelabel', guardTh, '198.51.100.1'), 403, 'region.restricted')
      expect((await request(app, 'whitelabel', guardTh, '192.0.2.10')).statusCode).toBe(200)
    } finally {
      await app.close()
    }
  })

  it.each(['127.0.0.1:5555', 'unknown', '[::1]:443', ''])('a forwarded address %j cannot slip past a blocklist', async (forwarded) => {
    const { app } = await testServer({ db: noDatabase, trustProxy: parseTrustProxy('1') })
    try {
      // blocked.localhost blocks 127.0.0.0/8 and ::1; the socket peer is an outside address.
      const response = await request(app, 'whitelabel', { host: 'blocked.localhost', 'x-forwarded-for': forwarded }, '198.51.100.1')
      if (forwarded === '') expect(response.statusCode).toBe(200)
      else expectError(response, 403, 'ip.blocked')
    } finally {
      await app.close()
    }
  })
})

describe('always-available calls', () => {
  it('are exactly the ones the contract marks', () => {
    const always = (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => 'alwaysAvailable' in ENDPOINTS[name])
    expect(always.sort()).toEqual(['countryCodes', 'merchantConfig', 'systemStatus', 'updateLanguage'])
    expect(path('systemStatus')).toBe('/wps/system/status')
  })
})

describe('a merchant blocking loopback (fixture for end-to-end runs)', () => {
  it('blocks 127.0.0.1 and ::1 and still answers the status call', async () => {
    const { app } = await testServer({ db: noDatabase })
    try {
      for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        expectError(await request(app, 'whitelabel', { host: 'blocked.localhost' }, ip), 403, 'ip.blocked')
        expect((await request(app, 'systemStatus', { host: 'blocked.localhost' }, ip)).json().value).toMatchObject({ merchantCode: 'blocked', ipBlocked: true })
      }
    } finally {
      await app.close()
    }
  })
})
