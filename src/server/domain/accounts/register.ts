/**
 * Registration (spec sections 3 and 5): by username (USERNAMEREG3) or by mobile number (MOBILENUMREG3, with an SMS
 * code when REGMOBVERF3 is on). Every field is checked against the merchant's register settings exactly as the
 * portal shows them: a field the settings hide is ignored, a required one must be there, each must match its rule
 * and length. The password also passes the password policy (length, not a common password). Nothing is written
 * unless every check passes; duplicates are decided by the database's unique indexes.
 */
import type { RegisterFieldSetting } from '../../../contract/schemas/system'
import type { RegisterBody, RegisterResult } from '../../../contract/schemas/member'
import { isFeatureEnabled } from '../../../config/whitelabel'
import type { RegisterField } from '../../../config/schema'
import { findMemberByMobile, findMemberByUsername, insertMember, rememberIp } from '../../db/member/members'
import { AppError } from '../../errors'
import { registerSettings } from '../system/registerRules'
import { checkPassword } from './passwords'
import { completeNewMemberLogin, type AccountServices, type Visit } from './login'
import { AGENT_TYPES } from '../agents/access'
import { inviteLinkForRegistration } from '../agents/accounts'

export type RegisterMode = 'username' | 'mobile'

/** Registration fields stored in the member's profile (the rest have columns or are not stored). */
const PROFILE_FIELDS = ['payeeName', 'qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'recommenderId'] as const

function fieldError(field: string, message: string): AppError {
  return new AppError('request.invalid', `Invalid body field "${field}": ${message}`, { field: `/${field}` })
}

/** Checks one field against its setting; returns the trimmed value or undefined when absent (and allowed). */
function checkField(setting: RegisterFieldSetting | undefined, field: RegisterField, raw: string | undefined, forceRequired = false): string | undefined {
  const value = raw?.trim() ?? ''
  const shown = forceRequired || (setting?.show ?? false)
  if (!shown) return undefined
  const required = forceRequired || (setting?.required ?? false)
  if (value === '') {
    if (required) throw fieldError(field, 'is required')
    return undefined
  }
  if (setting) {
    const length = [...value].length
    if (length < setting.minLength || length > setting.maxLength) throw fieldError(field, `must be ${setting.minLength} to ${setting.maxLength} characters`)
    if (!new RegExp(setting.pattern).test(value)) throw fieldError(field, 'has an invalid format')
  }
  return value
}

export async function register(services: AccountServices, visit: Visit, mode: RegisterMode, body: RegisterBody): Promise<RegisterResult> {
  const { config } = visit.merchant
  const flag = mode === 'username' ? 'USERNAMEREG3' : 'MOBILENUMREG3'
  if (!isFeatureEnabled(config.whitelabel, flag)) throw new AppError('register.closed')
  const settings = new Map(registerSettings(config).fields.map((f) => [f.field, f]))
  const field = (name: RegisterField, forceRequired = false) => checkField(settings.get(name), name, body[name], forceRequired)

  const mobile = field('mobileNum', mode === 'mobile')
  const username = mode === 'mobile' ? (mobile as string) : (field('username', true) as string)
  const password = body.password
  // Spec section 5: an empty confirmation is filled with the password.
  if (body.confirmPassword !== undefined && body.confirmPassword !== '' && body.confirmPassword !== password) throw fieldError('confirmPassword', 'does not match the password')
  const passwordSetting = settings.get('password')
  if (passwordSetting && !new RegExp(passwordSetting.pattern).test(password)) throw fieldError('password', 'has an invalid format')
  const policy = await checkPassword(password, undefined, [username, mobile, body.email])
  if (!policy.ok) throw new AppError(policy.reason, undefined, { field: '/password', minLength: policy.minLength, maxLength: policy.maxLength })

  const email = field('email')
  const paymentPassword = field('paymentPassword')
  const profile: Record<string, string> = {}
  for (const name of PROFILE_FIELDS) {
    const value = field(name)
    if (value !== undefined) profile[name] = value
  }

  // Checks that spend something (a captcha, a code) come last, so a form error does not burn them.
  if (settings.get('captcha')?.show) {
    if (!body.captchaId || !body.captcha) throw new AppError('captcha.required', undefined, { captcha: true })
    if (!(await services.captcha.verifyCaptcha(body.captchaId, body.captcha))) throw new AppError('captcha.invalid', undefined, { captcha: true })
  }
  if (mode === 'mobile' && isFeatureEnabled(config.whitelabel, 'REGMOBVERF3')) {
    const checked = await services.codes.verify({ channel: 'sms', to: mobile as string, merchantCode: config.code, purpose: 'register', code: body.verificationCode })
    if (!checked.ok) throw new AppError(checked.reason, undefined, { field: '/verificationCode' })
  }

  // The affiliate code names the agent the new member joins under; an unknown one is refused only when required.
  // An agent's invite link's code also sets the account type the link creates (a member or a sub-agent); an agent's
  // own account name is accepted as a code too (its members join as members).
  const affiliateCode = field('affiliateCode') ?? body.affiliateCode?.trim() ?? undefined
  let uplineId: number | null = null
  let accountType = 0
  let inviteLinkId: string | null = null
  if (affiliateCode) {
    const link = await inviteLinkForRegistration(services.db, config.code, affiliateCode, visit.now)
    const agent = link ? null : await findMemberByUsername(services.db, config.code, affiliateCode)
    if (link) ({ agentId: uplineId, accountType, linkId: inviteLinkId } = link)
    else if (agent && AGENT_TYPES.has(agent.accountType)) uplineId = agent.id
    else if (settings.get('affiliateCode')?.required) throw fieldError('affiliateCode', 'is not a valid invitation code')
  }

  const passwordHash = await services.hasher.hash(password)
  const paymentPasswordHash = paymentPassword ? await services.hasher.hash(paymentPassword) : null
  const created = await services.db.transaction(async (tx) => {
    const inserted = await insertMember(tx, {
      merchantCode: config.code,
      username,
      passwordHash,
      mobile: mobile ?? null,
      email: email ?? null,
      profile,
      affiliateCode: affiliateCode ?? null,
      referralCode: body.referralCode?.trim() || null,
      paymentPasswordHash,
      uplineId,
      accountType,
      inviteLinkId,
      registerMethod: 'WEB',
      registerIp: visit.ip,
      at: visit.now,
    })
    if ('conflict' in inserted) throw new AppError(`${inserted.conflict}.taken`, undefined, { field: `/${inserted.conflict === 'mobile' ? 'mobileNum' : inserted.conflict}` })
    // The address a member registers from is one they use: logging in from it needs no extra proof.
    await rememberIp(tx, inserted.id, visit.ip, visit.now)
    return inserted
  })
  if (!body.login) return { username }
  const login = await completeNewMemberLogin(services, visit, created.id)
  return {
    username,
    token: login.token,
    firstTimeLogin: login.firstTimeLogin,
    passwordExpired: login.passwordExpired,
    expiresAt: login.expiresAt,
    idleExpiresAt: login.idleExpiresAt,
  }
}

/** The SMS code for mobile registration (REGMOBVERF3); a number already registered is told so at once. */
export async function sendRegisterCode(services: AccountServices, visit: Visit, mobile: string) {
  const { config } = visit.merchant
  if (!isFeatureEnabled(config.whitelabel, 'MOBILENUMREG3') || !isFeatureEnabled(config.whitelabel, 'REGMOBVERF3')) throw new AppError('register.closed')
  if (await findMemberByMobile(services.db, config.code, mobile)) throw new AppError('mobile.taken', undefined, { field: '/mobileNo' })
  const issued = await services.codes.issue({ channel: 'sms', to: mobile, merchantCode: config.code, purpose: 'register' })
  if (!issued.ok) throw new AppError('too-many-requests', undefined, { retryAfterSeconds: issued.retryAfterSeconds })
  return { expiredMinutes: issued.expiredMinutes, resendAfterSeconds: issued.resendAfterSeconds }
}
