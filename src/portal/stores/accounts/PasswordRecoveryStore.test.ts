/**
 * A forgotten password: the reset link by e-mail, the reset by phone (which then logs in), and the page an e-mailed
 * link opens. The fake server encrypts like the real one, so the encrypted bodies are read back as it would.
 */
import { describe, expect, it } from 'vitest'
import { accountServer, loginResult, memberInfo, type AccountServer } from '../../../../tests/unit/accountServer'
import { portalWith } from '../../testing/fixtures'

async function started(server: AccountServer) {
  const portal = portalWith(server.transport)
  await portal.root.start()
  const auth = await portal.root.loadAuth()
  return { ...portal, auth, recovery: auth.passwordRecovery }
}

describe('forgot password by e-mail', () => {
  it('sends the trimmed username and e-mail, and says the link is on its way', async () => {
    const server = await accountServer()
    server.transport.on('forgotPasswordEmail', { value: { done: true } })
    const { recovery, transport } = await started(server)
    recovery.open()
    await recovery.sendResetLink({ username: ' demomember ', email: ' member@demo.portico.test ' })
    expect(transport.requests.find((r) => r.name === 'forgotPasswordEmail')?.body).toEqual({ username: 'demomember', email: 'member@demo.portico.test' })
    expect(recovery.resetLinkSent).toBe(true)
    // Opened again, the form starts over.
    recovery.open()
    expect(recovery.resetLinkSent).toBe(false)
  })

  it('a refusal stays on the form with its message; nothing is said to be sent', async () => {
    const server = await accountServer()
    server.transport.on('forgotPasswordEmail', { status: 400, errorCode: 'request.invalid' })
    const { recovery } = await started(server)
    await recovery.sendResetLink({ username: 'demomember', email: 'someone@else.test' })
    expect(recovery.forgot.error?.code).toBe('request.invalid')
    expect(recovery.resetLinkSent).toBe(false)
  })
})

describe('forgot password by phone', () => {
  it('the code\'s countdown is its lifetime: the server\'s expiry minutes x 60 s', async () => {
    const server = await accountServer()
    server.transport.on('forgotPasswordCode', { value: { expiredMinutes: 5, resendAfterSeconds: 60 } })
    const { recovery, transport } = await started(server)
    expect(await recovery.sendSmsCode(' 0812345678 ')).toBe(300)
    expect(transport.requests.find((r) => r.name === 'forgotPasswordCode')?.body).toEqual({ mobileNum: '0812345678' })
  })

  it('a refused code request rejects and keeps the message for the warning dialog', async () => {
    const server = await accountServer()
    server.transport.on('forgotPasswordCode', { status: 429, errorCode: 'too-many-requests' })
    const { recovery } = await started(server)
    await expect(recovery.sendSmsCode('0812345678')).rejects.toMatchObject({ code: 'too-many-requests' })
    expect(recovery.smsCode.error?.messageKey).toBe('smsTooManyRequests')
  })

  it('sets the new password with the code, then logs in with the mobile number and that password', async () => {
    const server = await accountServer()
    server.transport
      .on('passwordByPhone', { value: { done: true } })
      .on('login', { value: loginResult() })
      .on('memberInfo', { value: memberInfo() })
    const { root, recovery, transport } = await started(server)
    root.modals.open('forgotPassword')
    expect(await recovery.resetByPhone({ mobile: ' 0812345678 ', code: ' 123456 ', password: 'Fresh#Pass2026' })).toBe(true)
    expect(await server.open(transport.requests.find((r) => r.name === 'passwordByPhone')!)).toEqual({
      mobileNum: '0812345678', verificationCode: '123456', newPassword: 'Fresh#Pass2026',
    })
    expect(await server.open(transport.requests.find((r) => r.name === 'login')!)).toEqual({ type: 'username', username: '0812345678', password: 'Fresh#Pass2026' })
    expect(root.session.isLoggedIn).toBe(true)
    expect(root.modals.top).toBeUndefined()
  })

  it('a wrong code keeps the form with its message and logs nothing in', async () => {
    const server = await accountServer()
    server.transport.on('passwordByPhone', { status: 400, errorCode: 'verification.failed' })
    const { root, recovery, transport } = await started(server)
    root.modals.open('forgotPassword')
    expect(await recovery.resetByPhone({ mobile: '0812345678', code: '000000', password: 'Fresh#Pass2026' })).toBe(false)
    expect(recovery.forgot.error?.code).toBe('verification.failed')
    expect(transport.count('login')).toBe(0)
    expect(root.modals.top?.name).toBe('forgotPassword')
  })

  it('the password is set but the login is refused: the login popup opens with the message', async () => {
    const server = await accountServer()
    server.transport.on('passwordByPhone', { value: { done: true } }).on('login', { status: 403, errorCode: 'account.locked' })
    const { root, auth, recovery } = await started(server)
    root.modals.open('forgotPassword')
    expect(await recovery.resetByPhone({ mobile: '0812345678', code: '123456', password: 'Fresh#Pass2026' })).toBe(false)
    expect(root.modals.top?.name).toBe('login')
    expect(auth.login.request.error?.code).toBe('account.locked')
  })

  it('the login goes on to the new-address step: that step\'s modal opens, not the login popup', async () => {
    const server = await accountServer()
    server.transport
      .on('passwordByPhone', { value: { done: true } })
      .on('login', { status: 403, errorCode: 'login.verify.required', value: { ticket: 'tkt', methods: ['mobile'] } })
    const { root, recovery } = await started(server)
    root.modals.open('forgotPassword')
    expect(await recovery.resetByPhone({ mobile: '0812345678', code: '123456', password: 'Fresh#Pass2026' })).toBe(false)
    expect(root.modals.top?.name).toBe('loginVerification')
    expect(root.modals.isOpen('login')).toBe(false)
  })
})

describe('the page of an e-mailed reset link', () => {
  it('asks as it opens whether the link still works: unused, used, or no answer', async () => {
    const server = await accountServer()
    const { recovery, transport } = await started(server)
    expect(await recovery.checkResetLink('')).toBe(false)
    expect(transport.count('passwordResetCheck')).toBe(0)
    server.transport.on('passwordResetCheck', { value: { valid: true } })
    expect(await recovery.checkResetLink('tok')).toBe(true)
    server.transport.on('passwordResetCheck', { value: { valid: false } })
    expect(await recovery.checkResetLink('tok')).toBe(false)
    server.transport.on('passwordResetCheck', { status: 400, errorCode: 'request.invalid' })
    expect(await recovery.checkResetLink('cut-short')).toBe(false)
    // Unknown: the form stays, and the server judges the link on submit.
    server.transport.on('passwordResetCheck', { network: true })
    expect(await recovery.checkResetLink('tok')).toBeUndefined()
  })

  it('sets the new password with the link\'s token (encrypted); a spent link or a cut-short token asks for a new link', async () => {
    const server = await accountServer()
    server.transport.on('passwordReset', { value: { done: true } })
    const { recovery, transport } = await started(server)
    const input = { password: 'Fresh#Pass2026', confirmPassword: 'Fresh#Pass2026' }
    expect(await recovery.resetByLink('tok', input)).toBe('done')
    expect(await server.open(transport.requests.find((r) => r.name === 'passwordReset')!)).toEqual({ token: 'tok', newPassword: 'Fresh#Pass2026', confirmNewPassword: 'Fresh#Pass2026' })
    expect(await recovery.resetByLink('', input)).toBe('invalidLink')
    server.transport.on('passwordReset', { status: 400, errorCode: 'verification.failed' })
    expect(await recovery.resetByLink('tok', input)).toBe('invalidLink')
    server.transport.on('passwordReset', { status: 400, errorCode: 'request.invalid', message: 'body/token must NOT have fewer than 43 characters ("token")' })
    expect(await recovery.resetByLink('tok', input)).toBe('invalidLink')
  })

  it('a password the server refuses stays on the form (the link still works)', async () => {
    const server = await accountServer()
    server.transport.on('passwordReset', { status: 400, errorCode: 'password.too.common' })
    const { recovery } = await started(server)
    expect(await recovery.resetByLink('tok', { password: 'password123', confirmPassword: 'password123' })).toBe('failed')
    expect(recovery.linkReset.error?.code).toBe('password.too.common')
  })
})
