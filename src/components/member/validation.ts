/**
 * Validation of the security centre's forms, with yup like the account dialogs (and their helpers): every value
 * is trimmed; messages are translation keys with their values, of the `member` namespace or, where the account
 * dialogs already say it, of `auth`. The bounds are the contract's (src/contract/schemas/security.ts), so the
 * form refuses what the server would.
 */
import { object, string, type ObjectSchema, type StringSchema } from 'yup'
import { tKey } from '../../../locales'
import type { PROFILE_FIELD_LIMITS as CONTRACT_PROFILE_LIMITS, ProfileField } from '../../contract/schemas/security'
import type { RegisterSettings } from '../../contract/schemas/system'
import { VALIDATION_KEYS, type AuthValidationContext, type ValidationMessage } from '../accounts/validation'

export const MEMBER_VALIDATION_KEYS = {
  required: tKey('member:validation.required'),
  addressRequired: tKey('member:validation.addressRequired'),
  nationalityRequired: tKey('member:validation.nationalityRequired'),
  tooLong: tKey('member:validation.tooLong'),
  plainText: tKey('member:validation.plainText'),
  mobileInvalid: tKey('member:validation.mobileInvalid'),
  emailInvalid: tKey('member:validation.emailInvalid'),
  accountNumberInvalid: tKey('member:validation.accountNumberInvalid'),
  paymentPasswordInvalid: tKey('member:validation.paymentPasswordInvalid'),
  paymentPasswordDigits: tKey('member:validation.paymentPasswordDigits'),
  totpInvalid: tKey('member:validation.totpInvalid'),
} as const

/**
 * The contract's profile field limits. The schema module carries TypeBox, which stays out of the browser bundle, so
 * the numbers are repeated here and `satisfies` makes any difference from the contract a type error.
 */
export const PROFILE_FIELD_LIMITS = {
  address: 200,
  nationality: 64,
  occupation: 64,
  sourceOfIncome: 64,
  permanentAddress: 200,
  currentAddress: 200,
  placeOfBirth: 64,
} as const satisfies typeof CONTRACT_PROFILE_LIMITS

/** The profile fields in the order the form shows them. */
export const PROFILE_FIELD_ORDER = Object.keys(PROFILE_FIELD_LIMITS) as ProfileField[]

const message = (key: string, values?: ValidationMessage['values']): ValidationMessage => (values ? { key, values } : { key })
const lengthOf = (value: string) => [...value].length
/** Free text the server accepts: no markup and no control characters (the contract's PlainText). */
const PLAIN = /^[^<>\u0000-\u001F\u007F]*$/ // eslint-disable-line no-control-regex

const trimmed = () => string().trim().default('')

/** Optional or required free text with a maximum length. */
function text(max: number, required?: ValidationMessage) {
  const schema = required ? (trimmed().required(required) as unknown as StringSchema) : (trimmed() as unknown as StringSchema)
  return schema
    .test('length', message(MEMBER_VALIDATION_KEYS.tooLong, { max }), (value) => !value || lengthOf(value) <= max)
    .test('plain', message(MEMBER_VALIDATION_KEYS.plainText), (value) => !value || PLAIN.test(value))
}

const loginPassword = () => trimmed().required(message(VALIDATION_KEYS.passwordRequired)).max(128, message(MEMBER_VALIDATION_KEYS.tooLong, { max: 128 }))

/** A code the member was sent; "please complete verification first" when they typed one without asking. */
const sentCode = () =>
  trimmed()
    .required(message(VALIDATION_KEYS.codeRequired))
    .matches(/^[0-9]{4,9}$/, { message: message(VALIDATION_KEYS.codeInvalid) })
    .test('requested', message(VALIDATION_KEYS.verifyFirst), (_value, context) => (context.options.context as AuthValidationContext | undefined)?.codeRequested !== false)

const totp = () => trimmed().required(message(VALIDATION_KEYS.codeRequired)).matches(/^[0-9]{6}$/, { message: message(MEMBER_VALIDATION_KEYS.totpInvalid) })

export interface PaymentPasswordRule {
  pattern: string
  minLength: number
  maxLength: number
}

/** The server's rule when the merchant sets none: six digits. */
export const DEFAULT_PAYMENT_PASSWORD_RULE: PaymentPasswordRule = { pattern: '^[0-9]+$', minLength: 6, maxLength: 6 }

/** The payment password rule of the merchant's register settings (the same one the server checks). */
export function paymentPasswordRuleOf(settings: RegisterSettings | undefined): PaymentPasswordRule {
  const setting = settings?.fields.find((field) => field.field === 'paymentPassword')
  return setting ? { pattern: setting.pattern, minLength: setting.minLength, maxLength: setting.maxLength } : DEFAULT_PAYMENT_PASSWORD_RULE
}

function paymentPassword(rule: PaymentPasswordRule) {
  let regex: RegExp | undefined
  try {
    regex = new RegExp(rule.pattern)
  } catch {
    regex = undefined // a broken pattern must not break the form; the server checks again
  }
  const digitsOnly = rule.minLength === rule.maxLength && rule.pattern.replace(/[\^$]/g, '') === '[0-9]+'
  const invalid = digitsOnly
    ? message(MEMBER_VALIDATION_KEYS.paymentPasswordDigits, { min: rule.minLength })
    : message(MEMBER_VALIDATION_KEYS.paymentPasswordInvalid, { min: rule.minLength, max: rule.maxLength })
  return trimmed()
    .required(message(VALIDATION_KEYS.passwordRequired))
    .test('rule', invalid, (value) => !value || (lengthOf(value) >= rule.minLength && lengthOf(value) <= rule.maxLength && (!regex || regex.test(value))))
}

const confirmationOf = (field: string) =>
  trimmed()
    .required(message(MEMBER_VALIDATION_KEYS.required))
    .test('equal', message(VALIDATION_KEYS.confirmPasswordInvalid), (value, context) => value === String((context.parent as Record<string, unknown>)[field] ?? '').trim())

export type ContactKind = 'mobile' | 'email'
export type ContactValues = { value: string; code: string; password?: string }

/** Bind a mobile number or an e-mail: the new value, its code, and the login password when one is replaced. */
export function contactSchema(kind: ContactKind, replacing: boolean): ObjectSchema<ContactValues> {
  const value =
    kind === 'mobile'
      ? trimmed().required(message(VALIDATION_KEYS.mobileRequired)).matches(/^[0-9]{6,15}$/, { message: message(MEMBER_VALIDATION_KEYS.mobileInvalid) })
      : trimmed()
          .required(message(MEMBER_VALIDATION_KEYS.required))
          .max(254, message(MEMBER_VALIDATION_KEYS.emailInvalid))
          .matches(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, { message: message(MEMBER_VALIDATION_KEYS.emailInvalid) })
  return object({ value, code: sentCode(), password: replacing ? loginPassword() : string().trim().optional() }) as ObjectSchema<ContactValues>
}

export type BankAccountValues = { bankName: string; holderName: string; accountNumber: string; password: string }

export function bankAccountSchema(): ObjectSchema<BankAccountValues> {
  return object({
    bankName: text(64, message(MEMBER_VALIDATION_KEYS.required)),
    holderName: text(64, message(MEMBER_VALIDATION_KEYS.required)),
    accountNumber: trimmed()
      .required(message(MEMBER_VALIDATION_KEYS.required))
      .test('number', message(MEMBER_VALIDATION_KEYS.accountNumberInvalid), (value) => !value || (value.length >= 6 && value.length <= 40 && /^[0-9][0-9 -]*[0-9]$/.test(value))),
    password: loginPassword(),
  }) as ObjectSchema<BankAccountValues>
}

export type SetPaymentValues = { password: string; paymentPassword: string; confirmPaymentPassword: string }
export type ChangePaymentValues = { oldPaymentPassword: string; paymentPassword: string; confirmPaymentPassword: string }
export type ResetPaymentValues = { verificationCode: string; paymentPassword: string; confirmPaymentPassword: string }

export function setPaymentSchema(rule: PaymentPasswordRule): ObjectSchema<SetPaymentValues> {
  return object({ password: loginPassword(), paymentPassword: paymentPassword(rule), confirmPaymentPassword: confirmationOf('paymentPassword') }) as ObjectSchema<SetPaymentValues>
}

export function changePaymentSchema(rule: PaymentPasswordRule): ObjectSchema<ChangePaymentValues> {
  return object({
    oldPaymentPassword: trimmed().required(message(VALIDATION_KEYS.passwordRequired)),
    paymentPassword: paymentPassword(rule),
    confirmPaymentPassword: confirmationOf('paymentPassword'),
  }) as ObjectSchema<ChangePaymentValues>
}

export function resetPaymentSchema(rule: PaymentPasswordRule): ObjectSchema<ResetPaymentValues> {
  return object({ verificationCode: sentCode(), paymentPassword: paymentPassword(rule), confirmPaymentPassword: confirmationOf('paymentPassword') }) as ObjectSchema<ResetPaymentValues>
}

export type TotpValues = { code: string }
export type DisableAuthenticatorValues = { password: string; code: string }

export function totpSchema(): ObjectSchema<TotpValues> {
  return object({ code: totp() }) as ObjectSchema<TotpValues>
}

export function disableAuthenticatorSchema(): ObjectSchema<DisableAuthenticatorValues> {
  return object({ password: loginPassword(), code: totp() }) as ObjectSchema<DisableAuthenticatorValues>
}

export type ProfileFieldValues = Record<ProfileField, string>

/** The profile fields (spec section 3): address and nationality are asked for (spec section 5's messages). */
export function profileFieldsSchema(): ObjectSchema<ProfileFieldValues> {
  return object({
    address: text(PROFILE_FIELD_LIMITS.address, message(MEMBER_VALIDATION_KEYS.addressRequired)),
    nationality: text(PROFILE_FIELD_LIMITS.nationality, message(MEMBER_VALIDATION_KEYS.nationalityRequired)),
    occupation: text(PROFILE_FIELD_LIMITS.occupation),
    sourceOfIncome: text(PROFILE_FIELD_LIMITS.sourceOfIncome),
    permanentAddress: text(PROFILE_FIELD_LIMITS.permanentAddress),
    currentAddress: text(PROFILE_FIELD_LIMITS.currentAddress),
    placeOfBirth: text(PROFILE_FIELD_LIMITS.placeOfBirth),
  }) as ObjectSchema<ProfileFieldValues>
}
