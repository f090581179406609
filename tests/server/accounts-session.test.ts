/**
 * Accounts and sessions through `app.inject`, on PGlite and (with DATABASE_URL) PostgreSQL: encrypted login,
 * captcha and lockout, refusals that come before any hashing, new-IP verification, sessions (touch, idle and
 * absolute expiry, logout, sign out the others), the forced password change, registration.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { encryptBody, importPublicKey } from '../../src/contract/encryption'
import { ENDPOINTS, type EndpointName } from '../../src/contract/endpoints'
import { insertInviteLink } from '../../src/server/db/agents/invites'
import { migrate } from '../../src/server/db/migrate'
import { MemorySender } from '../../src/server/domain/notify/sender'
import type { CaptchaEntry, CaptchaStore } from '../../src/server/domain/accounts/captcha'
import { createPasswordHasher, type PasswordHasher } from '../../src/server/domain/accounts/passwords'
import { fixedClock } from '../../src/server/runtime'
import { seed } from '../../src/server/seed'
import { DEMO_PASSWORD } from '../../src/server/seed/accounts'
import { BACKENDS, expectContract, expectError, loadTestMerchants, NOW, path, testServer, type TestDatabase } from './helpers'

const demo = { host: 'localhost:3000' }
const LOCAL = '127.0.0.1'
const ELSEWHERE = '198.51.100.7'
const MINUTE = 60_000

/** Counts the argon2 verifications, to prove which refusals come before any hashing. */
function countingHasher(): PasswordHasher & { verifies: number } {
  const real = createPasswordHasher()
  const counter = {
    params: real.params,
    hash: real.hash,
    needsRehash: real.needsRehash,
    verifies: 0,
    verify: async (stored: string, password: string) => {
      counter.verifies += 1
      return real.verify(stored, password)
    },
    verifyUnknown: async (password: string) => {
      counter.verifies += 1
      return real.verifyUnknown(password)
    },
  }
  return counter
}

/** A captcha store that also remembers each answer, so the test can answer as a person reading the image would. */
class ReadableCaptchaStore implements CaptchaStore {
  readonly answers = new Map<string, string>()
  private readonly entries = new Map<string, CaptchaEntry>()
  async put(id: string, entry: CaptchaEntry) {
    this.entries.set(id, entry)
    this.answers.set(id, entry.answer)
  }
  async take(id: string) {
    const entry = this.entries.get(id)
    this.entries.delete(id)
    return entry
  }
}

describe.each(BACKENDS)('accounts and sessions on $name', (backend) => {
  let handle: TestDatabase
  let app: FastifyInstance
  let clock: ReturnType<typeof fixedClock>
  const sender = new MemorySender(fixedClock(NOW))
  const hasher = countingHasher()
  const captchas = new ReadableCaptchaStore()

  beforeAll(async () => {
    handle = await backend.open()
    await migrate(handle.db)
    ;({ app, clock } = await testServer({ db: handle.db, passwordHasher: hasher, sender, captchaStore: captchas, rateLimit: { perMinute: 10_000 } }))
    await seed(handle.db, await loadTestMerchants(), clock, hasher)
  })
  afterAll(async () => {
    await app?.close()
    await handle?.dispose()
  })
  beforeEach(() => clock.set(NOW))

  async function envelope(name: EndpointName, body: unknown) {
    const key = (await app.inject({ method: 'GET', url: path('encryptionKey'), headers: demo })).json().value
    return encryptBody(await importPublicKey(key.publicKey), key.kid, body, { path: path(name), at: clock.now().getTime() })
  }

  async function call(name: EndpointName, options: { body?: unknown; token?: string; ip?: string; plain?: boolean } = {}) {
    const def = ENDPOINTS[name]
    const payload = options.body === undefined ? undefined : def.encrypted && !options.plain ? await envelope(name, options.body) : options.body
    return app.inject({
      method: def.method,
      url: def.path,
      headers: { ...demo, ...(options.token ? { authorization: options.token } : {}) },
      remoteAddress: options.ip ?? LOCAL,
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
  }

  const login = (username: string, password: string, extra: Record<string, unknown> = {}, ip = LOCAL) =>
    call('login', { body: { type: 'username', username, password, ...extra }, ip })

  async function tokenOf(username: string, password = DEMO_PASSWORD) {
    const response = await login(username, password)
    expect(response.statusCode, response.body).toBe(200)
    return response.json().value.token as string
  }

  async function solvedCaptcha() {
    const issued = (await call('captcha')).json()
    expectContract('captcha', issued)
    expect(issued.value.image).toMatch(/^data:image\/svg\+xml;base64,/)
    return { captchaId: issued.value.captchaId, captcha: captchas.answers.get(issued.value.captchaId) as string }
  }

  const lastCode = (to: string) => [...sender.sent].reverse().find((m) => m.to === to)?.text.match(/\b(\d{6})\b/)?.[1]

  it('logs a seeded member in through an encrypted body and knows them by the token', async () => {
    const response = await login('demomember', DEMO_PASSWORD)
    expectContract('login', response.json())
    const { value } = response.json()
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const info = await call('memberInfo', { token: value.token })
    expectContract('memberInfo', info.json())
    expect(info.json().value).toMatchObject({ account: 'demomember', type: 0, isAgent: false })
    // Bound contacts are masked even to their owner's screen.
    expect(info.json().value.mobile).toBe('08******78')
  })

  it('gives a new token at every login and shows the previous login', async () => {
    const first = (await login('demoagent', DEMO_PASSWORD)).json().value
    clock.advance(MINUTE)
    const second = (await login('demoagent', DEMO_PASSWORD)).json().value
    expect(second.token).not.toBe(first.token)
    expect(second.lastLoginAt).toBe(new Date(NOW).toISOString())
    expect(second.lastLoginIp).toBe(LOCAL)
    expect(second.firstTimeLogin).toBe(false)
  })

  it('refuses a plain body on an encrypted path, and an envelope made for another path', async () => {
    expectError(await call('login', { body: { type: 'username', username: 'demomember', password: DEMO_PASSWORD }, plain: true }), 400, 'encryption.required')
    const forRegister = await envelope('register', { type: 'username', username: 'demomember', password: DEMO_PASSWORD })
    expectError(await call('login', { body: forRegister, plain: true }), 400, 'encryption.invalid')
  })

  it('refuses the same envelope twice', async () => {
    const once = await envelope('login', { type: 'username', username: 'demomember', password: DEMO_PASSWORD })
    expect((await call('login', { body: once, plain: true })).statusCode).toBe(200)
    expectError(await call('login', { body: once, plain: true }), 400, 'encryption.expired')
  })

  it('answers an unknown name like a wrong password, after the same hashing work', async () => {
    const before = hasher.verifies
    expectError(await login('nobody-here', 'whatever-password'), 400, 'invalid.username.or.password')
    expect(hasher.verifies).toBe(before + 1)
  })

  it('asks for a captcha after 3 failures (checked before hashing), locks after 8, and lets the member in when the lock ends', async () => {
    for (let i = 1; i <= 3; i += 1) {
      const body = expectError(await login('downline1', 'wrong-password'), 400, 'invalid.username.or.password')
      expect(body.value).toEqual({ captcha: i >= 3 })
    }
    const before = hasher.verifies
    expect(expectError(await login('downline1', DEMO_PASSWORD), 400, 'captcha.required').value).toEqual({ captcha: true })
    expectError(await login('downline1', DEMO_PASSWORD, { captchaId: 'made-up', captcha: 'ABCD' }), 400, 'captcha.invalid')
    const used = await solvedCaptcha()
    expectError(await login('downline1', 'wrong-password', used), 400, 'invalid.username.or.password')
    // A captcha answers once.
    expectError(await login('downline1', DEMO_PASSWORD, used), 400, 'captcha.invalid')
    expect(hasher.verifies).toBe(before + 1)

    for (let failures = 5; failures < 8; failures += 1) expectError(await login('downline1', 'wrong-password', await solvedCaptcha()), 400, 'invalid.username.or.password')
    const locked = expectError(await login('downline1', 'wrong-password', await solvedCaptcha()), 403, 'account.locked')
    expect(locked.value).toEqual({ lockedUntil: new Date(Date.parse(NOW) + 15 * MINUTE).toISOString() })
    // Locked: even the right password is refused, without hashing.
    const whileLocked = hasher.verifies
    expectError(await login('downline1', DEMO_PASSWORD, await solvedCaptcha()), 403, 'account.locked')
    expect(hasher.verifies).toBe(whileLocked)

    clock.advance(15 * MINUTE)
    const response = await login('downline1', DEMO_PASSWORD, await solvedCaptcha())
    expect(response.statusCode).toBe(200)
    // Success resets the count: the next login needs no captcha.
    expect((await login('downline1', DEMO_PASSWORD)).statusCode).toBe(200)
  })

  it('refuses a locked account status and never opens a session for it', async () => {
    expectError(await login('lockedmember', DEMO_PASSWORD), 403, 'account.disabled')
  })

  it('stops a login from a new address at a verification, finished with a code sent to the bound mobile', async () => {
    const stopped = expectError(await login('demomember', DEMO_PASSWORD, {}, ELSEWHERE), 403, 'login.verify.required')
    const { ticket, methods, mobile } = stopped.value as { ticket: string; methods: string[]; mobile: string }
    // demomember has a seeded bank account (for withdrawals), so its holder name is a proof too.
    expect(methods).toEqual(['mobile', 'email', 'bankHolder'])
    expect(mobile).toBe('08******78')

    const sent = await call('loginVerificationCode', { body: { ticket, method: 'mobile' }, ip: ELSEWHERE })
    expectContract('loginVerificationCode', sent.json())
    const code = lastCode('0812345678') as string
    expect(code).toMatch(/^\d{6}$/)
    // The ticket belongs to the address that got it.
    expectError(await call('loginVerification', { body: { ticket, method: 'mobile', answer: code }, ip: '203.0.113.9' }), 400, 'verification.failed')
    expectError(await call('loginVerification', { body: { ticket, method: 'mobile', answer: code === '000000' ? '111111' : '000000' }, ip: ELSEWHERE }), 400, 'invalid-verification-code')

    const done = await call('loginVerification', { body: { ticket, method: 'mobile', answer: code }, ip: ELSEWHERE })
    expectContract('loginVerification', done.json())
    // Used up; and the address is now known, so the next login goes straight through.
    expectError(await call('loginVerification', { body: { ticket, method: 'mobile', answer: code }, ip: ELSEWHERE }), 400, 'verification.failed')
    expect((await login('demomember', DEMO_PASSWORD, {}, ELSEWHERE)).statusCode).toBe(200)
  })

  it('keeps a session alive with use, ends it after the idle time and after the absolute lifetime', async () => {
    const token = await tokenOf('demosubagent')
    clock.advance(20 * MINUTE)
    const touched = await call('touch', { token })
    expectContract('touch', touched.json())
    expect(touched.json().value.idleExpiresAt).toBe(new Date(Date.parse(NOW) + 50 * MINUTE).toISOString())
    clock.advance(31 * MINUTE)
    expectError(await call('memberInfo', { token }), 401, 'token.expired')

    const longLived = await tokenOf('demosubagent')
    for (let minutes = 0; minutes < 24 * 60; minutes += 25) {
      clock.advance(25 * MINUTE)
      const response = await call('touch', { token: longLived })
      if (response.statusCode !== 200) {
        expectError(response, 401, 'token.expired')
        expect(clock.now().getTime() - Date.parse(NOW)).toBeGreaterThanOrEqual(31 * MINUTE + 24 * 60 * MINUTE)
        return
      }
    }
    throw new Error('the session outlived its absolute lifetime')
  })

  it('ends a session at logout and the other sessions on "sign out the others"', async () => {
    const kept = await tokenOf('downline2')
    const other = await tokenOf('downline2')
    const third = await tokenOf('downline2')
    expectContract('logout', (await call('logout', { token: third })).json())
    expectError(await call('memberInfo', { token: third }), 401, 'user.or.token.invalid')
    expect((await call('signOutOthers', { token: kept })).json().value).toEqual({ signedOut: 1 })
    expectError(await call('memberInfo', { token: other }), 401, 'member.kicked.out')
    expect((await call('memberInfo', { token: kept })).statusCode).toBe(200)
  })

  it('asks for a token where the contract says so and refuses made-up ones', async () => {
    expectError(await call('memberInfo'), 401, 'please.login')
    expectError(await call('memberInfo', { token: 'x'.repeat(43) }), 401, 'user.or.token.invalid')
    expectError(await call('memberInfo', { token: 'not a token' }), 401, 'user.or.token.invalid')
  })

  it('lets a member with the default password do nothing but change it (and sign out)', async () => {
    const response = await login('newdownline', 'Welcome123')
    expect(response.json().value).toMatchObject({ passwordChangeRequired: true, firstTimeLogin: true })
    const token = response.json().value.token
    expect((await call('memberInfo', { token })).json().value.passwordChangeRequired).toBe(true)
    expectError(await call('signOutOthers', { token }), 403, 'password.change.required')
  })

  it('a default-password login stopped at a new address must still change the password once verified', async () => {
    // Give the agent-created account a mobile to prove itself with, so a new address stops its login.
    await handle.db.query(`UPDATE members SET mobile = '0866000111' WHERE username = 'newdownline'`)
    const stopped = expectError(await login('newdownline', 'Welcome123', {}, ELSEWHERE), 403, 'login.verify.required')
    const { ticket } = stopped.value as { ticket: string }
    await call('loginVerificationCode', { body: { ticket, method: 'mobile' }, ip: ELSEWHERE })
    const done = await call('loginVerification', { body: { ticket, method: 'mobile', answer: lastCode('0866000111') as string }, ip: ELSEWHERE })
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json().value).toMatchObject({ passwordChangeRequired: true })
    expectError(await call('signOutOthers', { token: done.json().value.token }), 403, 'password.change.required')
  })

  describe('registration', () => {
    // The demo merchant's register settings show and require a mobile number and a captcha.
    let mobiles = 0
    const form = async (extra: Record<string, unknown> = {}) => ({
      username: 'newplayer01', password: 'Tiger!Lake42', confirmPassword: 'Tiger!Lake42', mobileNum: `08770000${String(mobiles++).padStart(2, '0')}`,
      agree: true, login: true, ...(await solvedCaptcha()), ...extra,
    })

    it('registers by username, logs the new member in, and refuses the same name twice', async () => {
      const response = await call('register', { body: await form() })
      expect(response.statusCode, response.body).toBe(200)
      expectContract('register', response.json())
      const info = await call('memberInfo', { token: response.json().value.token })
      expect(info.json().value).toMatchObject({ account: 'newplayer01', type: 0 })
      const again = expectError(await call('register', { body: await form({ username: 'NewPlayer01' }) }), 409, 'username.taken')
      expect(again.value).toEqual({ field: '/username' })
    })

    it('registers through an agent\'s invite link: under that agent, as the account type the link creates, counted on the link', async () => {
      const agent = (await handle.db.query<{ id: number }>(`SELECT id FROM members WHERE username = 'demoagent'`)).rows[0]
      const link = await insertInviteLink(handle.db, { merchantCode: 'demo', agentId: agent.id, code: 'INVITE7Q2X', accountType: 2, channel: 'line', at: new Date(NOW), expiresAt: null })
      const response = await call('register', { body: await form({ username: 'invitedsub1', affiliateCode: link.code }) })
      expect(response.statusCode, response.body).toBe(200)
      const { rows } = await handle.db.query<{ account_type: number; upline_id: number; invite_link_id: string }>(
        `SELECT account_type, upline_id, invite_link_id::text FROM members WHERE username = 'invitedsub1'`,
      )
      expect(rows[0]).toEqual({ account_type: 2, upline_id: agent.id, invite_link_id: link.id })
      // A link deleted since lands nowhere (and the form does not require the code): a plain member without an upline.
      await handle.db.query('UPDATE invite_links SET deleted_at = $2 WHERE id = $1', [link.id, new Date(NOW)])
      expect((await call('register', { body: await form({ username: 'uninvited01', affiliateCode: link.code }) })).statusCode).toBe(200)
      const late = await handle.db.query<{ account_type: number; upline_id: number | null }>(`SELECT account_type, upline_id FROM members WHERE username = 'uninvited01'`)
      expect(late.rows[0]).toEqual({ account_type: 0, upline_id: null })
    })

    it('checks fields against the register settings and the password policy, writing nothing on refusal', async () => {
      const bad = expectError(await call('register', { body: await form({ username: '1startsWithDigit' }) }), 400, 'request.invalid')
      expect(bad.value).toEqual({ field: '/username' })
      expectError(await call('register', { body: await form({ username: 'okname02', confirmPassword: 'Different!1' }) }), 400, 'request.invalid')
      expectError(await call('register', { body: await form({ username: 'okname02', password: 'P@ssw0rd', confirmPassword: '' }) }), 400, 'password.too.common')
      expectError(await call('register', { body: await form({ username: 'okname02', agree: false }) }), 400, 'request.invalid')
      expectError(await call('register', { body: { ...(await form({ username: 'okname02' })), isAdmin: true } }), 400, 'request.invalid')
      expectError(await login('okname02', 'Tiger!Lake42'), 400, 'invalid.username.or.password')
    })

    it('registers by mobile with the SMS code from the outbox', async () => {
      const mobile = '0899001122'
      expectContract('registerCode', (await call('registerCode', { body: { mobileNo: mobile } })).json())
      const code = lastCode(mobile) as string
      const response = await call('registerMobile', {
        body: { mobileNum: mobile, password: 'Mango#River77', agree: true, login: true, verificationCode: code, ...(await solvedCaptcha()) },
      })
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json().value.username).toBe(mobile)
      expectError(await call('registerCode', { body: { mobileNo: mobile } }), 409, 'mobile.taken')
    })
  })
  describe('passwords', () => {
    it('changes the password: the old one is checked, the new one follows the rules, other sessions may end', async () => {
      const elsewhere = await tokenOf('demoagent')
      const token = await tokenOf('demoagent')
      const change = (body: Record<string, unknown>) => call('changePassword', { token, body })
      expect(expectError(await change({ oldPassword: 'not-it', newPassword: 'River#Stone88', confirmNewPassword: 'River#Stone88' }), 400, 'wrong.account.or.password').value).toEqual({ field: '/oldPassword' })
      expectError(await change({ oldPassword: DEMO_PASSWORD, newPassword: 'River#Stone88', confirmNewPassword: 'River#Stone89' }), 400, 'request.invalid')
      expectError(await change({ oldPassword: DEMO_PASSWORD, newPassword: 'P@ssw0rd', confirmNewPassword: 'P@ssw0rd' }), 400, 'password.too.common')
      const done = await change({ oldPassword: DEMO_PASSWORD, newPassword: 'River#Stone88', confirmNewPassword: 'River#Stone88', signOutOthers: true })
      // Earlier tests left demoagent sessions open too; every one of them ends.
      expect(done.json().value.signedOut).toBeGreaterThanOrEqual(1)
      expectError(await call('memberInfo', { token: elsewhere }), 401, 'member.kicked.out')
      expect((await call('memberInfo', { token })).statusCode).toBe(200)
      expectError(await login('demoagent', DEMO_PASSWORD), 400, 'invalid.username.or.password')
      expect((await login('demoagent', 'River#Stone88')).statusCode).toBe(200)
    })

    it('finishes a forced change: after it the same session may do everything', async () => {
      const token = (await login('newdownline', 'Welcome123')).json().value.token
      expectError(await call('signOutOthers', { token }), 403, 'password.change.required')
      const changed = await call('changePassword', { token, body: { oldPassword: 'Welcome123', newPassword: 'Amber#Field31', confirmNewPassword: 'Amber#Field31' } })
      expect(changed.statusCode, changed.body).toBe(200)
      expect((await call('signOutOthers', { token })).statusCode).toBe(200)
      expect((await login('newdownline', 'Amber#Field31')).json().value.passwordChangeRequired).toBe(false)
    })

    it('resets a password by an e-mailed link (form-encoded request), once, ending every session', async () => {
      const token = await tokenOf('demomember')
      const form = (username: string, email: string) =>
        app.inject({ method: 'POST', url: path('forgotPasswordEmail'), headers: { ...demo, 'content-type': 'application/x-www-form-urlencoded' }, payload: `username=${username}&email=${encodeURIComponent(email)}`, remoteAddress: LOCAL })
      expectError(await form('demomember', 'someone@else.test'), 400, 'username.or.email.not.exist')
      expect((await form('demomember', 'MEMBER@demo.portico.test')).statusCode).toBe(200)
      const mail = [...sender.sent].reverse().find((m) => m.to === 'member@demo.portico.test' && m.purpose === 'passwordReset')
      const link = mail?.text.match(/https?:\/\/\S+\/resetPassword\?token=([A-Za-z0-9_-]+)/)
      expect(link?.[0]).toContain('://localhost:3000/resetPassword?token=')
      const reset = (newPassword: string) => call('passwordReset', { body: { token: link?.[1], newPassword, confirmNewPassword: newPassword } })
      // The link's page asks first whether it can still be used (spending nothing).
      const check = async (token: string | undefined) => {
        const response = await call('passwordResetCheck', { body: { token } })
        expectContract('passwordResetCheck', response.json())
        return response.json().value.valid as boolean
      }
      expect(await check(link?.[1])).toBe(true)
      expect(await check(link?.[1])).toBe(true)
      expect(await check('x'.repeat(43))).toBe(false)
      expect((await reset('Coral#Bridge64')).statusCode).toBe(200)
      expect(await check(link?.[1])).toBe(false)
      expectError(await reset('Coral#Bridge65'), 400, 'verification.failed')
      expectError(await call('memberInfo', { token }), 401, 'member.kicked.out')
      expect((await login('demomember', 'Coral#Bridge64')).statusCode).toBe(200)
    })

    it('resets a password by phone with the SMS code, then the member logs in with the mobile number', async () => {
      const mobile = '0823456789'
      expectContract('forgotPasswordCode', (await call('forgotPasswordCode', { body: { mobileNum: mobile } })).json())
      const code = lastCode(mobile) as string
      expectError(await call('passwordByPhone', { body: { mobileNum: mobile, verificationCode: '999999' === code ? '999998' : '999999', newPassword: 'Maple#Cloud27' } }), 400, 'invalid-verification-code')
      const done = await call('passwordByPhone', { body: { mobileNum: mobile, verificationCode: code, newPassword: 'Maple#Cloud27' } })
      expect(done.statusCode, done.body).toBe(200)
      const byMobile = await login(mobile, 'Maple#Cloud27')
      expect(byMobile.json().value.username).toBe('demoagent')
    })
  })

  describe('free play and login forms', () => {
    it('starts free play as a trial account of its own', async () => {
      const first = await call('freePlay', { body: { platform: 'W' } })
      expectContract('freePlay', first.json())
      const second = (await call('freePlay', { body: { platform: 'W' } })).json().value
      expect(first.json().value.accountType).toBe(4)
      expect(second.username).not.toBe(first.json().value.username)
      expect((await call('memberInfo', { token: first.json().value.token })).json().value.type).toBe(4)
    })

    it("gives a trial account the merchant's play credit once, in its trial wallet, apart from real money", async () => {
      const { token } = (await call('freePlay', { body: { platform: 'W' } })).json().value
      const balance = await call('walletBalance', { token })
      expect(balance.statusCode, balance.body).toBe(200)
      expectContract('walletBalance', balance.json())
      // demo sets no freePlayCredit: the default, 2000 in major units.
      expect(balance.json().value.sumBalance).toBe('2000.00')
      expect(balance.json().value.wallets).toEqual(expect.arrayContaining([{ kind: 'main', balance: '0.00' }, { kind: 'trial', balance: '2000.00' }]))
    })

    it('starts the demo accounts with their opening balances, credited once however often the seed runs', async () => {
      // Every demo member's wallet as the seed left it (the opening balance, then the demo's own activity: bonuses...).
      const wallets = async () =>
        (await handle.db.query<{ username: string; balance: bigint; entries: bigint }>(
          `SELECT m.username, a.balance, (SELECT count(*) FROM ledger_postings p WHERE p.account_id = a.id) AS entries
             FROM ledger_accounts a JOIN members m ON m.id = a.member_id
            WHERE a.merchant_code = 'demo' AND a.kind = 'main' AND m.username IN ('demomember', 'demoagent', 'downline1')
            ORDER BY m.username`,
        )).rows.map((row) => [row.username, row.balance, row.entries])
      const before = await wallets()
      // The seed ran in beforeAll; a second start runs it again, which must move nothing.
      await seed(handle.db, await loadTestMerchants(), clock, hasher)
      expect(await wallets()).toEqual(before)
      // Each opening balance is one entry, keyed by its account, whatever the demo's activity added after it.
      const { rows } = await handle.db.query<{ key: string; amount: bigint }>(
        `SELECT e.idempotency_key AS key, p.amount FROM ledger_entries e
           JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'main'
          WHERE e.merchant_code = 'demo' AND e.idempotency_key IN ('seed:opening:demomember', 'seed:opening:demoagent', 'seed:opening:downline1')
          ORDER BY e.idempotency_key`,
      )
      expect(rows.map((row) => [row.key, row.amount])).toEqual([
        ['seed:opening:demoagent', 5_000_000n],
        ['seed:opening:demomember', 1_250_000n],
        ['seed:opening:downline1', 100_000n],
      ])
    })

    it('keeps agents out of the member login and members out of the agent login', async () => {
      expectError(await login('demosubagent', DEMO_PASSWORD, { entry: 'member' }), 403, 'member.no.enter')
      expectError(await login('downline2', DEMO_PASSWORD, { entry: 'agent' }), 403, 'error.not.agent')
      expect((await login('demosubagent', DEMO_PASSWORD, { entry: 'agent' })).statusCode).toBe(200)
    })
  })
})
