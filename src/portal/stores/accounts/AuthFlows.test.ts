/**
 * Where the account flows meet: the ways a login may skip the forced password change, the new-address step's code,
 * and a finished sign-in (or a sign-out) leaving no flow's state behind.
 */
import { describe, expect, it, vi } from 'vitest'
import { accountServer, captchaAnswer, loginResult, memberInfo, type AccountServer } from '../../../../tests/unit/accountServer'
import { portalWith } from '../../testing/fixtures'

async function started(server: AccountServer) {
  const portal = portalWith(server.transport)
  await portal.root.start()
  return { ...portal, auth: await portal.root.loadAuth() }
}

describe('logins without a password skip the forced change', () => {
  it('free play opens a trial account (type 4) at once, even when the server flags a change', async () => {
    const server = await accountServer()
    server.transport
      .on('freePlay', { value: loginResult({ token: 'trial', username: 'guest123', accountType: 4, passwordChangeRequired: true }) })
      .on('memberInfo', { value: memberInfo({ account: 'guest123', type: 4 }) })
    const { root, auth, transport } = await started(server)
    root.modals.open('login')
    await auth.login.freePlay()
    expect(transport.requests.find((r) => r.name === 'freePlay')?.body).toEqual({ platform: 'W' })
    expect(root.session.token).toBe('trial')
    expect(root.session.isTrial).toBe(true)
    expect(auth.passwordChange.pending).toBeNull()
    expect(root.modals.top).toBeUndefined()
  })

  it('an SMS login is not stopped at the change either', async () => {
    const server = await accountServer()
    server.transport.on('login', { value: loginResult({ passwordChangeRequired: true }) }).on('memberInfo', { value: memberInfo() })
    const { root, auth } = await started(server)
    await auth.login.bySms({ mobile: '0812345678', code: '123456', remember: false })
    expect(root.session.isLoggedIn).toBe(true)
    expect(auth.passwordChange.pending).toBeNull()
  })

  it('after the new-address step, a password login still goes to the change', async () => {
    const server = await accountServer()
    server.transport
      .on('login', { status: 403, errorCode: 'login.verify.required', value: { ticket: 'tkt', methods: ['email'], email: 'm***@demo.portico.test' } })
      .on('loginVerificationCode', { value: { expiredMinutes: 5, resendAfterSeconds: 30 } })
      .on('loginVerification', { value: loginResult({ token: 'change-only', passwordChangeRequired: true }) })
    const { root, auth } = await started(server)
    await auth.login.byUsername({ username: 'demomember', password: 'Welcome123', remember: false })
    // The step's code button counts down at least the spec's 60 s.
    expect(await auth.login.verification.sendCode('email')).toBe(60)
    await auth.login.verification.verify({ method: 'email', answer: '123456' })
    expect(root.modals.top?.name).toBe('changePassword')
    expect(root.modals.isOpen('loginVerification')).toBe(false)
    expect(auth.passwordChange.pending).toMatchObject({ reason: 'default', token: 'change-only' })
    expect(root.session.isLoggedIn).toBe(false)
  })
})

describe('a finished sign-in', () => {
  it('leaves no flow\'s state behind, and tells the member of the previous login until dismissed', async () => {
    const server = await accountServer()
    let captchas = 0
    server.transport
      .on('captcha', () => captchaAnswer(++captchas))
      .on('register', { status: 409, errorCode: 'username.taken' })
      .on('registerCode', { status: 429, errorCode: 'too-many-requests' })
      .on('forgotPasswordEmail', { value: { done: true } })
      .on('login', { value: loginResult() })
      .on('memberInfo', { value: memberInfo() })
    const { root, auth } = await started(server)
    root.config.registerSettings = { fields: [{ field: 'captcha', show: true, required: true, rule: 'DIGITS', pattern: '^[0-9]+$', minLength: 4, maxLength: 4 }] }
    auth.registration.open()
    await auth.registration.submit({ mode: 'username', username: 'demomember', password: 'Fresh#Pass2026', agree: true }, { url: 'http://localhost/', host: 'localhost' })
    await auth.registration.sendSmsCode('0811111111').catch(() => undefined)
    await vi.waitFor(() => expect(auth.registration.captcha.image).not.toBeNull())
    await auth.passwordRecovery.sendResetLink({ username: 'demomember', email: 'member@demo.portico.test' })
    expect(auth.registration.request.error).not.toBeNull()
    expect(auth.registration.smsCode.error).not.toBeNull()
    expect(auth.passwordRecovery.resetLinkSent).toBe(true)

    await auth.login.byUsername({ username: 'demomember', password: 'Portico#Demo2026', remember: false })
    expect(root.session.isLoggedIn).toBe(true)
    expect(auth.registration.request.error).toBeNull()
    expect(auth.registration.smsCode.error).toBeNull()
    expect(auth.registration.captcha.image).toBeNull()
    expect(auth.passwordRecovery.resetLinkSent).toBe(false)
    expect(auth.previousLogin).toEqual({ at: '2026-11-20T10:00:00.000Z', ip: '127.0.0.1' })
    auth.dismissPreviousLogin()
    expect(auth.previousLogin).toBeNull()
  })

  it('a first login has no previous one to tell; sign-out forgets the notice', async () => {
    const server = await accountServer()
    server.transport.on('login', { value: loginResult({ lastLoginAt: null, lastLoginIp: null }) }).on('memberInfo', { value: memberInfo() })
    const { root, auth } = await started(server)
    await auth.login.byUsername({ username: 'demomember', password: 'Portico#Demo2026', remember: false })
    expect(auth.previousLogin).toBeNull()
    server.transport.on('login', { value: loginResult() })
    root.signOut()
    await auth.login.byUsername({ username: 'demomember', password: 'Portico#Demo2026', remember: false })
    expect(auth.previousLogin).not.toBeNull()
    root.signOut()
    expect(auth.previousLogin).toBeNull()
  })
})
