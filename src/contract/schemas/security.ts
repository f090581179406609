/**
 * Request and response shapes of the security centre (the member centre's `securityCenter` page, spec sections 2,
 * 3 and 5): the overview, the profile fields, binding a mobile number and an e-mail address with codes, bank
 * accounts, the payment password, the authenticator (TOTP) and the bound social accounts, the active sessions.
 * Sensitive changes ask for the login password again; the calls that carry a password are encrypted.
 */
import { Type, type Static, type TSchema } from 'typebox'
import { Text } from './text'

/** Free text a member types about themselves: no markup and no control characters, so it is safe wherever shown. */
const PlainText = (max: number) => Type.String({ maxLength: max, pattern: '^[^<>\\u0000-\\u001F\\u007F]*$' })
const Password = Text(128, { minLength: 1 })
const Mobile = Type.String({ pattern: '^[0-9]{6,15}$' })
const Email = Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@<>\\u0000]+@[^\\s@<>\\u0000]+\\.[^\\s@<>\\u0000]+$' })
const SmsCode = Text(9, { minLength: 1 })
/** A current authenticator code: 6 digits (spaces a member may type between groups are not accepted). */
const TotpCode = Type.String({ pattern: '^[0-9]{6}$' })
/** Payment passwords are checked against the merchant's `paymentPassword` rule; this is only the outer bound. */
const PaymentPassword = Text(64, { minLength: 1 })
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

/** The profile fields of spec section 3 ("profile hints"), with the most characters each may have. */
export const PROFILE_FIELD_LIMITS = {
  address: 200,
  nationality: 64,
  occupation: 64,
  sourceOfIncome: 64,
  permanentAddress: 200,
  currentAddress: 200,
  placeOfBirth: 64,
} as const
export type ProfileField = keyof typeof PROFILE_FIELD_LIMITS
export const PROFILE_FIELDS = Object.keys(PROFILE_FIELD_LIMITS) as ProfileField[]
export const NICKNAME_MAX_LENGTH = 24

/** Bank accounts a member may keep (the add form is hidden once this many are bound). */
export const MAX_BANK_ACCOUNTS = 3

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'line'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

export const SecurityProfile = Type.Object({
  address: Nullable(Type.String()),
  nationality: Nullable(Type.String()),
  occupation: Nullable(Type.String()),
  sourceOfIncome: Nullable(Type.String()),
  permanentAddress: Nullable(Type.String()),
  currentAddress: Nullable(Type.String()),
  placeOfBirth: Nullable(Type.String()),
})
export type SecurityProfile = Static<typeof SecurityProfile>

export const SocialBinding = Type.Object({
  provider: Type.Enum(SOCIAL_PROVIDERS),
  /** The name the provider showed for the account, masked; never its id. */
  displayName: Nullable(Type.String()),
  boundAt: Type.String(),
  /** Once confirmed the binding can be neither changed nor unlinked (spec section 5). */
  confirmedAt: Nullable(Type.String()),
})
export type SocialBinding = Static<typeof SocialBinding>

/** `GET /wps/member/security`: who the member is and what protects the account. Contacts are masked. */
export const SecurityOverview = Type.Object({
  account: Type.String(),
  nickname: Nullable(Type.String()),
  regDate: Type.String(),
  clubLabel: Type.Object({ labelName: Nullable(Type.String()), rankLevel: Type.Integer() }),
  /** This login (time and address). */
  lastLoginAt: Nullable(Type.String()),
  lastLoginIp: Nullable(Type.String()),
  /** The login before this session's, so a member notices one that was not theirs; null when there was none. */
  previousLoginAt: Nullable(Type.String()),
  previousLoginIp: Nullable(Type.String()),
  bound: Type.Object({
    mobile: Nullable(Type.String({ description: 'masked' })),
    email: Nullable(Type.String({ description: 'masked' })),
    bankAccounts: Type.Integer(),
    maxBankAccounts: Type.Integer(),
    paymentPassword: Type.Boolean(),
    authenticator: Type.Boolean(),
    social: Type.Array(SocialBinding),
  }),
  profile: SecurityProfile,
})
export type SecurityOverview = Static<typeof SecurityOverview>

/** Fields left out are unchanged; an empty string clears one. */
export const UpdateSecurityProfileBody = Type.Object(
  {
    nickname: Type.Optional(PlainText(NICKNAME_MAX_LENGTH)),
    address: Type.Optional(PlainText(PROFILE_FIELD_LIMITS.address)),
    nationality: Type.Optional(PlainText(PROFILE_FIELD_LIMITS.nationality)),
    occupation: Type.Optional(PlainText(PROFILE_FIELD_LIMITS.occupation)),
    sourceOfIncome: Type.Optional(PlainText(PROFILE_FIELD_LIMITS.sourceOfIncome)),
    permanentAddress: Type.Optional(PlainText(PROFILE_FIELD_LIMITS.permanentAddress)),
    currentAddress: Type.Optional(PlainText(PROFILE_FIELD_LIMITS.currentAddress)),
    placeOfBirth: Type.Optional(PlainText(PROFILE_FIELD_LIMITS.placeOfBirth)),
  },
  { additionalProperties: false, minProperties: 1 },
)
export type UpdateSecurityProfileBody = Static<typeof UpdateSecurityProfileBody>

export const BindMobileCodeBody = Type.Object({ mobileNum: Mobile }, { additionalProperties: false })
export const BindEmailCodeBody = Type.Object({ email: Email }, { additionalProperties: false })

/** `password` (the login password) is required when a mobile number is already bound: the change is sensitive. */
export const BindMobileBody = Type.Object(
  { mobileNum: Mobile, verificationCode: SmsCode, password: Type.Optional(Password) },
  { additionalProperties: false },
)
export type BindMobileBody = Static<typeof BindMobileBody>
export const BindEmailBody = Type.Object(
  { email: Email, verificationCode: SmsCode, password: Type.Optional(Password) },
  { additionalProperties: false },
)
export type BindEmailBody = Static<typeof BindEmailBody>

export const BankAccount = Type.Object({
  id: Type.Integer(),
  bankName: Type.String(),
  holderName: Type.String(),
  /** Only the last four digits are shown. */
  accountNumber: Type.String({ description: 'masked' }),
  createdAt: Type.String(),
})
export type BankAccount = Static<typeof BankAccount>
export const BankAccounts = Type.Object({ list: Type.Array(BankAccount), max: Type.Integer() })
export type BankAccounts = Static<typeof BankAccounts>

export const AddBankAccountBody = Type.Object(
  {
    bankName: Type.String({ minLength: 1, maxLength: 64, pattern: '^[^<>\\u0000-\\u001F\\u007F]*$' }),
    holderName: Type.String({ minLength: 1, maxLength: 64, pattern: '^[^<>\\u0000-\\u001F\\u007F]*$' }),
    /** Digits, optionally grouped with spaces or dashes as printed on a card or a passbook. */
    accountNumber: Type.String({ minLength: 6, maxLength: 40, pattern: '^[0-9][0-9 -]*[0-9]$' }),
    password: Password,
  },
  { additionalProperties: false },
)
export type AddBankAccountBody = Static<typeof AddBankAccountBody>

export const SetPaymentPasswordBody = Type.Object(
  { password: Password, paymentPassword: PaymentPassword, confirmPaymentPassword: PaymentPassword },
  { additionalProperties: false },
)
export const ChangePaymentPasswordBody = Type.Object(
  { oldPaymentPassword: PaymentPassword, paymentPassword: PaymentPassword, confirmPaymentPassword: PaymentPassword },
  { additionalProperties: false },
)
export const ResetPaymentPasswordBody = Type.Object(
  { verificationCode: SmsCode, paymentPassword: PaymentPassword, confirmPaymentPassword: PaymentPassword },
  { additionalProperties: false },
)

/** A new authenticator secret, answered once: the portal draws `uri` as a QR code; `secret` is for typing in. */
export const AuthenticatorSetup = Type.Object({
  uri: Type.String({ description: 'otpauth://totp/…' }),
  secret: Type.String({ description: 'base32, the same key as in the URI' }),
  issuer: Type.String(),
  label: Type.String(),
})
export type AuthenticatorSetup = Static<typeof AuthenticatorSetup>
export const ConfirmAuthenticatorBody = Type.Object({ code: TotpCode }, { additionalProperties: false })
export const DisableAuthenticatorBody = Type.Object({ password: Password, code: TotpCode }, { additionalProperties: false })
export const AuthenticatorState = Type.Object({ enabled: Type.Boolean() })

export const SocialBindings = Type.Object({ list: Type.Array(SocialBinding) })

export const ActiveSession = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String(),
  lastSeenAt: Type.String(),
  ip: Type.String(),
  /** The browser and system, shortened from the user agent ("Chrome on Android"); null when it sent none. */
  device: Nullable(Type.String()),
  /** The session making this request. */
  current: Type.Boolean(),
})
export type ActiveSession = Static<typeof ActiveSession>
export const ActiveSessions = Type.Object({ list: Type.Array(ActiveSession) })
export type ActiveSessions = Static<typeof ActiveSessions>
