/**
 * Site gates decided per request from the merchant's config: maintenance (fixture `shut`, ending at a set
 * time), region restriction by a trusted proxy header and IP blocklist by CIDR (fixture `guard`).
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { ENDPOINTS, type EndpointName } from '../../src/contract/endpoints'
import { HOUSE_CALLS } from '../../src/contract/house'
import { LOTTERY_CALLS } from '../../src/contract/lottery'
import { signRequest } from '../../src/server/crypto/signedRequest'
import type { Database } from '../../src/server/db/database'
import { gameByVendorId } from '../../src/server/db/games/catalogue'
import { insertGameSession } from '../../src/server/db/games/vendorProtocol'
import { insertLotterySession } from '../../src/server/db/lottery/sessions'
import { migrate } from '../../src/server/db/migrate'
import { gameTokenHash } from '../../src/server/domain/games/vendorProtocol'
import { createPasswordHasher } from '../../src/server/domain/accounts/passwords'
import type { fixedClock } from '../../src/server/runtime'
import { parseTrustProxy } from '../../src/server/config'
import { seedHouseGames } from '../../src/server/seed/games'
import { BACKENDS, expectContract, expectError, loggedInMember, noDatabase, path, testServer, type TestDatabase } from './helpers'

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
      // the agent centre
      'affiliate', 'agentIncome', 'agentTeamBets', 'agentTeamMembers', 'agentTeamOverview', 'agentTeamProfitLoss', 'agentTeamTransactions',
      'createDownline', 'createInviteLink', 'deleteInviteLink', 'inviteLinks',
      // contracts and wages
      'contractHistory', 'contractPreview', 'downlineContracts', 'getConsolidated', 'hourSalary', 'mrDailySalaries', 'offerContract', 'participation',
      'realTimeAccrual', 'releaseMrDailySalary', 'wage', 'wageRecords',
      // messages
      'memberMessages', 'readMessages', 'unreadCount',
      // games
      'addFavourite', 'favourites', 'gameList', 'gameTypes', 'bettingRecord', 'gameVendors', 'hotGames', 'launchGame', 'popularGames', 'rankList', 'recentGames', 'removeFavourite',
      // lottery
      'lotteryGames', 'lotteryLobbyUrl', 'lotteryOpenedNumbers', 'lotteryOrders', 'lotteryResults', 'lotteryRound', 'placeLotteryBet',
      // the help centre, feedback, customer service, the join page and the chat room
      'helpCentre', 'feedbackSettings', 'uploadFeedbackImage', 'sendFeedback', 'myFeedback', 'replyFeedback', 'feedbackChat', 'customerService', 'agentProgramme',
      'chatHistory', 'chatSend', 'chatEvents',
      // points
      'pointsConfig', 'pointsBalance', 'pointsRewards', 'redeemPoints', 'pointsRedeems', 'convertPoints', 'pointsHistory',
      // activities and bonuses
      'myActivities', 'joinActivity', 'claimActivity', 'claimRaffle', 'signInActivity', 'uploadActivityImage', 'applyActivity', 'myApplications', 'myBonuses',
      // promotions
      'promotions', 'promotionDetail', 'availablePromotions',
      // the home page's live matches
      'liveMatches',
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

/**
 * The game frames' own APIs (the lottery app's, the house games') are gated like the contract's endpoints: by the
 * merchant of the Host when it names one (before the body or the database is looked at: these servers have none),
 * and by the merchant the call's credential names, whatever the Host.
 */
describe('the game frames\' APIs', () => {
  const madeUpSession = 'A'.repeat(43)
  /** Every frame call, as the frame sends it: JSON from an opaque origin. */
  const FRAME_CALLS = [
    { name: 'lottery bet', method: 'POST', url: LOTTERY_CALLS.bet, payload: { session: madeUpSession, idempotencyKey: 'frame-key-1', gameCode: 'elott-1m', roundNo: '1', betType: 'lo', numbers: ['07'], amount: '1.00' } },
    { name: 'lottery games', method: 'POST', url: LOTTERY_CALLS.games, payload: { session: madeUpSession } },
    { name: 'dice roll', method: 'POST', url: HOUSE_CALLS.diceRoll, payload: { session: madeUpSession, stake: '1.00', direction: 'under', target: 5_000 } },
    { name: 'table snapshot', method: 'POST', url: HOUSE_CALLS.table, payload: { session: madeUpSession } },
    { name: 'table events', method: 'GET', url: `${HOUSE_CALLS.tableEvents}?session=${madeUpSession}` },
  ] as const
  const frameCall = (app: FastifyInstance, call: (typeof FRAME_CALLS)[number], headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    app.inject({ method: call.method, url: call.url, headers: { origin: 'null', ...headers }, remoteAddress, ...('payload' in call ? { payload: call.payload } : {}) })

  let app: FastifyInstance
  let clock: ReturnType<typeof fixedClock>
  beforeAll(async () => {
    ;({ app, clock } = await testServer({ db: noDatabase, trustProxy: parseTrustProxy('1') }))
  })
  afterAll(() => app?.close())

  it.each(FRAME_CALLS.map((call) => [call.name, call] as const))('%s answers the gate of the Host\'s merchant, with CORS, before any database', async (_name, call) => {
    clock.set('2099-01-01T05:59:00Z')
    const closed = expectError(await frameCall(app, call, shut), 503, 'system.maintenance')
    expect(closed.value).toEqual({ endsAt: '2099-01-01T06:00:00.000Z' })
    expectError(await frameCall(app, call, { host: 'guard.localhost', 'cf-ipcountry': 'US' }), 403, 'region.restricted')
    expectError(await frameCall(app, call, guardTh, '10.20.5.9'), 403, 'ip.blocked')
    const blocked = await frameCall(app, call, { host: 'blocked.localhost' })
    expectError(blocked, 403, 'ip.blocked')
    expect(blocked.headers['access-control-allow-origin']).toBe('*')
  })

  it('a guest\'s lottery call is gated by the merchant it names, whatever the Host', async () => {
    clock.set('2099-01-01T05:59:00Z')
    const games = (body: Record<string, unknown>, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
      app.inject({ method: 'POST', url: LOTTERY_CALLS.games, headers: { host: 'games.example', origin: 'null', ...headers }, remoteAddress, payload: body })
    expectError(await games({ merchant: 'shut' }), 503, 'system.maintenance')
    expectError(await games({ merchant: 'guard' }, { 'cf-ipcountry': 'US' }), 403, 'region.restricted')
    expectError(await games({ merchant: 'guard' }, { 'cf-ipcountry': 'TH' }, '203.0.113.7'), 403, 'ip.blocked')
    expectError(await games({ merchant: 'blocked' }), 403, 'ip.blocked')
    expect((await games({ merchant: 'demo' })).statusCode).toBe(200)
    expect((await games({ merchant: 'guard' }, { 'cf-ipcountry': 'TH' })).statusCode).toBe(200)
  })
})

describe.each(BACKENDS)('a member\'s play sessions under the site gates on $name', (backend) => {
  const PASSWORD = 'Gatehouse#Fern2026'
  const HOUSE_SECRET = 'house-secret-for-the-gate-tests'
  const hasher = createPasswordHasher()
  let handle: TestDatabase
  let db: Database
  let app: FastifyInstance
  let clock: ReturnType<typeof fixedClock>
  let serial = 0

  beforeAll(async () => {
    handle = await backend.open()
    db = handle.db
    await migrate(db)
    ;({ app, clock } = await testServer({ db, passwordHasher: hasher, houseVendorSecret: HOUSE_SECRET, trustProxy: parseTrustProxy('1'), rateLimit: { perMinute: 10_000 } }))
    for (const merchantCode of ['guard', 'shut']) await seedHouseGames(db, { merchantCode, at: clock.now() })
  })
  afterAll(async () => {
    await app?.close()
    await handle?.dispose()
  })

  /** A member of `merchantCode` (no money) logged in and playing dice, with a lottery session of that portal session. */
  async function playing(merchantCode: 'guard' | 'shut', headers: Record<string, string>) {
    const passwordHash = await hasher.hash(PASSWORD)
    const username = `gt${backend.name.slice(0, 2)}${++serial}`
    const { id, token } = await loggedInMember(app, db, { merchantCode, username, password: PASSWORD, passwordHash, headers, at: clock.now() })
    // The sessions a launch and a lobby URL would make in that portal session (a launch refuses a member without the
    // game's smallest bet, and these merchants run no lottery).
    const portalSessionId = (await db.query<{ id: number }>(`SELECT id FROM sessions WHERE member_id = $1`, [id])).rows[0].id
    const made = { merchantCode, memberId: id, at: clock.now(), expiresAt: new Date(clock.now().getTime() + 3_600_000), portalSessionId }
    const game = randomBytes(32).toString('base64url')
    const nodeId = (await gameByVendorId(db, merchantCode, 'HMINI', 'dice'))!.nodeId
    await insertGameSession(db, { ...made, tokenHash: gameTokenHash(game), vendorCode: 'HMINI', nodeId, wallet: 'main' })
    const lottery = randomBytes(32).toString('base64url')
    await insertLotterySession(db, { ...made, tokenHash: gameTokenHash(lottery), gameCode: null })
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    return { game, lottery }
  }

  /** From a launch host that names no merchant: only the session says whose the call is. */
  const fromLaunchHost = (call: 'dice' | 'lottery' | 'events', session: string, headers: Record<string, string>, remoteAddress = '127.0.0.1') => {
    const base = { headers: { host: 'games.example', origin: 'null', ...headers }, remoteAddress }
    if (call === 'events') return app.inject({ method: 'GET', url: `${HOUSE_CALLS.tableEvents}?session=${session}`, ...base })
    if (call === 'dice') return app.inject({ method: 'POST', url: HOUSE_CALLS.diceRoll, payload: { session, stake: '1.00', direction: 'under', target: 5_000 }, ...base })
    return app.inject({ method: 'POST', url: LOTTERY_CALLS.bet, payload: { session, idempotencyKey: `gate-key-${backend.name}-${serial}`, gameCode: 'elott-1m', roundNo: '1', betType: 'lo', numbers: ['07'], amount: '1.00' }, ...base })
  }

  it('region restriction and the IP blocklist of the session\'s merchant refuse its play from any host', async () => {
    clock.set('2026-11-21T12:00:00Z')
    const th = { 'cf-ipcountry': 'TH' }
    const { game, lottery } = await playing('guard', { host: 'guard.localhost', ...th })
    for (const [call, session] of [['dice', game], ['events', game], ['lottery', lottery]] as const) {
      expectError(await fromLaunchHost(call, session, { 'cf-ipcountry': 'US' }), 403, 'region.restricted')
      expectError(await fromLaunchHost(call, session, th, '10.20.5.9'), 403, 'ip.blocked')
    }
    // Let through, they reach the game: too little money to roll, a lottery this merchant does not run.
    expectError(await fromLaunchHost('dice', game, th), 400, 'house.balance.insufficient')
    expectError(await fromLaunchHost('lottery', lottery, th), 404, 'lottery.game.not.found')
  })

  it('maintenance of the session\'s merchant refuses its play from any host until it ends', async () => {
    clock.set('2099-01-01T06:00:01Z')
    const { game, lottery } = await playing('shut', shut)
    clock.set('2099-01-01T05:59:30Z')
    for (const [call, session] of [['dice', game], ['events', game], ['lottery', lottery]] as const) {
      expectError(await fromLaunchHost(call, session, {}), 503, 'system.maintenance')
    }
    clock.set('2099-01-01T06:00:02Z')
    expectError(await fromLaunchHost('dice', game, {}), 400, 'house.balance.insufficient')
  })

  it('the vendor protocol, a vendor\'s server calling, is not judged by the member-facing gates', async () => {
    clock.set('2026-11-21T12:00:00Z')
    const { game } = await playing('guard', { host: 'guard.localhost', 'cf-ipcountry': 'TH' })
    const raw = JSON.stringify({ sessionToken: game })
    const timestamp = Math.floor(clock.now().getTime() / 1000)
    const balance = await app.inject({
      method: 'POST', url: '/vendor-api/v1/HMINI/balance', payload: raw, remoteAddress: '10.20.5.9',
      headers: { host: 'guard.localhost', 'content-type': 'application/json', 'x-vendor-timestamp': String(timestamp), 'x-vendor-signature': signRequest(HOUSE_SECRET, timestamp, raw) },
    })
    expect(balance.statusCode, balance.body).toBe(200)
    expect(balance.json().value).toEqual({ balance: '0.00', currency: 'USD' })
  })
})
