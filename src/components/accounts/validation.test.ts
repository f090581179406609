import { describe, expect, it } from 'vitest'
import { demoRegisterSettings, everyFieldSettings, registerSettingsOf } from './fixtures'
import { RULE_MESSAGE_KEYS, VALIDATION_KEYS, buildAuthValidation, validateForm, type AuthValidationContext } from './validation'

const v = buildAuthValidation(demoRegisterSettings)
const K = VALIDATION_KEYS

/** The message key of each failing field (or 'ok' with the values). */
function check(schema: Parameters<typeof validateForm>[0], values: Record<string, unknown>, context?: AuthValidationContext) {
  const result = validateForm(schema, values, context)
  return result.ok ? { ok: result.values as Record<string, unknown> } : Object.fromEntries(Object.entries(result.errors).map(([field, m]) => [field, m.key]))
}

describe('login by username', () => {
  it('requires the username and the password, and trims them', () => {
    expect(check(v.loginUsername(), { username: '  ', password: '' })).toEqual({ username: K.required, password: K.passwordRequired })
    expect(check(v.loginUsername(), { username: '  tiger88 ', password: ' pw ' })).toEqual({ ok: { username: 'tiger88', password: 'pw' } })
  })

  it('holds a number given as the username to the mobile rule (9 to 10 digits for the demo)', () => {
    expect(check(v.loginUsername(), { username: '0812', password: 'x' })).toEqual({ username: K.phoneInvalid })
    expect(check(v.loginUsername(), { username: '0812345678', password: 'x' })).toMatchObject({ ok: { username: '0812345678' } })
    expect(check(v.loginUsername(), { username: '08123456789', password: 'x' })).toEqual({ username: K.phoneInvalid })
  })

  it('requires the captcha only when it is shown', () => {
    expect(check(v.loginUsername(), { username: 'tiger88', password: 'x' })).toMatchObject({ ok: {} })
    expect(check(v.loginUsername({ captchaShown: true }), { username: 'tiger88', password: 'x', captcha: ' ' })).toEqual({ captcha: K.captchaRequired })
    expect(check(v.loginUsername({ captchaShown: true }), { username: 'tiger88', password: 'x', captcha: ' 4821 ' })).toMatchObject({ ok: { captcha: '4821' } })
  })
})

describe('login by SMS', () => {
  it('requires a valid mobile number and a code', () => {
    expect(check(v.loginSms(), { mobile: '', code: '' })).toEqual({ mobile: K.mobileRequired, code: K.codeRequired })
    expect(check(v.loginSms(), { mobile: '08-1234', code: '12' })).toEqual({ mobile: K.phoneInvalid, code: K.codeInvalid })
    expect(check(v.loginSms(), { mobile: ' 0812345678 ', code: ' 123456 ' })).toEqual({ ok: { mobile: '0812345678', code: '123456' } })
  })

  it('asks to request a code first when one was typed but never asked for', () => {
    expect(check(v.loginSms(), { mobile: '0812345678', code: '123456' }, { codeRequested: false })).toEqual({ code: K.verifyFirst })
    expect(check(v.loginSms(), { mobile: '0812345678', code: '123456' }, { codeRequested: true })).toMatchObject({ ok: {} })
  })
})

describe('register', () => {
  const username = v.register({ mode: 'username' })
  const filled = { username: 'tiger88', password: 'Aa1!aaaa', confirmPassword: 'Aa1!aaaa', mobileNum: '0812345678', captcha: '4821', agree: true }

  it('shows the fields the settings enable, in order', () => {
    expect(v.registerFields({ mode: 'username' })).toEqual(['username', 'password', 'confirmPassword', 'mobileNum', 'payeeName', 'email', 'line', 'affiliateCode', 'captcha', 'agree'])
    expect(v.registerFields({ mode: 'username', affiliateFromUrl: true })).not.toContain('affiliateCode')
    expect(v.registerFields({ mode: 'mobile', smsVerification: true })).toEqual(['mobileNum', 'verificationCode', 'payeeName', 'email', 'line', 'affiliateCode', 'captcha', 'agree'])
    expect(v.registerFields({ mode: 'mobile', mobilePassword: true }).slice(0, 3)).toEqual(['mobileNum', 'password', 'confirmPassword'])
    const lotus = buildAuthValidation(registerSettingsOf('lotus'))
    expect(lotus.registerFields({ mode: 'username' })).not.toContain('mobileNum')
  })

  it('accepts a complete form, trimmed', () => {
    expect(check(username, { ...filled, username: ' tiger88 ', payeeName: ' Somchai Jaidee ' })).toEqual({ ok: { ...filled, payeeName: 'Somchai Jaidee', email: '', line: '', affiliateCode: '' } })
  })

  it('checks the username by its rule and length', () => {
    expect(check(username, { ...filled, username: '' })).toEqual({ username: K.required })
    expect(check(username, { ...filled, username: 'tiger' })).toEqual({ username: K.length })
    expect(validateForm(username, { ...filled, username: 'tiger' })).toMatchObject({ errors: { username: { values: { min: 6, max: 16 } } } })
    expect(check(username, { ...filled, username: '8tiger8' })).toEqual({ username: RULE_MESSAGE_KEYS.LETTER_THEN_ALNUM })
  })

  it('gives the password length between min and max, then its rule', () => {
    expect(check(username, { ...filled, password: '', confirmPassword: '' })).toEqual({ password: K.passwordRequired, confirmPassword: K.required })
    expect(validateForm(username, { ...filled, password: 'Aa1!', confirmPassword: 'Aa1!' })).toEqual({ ok: false, errors: { password: { key: K.passwordLength, values: { min: 8, max: 20 } } } })
    expect(check(username, { ...filled, password: 'aaaaaaaa', confirmPassword: 'aaaaaaaa' })).toEqual({ password: RULE_MESSAGE_KEYS.STRONG_PASSWORD })
  })

  it('wants the confirmation equal to the password, and fills an empty one with it', () => {
    expect(check(username, { ...filled, confirmPassword: 'Aa1!aaab' })).toEqual({ confirmPassword: K.confirmPasswordInvalid })
    expect(check(username, { ...filled, confirmPassword: '  ' })).toMatchObject({ ok: { confirmPassword: 'Aa1!aaaa' } })
  })

  it('checks the mobile number when shown, and requires it in mobile mode with the code when SMS is on', () => {
    expect(check(username, { ...filled, mobileNum: '12ab' })).toEqual({ mobileNum: K.phoneInvalid })
    const mobile = v.register({ mode: 'mobile', smsVerification: true })
    expect(check(mobile, { mobileNum: '', verificationCode: '', captcha: '1', agree: true })).toEqual({ mobileNum: K.mobileRequired, verificationCode: K.codeRequired })
    // In mobile mode the username is the mobile number.
    expect(check(mobile, { mobileNum: ' 0812345678 ', verificationCode: '1234', captcha: '1', agree: true })).toMatchObject({ ok: { username: '0812345678', mobileNum: '0812345678' } })
    expect(check(mobile, { mobileNum: '0812345678', verificationCode: '1234', captcha: '1', agree: true }, { codeRequested: false })).toEqual({ verificationCode: K.verifyFirst })
  })

  it('requires a password in mobile mode only with mobile-register-password on', () => {
    expect(check(v.register({ mode: 'mobile' }), { mobileNum: '0812345678', captcha: '1', agree: true })).toMatchObject({ ok: {} })
    expect(check(v.register({ mode: 'mobile', mobilePassword: true }), { mobileNum: '0812345678', captcha: '1', agree: true })).toEqual({ password: K.passwordRequired, confirmPassword: K.required })
  })

  it('holds optional fields to their rule only when given, and requires those the server marks required', () => {
    expect(check(username, { ...filled, payeeName: 'Somchai' })).toEqual({ payeeName: K.payeeNameInvalid })
    expect(check(username, { ...filled, affiliateCode: 'AB CD' })).toEqual({ affiliateCode: K.affiliateCodeInvalid })
    expect(check(username, { ...filled, email: 'not-an-email' })).toEqual({ email: RULE_MESSAGE_KEYS.EMAIL })
    const every = buildAuthValidation(everyFieldSettings).register({ mode: 'username' })
    expect(check(every, filled)).toEqual({ payeeName: K.required, email: K.required, line: K.lineRequired, paymentPassword: K.required })
    expect(check(every, { ...filled, payeeName: 'Somchai Jaidee', email: 'a@b.co', line: 'tiger', paymentPassword: '12345' })).toEqual({ paymentPassword: K.length })
    expect(check(every, { ...filled, payeeName: 'Somchai Jaidee', email: 'a@b.co', line: 'tiger', paymentPassword: '123456', qqNum: '12ab56' })).toEqual({ qqNum: RULE_MESSAGE_KEYS.DIGITS })
  })

  it('requires the captcha when the server shows it', () => {
    expect(check(username, { ...filled, captcha: '' })).toEqual({ captcha: K.captchaRequired })
  })

  it('requires agreeing to the terms', () => {
    expect(check(username, { ...filled, agree: false })).toEqual({ agree: K.agreeTerms })
  })
})

describe('forgot password', () => {
  it('by email: the username and the email by their rules', () => {
    expect(check(v.forgotEmail(), { username: '', email: '' })).toEqual({ username: K.required, email: K.required })
    expect(check(v.forgotEmail(), { username: 'tiger88', email: 'tiger@' })).toEqual({ email: RULE_MESSAGE_KEYS.EMAIL })
    expect(check(v.forgotEmail(), { username: ' tiger88', email: 'tiger@example.com ' })).toEqual({ ok: { username: 'tiger88', email: 'tiger@example.com' } })
  })

  it('by phone: the mobile number, the code and a new password by the password rule', () => {
    expect(check(v.forgotPhone(), { mobile: '', code: '', password: '' })).toEqual({ mobile: K.mobileRequired, code: K.codeRequired, password: K.passwordRequired })
    expect(check(v.forgotPhone(), { mobile: '0812345678', code: '1234', password: 'password' })).toEqual({ password: RULE_MESSAGE_KEYS.STRONG_PASSWORD })
    expect(check(v.forgotPhone(), { mobile: '0812345678', code: '1234', password: 'Aa1!aaaa' })).toMatchObject({ ok: {} })
  })
})

describe('change password', () => {
  it('requires the old password unless it is known', () => {
    expect(check(v.changePassword(), { oldPassword: '', password: 'Aa1!aaaa', confirmPassword: 'Aa1!aaaa' })).toEqual({ oldPassword: K.passwordRequired })
    expect(check(v.changePassword({ oldPasswordKnown: true }), { password: 'Aa1!aaaa', confirmPassword: 'Aa1!aaaa' })).toMatchObject({ ok: {} })
  })

  it('checks the new password by the rule and the confirmation against it', () => {
    expect(check(v.changePassword({ oldPasswordKnown: true }), { password: 'short', confirmPassword: 'short' })).toEqual({ password: K.passwordLength })
    expect(check(v.changePassword({ oldPasswordKnown: true }), { password: 'Aa1!aaaa', confirmPassword: 'Aa1!aaab' })).toEqual({ confirmPassword: K.confirmPasswordInvalid })
    expect(check(v.changePassword({ oldPasswordKnown: true }), { password: 'Aa1!aaaa', confirmPassword: '' })).toEqual({ confirmPassword: K.required })
  })
})

describe('login verification', () => {
  it('asks for the code, the holder name or a six-digit authenticator code', () => {
    expect(check(v.verification('mobile'), { answer: '' })).toEqual({ answer: K.codeRequired })
    expect(check(v.verification('email'), { answer: '4821' })).toMatchObject({ ok: {} })
    expect(check(v.verification('bankHolder'), { answer: ' ' })).toEqual({ answer: K.required })
    expect(check(v.verification('authenticator'), { answer: '12345' })).toEqual({ answer: K.codeInvalid })
    expect(check(v.verification('authenticator'), { answer: ' 123456 ' })).toEqual({ ok: { answer: '123456' } })
  })
})

describe('settings', () => {
  it('tolerates a missing field setting and a broken pattern', () => {
    const sparse = buildAuthValidation({ fields: [{ field: 'username', show: true, required: true, rule: 'ANY', pattern: '([', minLength: 1, maxLength: 8 }] })
    expect(check(sparse.register({ mode: 'username' }), { username: 'x', password: 'sevench', agree: true })).toEqual({ password: K.passwordLength })
    expect(check(sparse.register({ mode: 'username' }), { username: 'x', password: 'eight ch', agree: true })).toMatchObject({ ok: {} })
  })
})
