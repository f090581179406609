/**
 * Passwords after registration: change (old password, new one by the merchant's rule and the policy, optionally
 * ending every other session), forgot by e-mail (a single-use, expiring link whose page sets a new password), and
 * forgot by phone (CHNGPASSVERIF3: mobile, SMS code, new password; the portal then logs in with them).
 * Any new password ends the member's other sessions that were opened with the old one when the member asks,
 * and always when it was reset (someone else may know the old one).
 */
import { PATHS } from '../../../config/paths'
import { isFeatureEnabled } from '../../../config/whitelabel'
import type { Queryable } from '../../db/database'
import {
  findMemberById, findMemberByMobile, findMemberByUsernameAndEmail, insertPasswordReset, isLivePasswordReset, spendPasswordReset, updatePasswordHash, type MemberRow,
} from '../../db/member/members'
import { clearPasswordChangeRequired, revokeMemberSessions } from '../../db/accounts/sessions'
import { AppError } from '../../errors'
import type { Principal } from '../../plugins/contract'
import { registerSettings } from '../system/registerRules'
import type { AccountServices, Visit } from '../accounts/login'
import { checkPassword } from '../accounts/passwords'
import { newSessionToken, tokenHash } from '../accounts/tokens'

/** The portal page a reset link opens (its route is in the portal's route table). */
export const PASSWORD_RESET_PAGE = PATHS.resetPassword
export const RESET_LINK_TTL_MS = 30 * 60_000

/** A new password must pass the merchant's password rule and the policy; `field` names the form field. */
async function checkNewPassword(visit: Visit, member: Pick<MemberRow, 'username' | 'mobile' | 'email'>, password: string, field: string): Promise<void> {
  const rule = registerSettings(visit.merchant.config).fields.find((f) => f.field === 'password')
  if (rule && !new RegExp(rule.pattern).test(password)) {
    throw new AppError('request.invalid', `Invalid body field "${field}": has an invalid format`, { field: `/${field}` })
  }
  const policy = await checkPassword(password, undefined, [member.username, member.mobile ?? undefined, member.email ?? undefined])
  if (!policy.ok) throw new AppError(policy.reason, undefined, { field: `/${field}`, minLength: policy.minLength, maxLength: policy.maxLength })
}

async function setPassword(services: AccountServices, tx: Queryable, member: MemberRow, password: string, at: Date): Promise<void> {
  await updatePasswordHash(tx, member.id, await services.hasher.hash(password), at)
}

export async function changePassword(
  services: AccountServices,
  visit: Visit,
  principal: Principal,
  body: { oldPassword: string; newPassword: string; confirmNewPassword: string; signOutOthers?: boolean },
): Promise<{ signedOut: number }> {
  const member = await findMemberById(services.db, principal.memberId)
  if (!member) throw new AppError('member.kicked.out')
  if (body.confirmNewPassword !== body.newPassword) {
    throw new AppError('request.invalid', 'Invalid body field "confirmNewPassword": does not match the new password', { field: '/confirmNewPassword' })
  }
  if (!(await services.hasher.verify(member.passwordHash, body.oldPassword))) {
    throw new AppError('wrong.account.or.password', 'The current password is wrong.', { field: '/oldPassword' })
  }
  if (body.newPassword === body.oldPassword) {
    throw new AppError('request.invalid', 'Invalid body field "newPassword": must differ from the current password', { field: '/newPassword' })
  }
  await checkNewPassword(visit, member, body.newPassword, 'newPassword')
  return services.db.transaction(async (tx) => {
    await setPassword(services, tx, member, body.newPassword, visit.now)
    await clearPasswordChangeRequired(tx, principal.sessionId)
    const signedOut = body.signOutOthers ? await revokeMemberSessions(tx, member.id, visit.now, 'password', principal.sessionId) : 0
    return { signedOut }
  })
}

/** Forgot password by e-mail: the link goes to the bound address of the account with that name and address. */
export async function sendPasswordResetLink(services: AccountServices, visit: Visit, input: { username: string; email: string; origin: string }): Promise<void> {
  const member = await findMemberByUsernameAndEmail(services.db, visit.merchant.config.code, input.username.trim(), input.email.trim())
  // Spec section 8 names this message ("username/email does not exist"); the route's rate limit keeps it from being a lookup service.
  if (!member?.email) throw new AppError('username.or.email.not.exist')
  const token = newSessionToken(services.random)
  await insertPasswordReset(services.db, { tokenHash: tokenHash(token), memberId: member.id, at: visit.now, expiresAt: new Date(visit.now.getTime() + RESET_LINK_TTL_MS) })
  const link = `${input.origin}${PASSWORD_RESET_PAGE}?token=${token}`
  await services.sender.send({
    channel: 'email',
    to: member.email,
    merchantCode: visit.merchant.config.code,
    purpose: 'passwordReset',
    text: `To set a new password for ${member.username}, open ${link} within ${RESET_LINK_TTL_MS / 60_000} minutes. If you did not ask for this, ignore this message.`,
  })
}

/** Whether a reset link can still be used (its page asks before the new password is typed); spends nothing. */
export async function checkPasswordResetLink(services: AccountServices, visit: Visit, token: string): Promise<{ valid: boolean }> {
  return { valid: await isLivePasswordReset(services.db, tokenHash(token), visit.now, visit.merchant.config.code) }
}

/** The page of a reset link sets the new password: the link works once, and every session of the member ends. */
export async function resetPasswordByLink(services: AccountServices, visit: Visit, input: { token: string; newPassword: string; confirmNewPassword: string }): Promise<void> {
  if (input.confirmNewPassword !== input.newPassword) {
    throw new AppError('request.invalid', 'Invalid body field "confirmNewPassword": does not match the new password', { field: '/confirmNewPassword' })
  }
  const hash = tokenHash(input.token)
  await services.db.transaction(async (tx) => {
    const memberId = await spendPasswordReset(tx, hash, visit.now)
    const member = memberId === null ? null : await findMemberById(tx, memberId)
    if (!member || member.merchantCode !== visit.merchant.config.code) throw new AppError('verification.failed', 'This link has expired or was already used.')
    await checkNewPassword(visit, member, input.newPassword, 'newPassword')
    await setPassword(services, tx, member, input.newPassword, visit.now)
    await revokeMemberSessions(tx, member.id, visit.now, 'password')
  })
}

function requirePhoneRecovery(visit: Visit): void {
  if (!isFeatureEnabled(visit.merchant.config.whitelabel, 'CHNGPASSVERIF3')) throw new AppError('operation-not-allowed')
}

/** The SMS code for forgot-by-phone; the same answer whether or not the number is registered. */
export async function sendPasswordResetCode(services: AccountServices, visit: Visit, mobile: string) {
  requirePhoneRecovery(visit)
  const member = await findMemberByMobile(services.db, visit.merchant.config.code, mobile)
  const issued = member
    ? await services.codes.issue({ channel: 'sms', to: mobile, merchantCode: visit.merchant.config.code, purpose: 'forgotPassword' })
    : { ok: true as const, expiredMinutes: services.codes.limits.ttlMinutes, resendAfterSeconds: Math.ceil(services.codes.limits.resendIntervalMs / 1000) }
  if (!issued.ok) throw new AppError('too-many-requests', undefined, { retryAfterSeconds: issued.retryAfterSeconds })
  return { expiredMinutes: issued.expiredMinutes, resendAfterSeconds: issued.resendAfterSeconds }
}

/** Forgot by phone: the code proves the phone; the new password is set and every session of the member ends. */
export async function resetPasswordByPhone(services: AccountServices, visit: Visit, input: { mobileNum: string; verificationCode: string; newPassword: string }): Promise<void> {
  requirePhoneRecovery(visit)
  const member = await findMemberByMobile(services.db, visit.merchant.config.code, input.mobileNum)
  const checked = await services.codes.verify({ channel: 'sms', to: input.mobileNum, merchantCode: visit.merchant.config.code, purpose: 'forgotPassword', code: input.verificationCode })
  if (!checked.ok) throw new AppError(checked.reason, undefined, { field: '/verificationCode' })
  if (!member) throw new AppError('invalid-verification-code', undefined, { field: '/verificationCode' })
  await checkNewPassword(visit, member, input.newPassword, 'newPassword')
  await services.db.transaction(async (tx) => {
    await setPassword(services, tx, member, input.newPassword, visit.now)
    await revokeMemberSessions(tx, member.id, visit.now, 'password')
  })
}
