/** A merchant's account settings with every default filled in (config schema: AccountSettings). */
import type { MerchantConfig } from '../../../config/schema'
import { toMinorUnits } from '../../../contract/money'
import { isFeatureEnabled } from '../../../config/whitelabel'
import { perConfig } from '../perConfig'

export interface ResolvedAccountSettings {
  sessionIdleMs: number
  sessionMaxMs: number
  captchaAfterFailures: number
  lockAfterFailures: number
  lockMs: number
  newIpVerification: boolean
  /** Null when the merchant does not force a change of old passwords (PWDEXPFORCECHANGE3 off). */
  passwordMaxAgeMs: number | null
  defaultPassword: string | null
  codeExpiryMinutes: number
  /** The play credit a free-play account starts with, in the currency's minor units. */
  freePlayCreditMinor: bigint
}

const MINUTE = 60_000

export const accountSettings = perConfig((config: MerchantConfig): ResolvedAccountSettings => {
  const a = config.accounts ?? {}
  const captchaAfterFailures = a.captchaAfterFailures ?? 3
  return {
    sessionIdleMs: (a.sessionIdleMinutes ?? 30) * MINUTE,
    sessionMaxMs: (a.sessionMaxHours ?? 24) * 60 * MINUTE,
    captchaAfterFailures,
    // A lock never comes before the captcha has had its chance.
    lockAfterFailures: Math.max(a.lockAfterFailures ?? 8, captchaAfterFailures + 1),
    lockMs: (a.lockMinutes ?? 15) * MINUTE,
    newIpVerification: a.newIpVerification ?? false,
    passwordMaxAgeMs: isFeatureEnabled(config.whitelabel, 'PWDEXPFORCECHANGE3') ? (a.passwordMaxAgeDays ?? 90) * 24 * 60 * MINUTE : null,
    defaultPassword: a.defaultPassword ?? null,
    codeExpiryMinutes: a.codeExpiryMinutes ?? 5,
    freePlayCreditMinor: toMinorUnits(a.freePlayCredit ?? '2000', config.currency.decimals),
  }
})
