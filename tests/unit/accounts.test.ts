import { afterEach, describe, expect, it, vi } from 'vitest'
import { portalWith } from '../../src/portal/testing/fixtures'
import { messageOf } from '../../src/portal/modals/serverMessage'
import { REMEMBER_MS } from '../../src/portal/stores/accounts/rememberedLogin'
import { HEARTBEAT_INTERVAL_MS } from '../../src/portal/stores/accounts/SessionStore'
import { accountServer, captchaAnswer, loginResult, memberInfo, type AccountServer } from './accountServer'

afterEach(() => {
  vi.useRealTimers()
})

const CREDENTIALS = { username: ' demomember ', password: 'Portico#Demo2026', remember: false }

async function started(server: AccountServer) {
  const portal = portalWith(server.transport)
  await portal.root.start()
  return { ...portal, auth: await portal.root.loadAuth() }
}

/** A login endpoint that refuses wrong passwords like the server: the 3rd failure on flags the captcha. */
function passwordServer(server: AccountServer, options: { captchaAfter?: number } = {}) {
  let failures = 0
  let captchas = 0
  const captchaAfter = options.captchaAfter ?? 3
  server.transport
    .on('captcha', () => captchaAnswer(++captchas))
    .on('memberInfo', { value: memberInfo() })
    .on('login', async (request) => {
      const body = await server.open(request)
      if (failures >= captchaAfter && !body.captcha) return { status: 400, errorCode: 'captcha.required', value: { captcha: true } }
      if (failures >= captchaAfter && body.captcha !== 'right') return { status: 400, errorCode: 'captcha.invalid', value: { captcha: true } }
      if (body.password !== 'Portico#Demo2026') {
        failures++
        return { status: 400, errorCode: 'invalid.username.or.password', value: { captcha: failures >= captchaAfter } }
      }
      return { value: loginResult() }
    })
}

describe('login by username', () => {
  it('logs in: the member info fills the spec session keys, the popup closes, the header is logged in', async () => {
    const server = await accountServer()
    passwordServer(server)
    const { root, storage, transport, auth } = await started(server)
    root.modals.open('login')
    await auth.login.byUsername(CREDENTIALS)
    expect(await server.open(transport.requests.find((r) => r.name === 'login')!)).toEqual({ type: 'username', username: 'demomember', password: 'Portico#Demo2026' })
    expect(root.session.isLoggedIn).toBe(true)
    expect(root.session.isAgent).toBe(false)
    expect(storage.session.getItem('token')).toBe('tok-member')
    expect(storage.session.getItem('account')).toBe('demomember')
    expect(storage.session.getItem('isAgent')).toBeNull()
    expect(JSON.parse(storage.session.getItem('userInfo')!)).toEqual({
      nickname: 'Demo Member', account: 'demomember', id: 42, type: 0, toUpline: null, regDate: '2026-01-01T00:00:00.000Z', clubLabel: { labelName: 'Bronze', rankLevel: 1 },
    })
    expect(transport.requests.find((r) => r.name === 'memberInfo')?.headers.Authorization).toBe('tok-member')
    expect(root.modals.isOpen('login')).toBe(false)
  })

  it('an agent (type 1) gets isAgent 1 and the agent flag', async () => {
    const server = await accountServer()
    passwordServer(server)
    server.transport.on('memberInfo', { value: memberInfo({ account: 'demoagent', type: 1, isAgent: true }) })
    const { root, storage, auth } = await started(server)
    await auth.login.byUsername({ ...CREDENTIALS, username: 'demoagent' })
    expect(storage.session.getItem('isAgent')).toBe('1')
    expect(root.session.isAgent).toBe(true)
  })

  it('a failure keeps the popup open with the message and no captcha until the server flags it', async () => {
    const server = await accountServer()
    passwordServer(server)
    const { root, transport, auth } = await started(server)
    root.modals.open('login')
    await auth.login.byUsername({ ...CREDENTIALS, password: 'wrong-1' })
    expect(auth.login.request.error?.code).toBe('invalid.username.or.password')
    expect(auth.login.request.isLoading).toBe(false)
    expect(auth.login.captchaRequired).toBe(false)
    expect(transport.count('captcha')).toBe(0)
    expect(root.modals.isOpen('login')).toBe(true)
    expect(root.session.isLoggedIn).toBe(false)
  })

  it('the third failure flags the captcha: shown and fetched; the next login sends it; each attempt gets a new image', async () => {
    const server = await accountServer()
    passwordServer(server)
    const { root, transport, auth } = await started(server)
    for (const attempt of [1, 2, 3]) await auth.login.byUsername({ ...CREDENTIALS, password: `wrong-${attempt}` })
    expect(auth.login.captchaRequired).toBe(true)
    await vi.waitFor(() => expect(auth.login.captcha.image).toBe('data:image/svg+xml;base64,1'))

    await auth.login.byUsername({ ...CREDENTIALS, captcha: 'wrong' })
    expect(auth.login.request.error?.code).toBe('captcha.invalid')
    const refused = await server.open(transport.requests.filter((r) => r.name === 'login').at(-1)!)
    expect(refused).toMatchObject({ captchaId: 'cap-1', captcha: 'wrong' })
    await vi.waitFor(() => expect(auth.login.captcha.id).toBe('cap-2'))

    await auth.login.byUsername({ ...CREDENTIALS, captcha: ' right ' })
    expect(root.session.isLoggedIn).toBe(true)
    expect(await server.open(transport.requests.filter((r) => r.name === 'login').at(-1)!)).toMatchObject({ captchaId: 'cap-2', captcha: 'right' })
    // A login that succeeds ends the captcha: the next popup starts without it.
    expect(auth.login.captchaRequired).toBe(false)
  })

  it('a locked account says until when', async () => {
    const server = await accountServer()
    server.transport.on('login', { status: 403, errorCode: 'account.locked', value: { lockedUntil: '2026-11-21T00:15:00.000Z' } })
    const { auth } = await started(server)
    await auth.login.byUsername(CREDENTIALS)
    expect(messageOf(auth.login.request.error!)).toEqual({ key: 'portal:session.lockedUntil', time: '2026-11-21T00:15:00.000Z' })
  })

  it('closing the popup drops the answer in flight: a stale login never lands', async () => {
    const server = await accountServer()
    let answer: (() => void) | undefined
    server.transport.on('memberInfo', { value: memberInfo() }).on('login', () => new Promise((resolve) => (answer = () => resolve({ value: loginResult() }))))
    const { root, auth } = await started(server)
    root.modals.open('login')
    const pending = auth.login.byUsername(CREDENTIALS)
    await vi.waitFor(() => expect(answer).toBeDefined())
    auth.login.close()
    answer!()
    await pending
    expect(root.session.isLoggedIn).toBe(false)
  })
})

describe('remember me', () => {
  it('keeps the login name and the SMS mobile for one day, never the password; unticked forgets them', async () => {
    const server = await accountServer()
    passwordServer(server)
    server.transport.on('login', async (request) => ((await server.open(request)).type === 'sms' ? { value: loginResult({ token: 'sms-token' }) } : { value: loginResult() }))
    const { root, storage, auth } = await started(server)
    const now = Date.now()
    await auth.login.byUsername({ ...CREDENTIALS, remember: true })
    root.signOut()
    await auth.login.bySms({ mobile: '0812345678', code: '123456', remember: true })
    expect(auth.login.remembered).toMatchObject({ username: 'demomember', mobile: '0812345678' })
    const kept = storage.local.getItem('loginRemember')!
    expect(kept).not.toContain('Portico#Demo2026')
    expect(JSON.parse(kept).expiresAt).toBeGreaterThanOrEqual(now + REMEMBER_MS)
    expect(JSON.parse(kept).expiresAt).toBeLessThan(now + REMEMBER_MS + 60_000)

    storage.local.setItem('loginRemember', JSON.stringify({ ...JSON.parse(kept), expiresAt: Date.now() - 1 }))
    expect(auth.login.remembered).toBeNull()

    root.signOut()
    await auth.login.byUsername({ ...CREDENTIALS, remember: false })
    expect(storage.local.getItem('loginRemember')).toBeNull()
  })
})

describe('login by SMS code', () => {
  it('sends the code and logs in with it; the countdown is 60 s', async () => {
    const server = await accountServer()
    server.transport
      .on('loginCode', { value: { expiredMinutes: 5, resendAfterSeconds: 60 } })
      .on('memberInfo', { value: memberInfo() })
      .on('login', { value: loginResult() })
    const { root, transport, auth } = await started(server)
    expect(await auth.login.sendSmsCode(' 0812345678 ')).toBe(60)
    expect(transport.requests.find((r) => r.name === 'loginCode')?.body).toEqual({ mobileNum: '0812345678' })
    await auth.login.bySms({ mobile: '0812345678', code: '654321', remember: false })
    expect(await server.open(transport.requests.find((r) => r.name === 'login')!)).toEqual({ type: 'sms', mobileNum: '0812345678', code: '654321' })
    expect(root.session.isLoggedIn).toBe(true)
  })

  it('a refused code request shows its message and rejects (the button is available again)', async () => {
    const server = await accountServer()
    server.transport.on('loginCode', { status: 429, errorCode: 'too-many-requests', value: { retryAfterSeconds: 300 } })
    const { auth } = await started(server)
    await expect(auth.login.sendSmsCode('0812345678')).rejects.toMatchObject({ code: 'too-many-requests' })
    expect(auth.login.smsCode.error?.messageKey).toBe('smsTooManyRequests')
  })
})

describe('new-IP verification', () => {
  it('stops at the verification step, sends the code for the chosen method, and continues the login', async () => {
    const server = await accountServer()
    server.transport
      .on('login', { status: 403, errorCode: 'login.verify.required', value: { ticket: 'tkt', methods: ['mobile', 'email'], mobile: '08******78' } })
      .on('loginVerificationCode', { value: { expiredMinutes: 5, resendAfterSeconds: 60 } })
      .on('loginVerification', { value: loginResult({ token: 'verified-token' }) })
      .on('memberInfo', { value: memberInfo() })
    const { root, transport, auth } = await started(server)
    root.modals.open('login')
    await auth.login.byUsername(CREDENTIALS)
    expect(root.session.isLoggedIn).toBe(false)
    expect(root.modals.top?.name).toBe('loginVerification')
    expect(auth.login.verification.step).toEqual({ ticket: 'tkt', methods: ['mobile', 'email'], targets: { mobile: '08******78' } })
    expect(auth.login.request.error).toBeNull()
    await auth.login.verification.sendCode('mobile')
    expect(transport.requests.find((r) => r.name === 'loginVerificationCode')?.body).toEqual({ ticket: 'tkt', method: 'mobile' })
    await auth.login.verification.verify({ method: 'mobile', answer: ' 123456 ' })
    expect(transport.requests.find((r) => r.name === 'loginVerification')?.body).toEqual({ ticket: 'tkt', method: 'mobile', answer: '123456' })
    expect(root.session.token).toBe('verified-token')
    expect(root.modals.isOpen('loginVerification')).toBe(false)
  })

  it('an ended ticket goes back to the login popup with the message', async () => {
    const server = await accountServer()
    server.transport
      .on('login', { status: 403, errorCode: 'login.verify.required', value: { ticket: 'tkt', methods: ['mobile'] } })
      .on('loginVerification', { status: 400, errorCode: 'verification.failed', value: { restart: true } })
    const { root, auth } = await started(server)
    await auth.login.byUsername(CREDENTIALS)
    await auth.login.verification.verify({ method: 'mobile', answer: '000000' })
    expect(root.modals.top?.name).toBe('login')
    expect(auth.login.request.error?.code).toBe('verification.failed')
    expect(auth.login.verification.step).toBeNull()
  })
})

describe('forced password change', () => {
  it('the default password stops the login at the change step; the change uses the typed password and that session, then logs in', async () => {
    const server = await accountServer()
    server.transport
      .on('login', { value: loginResult({ token: 'change-only', passwordChangeRequired: true, username: 'newdownline' }) })
      .on('changePassword', { value: { signedOut: 0 } })
      .on('memberInfo', { value: memberInfo({ account: 'newdownline' }) })
    const { root, transport, storage, auth } = await started(server)
    root.modals.open('login')
    await auth.login.byUsername({ username: 'newdownline', password: 'Welcome123', remember: false })
    expect(root.session.isLoggedIn).toBe(false)
    expect(storage.session.getItem('token')).toBeNull()
    expect(root.modals.top?.name).toBe('changePassword')
    expect(auth.passwordChange.pending).toMatchObject({ reason: 'default', oldPasswordKnown: true })

    expect(await auth.passwordChange.submit({ password: 'Fresh#Pass2026', confirmPassword: 'Fresh#Pass2026' })).toBe(true)
    const change = transport.requests.find((r) => r.name === 'changePassword')!
    expect(change.headers.Authorization).toBe('change-only')
    expect(await server.open(change)).toEqual({ oldPassword: 'Welcome123', newPassword: 'Fresh#Pass2026', confirmNewPassword: 'Fresh#Pass2026' })
    expect(root.session.token).toBe('change-only')
    expect(root.modals.isOpen('changePassword')).toBe(false)
    expect(auth.passwordChange.pending).toBeNull()
  })

  it('an expired password says so; signing out instead revokes the half-open session', async () => {
    const server = await accountServer()
    server.transport
      .on('login', { value: loginResult({ token: 'change-only', passwordChangeRequired: true, passwordExpired: true }) })
      .on('logout', { value: { done: true } })
    const { root, transport, auth } = await started(server)
    await auth.login.byUsername(CREDENTIALS)
    expect(auth.passwordChange.pending?.reason).toBe('expired')
    auth.passwordChange.abandon()
    await vi.waitFor(() => expect(transport.count('logout')).toBe(1))
    expect(transport.requests.find((r) => r.name === 'logout')?.headers.Authorization).toBe('change-only')
    expect(root.modals.isOpen('changePassword')).toBe(false)
    expect(root.session.isLoggedIn).toBe(false)
  })
})

describe('registration', () => {
  it('by mobile: sends the code, registers with the payload of spec section 3 (encrypted) and is logged in', async () => {
    const server = await accountServer()
    server.transport
      .on('captcha', captchaAnswer(7))
      .on('registerCode', { value: { expiredMinutes: 5, resendAfterSeconds: 60 } })
      .on('registerMobile', { value: { username: '0899999999', token: 'new-member' } })
      .on('memberInfo', { value: memberInfo({ account: '0899999999' }) })
    const { root, transport, storage, auth } = await started(server)
    // The demo register settings show a captcha: opening the form fetches one.
    root.config.registerSettings = { fields: [{ field: 'captcha', show: true, required: true, rule: 'DIGITS', pattern: '^[0-9]+$', minLength: 4, maxLength: 4 }] }
    root.modals.open('register')
    auth.registration.open()
    await vi.waitFor(() => expect(auth.registration.captcha.id).toBe('cap-7'))
    await auth.registration.sendSmsCode('0899999999')
    expect(transport.requests.find((r) => r.name === 'registerCode')?.body).toEqual({ mobileNo: '0899999999' })
    await auth.registration.submit(
      { mode: 'mobile', mobileNum: '0899999999', verificationCode: '111222', password: 'Fresh#Pass2026', confirmPassword: '', captcha: '1234', email: '', agree: true },
      { url: 'http://localhost:3000/register?referralCode=FRIEND', host: 'localhost', referralCode: 'FRIEND' },
    )
    const body = await server.open(transport.requests.find((r) => r.name === 'registerMobile')!)
    expect(body).toEqual({
      mobileNum: '0899999999', verificationCode: '111222', password: 'Fresh#Pass2026', confirmPassword: 'Fresh#Pass2026', captcha: '1234', captchaId: 'cap-7',
      agree: true, login: true, registerMethod: 'WEB', registerUrl: 'http://localhost:3000/register?referralCode=FRIEND', domain: 'localhost', referralCode: 'FRIEND',
    })
    expect(root.session.token).toBe('new-member')
    expect(storage.session.getItem('account')).toBe('0899999999')
    expect(storage.session.getItem('cpw')).toBe('1')
    expect(root.modals.isOpen('register')).toBe(false)
  })

  it('by username goes to the username endpoint; a refusal keeps the form with the message and refreshes the captcha', async () => {
    const server = await accountServer()
    let captchas = 0
    server.transport.on('captcha', () => captchaAnswer(++captchas)).on('register', { status: 409, errorCode: 'username.taken', value: { field: '/username' } })
    const { root, transport, auth } = await started(server)
    root.config.registerSettings = { fields: [{ field: 'captcha', show: true, required: true, rule: 'DIGITS', pattern: '^[0-9]+$', minLength: 4, maxLength: 4 }] }
    root.modals.open('register')
    auth.registration.open()
    await vi.waitFor(() => expect(auth.registration.captcha.id).toBe('cap-1'))
    await auth.registration.submit({ mode: 'username', username: 'demomember', password: 'Fresh#Pass2026', mobileNum: '0811111111', captcha: '1234', agree: true }, { url: 'http://localhost/', host: 'localhost' })
    expect(await server.open(transport.requests.find((r) => r.name === 'register')!)).toMatchObject({ username: 'demomember', captchaId: 'cap-1' })
    expect(auth.registration.request.error?.messageKey).toBe('usernameTaken')
    await vi.waitFor(() => expect(auth.registration.captcha.id).toBe('cap-2'))
    expect(root.session.isLoggedIn).toBe(false)
    expect(root.modals.isOpen('register')).toBe(true)
  })
})

describe('sign out and the session heartbeat', () => {
  it('sign out revokes the token on the server, clears session storage and resets the login flows', async () => {
    const server = await accountServer()
    passwordServer(server)
    server.transport.on('logout', { value: { done: true } })
    const { root, storage, transport, auth } = await started(server)
    for (const attempt of [1, 2, 3]) await auth.login.byUsername({ ...CREDENTIALS, password: `wrong-${attempt}` })
    await vi.waitFor(() => expect(auth.login.captcha.id).toBe('cap-1'))
    await auth.login.byUsername({ ...CREDENTIALS, captcha: 'right' })
    expect(root.session.isLoggedIn).toBe(true)
    root.modals.open('confirmSignOut')
    root.signOut()
    expect(root.session.isLoggedIn).toBe(false)
    expect(root.session.isAgent).toBe(false)
    expect(storage.session.getItem('token')).toBeNull()
    expect(storage.session.getItem('userInfo')).toBeNull()
    expect(root.modals.top).toBeUndefined()
    await vi.waitFor(() => expect(transport.count('logout')).toBe(1))
    expect(transport.requests.find((r) => r.name === 'logout')?.headers.Authorization).toBe('tok-member')
  })

  it('touches the session while the member uses the page, not when the tab sits unused', async () => {
    vi.useFakeTimers()
    const server = await accountServer()
    passwordServer(server)
    server.transport.on('touch', { value: { idleExpiresAt: '', expiresAt: '' } })
    const { root, transport, auth } = await started(server)
    await auth.login.byUsername(CREDENTIALS)
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 3)
    expect(transport.count('touch')).toBe(0)
    root.session.noteActivity()
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS)
    expect(transport.count('touch')).toBe(1)
    expect(transport.requests.find((r) => r.name === 'touch')?.headers.Authorization).toBe('tok-member')
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS)
    expect(transport.count('touch')).toBe(1)
  })

  it('a heartbeat answered with a force-logout code clears the session, opens login and says why', async () => {
    vi.useFakeTimers()
    const server = await accountServer()
    passwordServer(server)
    server.transport.on('touch', { status: 401, errorCode: 'member.kicked.out' }).on('logout', { value: { done: true } })
    const { root, storage, transport, auth } = await started(server)
    await auth.login.byUsername(CREDENTIALS)
    root.session.noteActivity()
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS)
    expect(root.session.isLoggedIn).toBe(false)
    expect(storage.session.getItem('token')).toBeNull()
    expect(root.modals.top?.name).toBe('login')
    expect(root.toast?.messageKey).toBe('kickedOut')
    // The server already ended that session: nothing to revoke, and no more heartbeats.
    expect(transport.count('logout')).toBe(0)
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 2)
    expect(transport.count('touch')).toBe(1)
  })
})
