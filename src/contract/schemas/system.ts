/** Request and response shapes of the system calls (spec sections 3 and 7). */
import { Type, type Static } from 'typebox'
import { Language, RULE_NAMES, REGISTER_FIELDS, WhitelabelNode } from '../../config/schema'
import { Text } from './text'

export const SystemStatusQuery = Type.Object({ url: Text(253, { minLength: 1 }) }, { additionalProperties: false })

export const RegisterFieldSetting = Type.Object({
  field: Type.Enum(REGISTER_FIELDS),
  show: Type.Boolean(),
  required: Type.Boolean(),
  rule: Type.Enum(RULE_NAMES),
  /** A regular expression source the whole value must match; `*` in a rule means `.*`. */
  pattern: Type.String(),
  minLength: Type.Integer(),
  maxLength: Type.Integer(),
})
export type RegisterFieldSetting = Static<typeof RegisterFieldSetting>

export const RegisterSettings = Type.Object({ fields: Type.Array(RegisterFieldSetting) })
export type RegisterSettings = Static<typeof RegisterSettings>

/** The permission / system-status answer: decides which route set the portal registers. */
export const SystemStatus = Type.Object({
  merchantCode: Type.String(),
  maintenance: Type.Object({ enabled: Type.Boolean(), endsAt: Type.Union([Type.String(), Type.Null()]) }),
  regionRestriction: Type.Boolean(),
  country: Type.Union([Type.String(), Type.Null()]),
  ipBlocked: Type.Boolean(),
  ip: Type.String(),
  registerRules: RegisterSettings,
  imageCDNs: Type.Array(Type.String()),
  launchGameCDNs: Type.Array(Type.String()),
  serverTime: Type.String(),
})
export type SystemStatus = Static<typeof SystemStatus>

export const Whitelabel = Type.Array(WhitelabelNode)
export type Whitelabel = Static<typeof Whitelabel>

export const RESOURCE_TYPES = ['IOS', 'IOS_MOBILECONFIG', 'ANDROID'] as const
export const DomainRoute = Type.Object({
  domainList: Type.Array(Type.Object({ domain: Type.String(), speed: Type.Integer({ description: "The operator's rank of preference, 1 = preferred: a client's order until it has measured each domain itself (the portal times them in the visitor's browser)." }) })),
  resources: Type.Array(
    Type.Object({
      resourceType: Type.Enum(RESOURCE_TYPES),
      url: Type.String(),
      qrCodeUrl: Type.String(),
      labelNameEn: Type.String(),
    }),
  ),
})
export type DomainRoute = Static<typeof DomainRoute>

export const CountryCode = Type.Object({ countryCode: Type.String(), dialCode: Type.String(), name: Type.String() })
export const CountryCodes = Type.Array(CountryCode)
export type CountryCode = Static<typeof CountryCode>

export const UpdateLanguageBody = Type.Object({ language: Language }, { additionalProperties: false })
export const UpdateLanguageResult = Type.Object({
  language: Language,
  direction: Type.Enum(['ltr', 'rtl'] as const),
  translated: Type.Boolean({ description: 'Whether every string exists in this language (else English is shown).' }),
})
export type UpdateLanguageResult = Static<typeof UpdateLanguageResult>
