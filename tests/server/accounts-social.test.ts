/**
 * Social login and binding (Google, Facebook, Line) through `app.inject` and the sandbox identity provider's own
 * pages, on PGlite and (with DATABASE_URL) PostgreSQL: login with a bound identity and its one-time ticket, an
 * unbound identity, binding then logging in, state reuse, forgery and expiry, PKCE and client authentication at
 * the sandbox's token endpoint, denial at the provider, providers a merchant does not enable, real credentials
 * (Google spoken to through a stubbed `fetch`) beside the sandbox, and production without the sandbox. Settings come
 * in through the server's options (never process.env); the sandbox's routes are rate-limited per visitor; a callback
 * refused before it runs (a gate, an unknown site, the rate limit, a bad query, the database) still sends the browser
 * back to the portal; a trial account cannot start a bind.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { encryptBody, importPublicKey } from '../../src/contract/encryption'
import { ENDPOINTS, SOCIAL_RETURN, type EndpointName } from '../../src/contract/endpoints'
import { migrate } from '../../src/server/db/migrate'
import { insertMember, rememberIp } from '../../src/server/db/member/members'
import { bindSocialAccount, confirmSocialAccount } from '../../src/server/domain/member/securityAuthenticator'
import { pkceChallenge } from '../../src/server/domain/social/oauth'
import { readSocialSettings, credentialsFor } from '../../src/server/domain/social/settings'
import { SANDBOX_RATE_LIMIT_PER_MINUTE } from '../../src/server/domain/social/sandbox'
import { readSettings } from '../../src/server/config'
import { createPasswordHasher } from '../../src/server/domain/accounts/passwords'
import { MemorySender } from '../../src/server/domain/notify/sender'
import { fixedClock } from '../../src/server/runtime'
import { BACKENDS, expectContract, expectError, noDatabase, NOW, path, testServer, type TestDatabase } from './helpers'

const HOST = 'localhost:3000'
const LOTUS = 'lotus.localhost:3000'
const LOCAL = '127.0.0.1'
const ELSEWHERE = '203.0.113.40'
const PASSWORD = 'Kestrel#Harbour2026'
const SANDBOX_SECRET = 'sandbox-secret-for-tests'
/** The deployment's Google app, as its variables. */
const GOOGLE_ENV = { PORTICO_SOCIAL_GOOGLE_CLIENT_ID: 'portico-test.apps.googleusercontent.com', PORTICO_SOCIAL_GOOGLE_CLIENT_SECRET: 'google-secret-value' }
/** The sandbox on (as outside production), with a secret the tests know. */
const SANDBOX = { PORTICO_SOCIAL_SANDBOX_CLIENT_SECRET: SANDBOX_SECRET }
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

type Choice = { pick: string } | { subject: string; name?: string; email?: string } | 'deny'

const UNESCAPE: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }
/** The hidden fields of the approval page's first form, as a browser would send them. */
function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    const [name, value] = [match[1], match[2]].map((v) => v.replace(/&(amp|lt|gt|quot|#39);/g, (e) => UNESCAPE[e]))
    fields[name] ??= value
  }
  return fields
}

describe.each(BACKENDS)('social login on $name', (backend) => {
  let handle: TestDatabase
  let app: FastifyInstance
  let clock: ReturnType<typeof fixedClock>
  const hasher = createPasswordHasher()
  let passwordHash: string
  let serial = 0
  /** What the servers of this file send (SMS codes for the new-address verification). */
  const sender = new MemorySender(fixedClock(NOW))

  /**
   * A server given these social settings, as main.ts gives the ones it reads from the environment (the variables'
   * names and values, parsed by the same function; process.env is not touched). `perMinute` lifts the contract
   * table's rate limits unless a test wants them.
   */
  async function serverWith(env: Record<string, string>, options: { perMinute?: number } = { perMinute: 10_000 }) {
    return testServer({ db: handle.db, sender, social: readSocialSettings(env), ...(options.perMinute ? { rateLimit: { perMinute: options.perMinute } } : {}) })
  }

  beforeAll(async () => {
    handle = await backend.open()
    await migrate(handle.db)
    ;({ app, clock } = await serverWith(SANDBOX))
    passwordHash = await hasher.hash(PASSWORD)
  })
  afterAll(async () => {
    await app?.close()
    await handle?.dispose()
  })
  beforeEach(() => clock.set(NOW))
  afterEach(() => vi.unstubAllGlobals())

  /** A new member of the demo merchant who has logged in from LOCAL before. */
  async function member(extra: { mobile?: string; status?: 'locked' | 'disabled'; accountType?: number; passwordAgeDays?: number } = {}) {
    serial += 1
    const username = `soc${backend.name.slice(0, 2)}${serial}`
    const at = new Date(Date.parse(NOW) - (extra.passwordAgeDays ?? 1) * DAY)
    const inserted = await insertMember(handle.db, { merchantCode: 'demo', username, passwordHash, mobile: extra.mobile ?? null, status: extra.status, accountType: extra.accountType, at })
    if (!('id' in inserted)) throw new Error(`member ${username} not inserted`)
    await rememberIp(handle.db, inserted.id, LOCAL, at)
    return { id: inserted.id, username }
  }

  async function bindDirectly(memberId: number, provider: 'google' | 'facebook' | 'line', subject: string) {
    await bindSocialAccount(handle.db, { memberId, merchantCode: 'demo', at: new Date(NOW), provider, subject, displayName: 'Bound Person' })
    await confirmSocialAccount(handle.db, memberId, provider, new Date(NOW))
  }

  async function count(table: string): Promise<number> {
    return (await handle.db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${table}`)).rows[0].n
  }

  async function call(name: EndpointName, options: { body?: unknown; token?: string; ip?: string; host?: string; target?: FastifyInstance } = {}) {
    const def = ENDPOINTS[name]
    const target = options.target ?? app
    const headers = { host: options.host ?? HOST, ...(options.token ? { authorization: options.token } : {}) }
    let payload = options.body
    if (def.encrypted && payload !== undefined) {
      const key = (await target.inject({ method: 'GET', url: path('encryptionKey'), headers })).json().value
      payload = await encryptBody(await importPublicKey(key.publicKey), key.kid, payload, { path: def.path, at: clock.now().getTime() })
    }
    return target.inject({ method: def.method, url: def.path, headers, remoteAddress: options.ip ?? LOCAL, ...(payload === undefined ? {} : { payload: payload as object }) })
  }

  async function startLogin(provider: string, extra: Record<string, unknown> = {}, target = app, ip = LOCAL) {
    const response = await call('socialLoginStart', { body: { provider, ...extra }, target, ip })
    expect(response.statusCode, response.body).toBe(200)
    expectContract('socialLoginStart', response.json())
    return response.json().value as { authorizeUrl: string; browserKey: string; expiresAt: string; sandbox: boolean }
  }

  /** Through the sandbox's approval page as a developer would: open it, then pick, type or deny. Answers where it redirects. */
  async function atSandbox(authorizeUrl: string, choice: Choice, target = app, ip = LOCAL): Promise<string> {
    const url = new URL(authorizeUrl)
    expect(url.pathname).toBe('/sandbox/oauth/authorize')
    const page = await target.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { host: url.host }, remoteAddress: ip })
    expect(page.statusCode, page.body).toBe(200)
    const form = new URLSearchParams(hiddenFields(page.body))
    if (choice === 'deny') form.set('decision', 'deny')
    else if ('pick' in choice) form.set('pick', choice.pick)
    else {
      form.set('subject', choice.subject)
      form.set('name', choice.name ?? '')
      form.set('email', choice.email ?? '')
      form.set('decision', 'approve')
    }
    const answer = await target.inject({
      method: 'POST',
      url: '/sandbox/oauth/authorize',
      headers: { host: url.host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
      remoteAddress: ip,
    })
    expect(answer.statusCode, answer.body).toBe(303)
    return answer.headers.location as string
  }

  /** The provider's redirect reaching the server: answers where the server sends the browser and the fragment's values. */
  async function callback(location: string, options: { target?: FastifyInstance; host?: string; ip?: string } = {}) {
    const url = new URL(location)
    expect(url.pathname).toBe(path('socialCallback'))
    const response = await (options.target ?? app).inject({
      method: 'GET', url: `${url.pathname}${url.search}`, headers: { host: options.host ?? url.host }, remoteAddress: options.ip ?? LOCAL,
    })
    expect(response.statusCode, response.body).toBe(303)
    expect(response.body).toBe('')
    const back = response.headers.location as string
    const hash = back.indexOf('#')
    return { path: hash < 0 ? back : back.slice(0, hash), result: Object.fromEntries(new URLSearchParams(hash < 0 ? '' : back.slice(hash + 1))), location: back }
  }

  async function socialLogin(provider: string, choice: Choice, extra: Record<string, unknown> = {}) {
    const started = await startLogin(provider, extra)
    const back = await callback(await atSandbox(started.authorizeUrl, choice))
    return { ...back, browserKey: started.browserKey }
  }

  const exchange = (ticket: string, browserKey: string, ip = LOCAL) => call('socialTicket', { body: { ticket, browserKey }, ip })

  async function passwordToken(username: string) {
    const response = await call('login', { body: { type: 'username', username, password: PASSWORD } })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().value.token as string
  }

  describe('providers', () => {
    it('lists what the merchant enables, all on the sandbox here; a merchant with social login off lists none', async () => {
      const demo = (await call('socialProviders')).json()
      expectContract('socialProviders', demo)
      expect(demo.value.list).toEqual([
        { provider: 'google', sandbox: true },
        { provider: 'facebook', sandbox: true },
        { provider: 'line', sandbox: true },
      ])
      expect((await call('socialProviders', { host: LOTUS })).json().value.list).toEqual([])
    })

    it('refuses to start with a provider the merchant does not enable, writing nothing', async () => {
      const before = await count('social_login_states')
      expectError(await call('socialLoginStart', { body: { provider: 'google' }, host: LOTUS }), 403, 'social.provider.disabled')
      expect(await count('social_login_states')).toBe(before)
    })
  })

  describe('login', () => {
    it('logs a bound member in with a one-time ticket in the fragment, skipping the forced password change', async () => {
      // An expired password (demo forces a change after 90 days): a password login would have to change it first.
      const { id, username } = await member({ passwordAgeDays: 200 })
      await bindDirectly(id, 'google', 'sandbox:alice')
      const started = await startLogin('google', { returnPath: '/promotions?tab=live' })
      expect(started.sandbox).toBe(true)
      const authorize = new URL(started.authorizeUrl)
      expect(authorize.searchParams.get('client_id')).toBe('portico-sandbox-google')
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
      expect(authorize.searchParams.get('redirect_uri')).toBe(`http://${HOST}${path('socialCallback')}`)
      expect(authorize.search).not.toContain(SANDBOX_SECRET)

      const back = await callback(await atSandbox(started.authorizeUrl, { pick: 'alice' }))
      expect(back.path).toBe('/promotions?tab=live')
      expect(Object.keys(back.result).sort()).toEqual([SOCIAL_RETURN.provider, SOCIAL_RETURN.ticket].sort())
      expect(back.result[SOCIAL_RETURN.provider]).toBe('google')
      const ticket = back.result[SOCIAL_RETURN.ticket]

      const done = await exchange(ticket, started.browserKey)
      expect(done.statusCode, done.body).toBe(200)
      expectContract('socialTicket', done.json())
      expect(done.json().value).toMatchObject({ username, passwordChangeRequired: false, passwordExpired: false })
      // The token came in the answer, never in a URL, and it works.
      expect(back.location).not.toContain(done.json().value.token)
      expect((await call('memberInfo', { token: done.json().value.token })).statusCode).toBe(200)

      expectError(await exchange(ticket, started.browserKey), 400, 'social.ticket.invalid')
    })

    it('refuses a ticket sent with another tab\'s browser key, and the ticket is spent by the try', async () => {
      const { id } = await member()
      await bindDirectly(id, 'facebook', 'sandbox:bob')
      const first = await socialLogin('facebook', { pick: 'bob' })
      const other = await startLogin('facebook')
      expectError(await exchange(first.result[SOCIAL_RETURN.ticket], other.browserKey), 400, 'social.ticket.invalid')
      expectError(await exchange(first.result[SOCIAL_RETURN.ticket], first.browserKey), 400, 'social.ticket.invalid')
    })

    it('a ticket not exchanged within two minutes is refused', async () => {
      const { id } = await member()
      await bindDirectly(id, 'line', `sandbox:late${serial}`)
      const back = await socialLogin('line', { subject: `late${serial}` })
      clock.advance(2 * MINUTE + 1000)
      expectError(await exchange(back.result[SOCIAL_RETURN.ticket], back.browserKey), 400, 'social.ticket.invalid')
    })

    it('sends an unbound identity back with social.not.bound and no ticket or session', async () => {
      const tickets = await count('social_login_tickets')
      const sessions = await count('sessions')
      const back = await socialLogin('facebook', { subject: 'nobody-here', name: 'No Body' }, { returnPath: '/live' })
      expect(back.path).toBe('/live')
      expect(back.result).toEqual({ [SOCIAL_RETURN.error]: 'social.not.bound', [SOCIAL_RETURN.provider]: 'facebook' })
      expect(await count('social_login_tickets')).toBe(tickets)
      expect(await count('sessions')).toBe(sessions)
    })

    it('applies the account checks of a password login when the ticket is exchanged', async () => {
      const locked = await member()
      await bindDirectly(locked.id, 'google', `sandbox:locked${serial}`)
      const until = new Date(Date.parse(NOW) + 10 * MINUTE)
      await handle.db.query(`UPDATE members SET locked_until = $2 WHERE id = $1`, [locked.id, until])
      let back = await socialLogin('google', { subject: `locked${serial}` })
      expect(expectError(await exchange(back.result[SOCIAL_RETURN.ticket], back.browserKey), 403, 'account.locked').value).toEqual({ lockedUntil: until.toISOString() })

      const disabled = await member({ status: 'disabled' })
      await bindDirectly(disabled.id, 'google', `sandbox:disabled${serial}`)
      back = await socialLogin('google', { subject: `disabled${serial}` })
      expectError(await exchange(back.result[SOCIAL_RETURN.ticket], back.browserKey), 403, 'account.disabled')

      const agent = await member({ accountType: 1 })
      await bindDirectly(agent.id, 'google', `sandbox:agent${serial}`)
      back = await socialLogin('google', { subject: `agent${serial}` }, { entry: 'member' })
      expectError(await exchange(back.result[SOCIAL_RETURN.ticket], back.browserKey), 403, 'member.no.enter')
    })

    it('from a new address, stops at the same verification a password login meets, and finishes without a forced change', async () => {
      // The password is older than demo's 90 days (PWDEXPFORCECHANGE3): a password login would have to change it.
      const mobile = `0899${String(serial + 1).padStart(6, '0')}`
      const { id } = await member({ mobile, passwordAgeDays: 120 })
      await bindDirectly(id, 'line', `sandbox:roamer${serial}`)
      const back = await socialLogin('line', { subject: `roamer${serial}` })
      const body = expectError(await exchange(back.result[SOCIAL_RETURN.ticket], back.browserKey, ELSEWHERE), 403, 'login.verify.required')
      expect(body.value).toMatchObject({ methods: ['mobile'], mobile: expect.stringMatching(/^08\*+\d\d$/) })
      const ticket = body.value?.ticket as string
      expect(typeof ticket).toBe('string')

      // Verified with the code sent to the mobile: a social login never stops at a password change (spec section 4).
      expect((await call('loginVerificationCode', { body: { ticket, method: 'mobile' }, ip: ELSEWHERE })).statusCode).toBe(200)
      const code = /\b(\d{6})\b/.exec(sender.sent.filter((m) => m.to === mobile).at(-1)?.text ?? '')?.[1] as string
      const done = await call('loginVerification', { body: { ticket, method: 'mobile', answer: code }, ip: ELSEWHERE })
      expect(done.statusCode, done.body).toBe(200)
      expect(done.json().value).toMatchObject({ passwordExpired: true, passwordChangeRequired: false })
    })
  })

  describe('binding', () => {
    it('binds an identity to the logged-in member (confirmed at once), then logs in with it', async () => {
      const { id, username } = await member()
      const token = await passwordToken(username)
      expectError(await call('socialBindStart', { body: { provider: 'line' } }), 401, 'please.login')
      const started = await call('socialBindStart', { body: { provider: 'line' }, token })
      expect(started.statusCode, started.body).toBe(200)
      expectContract('socialBindStart', started.json())
      expect(started.json().value.browserKey).toBeUndefined()

      const subject = `liner${serial}`
      const back = await callback(await atSandbox(started.json().value.authorizeUrl, { subject, name: 'Line Person' }))
      expect(back.path).toBe(SOCIAL_RETURN.bindReturnPath)
      expect(back.result).toEqual({ [SOCIAL_RETURN.bound]: 'line' })
      const list = (await call('socialBindings', { token })).json().value.list
      expect(list).toEqual([expect.objectContaining({ provider: 'line', displayName: 'L********', confirmedAt: NOW })])
      // Sandbox identities are stored apart from real ones.
      const stored = await handle.db.query<{ subject: string }>(`SELECT subject FROM member_social_bindings WHERE member_id = $1`, [id])
      expect(stored.rows).toEqual([{ subject: `sandbox:${subject}` }])

      const login = await socialLogin('line', { subject })
      const done = await exchange(login.result[SOCIAL_RETURN.ticket], login.browserKey)
      expect(done.statusCode, done.body).toBe(200)
      expect(done.json().value.username).toBe(username)

      // One per provider, and it cannot be changed.
      expectError(await call('socialBindStart', { body: { provider: 'line' }, token }), 409, 'social.already.bound')
      // The same account cannot be bound to another member: refused at the callback, nothing written.
      const otherToken = await passwordToken((await member()).username)
      const bindings = await count('member_social_bindings')
      const again = await call('socialBindStart', { body: { provider: 'line' }, token: otherToken })
      const taken = await callback(await atSandbox(again.json().value.authorizeUrl, { subject }))
      expect(taken.path).toBe(SOCIAL_RETURN.bindReturnPath)
      expect(taken.result).toEqual({ [SOCIAL_RETURN.error]: 'social.account.taken', [SOCIAL_RETURN.provider]: 'line' })
      expect(await count('member_social_bindings')).toBe(bindings)
    })

    it('a bind whose session ended before the provider answered binds nothing', async () => {
      const { username } = await member()
      const token = await passwordToken(username)
      const started = (await call('socialBindStart', { body: { provider: 'google' }, token })).json().value
      expect((await call('logout', { token })).statusCode).toBe(200)
      const bindings = await count('member_social_bindings')
      const back = await callback(await atSandbox(started.authorizeUrl, { pick: 'somchai' }))
      expect(back.result[SOCIAL_RETURN.error]).toBe('please.login')
      expect(await count('member_social_bindings')).toBe(bindings)
    })
  })

  describe('state', () => {
    it('is used once: the same redirect replayed is refused', async () => {
      const { id } = await member()
      await bindDirectly(id, 'google', `sandbox:replay${serial}`)
      const started = await startLogin('google')
      const redirect = await atSandbox(started.authorizeUrl, { subject: `replay${serial}` })
      expect((await callback(redirect)).result[SOCIAL_RETURN.ticket]).toBeDefined()
      expect((await callback(redirect)).result).toEqual({ [SOCIAL_RETURN.error]: 'social.state.invalid' })
    })

    it('refuses a forged or missing state before anything reaches the provider', async () => {
      const sandboxGrants = await count('social_sandbox_grants')
      const forged = `http://${HOST}${path('socialCallback')}?code=${randomBytes(32).toString('base64url')}&state=${randomBytes(32).toString('base64url')}`
      expect(await callback(forged)).toEqual({ path: '/', result: { [SOCIAL_RETURN.error]: 'social.state.invalid' }, location: '/#socialError=social.state.invalid' })
      expect((await callback(`http://${HOST}${path('socialCallback')}?code=abc`)).result).toEqual({ [SOCIAL_RETURN.error]: 'social.state.invalid' })
      expect(await count('social_sandbox_grants')).toBe(sandboxGrants)
    })

    it('refuses a state started on another merchant\'s site', async () => {
      const started = await startLogin('google', { returnPath: '/hot' })
      const redirect = await atSandbox(started.authorizeUrl, { pick: 'alice' })
      const back = await callback(redirect, { host: LOTUS })
      expect(back).toMatchObject({ path: '/', result: { [SOCIAL_RETURN.error]: 'social.state.invalid' } })
    })

    it('expires ten minutes after the start', async () => {
      const { id } = await member()
      await bindDirectly(id, 'google', `sandbox:slow${serial}`)
      const started = await startLogin('google', { returnPath: '/sports' })
      const redirect = await atSandbox(started.authorizeUrl, { subject: `slow${serial}` })
      clock.advance(10 * MINUTE)
      expect(await callback(redirect)).toMatchObject({ path: '/sports', result: { [SOCIAL_RETURN.error]: 'social.state.invalid' } })
    })

    it('keeps the return path on this site', async () => {
      for (const returnPath of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', '/a#b', '/ค้นหา', '/a b']) {
        expectError(await call('socialLoginStart', { body: { provider: 'google', returnPath } }), 400, 'request.invalid')
      }
      // A page path as the browser gives it (percent-encoded) comes back as it went.
      const started = await startLogin('google', { returnPath: '/promotions?q=%E0%B8%84' })
      expect((await callback(await atSandbox(started.authorizeUrl, 'deny'))).path).toBe('/promotions?q=%E0%B8%84')
    })
  })

  describe('the provider', () => {
    it('denied: back with social.denied, nothing written, for a login and for a bind', async () => {
      const tickets = await count('social_login_tickets')
      const bindings = await count('member_social_bindings')
      const login = await socialLogin('google', 'deny', { returnPath: '/fish' })
      expect(login).toMatchObject({ path: '/fish', result: { [SOCIAL_RETURN.error]: 'social.denied', [SOCIAL_RETURN.provider]: 'google' } })
      const token = await passwordToken((await member()).username)
      const bind = (await call('socialBindStart', { body: { provider: 'facebook' }, token })).json().value
      const back = await callback(await atSandbox(bind.authorizeUrl, 'deny'))
      expect(back).toMatchObject({ path: SOCIAL_RETURN.bindReturnPath, result: { [SOCIAL_RETURN.error]: 'social.denied' } })
      expect(await count('social_login_tickets')).toBe(tickets)
      expect(await count('member_social_bindings')).toBe(bindings)
    })

    it('the sandbox refuses a code with the wrong PKCE verifier or client secret, and a code works once', async () => {
      const started = await startLogin('google')
      const redirect = new URL(await atSandbox(started.authorizeUrl, { pick: 'alice' }))
      const code = redirect.searchParams.get('code') as string
      const token = (form: Record<string, string>, secret = SANDBOX_SECRET) =>
        app.inject({
          method: 'POST',
          url: '/sandbox/oauth/token',
          headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`portico-sandbox-google:${secret}`).toString('base64')}` },
          payload: new URLSearchParams(form).toString(),
        })
      const form = { grant_type: 'authorization_code', code, redirect_uri: `http://${HOST}${path('socialCallback')}`, code_verifier: randomBytes(32).toString('base64url') }
      const wrongSecret = await token(form, 'not-the-secret')
      expect(wrongSecret.statusCode).toBe(401)
      expect(wrongSecret.json().error).toBe('invalid_client')
      const wrongVerifier = await token(form)
      expect(wrongVerifier.statusCode).toBe(400)
      expect(wrongVerifier.json()).toEqual({ error: 'invalid_grant', error_description: 'PKCE verification failed.' })
      // The code was spent by that try: the server's own exchange now fails, and the visitor is told so.
      expect((await callback(redirect.toString())).result).toEqual({ [SOCIAL_RETURN.error]: 'social.provider.failed', [SOCIAL_RETURN.provider]: 'google' })
    })

    it('the sandbox speaks OAuth to any client that holds its secret: code, token, user info in the provider\'s shape', async () => {
      const verifier = randomBytes(48).toString('base64url')
      const redirectUri = `http://${HOST}${path('socialCallback')}`
      const query = new URLSearchParams({
        response_type: 'code', client_id: 'portico-sandbox-facebook', redirect_uri: redirectUri, state: 'xyz', scope: 'public_profile',
        code_challenge: pkceChallenge(verifier), code_challenge_method: 'S256',
      })
      const redirect = new URL(await atSandbox(`http://${HOST}/sandbox/oauth/authorize?${query}`, { subject: 'fb.1234', name: 'Fay Book', email: 'fay@example.test' }))
      expect(redirect.searchParams.get('state')).toBe('xyz')
      const form = new URLSearchParams({ grant_type: 'authorization_code', code: redirect.searchParams.get('code') as string, redirect_uri: redirectUri, code_verifier: verifier, client_id: 'portico-sandbox-facebook', client_secret: SANDBOX_SECRET })
      const issued = await app.inject({ method: 'POST', url: '/sandbox/oauth/token', headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() })
      expect(issued.statusCode, issued.body).toBe(200)
      expect(issued.json()).toMatchObject({ token_type: 'Bearer', expires_in: 300 })
      const info = await app.inject({ method: 'GET', url: '/sandbox/oauth/userinfo', headers: { host: HOST, authorization: `Bearer ${issued.json().access_token}` } })
      expect(info.json()).toEqual({ id: 'fb.1234', name: 'Fay Book', email: 'fay@example.test' })
      expect((await app.inject({ method: 'POST', url: '/sandbox/oauth/token', headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() })).json().error).toBe('invalid_grant')
      expect((await app.inject({ method: 'GET', url: '/sandbox/oauth/userinfo', headers: { host: HOST, authorization: 'Bearer nope' } })).statusCode).toBe(401)
    })

    it('the sandbox page escapes what it shows, allows no script, and sends nowhere a request it cannot trust', async () => {
      const started = new URL((await startLogin('line')).authorizeUrl)
      started.searchParams.set('state', '"><script>alert(1)</script>')
      const page = await app.inject({ method: 'GET', url: `${started.pathname}${started.search}`, headers: { host: HOST } })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('LINE')
      expect(page.body).not.toContain('<script>')
      expect(page.body).toContain('&quot;&gt;&lt;script&gt;')
      expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/)
      expect(page.headers['content-security-policy']).not.toMatch(/unsafe-inline|script-src/)

      for (const [name, value] of [['client_id', 'someone-else'], ['redirect_uri', 'https://evil.example/cb']]) {
        const bad = new URL(started)
        bad.searchParams.set(name, value)
        const answer = await app.inject({ method: 'GET', url: `${bad.pathname}${bad.search}`, headers: { host: HOST } })
        expect(answer.statusCode).toBe(400)
        expect(answer.headers.location).toBeUndefined()
      }
    })
  })

  describe('real credentials', () => {
    const GOOGLE = GOOGLE_ENV

    it('a provider with credentials goes to the provider; one without stays on the sandbox', async () => {
      const { app: real } = await serverWith(GOOGLE)
      try {
        expect((await call('socialProviders', { target: real })).json().value.list).toEqual([
          { provider: 'google', sandbox: false },
          { provider: 'facebook', sandbox: true },
          { provider: 'line', sandbox: true },
        ])
        const google = await startLogin('google', {}, real)
        const url = new URL(google.authorizeUrl)
        expect(`${url.origin}${url.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth')
        expect(url.searchParams.get('client_id')).toBe(GOOGLE.PORTICO_SOCIAL_GOOGLE_CLIENT_ID)
        expect(url.searchParams.get('scope')).toBe('openid email profile')
        expect(google.sandbox).toBe(false)
        expect(google.authorizeUrl).not.toContain('google-secret-value')
        const facebook = await startLogin('facebook', {}, real)
        expect(facebook.authorizeUrl).toMatch(/^http:\/\/localhost:3000\/sandbox\/oauth\/authorize\?/)
      } finally {
        await real.close()
      }
    })

    it('speaks to the provider over fetch: code and verifier for a token, the token for the identity; failures say social.provider.failed', async () => {
      const { app: real } = await serverWith(GOOGLE)
      try {
        const { id, username } = await member()
        const subject = `1076${serial}9150350006150715113`
        await bindDirectly(id, 'google', subject)
        const started = await startLogin('google', {}, real)
        const authorize = new URL(started.authorizeUrl)
        const requests: { url: string; init: RequestInit }[] = []
        vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
          requests.push({ url, init })
          const json = url === 'https://oauth2.googleapis.com/token'
            ? { access_token: 'ya29.google-access', token_type: 'Bearer', expires_in: 3599, scope: 'openid email profile' }
            : { sub: subject, name: 'Real Person', email: 'real@example.test', email_verified: true }
          return new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/json' } })
        })
        const back = await callback(`${authorize.searchParams.get('redirect_uri')}?code=4%2F0AY-google-code&state=${authorize.searchParams.get('state')}&scope=openid`, { target: real })
        expect(back.result[SOCIAL_RETURN.ticket]).toBeDefined()

        const [tokenCall, infoCall] = requests
        expect(tokenCall.url).toBe('https://oauth2.googleapis.com/token')
        expect(tokenCall.init.method).toBe('POST')
        const sent = new URLSearchParams(String(tokenCall.init.body))
        expect(Object.fromEntries(sent)).toMatchObject({
          grant_type: 'authorization_code', code: '4/0AY-google-code', redirect_uri: authorize.searchParams.get('redirect_uri'),
          client_id: GOOGLE.PORTICO_SOCIAL_GOOGLE_CLIENT_ID, client_secret: 'google-secret-value',
        })
        expect(pkceChallenge(sent.get('code_verifier') as string)).toBe(authorize.searchParams.get('code_challenge'))
        expect(tokenCall.init.signal).toBeInstanceOf(AbortSignal)
        expect(infoCall.url).toBe('https://openidconnect.googleapis.com/v1/userinfo')
        expect((infoCall.init.headers as Record<string, string>).authorization).toBe('Bearer ya29.google-access')

        const done = await call('socialTicket', { body: { ticket: back.result[SOCIAL_RETURN.ticket], browserKey: started.browserKey }, target: real })
        expect(done.json().value.username).toBe(username)

        for (const fake of [
          async () => { throw new DOMException('The operation was aborted due to timeout', 'TimeoutError') },
          async () => new Response(JSON.stringify({ error: 'invalid_grant' }), { status: 400 }),
          async () => new Response('<html>oops</html>', { status: 200 }),
        ]) {
          vi.stubGlobal('fetch', fake)
          const again = new URL((await startLogin('google', {}, real)).authorizeUrl)
          const failed = await callback(`${again.searchParams.get('redirect_uri')}?code=x&state=${again.searchParams.get('state')}`, { target: real })
          expect(failed.result).toEqual({ [SOCIAL_RETURN.error]: 'social.provider.failed', [SOCIAL_RETURN.provider]: 'google' })
        }
      } finally {
        await real.close()
      }
    })

    it('reads credentials per provider and per merchant, and refuses half a pair', () => {
      const settings = readSocialSettings({ ...GOOGLE, PORTICO_SOCIAL_LINE_CLIENT_ID__LOTUS: 'lotus-line', PORTICO_SOCIAL_LINE_CLIENT_SECRET__LOTUS: 's' })
      expect(credentialsFor(settings, 'demo', 'google')?.clientId).toBe(GOOGLE.PORTICO_SOCIAL_GOOGLE_CLIENT_ID)
      expect(credentialsFor(settings, 'lotus', 'line')).toEqual({ clientId: 'lotus-line', clientSecret: 's' })
      expect(credentialsFor(settings, 'demo', 'line')).toBeUndefined()
      expect(() => readSocialSettings({ PORTICO_SOCIAL_FACEBOOK_CLIENT_ID: 'x' })).toThrow(/PORTICO_SOCIAL_FACEBOOK_CLIENT_SECRET/)
    })
  })

  describe('production', () => {
    it('has no sandbox unless the operator turns it on', async () => {
      const { app: prod } = await serverWith({ NODE_ENV: 'production' }, {})
      try {
        expect((await call('socialProviders', { target: prod })).json().value.list).toEqual([])
        expectError(await call('socialLoginStart', { body: { provider: 'google' }, target: prod }), 403, 'social.provider.disabled')
        expect((await prod.inject({ method: 'GET', url: '/sandbox/oauth/authorize?client_id=portico-sandbox-google', headers: { host: HOST } })).statusCode).toBe(404)
        expect((await prod.inject({ method: 'POST', url: '/sandbox/oauth/token', headers: { host: HOST } })).statusCode).toBe(404)
        // The contract table's limit applies (no test override here): 20 starts a minute per visitor.
        for (let i = 0; i < 20; i += 1) await call('socialLoginStart', { body: { provider: 'google' }, target: prod, ip: ELSEWHERE })
        expectError(await call('socialLoginStart', { body: { provider: 'google' }, target: prod, ip: ELSEWHERE }), 429, 'rate.limited')
      } finally {
        await prod.close()
      }
      const { app: enabled } = await serverWith({ NODE_ENV: 'production', PORTICO_SOCIAL_SANDBOX: '1' })
      try {
        expect((await call('socialProviders', { target: enabled })).json().value.list).toHaveLength(3)
      } finally {
        await enabled.close()
      }
    })
  })

  describe('settings', () => {
    it('come from the server\'s options, never from process.env', async () => {
      // Credentials in the process environment mean nothing to a server that was given its settings.
      vi.stubEnv('PORTICO_SOCIAL_GOOGLE_CLIENT_ID', 'from-the-environment')
      vi.stubEnv('PORTICO_SOCIAL_GOOGLE_CLIENT_SECRET', 'from-the-environment')
      vi.stubEnv('PORTICO_SOCIAL_SANDBOX', '0')
      try {
        const { app: given } = await serverWith(SANDBOX)
        try {
          expect((await call('socialProviders', { target: given })).json().value.list).toEqual([
            { provider: 'google', sandbox: true },
            { provider: 'facebook', sandbox: true },
            { provider: 'line', sandbox: true },
          ])
        } finally {
          await given.close()
        }
        // Nor to one given none: it offers no social login and has no sandbox.
        const { app: none } = await testServer({ db: handle.db })
        try {
          expect((await call('socialProviders', { target: none })).json().value.list).toEqual([])
          expect((await none.inject({ method: 'GET', url: '/sandbox/oauth/authorize', headers: { host: HOST } })).statusCode).toBe(404)
        } finally {
          await none.close()
        }
      } finally {
        vi.unstubAllEnvs()
      }
    })

    it('are read from the environment by the process settings main.ts passes in', () => {
      const { social } = readSettings({ ...GOOGLE_ENV, PORTICO_SOCIAL_SANDBOX: '0', PORTICO_SOCIAL_TIMEOUT_MS: '2500' })
      expect(social).toMatchObject({ sandbox: false, timeoutMs: 2500 })
      expect(credentialsFor(social, 'demo', 'google')).toEqual({ clientId: GOOGLE_ENV.PORTICO_SOCIAL_GOOGLE_CLIENT_ID, clientSecret: GOOGLE_ENV.PORTICO_SOCIAL_GOOGLE_CLIENT_SECRET })
      expect(readSettings({}).social.sandbox).toBe(true)
      expect(readSettings({ NODE_ENV: 'production' }).social.sandbox).toBe(false)
      expect(() => readSettings({ PORTICO_SOCIAL_LINE_CLIENT_SECRET: 's' })).toThrow(/PORTICO_SOCIAL_LINE_CLIENT_ID/)
    })
  })

  describe('rate limits of the sandbox', () => {
    const pageUrl = (authorizeUrl: string) => {
      const url = new URL(authorizeUrl)
      return `${url.pathname}${url.search}`
    }

    it('the approval page, the token and the user-info endpoints each answer 429 past their limit, as a provider would', async () => {
      // No test override: the sandbox's own limit applies.
      const { app: limited } = await serverWith(SANDBOX, {})
      try {
        const started = await startLogin('google', {}, limited, ELSEWHERE)
        const open = () => limited.inject({ method: 'GET', url: pageUrl(started.authorizeUrl), headers: { host: HOST }, remoteAddress: ELSEWHERE })
        for (let i = 0; i < SANDBOX_RATE_LIMIT_PER_MINUTE; i += 1) expect((await open()).statusCode).toBe(200)
        const page = await open()
        expect(page.statusCode).toBe(429)
        expect(page.headers['content-type']).toMatch(/^text\/html/)
        expect(page.headers['retry-after']).toMatch(/^\d+$/)
        expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/)
        expect(page.body).toMatch(/Too many requests/)
        // Another visitor is not held up by that one.
        expect((await limited.inject({ method: 'GET', url: pageUrl(started.authorizeUrl), headers: { host: HOST }, remoteAddress: LOCAL })).statusCode).toBe(200)

        for (const [method, url] of [['POST', '/sandbox/oauth/token'], ['GET', '/sandbox/oauth/userinfo']] as const) {
          const hit = () => limited.inject({ method, url, headers: { host: HOST, authorization: 'Bearer nope' }, remoteAddress: ELSEWHERE })
          for (let i = 0; i < SANDBOX_RATE_LIMIT_PER_MINUTE; i += 1) expect((await hit()).statusCode).toBe(401)
          const over = await hit()
          expect(over.statusCode).toBe(429)
          expect(over.headers['retry-after']).toMatch(/^\d+$/)
          expect(over.json()).toMatchObject({ error: 'temporarily_unavailable', error_description: expect.stringMatching(/Too many requests/) })
        }
      } finally {
        await limited.close()
      }
    })

    it('counts the server\'s own exchanges against the visitor who signs in, not against the server', async () => {
      const { app: limited } = await serverWith(SANDBOX, {})
      try {
        const { id } = await member()
        await bindDirectly(id, 'google', `sandbox:counted${serial}`)
        // Someone on this machine's address uses up the token and user-info endpoints' limits...
        for (const [method, url] of [['POST', '/sandbox/oauth/token'], ['GET', '/sandbox/oauth/userinfo']] as const) {
          for (let i = 0; i <= SANDBOX_RATE_LIMIT_PER_MINUTE; i += 1) await limited.inject({ method, url, headers: { host: HOST }, remoteAddress: LOCAL })
          expect((await limited.inject({ method, url, headers: { host: HOST }, remoteAddress: LOCAL })).statusCode).toBe(429)
        }
        // ...and a visitor elsewhere still signs in: the server exchanged the code as that visitor.
        const started = await startLogin('google', {}, limited, ELSEWHERE)
        const back = await callback(await atSandbox(started.authorizeUrl, { subject: `counted${serial}` }, limited, ELSEWHERE), { target: limited, ip: ELSEWHERE })
        expect(back.result[SOCIAL_RETURN.ticket]).toBeDefined()
      } finally {
        await limited.close()
      }
    })
  })

  describe('the callback refused', () => {
    const forged = () => `http://${HOST}${path('socialCallback')}?code=abc&state=${randomBytes(32).toString('base64url')}`

    it('sends the browser back to the portal with the gate\'s code, never the envelope: maintenance, region, unknown site', async () => {
      // shut: in maintenance until 2099; guard: open only to some countries (no trusted proxy here: refused).
      expect(await callback(forged(), { host: 'shut.localhost' })).toEqual({
        path: '/', result: { [SOCIAL_RETURN.error]: 'system.maintenance' }, location: '/#socialError=system.maintenance',
      })
      expect((await callback(forged(), { host: 'guard.localhost' })).result).toEqual({ [SOCIAL_RETURN.error]: 'region.restricted' })
      expect((await callback(forged(), { host: 'nowhere.example' })).result).toEqual({ [SOCIAL_RETURN.error]: 'domain_check_failed' })
    })

    it('a malformed query and too many callbacks come back the same way', async () => {
      const tooLong = `http://${HOST}${path('socialCallback')}?code=abc&state=${'s'.repeat(300)}`
      expect((await callback(tooLong)).result).toEqual({ [SOCIAL_RETURN.error]: 'request.invalid' })

      const { app: limited } = await serverWith(SANDBOX, {})
      try {
        const limit = ENDPOINTS.socialCallback.rateLimitPerMinute
        for (let i = 0; i < limit; i += 1) expect((await callback(forged(), { target: limited, ip: ELSEWHERE })).result).toEqual({ [SOCIAL_RETURN.error]: 'social.state.invalid' })
        expect((await callback(forged(), { target: limited, ip: ELSEWHERE })).result).toEqual({ [SOCIAL_RETURN.error]: 'rate.limited' })
      } finally {
        await limited.close()
      }
    })

    it('a failure of the server itself (the database) is logged and comes back as unknown.error', async () => {
      const { app: broken } = await testServer({ db: noDatabase, social: readSocialSettings(SANDBOX) })
      try {
        expect((await callback(forged(), { target: broken })).result).toEqual({ [SOCIAL_RETURN.error]: 'unknown.error' })
      } finally {
        await broken.close()
      }
    })
  })

  describe('trial accounts', () => {
    it('cannot start a bind: refused with in_need_true_account before anything is written or anyone is sent to a provider', async () => {
      const trial = (await call('freePlay', { body: { platform: 'W' } })).json().value.token as string
      const states = await count('social_login_states')
      expectError(await call('socialBindStart', { body: { provider: 'google' }, token: trial }), 403, 'in_need_true_account')
      expect(await count('social_login_states')).toBe(states)
    })
  })
})
