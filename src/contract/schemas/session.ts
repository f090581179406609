/** Request and response shapes of the session calls: login, its verification, captcha, keys, sign out (spec 3, 4, 7). */
import { Type, type Static } from 'typebox'
import { Text } from './text'

const Trimmed = (max: number, min = 1) => Text(max, { minLength: min })

/** Login by username (type `username`) or by mobile number and SMS code (type `sms`, MOBILEVERCODELOGIN3). */
export const LoginBody = Type.Union([
  Type.Object(
    {
      type: Type.Literal('username'),
      username: Trimmed(64),
      password: Trimmed(128),
      captchaId: Type.Optional(Trimmed(64)),
      captcha: Type.Optional(Trimmed(16)),
      /** The login form it came from: the member login refuses agents (`member.no.enter`), the agent login non-agents (`error.not.agent`). */
      entry: Type.Optional(Type.Enum(['member', 'agent'] as const)),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    { type: Type.Literal('sms'), mobileNum: Type.String({ pattern: '^[0-9]{6,15}$' }), code: Type.String({ pattern: '^[0-9]{4,9}$' }) },
    { additionalProperties: false },
  ),
])
export type LoginBody = Static<typeof LoginBody>

export const LoginResult = Type.Object({
  token: Type.String(),
  firstTimeLogin: Type.Boolean(),
  passwordExpired: Type.Boolean(),
  passwordChangeRequired: Type.Boolean({ description: 'Only the password change is allowed until it is done (default or expired password).' }),
  username: Type.String(),
  accountType: Type.Integer(),
  lastLoginAt: Type.Union([Type.String(), Type.Null()]),
  lastLoginIp: Type.Union([Type.String(), Type.Null()]),
  expiresAt: Type.String(),
  idleExpiresAt: Type.String(),
})
export type LoginResult = Static<typeof LoginResult>

export const VERIFY_METHODS = ['mobile', 'email', 'bankHolder', 'authenticator'] as const
export const VerifyMethod = Type.Enum(VERIFY_METHODS)

export const LoginVerificationBody = Type.Object(
  { ticket: Trimmed(64), method: VerifyMethod, answer: Trimmed(64) },
  { additionalProperties: false },
)
export const LoginVerificationCodeBody = Type.Object({ ticket: Trimmed(64), method: Type.Enum(['mobile', 'email'] as const) }, { additionalProperties: false })

export const CodeSent = Type.Object({ expiredMinutes: Type.Integer(), resendAfterSeconds: Type.Integer() })
export type CodeSent = Static<typeof CodeSent>

/** Spec section 7: the register SMS call sends `mobileNo`. */
export const RegisterCodeBody = Type.Object({ mobileNo: Type.String({ pattern: '^[0-9]{6,15}$' }) }, { additionalProperties: false })

export const LoginCodeBody = Type.Object({ mobileNum: Type.String({ pattern: '^[0-9]{6,15}$' }) }, { additionalProperties: false })

export const Captcha = Type.Object({
  captchaId: Type.String(),
  /** `data:image/svg+xml;base64,…` */
  image: Type.String(),
  expiresAt: Type.String(),
})
export type Captcha = Static<typeof Captcha>

export const EncryptionKey = Type.Object({
  scheme: Type.String({ description: 'The body encryption scheme, e.g. rsa-oaep-256+a256gcm.' }),
  kid: Type.String(),
  /** SPKI, base64. */
  publicKey: Type.String(),
  serverTime: Type.String({ description: 'So a client with a wrong clock can still date its envelopes.' }),
})
export type EncryptionKey = Static<typeof EncryptionKey>

export const SessionState = Type.Object({ idleExpiresAt: Type.String(), expiresAt: Type.String() })
export type SessionState = Static<typeof SessionState>

export const Done = Type.Object({ done: Type.Literal(true) })
export const SignedOutOthers = Type.Object({ signedOut: Type.Integer() })

export const FreePlayBody = Type.Object(
  { os: Type.Optional(Text(32)), platform: Type.Optional(Type.Literal('W')) },
  { additionalProperties: false },
)
