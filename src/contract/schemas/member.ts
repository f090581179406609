/** Request and response shapes of the member calls: registration and member info (spec sections 3, 5, 7). */
import { Type, type Static } from 'typebox'
import { Text } from './text'


/**
 * The registration payload (spec section 3). Which optional fields are shown and required comes from the
 * merchant's register settings; the server checks them again (domain/accounts/register.ts).
 */
export const RegisterBody = Type.Object(
  {
    username: Type.Optional(Text(64)),
    password: Text(128, { minLength: 1 }),
    confirmPassword: Type.Optional(Text(128)),
    payeeName: Type.Optional(Text(64)),
    email: Type.Optional(Text(254)),
    qqNum: Type.Optional(Text(32)),
    mobileNum: Type.Optional(Text(20)),
    recommenderId: Type.Optional(Text(64)),
    captcha: Type.Optional(Text(16)),
    captchaId: Type.Optional(Text(64)),
    verificationCode: Type.Optional(Text(9)),
    affiliateCode: Type.Optional(Text(64)),
    paymentPassword: Type.Optional(Text(64)),
    line: Type.Optional(Text(64)),
    whatsapp: Type.Optional(Text(32)),
    facebook: Type.Optional(Text(128)),
    wechat: Type.Optional(Text(64)),
    idNumber: Type.Optional(Text(32)),
    referralCode: Type.Optional(Text(64)),
    registerUrl: Type.Optional(Text(2048)),
    domain: Type.Optional(Text(253)),
    registerMethod: Type.Optional(Type.Literal('WEB')),
    /** Spec: the portal logs the new member in at once. */
    login: Type.Optional(Type.Boolean()),
    /** Terms and privacy policy accepted (spec section 5). */
    agree: Type.Literal(true),
  },
  { additionalProperties: false },
)
export type RegisterBody = Static<typeof RegisterBody>

export const RegisterResult = Type.Object({
  username: Type.String(),
  /** Present when `login` was asked for: the same shape as a login. */
  token: Type.Optional(Type.String()),
  firstTimeLogin: Type.Optional(Type.Boolean()),
  passwordExpired: Type.Optional(Type.Boolean()),
  expiresAt: Type.Optional(Type.String()),
  idleExpiresAt: Type.Optional(Type.String()),
})
export type RegisterResult = Static<typeof RegisterResult>

/** Session user info (spec section 3). */
export const MemberInfo = Type.Object({
  id: Type.Integer({ description: 'customerId' }),
  account: Type.String(),
  nickname: Type.Union([Type.String(), Type.Null()]),
  type: Type.Integer({ description: 'Account type: 0 member; 1, 2, 41, 42 agents; 4 trial.' }),
  isAgent: Type.Boolean(),
  toUpline: Type.Union([Type.String(), Type.Null()]),
  regDate: Type.String(),
  clubLabel: Type.Object({ labelName: Type.Union([Type.String(), Type.Null()]), rankLevel: Type.Integer() }),
  mobile: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  lastLoginAt: Type.Union([Type.String(), Type.Null()]),
  lastLoginIp: Type.Union([Type.String(), Type.Null()]),
  passwordChangeRequired: Type.Boolean(),
})
export type MemberInfo = Static<typeof MemberInfo>

const NewPassword = Text(128, { minLength: 1 })

export const ChangePasswordBody = Type.Object(
  {
    oldPassword: Text(128, { minLength: 1 }),
    newPassword: NewPassword,
    confirmNewPassword: NewPassword,
    /** End every other session of the member too. */
    signOutOthers: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)
export const PasswordChanged = Type.Object({ signedOut: Type.Integer() })

/** Spec section 7: sent form-encoded (the server also takes JSON). */
export const ForgotPasswordEmailBody = Type.Object(
  { username: Text(64, { minLength: 1 }), email: Text(254, { minLength: 3 }) },
  { additionalProperties: false },
)
export const PasswordResetBody = Type.Object(
  { token: Text(64, { minLength: 1 }), newPassword: NewPassword, confirmNewPassword: NewPassword },
  { additionalProperties: false },
)
export const PasswordResetCheckBody = Type.Object({ token: Text(64, { minLength: 1 }) }, { additionalProperties: false })
/** `valid`: the link is unused, unexpired and this merchant's. */
export const PasswordResetCheck = Type.Object({ valid: Type.Boolean() })
export const ForgotPasswordCodeBody = Type.Object({ mobileNum: Type.String({ pattern: '^[0-9]{6,15}$' }) }, { additionalProperties: false })
export const PasswordByPhoneBody = Type.Object(
  { mobileNum: Type.String({ pattern: '^[0-9]{6,15}$' }), verificationCode: Text(9, { minLength: 1 }), newPassword: NewPassword },
  { additionalProperties: false },
)
