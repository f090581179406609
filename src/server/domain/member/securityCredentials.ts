/**
 * Security centre: bank accounts and the payment password (the "money password" withdrawals and points redeem
 * ask for, spec section 5).
 *
 * Bank accounts: at most MAX_BANK_ACCOUNTS per member, each number once; adding one asks for the login password.
 * The number is stored as digits and only its last four are ever shown.
 *
 * Payment password: set once with the login password; changed with the old payment password; reset with an SMS
 * code sent to the bound mobile. It follows the merchant's `paymentPassword` register rule (6 digits when the
 * merchant names none) and is hashed with the same argon2id hasher as login passwords.
 */
import { MAX_BANK_ACCOUNTS, type AddBankAccountBody, type BankAccounts } from '../../../contract/schemas/security'
import { countBankAccounts, findPaymentPasswordHash, insertBankAccount, listBankAccounts, lockMember, setPaymentPasswordHash } from '../../db/member/security'
import type { Queryable } from '../../db/database'
import { AppError } from '../../errors'
import type { Principal } from '../../plugins/contract'
import { registerSettings } from '../system/registerRules'
import type { AccountServices, Visit } from '../accounts/login'
import { fieldError, requirePassword, requireRealAccount, sessionMember } from './security'

/** Last four digits shown, the rest as stars: enough to tell one's accounts apart. */
export function maskAccountNumber(number: string): string {
  return `${'*'.repeat(Math.max(0, Math.min(number.length - 4, 8)))}${number.slice(-4)}`
}

export async function bankAccounts(db: Queryable, memberId: number): Promise<BankAccounts> {
  const rows = await listBankAccounts(db, memberId)
  return {
    list: rows.map((r) => ({
      id: r.id,
      bankName: r.bankName,
      holderName: r.holderName,
      accountNumber: maskAccountNumber(r.accountNumber),
      createdAt: r.createdAt.toISOString(),
    })),
    max: MAX_BANK_ACCOUNTS,
  }
}

export async function addBankAccount(services: AccountServices, visit: Visit, principal: Principal, body: AddBankAccountBody): Promise<BankAccounts> {
  const member = await sessionMember(services.db, principal)
  requireRealAccount(member)
  const bankName = body.bankName.trim().replace(/\s+/g, ' ')
  const holderName = body.holderName.trim().replace(/\s+/g, ' ')
  const accountNumber = body.accountNumber.replace(/[ -]/g, '')
  if (bankName === '') throw fieldError('bankName', 'is required')
  if (holderName === '') throw fieldError('holderName', 'is required')
  if (!/^[0-9]{6,40}$/.test(accountNumber)) throw fieldError('accountNumber', 'must have 6 to 40 digits')
  // Full already: said before the password is hashed; checked again under the lock below.
  if ((await countBankAccounts(services.db, member.id)) >= MAX_BANK_ACCOUNTS) throw new AppError('bank.account.limit', undefined, { max: MAX_BANK_ACCOUNTS })
  await requirePassword(services, member, body.password)
  await services.db.transaction(async (tx) => {
    await lockMember(tx, member.id)
    if ((await countBankAccounts(tx, member.id)) >= MAX_BANK_ACCOUNTS) throw new AppError('bank.account.limit', undefined, { max: MAX_BANK_ACCOUNTS })
    if (!(await insertBankAccount(tx, { memberId: member.id, bankName, holderName, accountNumber, at: visit.now }))) {
      throw new AppError('bank.account.exists', undefined, { field: '/accountNumber' })
    }
  })
  return bankAccounts(services.db, member.id)
}

// --- payment password ------------------------------------------------------------------------------------------

/** The merchant's rule for payment passwords, or 6 digits. */
export function paymentPasswordRule(visit: Visit): { pattern: string; minLength: number; maxLength: number } {
  const rule = registerSettings(visit.merchant.config).fields.find((f) => f.field === 'paymentPassword')
  return rule ? { pattern: rule.pattern, minLength: rule.minLength, maxLength: rule.maxLength } : { pattern: '^[0-9]+$', minLength: 6, maxLength: 6 }
}

function checkNewPaymentPassword(visit: Visit, body: { paymentPassword: string; confirmPaymentPassword: string }): void {
  if (body.confirmPaymentPassword !== body.paymentPassword) throw fieldError('confirmPaymentPassword', 'does not match the payment password')
  const rule = paymentPasswordRule(visit)
  const length = [...body.paymentPassword].length
  if (length < rule.minLength || length > rule.maxLength) {
    throw fieldError('paymentPassword', rule.minLength === rule.maxLength ? `must be ${rule.minLength} characters` : `must be ${rule.minLength} to ${rule.maxLength} characters`)
  }
  if (!new RegExp(rule.pattern).test(body.paymentPassword)) throw fieldError('paymentPassword', 'has an invalid format')
}

/** The first payment password; the login password proves it is the member. */
export async function setPaymentPassword(
  services: AccountServices,
  visit: Visit,
  principal: Principal,
  body: { password: string; paymentPassword: string; confirmPaymentPassword: string },
): Promise<void> {
  const member = await sessionMember(services.db, principal)
  requireRealAccount(member)
  checkNewPaymentPassword(visit, body)
  if ((await findPaymentPasswordHash(services.db, member.id)) !== null) throw new AppError('payment.password.already.set')
  await requirePassword(services, member, body.password)
  const hash = await services.hasher.hash(body.paymentPassword)
  if (!(await setPaymentPasswordHash(services.db, member.id, hash, true))) throw new AppError('payment.password.already.set')
}

export async function changePaymentPassword(
  services: AccountServices,
  visit: Visit,
  principal: Principal,
  body: { oldPaymentPassword: string; paymentPassword: string; confirmPaymentPassword: string },
): Promise<void> {
  const member = await sessionMember(services.db, principal)
  requireRealAccount(member)
  const current = await findPaymentPasswordHash(services.db, member.id)
  if (current === null) throw new AppError('payment.password.not.set')
  checkNewPaymentPassword(visit, body)
  if (body.paymentPassword === body.oldPaymentPassword) throw fieldError('paymentPassword', 'must differ from the current payment password')
  if (!(await services.hasher.verify(current, body.oldPaymentPassword))) throw new AppError('payment.password.wrong', undefined, { field: '/oldPaymentPassword' })
  await setPaymentPasswordHash(services.db, member.id, await services.hasher.hash(body.paymentPassword))
}

const RESET_PURPOSE = 'resetPaymentPassword'

/** The SMS code that resets a forgotten payment password, sent to the bound mobile. */
export async function sendPaymentPasswordCode(services: AccountServices, visit: Visit, principal: Principal) {
  const member = await sessionMember(services.db, principal)
  requireRealAccount(member)
  if (!member.mobile) throw new AppError('mobile.not.bound')
  if ((await findPaymentPasswordHash(services.db, member.id)) === null) throw new AppError('payment.password.not.set')
  const issued = await services.codes.issue({ channel: 'sms', to: member.mobile, merchantCode: visit.merchant.config.code, purpose: RESET_PURPOSE })
  if (!issued.ok) throw new AppError('too-many-requests', undefined, { retryAfterSeconds: issued.retryAfterSeconds })
  return { expiredMinutes: issued.expiredMinutes, resendAfterSeconds: issued.resendAfterSeconds }
}

export async function resetPaymentPassword(
  services: AccountServices,
  visit: Visit,
  principal: Principal,
  body: { verificationCode: string; paymentPassword: string; confirmPaymentPassword: string },
): Promise<void> {
  const member = await sessionMember(services.db, principal)
  requireRealAccount(member)
  if (!member.mobile) throw new AppError('mobile.not.bound')
  if ((await findPaymentPasswordHash(services.db, member.id)) === null) throw new AppError('payment.password.not.set')
  checkNewPaymentPassword(visit, body)
  const checked = await services.codes.verify({ channel: 'sms', to: member.mobile, merchantCode: visit.merchant.config.code, purpose: RESET_PURPOSE, code: body.verificationCode })
  if (!checked.ok) {
    throw new AppError(checked.reason, undefined, { field: '/verificationCode', ...(checked.attemptsLeft === undefined ? {} : { attemptsLeft: checked.attemptsLeft }) })
  }
  await setPaymentPasswordHash(services.db, member.id, await services.hasher.hash(body.paymentPassword))
}
