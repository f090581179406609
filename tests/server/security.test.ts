/**
 * The security centre through `app.inject`, on PGlite and (with DATABASE_URL) PostgreSQL: the overview and
 * profile, binding a mobile number and an e-mail address with codes, bank accounts, the payment password, the
 * authenticator (TOTP) and logging in from a new address with it or with a bank holder name, bound social
 * accounts, active sessions. Every refusal is checked to leave the database as it was.
 */
import { randomBytes } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../../src/server/db/database'
import type { FastifyInstance } from 'fastify'
import { generate } from 'otplib'
import { encryptBody, importPublicKey } from '../../src/contract/encryption'
import { ENDPOINTS, type EndpointName } from '../../src/contract/endpoints'
import { findMemberByUsername, insertMember, rememberIp } from '../../src/server/db/member/members'
import { findPaymentPasswordHash } from '../../src/server/db/member/security'
import { shortDevice } from '../../src/server/domain/member/security'
import { bindSocialAccount, confirmSocialAccount, unlinkSocialAccount } from '../../src/server/domain/member/securityAuthenticator'
import { createSecretBox } from '../../src/server/crypto/secretBox'
import { spendTotp } from '../../src/server/domain/member/securityProofs'
import { MemorySender } from '../../src/server/domain/notify/sender'
import { fixedClock } from '../../src/server/runtime'
import { BACKENDS, expectContract, expectError, NOW, path, serverSuite, type ServerSuite } from './helpers'

const demo = { host: 'localhost:3000' }
const LOCAL = '127.0.0.1'
const ELSEWHERE = '198.51.100.23'
const PASSWORD = 'Heron#Valley2026'
const MINUTE = 60_000
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const MAC_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'

describe.each(BACKENDS)('security centre on $name', (backend) => {
  // The key the server seals authenticator seeds with, so this test can check a code the way the server does.
  const dataKey = new Uint8Array(randomBytes(32))
  const secrets = createSecretBox(dataKey)
  let app: FastifyInstance
  let clock: ServerSuite['clock']
  let db: Database
  const sender = new MemorySender(fixedClock(NOW))
  let passwordHash: string
  let hasher: ServerSuite['hasher']
  let serial = 0
  serverSuite(backend, { server: { sender, dataKey }, password: PASSWORD }, (suite) => ({ app, clock, db, passwordHash, hasher } = suite))
  beforeEach(() => clock.set(NOW))

  async function envelope(name: EndpointName, body: unknown) {
    const key = (await app.inject({ method: 'GET', url: path('encryptionKey'), headers: demo })).json().value
    return encryptBody(await importPublicKey(key.publicKey), key.kid, body, { path: path(name), at: clock.now().getTime() })
  }

  async function call(name: EndpointName, options: { body?: unknown; token?: string; ip?: string; plain?: boolean; userAgent?: string } = {}) {
    const def = ENDPOINTS[name]
    const payload = options.body === undefined ? undefined : def.encrypted && !options.plain ? await envelope(name, options.body) : options.body
    return app.inject({
      method: def.method,
      url: def.path,
      headers: { ...demo, ...(options.token ? { authorization: options.token } : {}), ...(options.userAgent ? { 'user-agent': options.userAgent } : {}) },
      remoteAddress: options.ip ?? LOCAL,
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
  }

  const login = (username: string, ip = LOCAL, userAgent?: string) => call('login', { body: { type: 'username', username, password: PASSWORD }, ip, userAgent })

  /** A new member of the demo merchant who has logged in from LOCAL before (so only other addresses are new). */
  async function member(contacts: { mobile?: string; email?: string } = {}) {
    serial += 1
    const username = `sec${backend.name.slice(0, 2)}${serial}`
    const inserted = await insertMember(db, { merchantCode: 'demo', username, passwordHash, mobile: contacts.mobile ?? null, email: contacts.email ?? null, at: new Date(NOW) })
    if ('conflict' in inserted) throw new Error(`test member ${username} exists`)
    await rememberIp(db, inserted.id, LOCAL, new Date(NOW))
    const response = await login(username)
    expect(response.statusCode, response.body).toBe(200)
    return { id: inserted.id, username, token: response.json().value.token as string }
  }

  const overview = async (token: string) => {
    const response = await call('securityOverview', { token })
    expectContract('securityOverview', response.json())
    return response.json().value
  }
  const lastMessage = (to: string) => [...sender.sent].reverse().find((m) => m.to === to)
  const lastCode = (to: string) => lastMessage(to)?.text.match(/\b(\d{6})\b/)?.[1] as string
  const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000')
  const totp = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) })
  const memberRow = async (username: string) => (await findMemberByUsername(db, 'demo', username))!

  describe('overview and profile', () => {
    it('shows the account, its last and previous login, and what is bound (masked)', async () => {
      const m = await member({ mobile: '0861112233', email: 'heron@example.test' })
      clock.advance(MINUTE)
      const second = (await login(m.username, LOCAL)).json().value.token
      const value = await overview(second)
      expect(value).toMatchObject({
        account: m.username,
        nickname: null,
        regDate: new Date(NOW).toISOString(),
        clubLabel: { labelName: null, rankLevel: 0 },
        lastLoginAt: new Date(Date.parse(NOW) + MINUTE).toISOString(),
        lastLoginIp: LOCAL,
        previousLoginAt: new Date(NOW).toISOString(),
        previousLoginIp: LOCAL,
        bound: { mobile: '08******33', email: 'h****@example.test', bankAccounts: 0, maxBankAccounts: 3, paymentPassword: false, authenticator: false, social: [] },
        profile: { address: null, nationality: null, occupation: null, sourceOfIncome: null, permanentAddress: null, currentAddress: null, placeOfBirth: null },
      })
      expect(JSON.stringify(value)).not.toContain('0861112233')
      expectError(await call('securityOverview'), 401, 'please.login')
    })

    it('updates the nickname and profile fields (trimmed; empty clears), refusing markup and over-long values', async () => {
      const m = await member()
      const update = (body: unknown) => call('updateSecurityProfile', { token: m.token, body })
      const saved = await update({ nickname: '  Grey  Heron ', address: '12 Moo 3, Sukhumvit Rd', nationality: 'Thai', occupation: 'Engineer', placeOfBirth: 'Chiang Mai' })
      expectContract('updateSecurityProfile', saved.json())
      expect(saved.json().value).toMatchObject({ nickname: 'Grey Heron', profile: { address: '12 Moo 3, Sukhumvit Rd', nationality: 'Thai', occupation: 'Engineer', placeOfBirth: 'Chiang Mai', currentAddress: null } })

      expect(expectError(await update({ address: '<script>alert(1)</script>' }), 400, 'request.invalid').value).toEqual({ field: '/address' })
      expectError(await update({ nickname: 'x'.repeat(25) }), 400, 'request.invalid')
      expectError(await update({ occupation: 'a\u0007b' }), 400, 'request.invalid')
      expectError(await update({ favouriteColour: 'blue' }), 400, 'request.invalid')
      expectError(await update({}), 400, 'request.invalid')
      const after = await overview(m.token)
      expect(after.profile.address).toBe('12 Moo 3, Sukhumvit Rd')

      const cleared = (await update({ occupation: '', sourceOfIncome: 'Salary' })).json().value
      expect(cleared).toMatchObject({ nickname: 'Grey Heron', profile: { occupation: null, sourceOfIncome: 'Salary', nationality: 'Thai' } })
      // Registration fields kept in the same profile document are left alone.
      await db.query(`UPDATE members SET profile = profile || '{"payeeName":"Grey Heron"}'::jsonb WHERE id = $1`, [m.id])
      await update({ nationality: 'Lao' })
      expect((await memberRow(m.username)).profile).toMatchObject({ payeeName: 'Grey Heron', nationality: 'Lao' })
    })
  })

  describe('mobile and e-mail', () => {
    it('binds a first mobile with a code sent to it, refusing one another member has', async () => {
      await member({ mobile: '0862223344' })
      const m = await member()
      const sentBefore = sender.sent.length
      const taken = expectError(await call('bindMobileCode', { token: m.token, body: { mobileNum: '0862223344' } }), 409, 'mobile.taken')
      expect(taken.value).toEqual({ field: '/mobileNum' })
      expect(sender.sent.length).toBe(sentBefore)

      const sent = await call('bindMobileCode', { token: m.token, body: { mobileNum: '0863334455' } })
      expectContract('bindMobileCode', sent.json())
      expect(lastMessage('0863334455')?.purpose).toBe('bindMobile')
      const code = lastCode('0863334455')
      expectError(await call('bindMobile', { token: m.token, body: { mobileNum: '0863334455', verificationCode: wrongCode(code) } }), 400, 'invalid-verification-code')
      expect((await memberRow(m.username)).mobile).toBeNull()
      expectError(await call('bindMobile', { token: m.token, body: { mobileNum: '0863334455', verificationCode: code }, plain: true }), 400, 'encryption.required')

      const bound = await call('bindMobile', { token: m.token, body: { mobileNum: '0863334455', verificationCode: code } })
      expect(bound.statusCode, bound.body).toBe(200)
      expectContract('bindMobile', bound.json())
      expect(bound.json().value.bound.mobile).toBe('08******55')
      expect((await memberRow(m.username)).mobile).toBe('0863334455')
      // Now it is this account's own number: binding it again is refused.
      expectError(await call('bindMobile', { token: m.token, body: { mobileNum: '0863334455', verificationCode: code } }), 400, 'request.invalid')
    })

    it('asks for the login password again to replace a bound mobile, without burning the code on a wrong one', async () => {
      const m = await member({ mobile: '0864445566' })
      await call('bindMobileCode', { token: m.token, body: { mobileNum: '0865556677' } })
      const code = lastCode('0865556677')
      const body = { mobileNum: '0865556677', verificationCode: code }
      expect(expectError(await call('bindMobile', { token: m.token, body }), 400, 'request.invalid').value).toEqual({ field: '/password' })
      expect(expectError(await call('bindMobile', { token: m.token, body: { ...body, password: 'not-the-password' } }), 400, 'password.wrong').value).toEqual({ field: '/password' })
      expect((await memberRow(m.username)).mobile).toBe('0864445566')
      const done = await call('bindMobile', { token: m.token, body: { ...body, password: PASSWORD } })
      expect(done.statusCode, done.body).toBe(200)
      expect((await memberRow(m.username)).mobile).toBe('0865556677')
      expectError(await call('bindMobileCode', { token: m.token, body: { mobileNum: '0865556677' } }), 400, 'request.invalid')
    })

    it('binds an e-mail address with a code, refusing one another member has whatever its case', async () => {
      await member({ email: 'egret@example.test' })
      const m = await member({ email: 'old-ibis@example.test' })
      expectError(await call('bindEmailCode', { token: m.token, body: { email: 'EGRET@example.test' } }), 409, 'email.taken')
      expectError(await call('bindEmailCode', { token: m.token, body: { email: 'not an address' } }), 400, 'request.invalid')
      expectContract('bindEmailCode', (await call('bindEmailCode', { token: m.token, body: { email: 'ibis@example.test' } })).json())
      const mail = lastMessage('ibis@example.test')
      expect(mail).toMatchObject({ channel: 'email', purpose: 'bindEmail' })
      const code = lastCode('ibis@example.test')
      const done = await call('bindEmail', { token: m.token, body: { email: 'ibis@example.test', verificationCode: code, password: PASSWORD } })
      expect(done.statusCode, done.body).toBe(200)
      expect(done.json().value.bound.email).toBe('i***@example.test')
    })
  })

  describe('bank accounts', () => {
    it('adds up to three accounts with the password, shows numbers masked, refuses duplicates and a fourth', async () => {
      const m = await member()
      const add = (accountNumber: string, password = PASSWORD) =>
        call('addBankAccount', { token: m.token, body: { bankName: 'Kasikorn Bank', holderName: ' Somchai  Jaidee ', accountNumber, password } })
      expectError(await add('123-4-56789-0', 'wrong-password'), 400, 'password.wrong')
      expectError(await call('addBankAccount', { token: m.token, body: { bankName: 'K', holderName: 'S', accountNumber: '1234567890', password: PASSWORD }, plain: true }), 400, 'encryption.required')
      expectError(await add('12ab'), 400, 'request.invalid')
      expect((await call('bankAccounts', { token: m.token })).json().value.list).toEqual([])

      const first = await add('123-4-56789-0')
      expect(first.statusCode, first.body).toBe(200)
      expectContract('addBankAccount', first.json())
      expect(first.json().value).toMatchObject({ max: 3, list: [{ bankName: 'Kasikorn Bank', holderName: 'Somchai Jaidee', accountNumber: '******7890' }] })
      expect(first.body).not.toContain('1234567890')
      const { rows } = await db.query(`SELECT account_number FROM member_bank_accounts WHERE member_id = $1`, [m.id])
      expect(rows).toEqual([{ account_number: '1234567890' }])

      expect(expectError(await add('1234567890'), 409, 'bank.account.exists').value).toEqual({ field: '/accountNumber' })
      expect((await add('2222333344')).statusCode).toBe(200)
      expect((await add('5555666677')).statusCode).toBe(200)
      expect(expectError(await add('8888999900'), 409, 'bank.account.limit').value).toEqual({ max: 3 })
      const listed = await call('bankAccounts', { token: m.token })
      expectContract('bankAccounts', listed.json())
      expect(listed.json().value.list.map((a: { accountNumber: string }) => a.accountNumber)).toEqual(['******7890', '******3344', '******6677'])
      expect((await overview(m.token)).bound.bankAccounts).toBe(3)
    })
  })

  describe('payment password', () => {
    it('is set once with the login password, by the merchant rule (6 digits), hashed', async () => {
      const m = await member()
      const set = (body: Record<string, unknown>) => call('setPaymentPassword', { token: m.token, body })
      expectError(await set({ password: 'wrong-password', paymentPassword: '246810', confirmPaymentPassword: '246810' }), 400, 'password.wrong')
      expect(expectError(await set({ password: PASSWORD, paymentPassword: '24681', confirmPaymentPassword: '24681' }), 400, 'request.invalid').value).toEqual({ field: '/paymentPassword' })
      expectError(await set({ password: PASSWORD, paymentPassword: '24681a', confirmPaymentPassword: '24681a' }), 400, 'request.invalid')
      expect(expectError(await set({ password: PASSWORD, paymentPassword: '246810', confirmPaymentPassword: '246811' }), 400, 'request.invalid').value).toEqual({ field: '/confirmPaymentPassword' })
      expect(await findPaymentPasswordHash(db, m.id)).toBeNull()

      const done = await set({ password: PASSWORD, paymentPassword: '246810', confirmPaymentPassword: '246810' })
      expectContract('setPaymentPassword', done.json())
      const stored = (await findPaymentPasswordHash(db, m.id)) as string
      expect(stored).toMatch(/^\$argon2id\$/)
      expect(await hasher.verify(stored, '246810')).toBe(true)
      expect((await overview(m.token)).bound.paymentPassword).toBe(true)
      expectError(await set({ password: PASSWORD, paymentPassword: '135790', confirmPaymentPassword: '135790' }), 409, 'payment.password.already.set')
      expect(await hasher.verify((await findPaymentPasswordHash(db, m.id)) as string, '246810')).toBe(true)
    })

    it('is changed with the old payment password', async () => {
      const m = await member()
      const change = (body: Record<string, unknown>) => call('changePaymentPassword', { token: m.token, body })
      expectError(await change({ oldPaymentPassword: '111111', paymentPassword: '222222', confirmPaymentPassword: '222222' }), 400, 'payment.password.not.set')
      await call('setPaymentPassword', { token: m.token, body: { password: PASSWORD, paymentPassword: '314159', confirmPaymentPassword: '314159' } })
      expect(expectError(await change({ oldPaymentPassword: '271828', paymentPassword: '222222', confirmPaymentPassword: '222222' }), 400, 'payment.password.wrong').value).toEqual({ field: '/oldPaymentPassword' })
      expect(await hasher.verify((await findPaymentPasswordHash(db, m.id)) as string, '314159')).toBe(true)
      expectContract('changePaymentPassword', (await change({ oldPaymentPassword: '314159', paymentPassword: '222222', confirmPaymentPassword: '222222' })).json())
      expect(await hasher.verify((await findPaymentPasswordHash(db, m.id)) as string, '222222')).toBe(true)
    })

    it('is reset with an SMS code sent to the bound mobile', async () => {
      const noMobile = await member()
      expectError(await call('paymentPasswordCode', { token: noMobile.token }), 400, 'mobile.not.bound')

      const m = await member({ mobile: '0867778899' })
      expectError(await call('paymentPasswordCode', { token: m.token }), 400, 'payment.password.not.set')
      await call('setPaymentPassword', { token: m.token, body: { password: PASSWORD, paymentPassword: '161803', confirmPaymentPassword: '161803' } })
      expectContract('paymentPasswordCode', (await call('paymentPasswordCode', { token: m.token })).json())
      expect(lastMessage('0867778899')?.purpose).toBe('resetPaymentPassword')
      const code = lastCode('0867778899')
      const reset = (verificationCode: string) => call('resetPaymentPassword', { token: m.token, body: { verificationCode, paymentPassword: '505050', confirmPaymentPassword: '505050' } })
      expectError(await reset(wrongCode(code)), 400, 'invalid-verification-code')
      expect(await hasher.verify((await findPaymentPasswordHash(db, m.id)) as string, '161803')).toBe(true)
      expectContract('resetPaymentPassword', (await reset(code)).json())
      expect(await hasher.verify((await findPaymentPasswordHash(db, m.id)) as string, '505050')).toBe(true)
      expectError(await reset(code), 400, 'invalid-verification-code')
    })
  })

  describe('authenticator', () => {
    async function enable(token: string) {
      const begun = await call('beginAuthenticator', { token })
      expectContract('beginAuthenticator', begun.json())
      const { secret } = begun.json().value
      const confirmed = await call('confirmAuthenticator', { token, body: { code: await totp(secret) } })
      expect(confirmed.statusCode, confirmed.body).toBe(200)
      return secret as string
    }

    it('begins with a secret as an otpauth URI, turns on only with a current code, and never shows the secret again', async () => {
      const m = await member()
      const begun = (await call('beginAuthenticator', { token: m.token })).json().value
      expect(begun.uri).toBe(`otpauth://totp/Portico%20Demo:${m.username}?secret=${begun.secret}&issuer=Portico%20Demo`)
      expect(begun.secret).toMatch(/^[A-Z2-7]{32}$/)
      // Stored sealed under the data key: the database alone does not give the seed away.
      const stored = (await db.query<{ secret: string }>('SELECT secret FROM member_authenticators WHERE member_id = $1', [m.id])).rows[0].secret
      expect(stored).not.toContain(begun.secret)
      expect(secrets.open(stored)).toBe(begun.secret)

      const wrong = String((Number(await totp(begun.secret)) + 1) % 1_000_000).padStart(6, '0')
      expect(expectError(await call('confirmAuthenticator', { token: m.token, body: { code: wrong } }), 400, 'authenticator.code.invalid').value).toEqual({ field: '/code' })
      expect((await overview(m.token)).bound.authenticator).toBe(false)

      // A code from the step before still counts (a phone's clock may lag); from two steps before it does not.
      clock.advance(-60_000)
      const stale = await totp(begun.secret)
      clock.advance(60_000)
      expectError(await call('confirmAuthenticator', { token: m.token, body: { code: stale } }), 400, 'authenticator.code.invalid')
      clock.advance(-30_000)
      const lagging = await totp(begun.secret)
      clock.advance(30_000)
      const confirmed = await call('confirmAuthenticator', { token: m.token, body: { code: lagging } })
      expectContract('confirmAuthenticator', confirmed.json())
      expect(confirmed.json().value).toEqual({ enabled: true })

      const value = await overview(m.token)
      expect(value.bound.authenticator).toBe(true)
      expectError(await call('beginAuthenticator', { token: m.token }), 409, 'authenticator.already.enabled')
      for (const name of ['securityOverview', 'bankAccounts', 'socialBindings', 'activeSessions'] as const) {
        expect((await call(name, { token: m.token })).body).not.toContain(begun.secret)
      }
    })

    it('accepts a code once even when two requests bring it at the same moment', async () => {
      const m = await member()
      const secret = await enable(m.token)
      clock.advance(30_000)
      const code = await totp(secret)
      const results = await Promise.all([spendTotp(db, secrets, m.id, code, clock.now()), spendTotp(db, secrets, m.id, code, clock.now())])
      expect(results.sort()).toEqual([false, true])
    })

    it('forgets a setup not confirmed within 10 minutes', async () => {
      const m = await member()
      const { secret } = (await call('beginAuthenticator', { token: m.token })).json().value
      clock.advance(11 * MINUTE)
      expectError(await call('confirmAuthenticator', { token: m.token, body: { code: await totp(secret) } }), 400, 'authenticator.not.pending')
      expect((await overview(m.token)).bound.authenticator).toBe(false)
    })

    it('turns off with the login password and a current code, each code working once', async () => {
      const m = await member()
      const secret = await enable(m.token)
      const disable = (body: Record<string, unknown>) => call('disableAuthenticator', { token: m.token, body })
      // The code that confirmed the setup has been spent.
      expectError(await disable({ password: PASSWORD, code: await totp(secret) }), 400, 'authenticator.code.invalid')
      clock.advance(30_000)
      expectError(await disable({ password: 'wrong-password', code: await totp(secret) }), 400, 'password.wrong')
      const off = await disable({ password: PASSWORD, code: await totp(secret) })
      expectContract('disableAuthenticator', off.json())
      expect(off.json().value).toEqual({ enabled: false })
      expect((await overview(m.token)).bound.authenticator).toBe(false)
      expectError(await disable({ password: PASSWORD, code: await totp(secret) }), 400, 'authenticator.not.enabled')
    })
  })

  describe('new-address login with a security-centre proof', () => {
    it('offers the authenticator and completes with a current code; the address is then known', async () => {
      const m = await member()
      const begun = (await call('beginAuthenticator', { token: m.token })).json().value
      await call('confirmAuthenticator', { token: m.token, body: { code: await totp(begun.secret) } })
      clock.advance(30_000)

      const stopped = expectError(await login(m.username, ELSEWHERE), 403, 'login.verify.required')
      const { ticket, methods } = stopped.value as { ticket: string; methods: string[] }
      expect(methods).toEqual(['authenticator'])
      const code = await totp(begun.secret)
      expectError(await call('loginVerification', { body: { ticket, method: 'authenticator', answer: wrongCode(code) }, ip: ELSEWHERE }), 400, 'authenticator.code.invalid')
      expectError(await call('loginVerification', { body: { ticket, method: 'bankHolder', answer: 'Anyone' }, ip: ELSEWHERE }), 400, 'verification.failed')
      const done = await call('loginVerification', { body: { ticket, method: 'authenticator', answer: code }, ip: ELSEWHERE })
      expect(done.statusCode, done.body).toBe(200)
      expectContract('loginVerification', done.json())
      expect((await login(m.username, ELSEWHERE)).statusCode).toBe(200)
    })

    it('offers the bank holder name and accepts it whatever its case and spacing', async () => {
      const m = await member({ mobile: '0868889900' })
      await call('addBankAccount', { token: m.token, body: { bankName: 'SCB', holderName: 'Malee Srisuk', accountNumber: '9876543210', password: PASSWORD } })
      const stopped = expectError(await login(m.username, ELSEWHERE), 403, 'login.verify.required')
      const { ticket, methods } = stopped.value as { ticket: string; methods: string[] }
      expect(methods).toEqual(['mobile', 'bankHolder'])
      expectError(await call('loginVerification', { body: { ticket, method: 'bankHolder', answer: 'Malee Srisak' }, ip: ELSEWHERE }), 400, 'verification.failed')
      expectError(await call('loginVerification', { body: { ticket, method: 'authenticator', answer: '123456' }, ip: ELSEWHERE }), 400, 'verification.failed')
      const done = await call('loginVerification', { body: { ticket, method: 'bankHolder', answer: '  malee   SRISUK ' }, ip: ELSEWHERE })
      expect(done.statusCode, done.body).toBe(200)
    })
  })

  describe('social accounts and sessions', () => {
    it('binds one account per provider, never to two members, and keeps a confirmed one for good', async () => {
      const m = await member()
      const other = await member()
      const at = new Date(NOW)
      await bindSocialAccount(db, { memberId: m.id, merchantCode: 'demo', provider: 'google', subject: 'g-1001', displayName: 'Somsak', at })
      await expect(bindSocialAccount(db, { memberId: m.id, merchantCode: 'demo', provider: 'google', subject: 'g-2002', at })).rejects.toMatchObject({ code: 'social.already.bound' })
      await expect(bindSocialAccount(db, { memberId: other.id, merchantCode: 'demo', provider: 'google', subject: 'g-1001', at })).rejects.toMatchObject({ code: 'social.account.taken' })

      await bindSocialAccount(db, { memberId: m.id, merchantCode: 'demo', provider: 'line', subject: 'U-77', at })
      await unlinkSocialAccount(db, m.id, 'line')
      await confirmSocialAccount(db, m.id, 'google', at)
      await expect(unlinkSocialAccount(db, m.id, 'google')).rejects.toMatchObject({ code: 'social.binding.locked' })
      await expect(confirmSocialAccount(db, m.id, 'google', at)).rejects.toMatchObject({ code: 'social.binding.locked' })

      const listed = await call('socialBindings', { token: m.token })
      expectContract('socialBindings', listed.json())
      expect(listed.json().value.list).toEqual([{ provider: 'google', displayName: 'S*****', boundAt: at.toISOString(), confirmedAt: at.toISOString() }])
      expect(listed.body).not.toContain('g-1001')
      expect((await overview(m.token)).bound.social).toHaveLength(1)
    })

    it('lists live sessions with the device, marks this one, and shows one after "sign out the others"', async () => {
      const m = await member()
      clock.advance(MINUTE)
      const phone = (await login(m.username, LOCAL, ANDROID_CHROME)).json().value.token
      clock.advance(MINUTE)
      const laptop = (await login(m.username, LOCAL, MAC_SAFARI)).json().value.token
      const listed = await call('activeSessions', { token: phone })
      expectContract('activeSessions', listed.json())
      const list = listed.json().value.list as { device: string | null; current: boolean; ip: string }[]
      expect(list).toHaveLength(3)
      expect(list.filter((s) => s.current).map((s) => s.device)).toEqual(['Chrome on Android'])
      expect(list.map((s) => s.device)).toContain('Safari on macOS')
      await call('signOutOthers', { token: laptop })
      const after = (await call('activeSessions', { token: laptop })).json().value.list
      expect(after).toHaveLength(1)
      expect(after[0]).toMatchObject({ current: true, device: 'Safari on macOS', ip: LOCAL })
    })

    it('shortens user agents to a browser and a system', () => {
      expect(shortDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe('Edge on Windows')
      expect(shortDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toBe('Safari on iOS')
      expect(shortDevice('curl/8.5.0')).toBe('curl/8.5.0')
      expect(shortDevice(null)).toBeNull()
    })
  })

  it('lets a trial account bind and set nothing', async () => {
    const trial = (await call('freePlay', { body: { platform: 'W' } })).json().value.token
    expect((await call('securityOverview', { token: trial })).statusCode).toBe(200)
    expectError(await call('addBankAccount', { token: trial, body: { bankName: 'SCB', holderName: 'Trial', accountNumber: '1234567890', password: 'whatever-it-is' } }), 403, 'in_need_true_account')
    expectError(await call('beginAuthenticator', { token: trial }), 403, 'in_need_true_account')
    expectError(await call('updateSecurityProfile', { token: trial, body: { nickname: 'trial' } }), 403, 'in_need_true_account')
  })
})

describe('sealed secrets', () => {
  it('keep an authenticator seed unreadable without the data key, and refuse a changed value', () => {
    const box = createSecretBox(new Uint8Array(randomBytes(32)))
    const sealed = box.seal('JBSWY3DPEHPK3PXP')
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP')
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed)
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP')
    expect(() => createSecretBox(new Uint8Array(randomBytes(32))).open(sealed)).toThrow()
    const [version, iv, data] = sealed.split('.')
    const flipped = `${data.slice(0, -2)}${data.at(-2) === 'A' ? 'B' : 'A'}${data.at(-1)}`
    expect(() => box.open(`${version}.${iv}.${flipped}`)).toThrow()
  })
})
