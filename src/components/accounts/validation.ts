/**
 * Form validation of the account dialogs (spec section 5), built with yup from the server's register settings:
 * each field's pattern (a JavaScript regular-expression source; the server already sends '*' as '.*') and its
 * length bounds. Every string is trimmed before it is checked and before it is handed on. Messages are
 * translation keys of the `auth` namespace with their values (`{ key, values }`), so the form translates them
 * in the visitor's language.
 */
import { boolean, object, string, type AnyObject, type AnySchema, type ObjectSchema } from 'yup'
import type { RegisterField, RuleName } from '../../config/constants'
import type { RegisterFieldSetting, RegisterSettings } from '../../contract/schemas/system'
import type { VERIFY_METHODS } from '../../contract/schemas/session'
import { tKey } from '../../../locales'

/** A validation message: an `auth` translation key and the values it interpolates. */
export type ValidationMessage = {
  key: string
  values?: Record<string, string | number>
}

/** The messages of spec section 5 (and the per-rule explanations), by name. */
export const VALIDATION_KEYS = {
  required: tKey('auth:validation.required'),
  mobileRequired: tKey('auth:validation.mobileRequired'),
  phoneInvalid: tKey('auth:validation.phoneInvalid'),
  codeRequired: tKey('auth:validation.codeRequired'),
  captchaRequired: tKey('auth:validation.captchaRequired'),
  lineRequired: tKey('auth:validation.lineRequired'),
  passwordRequired: tKey('auth:validation.passwordRequired'),
  passwordLength: tKey('auth:validation.passwordLength'),
  length: tKey('auth:validation.length'),
  confirmPasswordInvalid: tKey('auth:validation.confirmPasswordInvalid'),
  payeeNameInvalid: tKey('auth:validation.payeeNameInvalid'),
  affiliateCodeInvalid: tKey('auth:validation.affiliateCodeInvalid'),
  verifyFirst: tKey('auth:validation.verifyFirst'),
  agreeTerms: tKey('auth:validation.agreeTerms'),
  codeInvalid: tKey('auth:validation.codeInvalid'),
} as const

/** What a value failing each named rule is told (spec section 5's rule names). */
export const RULE_MESSAGE_KEYS: Record<RuleName, string> = {
  LETTERS: tKey('auth:validation.rule.LETTERS'),
  LETTER_THEN_ALNUM: tKey('auth:validation.rule.LETTER_THEN_ALNUM'),
  DIGITS: tKey('auth:validation.rule.DIGITS'),
  EMAIL: tKey('auth:validation.rule.EMAIL'),
  NO_SPACES: tKey('auth:validation.rule.NO_SPACES'),
  UPPERCASE: tKey('auth:validation.rule.UPPERCASE'),
  STRONG_PASSWORD: tKey('auth:validation.rule.STRONG_PASSWORD'),
  FULL_NAME: tKey('auth:validation.rule.FULL_NAME'),
  DATE_YMD: tKey('auth:validation.rule.DATE_YMD'),
  DATE_MDY: tKey('auth:validation.rule.DATE_MDY'),
  PHONE: tKey('auth:validation.rule.PHONE'),
  ANY: tKey('auth:validation.rule.ANY'),
}

const message = (key: string, values?: ValidationMessage['values']): ValidationMessage => (values ? { key, values } : { key })

/** Yup context of a form: `codeRequested: false` means the person typed a code without ever asking for one. */
export interface AuthValidationContext {
  codeRequested?: boolean
}

type Rule = Pick<RegisterFieldSetting, 'rule' | 'pattern' | 'minLength' | 'maxLength'>

/**
 * The rule of a field the merchant's settings do not list. The password bounds are the server's default policy
 * (8 to 64); a mobile number is 6 to 15 digits, as the login-code call accepts.
 */
const FALLBACK_RULES: Partial<Record<RegisterField, Rule>> = {
  password: { rule: 'ANY', pattern: '.*', minLength: 8, maxLength: 64 },
  confirmPassword: { rule: 'ANY', pattern: '.*', minLength: 1, maxLength: 64 },
  mobileNum: { rule: 'PHONE', pattern: '^[0-9]+$', minLength: 6, maxLength: 15 },
  verificationCode: { rule: 'DIGITS', pattern: '^[0-9]+$', minLength: 4, maxLength: 9 },
  captcha: { rule: 'ANY', pattern: '.*', minLength: 1, maxLength: 16 },
}
const ANY_RULE: Rule = { rule: 'ANY', pattern: '.*', minLength: 1, maxLength: 128 }

/** The optional registration fields of spec section 5, in the order the form shows them. */
export const OPTIONAL_REGISTER_FIELDS = [
  'payeeName', 'email', 'qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'recommenderId', 'affiliateCode', 'paymentPassword',
] as const satisfies readonly RegisterField[]
export type OptionalRegisterField = (typeof OPTIONAL_REGISTER_FIELDS)[number]

export type RegisterMode = 'username' | 'mobile'
export type VerifyMethod = (typeof VERIFY_METHODS)[number]

export interface RegisterFormOptions {
  /** Which tab: register by username, or by mobile number (the username is then the mobile number). */
  mode: RegisterMode
  /** SMS verification (REGMOBVERF3): a code is required in mobile mode. */
  smsVerification?: boolean
  /** Mobile registration asks for a password (MOBILENUMPASSREG3). */
  mobilePassword?: boolean
  /** The affiliate code came from the URL, so the form does not ask for it. */
  affiliateFromUrl?: boolean
}

/** Every field a registration form may show, in order. */
export type RegisterFormField = RegisterField | 'agree'

/** What a registration form hands on: trimmed strings of the fields it showed, and the agreement. */
export type RegisterValues = Partial<Record<RegisterField, string>> & { agree: boolean }

export interface LoginUsernameValues { username: string; password: string; captcha?: string }
export interface LoginSmsValues { mobile: string; code: string }
export interface ForgotEmailValues { username: string; email: string }
export interface ForgotPhoneValues { mobile: string; code: string; password: string }
export interface ChangePasswordValues { oldPassword?: string; password: string; confirmPassword: string }
export interface VerificationValues { answer: string }

function compile(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern)
  } catch {
    return undefined // a broken pattern from the server must not break the form; the server checks again
  }
}

/** Length in characters as a person counts them (a Thai or emoji character is one, not two UTF-16 units). */
const lengthOf = (value: string) => [...value].length

interface FieldMessages {
  required?: ValidationMessage
  length?: ValidationMessage
  invalid?: ValidationMessage
}

/** A trimmed string checked against a rule: required or not, then length, then pattern. */
function ruled(rule: Rule, required: boolean, messages: FieldMessages = {}) {
  const { minLength: min, maxLength: max } = rule
  const regex = compile(rule.pattern)
  let schema = string().trim().default('')
  if (required) schema = schema.required(messages.required ?? message(VALIDATION_KEYS.required))
  return schema
    .test('length', messages.length ?? message(VALIDATION_KEYS.length, { min, max }), (value) => !value || (lengthOf(value) >= min && lengthOf(value) <= max))
    .test('pattern', messages.invalid ?? message(RULE_MESSAGE_KEYS[rule.rule] ?? VALIDATION_KEYS.required), (value) => !value || !regex || regex.test(value))
}

/** A code the person was sent: required, then "ask for a code first" when they never asked for one. */
function sentCode(rule: Rule) {
  return ruled(rule, true, { required: message(VALIDATION_KEYS.codeRequired), length: message(VALIDATION_KEYS.codeInvalid), invalid: message(VALIDATION_KEYS.codeInvalid) }).test(
    'requested',
    message(VALIDATION_KEYS.verifyFirst),
    (_value, context) => (context.options.context as AuthValidationContext | undefined)?.codeRequested !== false,
  )
}

/**
 * The account forms' schemas for one merchant's register settings. Build it once per settings object (the
 * dialogs take the settings and memoise it).
 */
export function buildAuthValidation(settings: RegisterSettings) {
  const byField = new Map(settings.fields.map((setting) => [setting.field, setting]))
  const setting = (field: RegisterField) => byField.get(field)
  const rule = (field: RegisterField): Rule => setting(field) ?? FALLBACK_RULES[field] ?? ANY_RULE
  const shown = (field: RegisterField) => setting(field)?.show === true

  const password = (required = true) => {
    const r = rule('password')
    return ruled(r, required, { required: message(VALIDATION_KEYS.passwordRequired), length: message(VALIDATION_KEYS.passwordLength, { min: r.minLength, max: r.maxLength }) })
  }
  const mobile = () => ruled(rule('mobileNum'), true, { required: message(VALIDATION_KEYS.mobileRequired), length: message(VALIDATION_KEYS.phoneInvalid), invalid: message(VALIDATION_KEYS.phoneInvalid) })
  const code = () => sentCode(rule('verificationCode'))
  const captcha = () => string().trim().default('').required(message(VALIDATION_KEYS.captchaRequired))
  /** Equal to the password beside it; an empty confirmation was filled with the password (object transform below). */
  const confirmation = (of: string) =>
    string()
      .trim()
      .default('')
      .required(message(VALIDATION_KEYS.required))
      .test('equal', message(VALIDATION_KEYS.confirmPasswordInvalid), (value, context) => value === (context.parent as Record<string, string>)[of]?.trim())

  const optionalField = (field: OptionalRegisterField) => {
    const s = setting(field)
    // paymentPassword is required with its own rule whenever it is enabled (spec section 5).
    const required = field === 'paymentPassword' ? true : s?.required === true
    const messages: FieldMessages = {}
    if (field === 'payeeName') messages.invalid = message(VALIDATION_KEYS.payeeNameInvalid)
    if (field === 'affiliateCode') messages.invalid = message(VALIDATION_KEYS.affiliateCodeInvalid)
    if (field === 'line') messages.required = message(VALIDATION_KEYS.lineRequired)
    return ruled(rule(field), required, messages)
  }

  /** The fields a registration form shows, in order, for these settings and options. */
  const registerFields = (options: RegisterFormOptions): RegisterFormField[] => {
    const fields: RegisterFormField[] = []
    const withPassword = options.mode === 'username' || options.mobilePassword === true
    if (options.mode === 'username') fields.push('username')
    else {
      fields.push('mobileNum')
      if (options.smsVerification) fields.push('verificationCode')
    }
    if (withPassword) {
      fields.push('password')
      if (setting('confirmPassword')?.show !== false) fields.push('confirmPassword')
    }
    if (options.mode === 'username' && shown('mobileNum')) fields.push('mobileNum')
    for (const field of OPTIONAL_REGISTER_FIELDS) {
      if (field === 'affiliateCode' && options.affiliateFromUrl) continue
      if (shown(field)) fields.push(field)
    }
    if (shown('captcha')) fields.push('captcha')
    fields.push('agree')
    return fields
  }

  return {
    /** The register settings these schemas were built from. */
    settings,
    /** Whether the server enables a field. */
    shown,
    /** The rule of a field (the merchant's, or the fallback), e.g. for an input's `maxLength` and keyboard. */
    rule,

    /**
     * Login by username. The username is required; a value that is a number must be a valid mobile number (the
     * field is labelled with the mobile number, spec section 5), other names go to the server as typed. The
     * password is required (no rule: an older password may predate it); the captcha when it is shown.
     */
    loginUsername({ captchaShown = false }: { captchaShown?: boolean } = {}): ObjectSchema<LoginUsernameValues> {
      const mobileRule = rule('mobileNum')
      const mobileRegex = compile(mobileRule.pattern)
      const username = string()
        .trim()
        .default('')
        .required(message(VALIDATION_KEYS.required))
        .test('mobile', message(VALIDATION_KEYS.phoneInvalid), (value) => {
          if (!value || !/^\+?[0-9]+$/.test(value)) return true
          return lengthOf(value) >= mobileRule.minLength && lengthOf(value) <= mobileRule.maxLength && (!mobileRegex || mobileRegex.test(value))
        })
      return object({
        username,
        password: string().trim().default('').required(message(VALIDATION_KEYS.passwordRequired)),
        captcha: captchaShown ? captcha() : string().trim().optional(),
      }) as ObjectSchema<LoginUsernameValues>
    },

    /** Login by mobile number and SMS code: a valid mobile number and the code are required. */
    loginSms(): ObjectSchema<LoginSmsValues> {
      return object({ mobile: mobile(), code: code() }) as ObjectSchema<LoginSmsValues>
    },

    registerFields,

    /** Registration, for the fields `registerFields(options)` shows. */
    register(options: RegisterFormOptions): ObjectSchema<RegisterValues> {
      const fields = registerFields(options)
      const shape: Record<string, AnySchema> = {}
      for (const field of fields) {
        if (field === 'agree') shape.agree = boolean().default(false).oneOf([true], message(VALIDATION_KEYS.agreeTerms))
        else if (field === 'username') shape.username = ruled(rule('username'), true)
        else if (field === 'password') shape.password = password(true)
        else if (field === 'confirmPassword') shape.confirmPassword = confirmation('password')
        else if (field === 'mobileNum') shape.mobileNum = options.mode === 'mobile' || setting('mobileNum')?.required ? mobile() : ruled(rule('mobileNum'), false, { invalid: message(VALIDATION_KEYS.phoneInvalid), length: message(VALIDATION_KEYS.phoneInvalid) })
        else if (field === 'verificationCode') shape.verificationCode = code()
        else if (field === 'captcha') shape.captcha = captcha()
        else shape[field] = optionalField(field as OptionalRegisterField)
      }
      // In mobile mode the username is the mobile number (trimmed with it, below).
      if (options.mode === 'mobile') shape.username = string().trim().default('')
      return object(shape).transform((value: Record<string, unknown>) => {
        if (!value || typeof value !== 'object') return value
        const next = { ...value }
        // An empty confirmation is filled with the password (spec section 5).
        if ('confirmPassword' in shape && !String(next.confirmPassword ?? '').trim()) next.confirmPassword = next.password
        if (options.mode === 'mobile') next.username = next.mobileNum
        return next
      }) as unknown as ObjectSchema<RegisterValues>
    },

    /** Forgot password by email: the username and the email, each by its rule. */
    forgotEmail(): ObjectSchema<ForgotEmailValues> {
      return object({ username: ruled(rule('username'), true), email: ruled(rule('email'), true) }) as ObjectSchema<ForgotEmailValues>
    },

    /** Forgot password by phone: the mobile number, the code and a new password by the password rule. */
    forgotPhone(): ObjectSchema<ForgotPhoneValues> {
      return object({ mobile: mobile(), code: code(), password: password(true) }) as ObjectSchema<ForgotPhoneValues>
    },

    /** Change password: the old one unless it is known, a new one by the rule, and its confirmation. */
    changePassword({ oldPasswordKnown = false }: { oldPasswordKnown?: boolean } = {}): ObjectSchema<ChangePasswordValues> {
      return object({
        oldPassword: oldPasswordKnown ? string().trim().optional() : string().trim().default('').required(message(VALIDATION_KEYS.passwordRequired)),
        password: password(true),
        confirmPassword: confirmation('password'),
      }) as ObjectSchema<ChangePasswordValues>
    },

    /** The answer of a login verification step (new IP or two-factor), by method. */
    verification(method: VerifyMethod): ObjectSchema<VerificationValues> {
      if (method === 'bankHolder') return object({ answer: ruled({ ...ANY_RULE, maxLength: 64 }, true) }) as ObjectSchema<VerificationValues>
      if (method === 'authenticator') {
        const six: Rule = { rule: 'DIGITS', pattern: '^[0-9]{6}$', minLength: 6, maxLength: 6 }
        return object({ answer: ruled(six, true, { required: message(VALIDATION_KEYS.codeRequired), length: message(VALIDATION_KEYS.codeInvalid), invalid: message(VALIDATION_KEYS.codeInvalid) }) }) as ObjectSchema<VerificationValues>
      }
      return object({ answer: code() }) as ObjectSchema<VerificationValues>
    },
  }
}

export type AuthValidation = ReturnType<typeof buildAuthValidation>

/** Runs a schema over raw form values: the trimmed values, or the first message of each failing field. */
export function validateForm<T = AnyObject>(
  schema: ObjectSchema<AnyObject> | AnySchema,
  values: Record<string, unknown>,
  context: AuthValidationContext = {},
): { ok: true; values: T } | { ok: false; errors: Record<string, ValidationMessage> } {
  try {
    return { ok: true, values: (schema as AnySchema).validateSync(values, { abortEarly: false, context }) as T }
  } catch (error) {
    const errors: Record<string, ValidationMessage> = {}
    const inner = (error as { inner?: { path?: string; errors: unknown[] }[] }).inner ?? []
    for (const failure of inner) {
      const path = failure.path ?? ''
      if (!(path in errors)) errors[path] = failure.errors[0] as ValidationMessage
    }
    if (!inner.length) throw error
    return { ok: false, errors }
  }
}
