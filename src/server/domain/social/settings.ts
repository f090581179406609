/**
 * Social login settings. `main.ts` reads them from the environment once, as the server starts (config.ts,
 * `readSettings`), and hands them to `buildServer` with the other options; the server itself never reads
 * `process.env`, and tests pass settings of their own. The variables, parsed with clear errors:
 *
 * - `PORTICO_SOCIAL_<PROVIDER>_CLIENT_ID` and `PORTICO_SOCIAL_<PROVIDER>_CLIENT_SECRET` (PROVIDER: GOOGLE,
 *   FACEBOOK, LINE): the deployment's app at that provider. A merchant may have its own app (its brand on the
 *   consent screen) with `..._CLIENT_ID__<MERCHANT>` and `..._CLIENT_SECRET__<MERCHANT>` (the merchant code in
 *   upper case, `-` as `_`). An id without its secret (or the reverse) is refused.
 * - `PORTICO_SOCIAL_SANDBOX`: `1` or `0`. Unset, the sandbox identity provider is on unless NODE_ENV=production.
 *   A provider a merchant enables with no credentials runs against it.
 * - `PORTICO_SOCIAL_SANDBOX_CLIENT_SECRET`: the secret the server uses with its own sandbox (default: a random
 *   one per process; tests set it to call the sandbox token endpoint themselves).
 * - `PORTICO_SOCIAL_TIMEOUT_MS`: how long a call to a provider may take (default 10000).
 */
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../../contract/schemas/security'

export interface SocialCredentials {
  clientId: string
  clientSecret: string
}

export interface SocialSettings {
  /** Providers without credentials run against the server's sandbox identity provider. */
  sandbox: boolean
  /** The sandbox's client secret; undefined: a random one for this process. */
  sandboxClientSecret?: string
  /** Per provider: the deployment's credentials and merchants' own, by merchant code. */
  credentials: Partial<Record<SocialProvider, { all?: SocialCredentials; byMerchant: Record<string, SocialCredentials> }>>
  timeoutMs: number
  /** NODE_ENV=production: the sandbox is on only when explicitly enabled, and says so. */
  production: boolean
}

export const DEFAULT_PROVIDER_TIMEOUT_MS = 10_000

/** A server given no social settings offers no social login: no credentials and no sandbox. */
export const SOCIAL_LOGIN_OFF: SocialSettings = { sandbox: false, credentials: {}, timeoutMs: DEFAULT_PROVIDER_TIMEOUT_MS, production: false }

const PREFIX = 'PORTICO_SOCIAL_'

function flag(value: string | undefined, name: string): boolean | undefined {
  const text = value?.trim()
  if (!text) return undefined
  if (/^(true|1|yes|on)$/i.test(text)) return true
  if (/^(false|0|no|off)$/i.test(text)) return false
  throw new Error(`${name} must be 1 or 0, got ${JSON.stringify(value)}`)
}

/** `demo` -> `DEMO`, `my-brand` -> `MY_BRAND`: how a merchant code appears in a variable name. */
export function merchantEnvSuffix(merchantCode: string): string {
  return merchantCode.toUpperCase().replace(/-/g, '_')
}

export function readSocialSettings(env: Record<string, string | undefined>): SocialSettings {
  const production = env.NODE_ENV?.trim() === 'production'
  const credentials: SocialSettings['credentials'] = {}
  for (const provider of SOCIAL_PROVIDERS) {
    const base = `${PREFIX}${provider.toUpperCase()}_CLIENT_`
    // `''` is the deployment's pair; `__X` a merchant's.
    const suffixes = new Set<string>([''])
    for (const name of Object.keys(env)) {
      const match = new RegExp(`^${base}(?:ID|SECRET)(__[A-Z0-9_]+)$`).exec(name)
      if (match) suffixes.add(match[1])
    }
    const entry: { all?: SocialCredentials; byMerchant: Record<string, SocialCredentials> } = { byMerchant: {} }
    for (const suffix of suffixes) {
      const id = env[`${base}ID${suffix}`]?.trim()
      const secret = env[`${base}SECRET${suffix}`]?.trim()
      if (!id && !secret) continue
      if (!id || !secret) {
        const missing = `${base}${id ? 'SECRET' : 'ID'}${suffix}`
        throw new Error(`${base}${id ? 'ID' : 'SECRET'}${suffix} is set but ${missing} is not: a ${provider} login needs both.`)
      }
      if (suffix === '') entry.all = { clientId: id, clientSecret: secret }
      else entry.byMerchant[suffix.slice(2)] = { clientId: id, clientSecret: secret }
    }
    if (entry.all || Object.keys(entry.byMerchant).length) credentials[provider] = entry
  }
  const timeout = env[`${PREFIX}TIMEOUT_MS`]?.trim()
  const timeoutMs = timeout ? Number(timeout) : DEFAULT_PROVIDER_TIMEOUT_MS
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 60_000) {
    throw new Error(`${PREFIX}TIMEOUT_MS must be a whole number of milliseconds between 100 and 60000, got ${JSON.stringify(timeout)}`)
  }
  const sandboxSecret = env[`${PREFIX}SANDBOX_CLIENT_SECRET`]?.trim()
  return {
    sandbox: flag(env[`${PREFIX}SANDBOX`], `${PREFIX}SANDBOX`) ?? !production,
    ...(sandboxSecret ? { sandboxClientSecret: sandboxSecret } : {}),
    credentials,
    timeoutMs,
    production,
  }
}

/** The merchant's own credentials for a provider, else the deployment's; undefined when neither is set. */
export function credentialsFor(settings: SocialSettings, merchantCode: string, provider: SocialProvider): SocialCredentials | undefined {
  const entry = settings.credentials[provider]
  return entry?.byMerchant[merchantEnvSuffix(merchantCode)] ?? entry?.all
}
