/**
 * The process settings `main.ts` reads from the environment. Parsed in one place, with clear errors, so the
 * app itself never looks at `process.env`.
 */
import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import type { FastifyServerOptions } from 'fastify'
import { DEFAULT_MERCHANT_DIR } from './merchants/load'
import { readSocialSettings, type SocialSettings } from './domain/social/settings'

/** The line `main.ts` prints at start while PORTICO_DEV_CAPTCHA_OUTBOX is on. */
export const DEV_CAPTCHA_OUTBOX_WARNING =
  'WARNING: PORTICO_DEV_CAPTCHA_OUTBOX is on: every captcha answer is written to the outbox file, so captchas stop nothing. For development and end-to-end tests only.'

/**
 * PORTICO_DEV_CAPTCHA_OUTBOX: `1` (or true/yes/on) writes every captcha's answer to the development outbox, so a
 * browser journey can answer captchas the way it reads SMS codes. It gives the answers away, so with
 * NODE_ENV=production it is refused rather than ignored: a deployment that sets it learns so at start.
 */
export function parseDevCaptchaOutbox(value: string | undefined, nodeEnv: string | undefined): boolean {
  const text = value?.trim()
  if (!text || /^(false|0|no|off)$/i.test(text)) return false
  if (!/^(true|1|yes|on)$/i.test(text)) throw new Error(`PORTICO_DEV_CAPTCHA_OUTBOX must be 1 or unset, got ${JSON.stringify(value)}`)
  if (nodeEnv?.trim() === 'production') {
    throw new Error(
      'PORTICO_DEV_CAPTCHA_OUTBOX is set while NODE_ENV=production. It writes every captcha answer to the outbox file, ' +
        'which would let anyone who can read it past the captcha. Unset PORTICO_DEV_CAPTCHA_OUTBOX (it is for development and end-to-end tests only).',
    )
  }
  return true
}

/**
 * PORTICO_TRUST_PROXY: how many proxies stand in front of the server (a hop count, e.g. `1` behind one load
 * balancer), or the proxies' addresses and CIDR blocks, comma-separated (`10.0.0.0/8,192.0.2.7`). Unset or `0`:
 * no proxy, and X-Forwarded-For and country headers are ignored. `true` is refused: it would trust a header any
 * visitor can send.
 */
export function parseTrustProxy(value: string | undefined): FastifyServerOptions['trustProxy'] {
  const text = value?.trim()
  if (!text || /^(false|0|no|off)$/i.test(text)) return false
  if (/^(true|yes|on)$/i.test(text)) {
    throw new Error(
      `PORTICO_TRUST_PROXY=${text} would trust headers any visitor can send. Give the number of proxies in front of ` +
        'the server (e.g. 1) or their addresses/CIDR blocks (e.g. 10.0.0.0/8,192.0.2.7).',
    )
  }
  if (/^\d+$/.test(text)) {
    // Trust the nearest N hops (proxy-addr counts hops from the socket).
    const hops = Number(text)
    return (_address: string, hop: number) => hop < hops
  }
  return text.split(',').map((s) => s.trim()).filter(Boolean)
}

function positiveInteger(value: string | undefined, name: string): number | undefined {
  if (!value?.trim()) return undefined
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number of requests, got ${JSON.stringify(value)}`)
  return number
}

type Environment = NodeJS.ProcessEnv
const trimmed = (env: Environment, name: string): string | undefined => env[name]?.trim() || undefined

/**
 * Every setting the process reads, by the variables it comes from: the one place that reads the environment. Each
 * entry parses its variables or throws a message naming them; `readSettings` runs them all and names every bad
 * variable at once. `ProcessSettings` is derived from this table, so a setting's type is its parser's.
 */
const SETTINGS = {
  /** PORT: default 3000. */
  port: (env: Environment): number => {
    const port = Number(env.PORT ?? 3000)
    if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number, got ${JSON.stringify(env.PORT)}`)
    return port
  },
  /** HOST: default 0.0.0.0. */
  host: (env: Environment): string => trimmed(env, 'HOST') ?? '0.0.0.0',
  /** PORTICO_DATA_DIR: the embedded database and the outbox, default .data. */
  dataDir: (env: Environment): string => resolve(trimmed(env, 'PORTICO_DATA_DIR') ?? '.data'),
  /** DATABASE_URL: PostgreSQL instead of the embedded PGlite. */
  databaseUrl: (env: Environment): string | undefined => trimmed(env, 'DATABASE_URL'),
  /** REDIS_URL: rate-limit counts, read-cache invalidation and events shared by every server process; without it, per process. */
  redisUrl: (env: Environment): string | undefined => trimmed(env, 'REDIS_URL'),
  /** PORTICO_RATE_LIMIT_PER_MINUTE: one rate limit per minute for every endpoint instead of the contract table's (load tests, `npm run bench`). */
  rateLimitPerMinute: (env: Environment): number | undefined => positiveInteger(env.PORTICO_RATE_LIMIT_PER_MINUTE, 'PORTICO_RATE_LIMIT_PER_MINUTE'),
  /** PORTICO_MERCHANT_DIRS: colon-separated directories of merchant files, default src/config/merchants. */
  merchantDirs: (env: Environment): string[] => {
    const dirs = trimmed(env, 'PORTICO_MERCHANT_DIRS')
    return dirs ? dirs.split(':').map((d) => d.trim()).filter(Boolean).map((d) => resolve(d)) : [DEFAULT_MERCHANT_DIR]
  },
  /** PORTICO_STATIC_DIR: the portal's build, default dist/portal. */
  staticDir: (env: Environment): string => resolve(trimmed(env, 'PORTICO_STATIC_DIR') ?? 'dist/portal'),
  /** PORTICO_TRUST_PROXY: see parseTrustProxy. */
  trustProxy: (env: Environment): FastifyServerOptions['trustProxy'] => parseTrustProxy(env.PORTICO_TRUST_PROXY),
  /** PORTICO_DEV_CAPTCHA_OUTBOX: also write each captcha's answer to the outbox (end-to-end journeys); never in production. */
  devCaptchaOutbox: (env: Environment): boolean => parseDevCaptchaOutbox(env.PORTICO_DEV_CAPTCHA_OUTBOX, env.NODE_ENV),
  /** Social login: providers' credentials per deployment and merchant, the sandbox (PORTICO_SOCIAL_*; domain/social/settings.ts). */
  social: (env: Environment): SocialSettings => readSocialSettings(env),
  /**
   * The sandbox payment provider's signing secret, or undefined when the sandbox is off. On by default outside
   * production (PORTICO_PAYMENT_SANDBOX=0 turns it off; =1 turns it on in production); PORTICO_PAYMENT_SANDBOX_SECRET
   * fixes the secret (every process of a deployment needs the same one), else it is random per process.
   */
  paymentSandboxSecret: (env: Environment): string | undefined => readPaymentSandboxSecret(env),
  /** PORTICO_OPERATOR_KEY (32 characters or more): the operators' API and `npm run operator` use it; unset, no operators' API. */
  operatorKey: (env: Environment): string | undefined => longSecret(env, 'PORTICO_OPERATOR_KEY'),
  /** PORTICO_VENDOR_SECRET_<CODE> (32 characters or more) connects game vendor <CODE> to the vendor protocol. */
  vendorSecrets: (env: Environment): Readonly<Record<string, string>> => readVendorSecrets(env),
  /** PORTICO_HOUSE_VENDOR_SECRET: the house vendor's secret (every process of a deployment needs the same one), else random per process. */
  houseVendorSecret: (env: Environment): string | undefined => longSecret(env, 'PORTICO_HOUSE_VENDOR_SECRET'),
  /** PORTICO_VENDOR_LAUNCH_URL_<CODE>: an external vendor's launch address (https); its games launch only with one. */
  vendorLaunchUrls: (env: Environment): Readonly<Record<string, string>> => readVendorLaunchUrls(env),
  /** PORTICO_HOUSE_STATIC_DIR: the house games' build, default dist/house. */
  houseStaticDir: (env: Environment): string => resolve(trimmed(env, 'PORTICO_HOUSE_STATIC_DIR') ?? 'dist/house'),
  /** PORTICO_HOUSE_MIN_CYCLE_MS: the least time between two rounds of a house game session. */
  houseMinCycleMs: (env: Environment): number | undefined => positiveInteger(env.PORTICO_HOUSE_MIN_CYCLE_MS, 'PORTICO_HOUSE_MIN_CYCLE_MS'),
  /** PORTICO_HOUSE_TABLE_PACE: scales the house tables' phases (0.2 to 5; 1 is the real pace). */
  houseTablePace: (env: Environment): number | undefined => readPace(env.PORTICO_HOUSE_TABLE_PACE),
  /**
   * PORTICO_WAGES_EVERY_SECONDS: how often the wage job looks for ended periods to pay (5 to 3600; default 60). A
   * shorter interval pays a real-time window sooner after its margin; each period is paid once whatever it is.
   */
  wagesEverySeconds: (env: Environment): number | undefined => boundedInteger(env.PORTICO_WAGES_EVERY_SECONDS, 'PORTICO_WAGES_EVERY_SECONDS', 5, 3600),
  /**
   * PORTICO_DEMO_PLAY: 0 leaves out the demo team's two weeks of play (seed/teamActivity.ts) from a new database's
   * seed, keeping the demo accounts, notices and funds: the end-to-end journeys start from that quieter site, where
   * the winner board is theirs to fill. Default 1.
   */
  demoPlay: (env: Environment): boolean => {
    const value = trimmed(env, 'PORTICO_DEMO_PLAY') ?? '1'
    if (value !== '0' && value !== '1') throw new Error(`PORTICO_DEMO_PLAY must be 0 or 1, got ${JSON.stringify(env.PORTICO_DEMO_PLAY)}`)
    return value === '1'
  },
} satisfies Record<string, (env: Environment) => unknown>

export type ProcessSettings = { readonly [Name in keyof typeof SETTINGS]: ReturnType<(typeof SETTINGS)[Name]> }

/** Every bad variable of the environment, each on its own line. */
export class EnvironmentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The environment has ${problems.length} bad ${problems.length === 1 ? 'variable' : 'variables'}:\n${problems.map((p) => `  ${p}`).join('\n')}`)
    this.name = 'EnvironmentError'
  }
}

/** The process settings from the environment; throws EnvironmentError naming every bad variable at once. */
export function readSettings(env: Environment = process.env): ProcessSettings {
  const settings: Record<string, unknown> = {}
  const problems: string[] = []
  for (const [name, read] of Object.entries(SETTINGS)) {
    try {
      settings[name] = read(env)
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error))
    }
  }
  if (problems.length) throw new EnvironmentError(problems)
  return settings as ProcessSettings
}

function boundedInteger(value: string | undefined, name: string, least: number, most: number): number | undefined {
  if (!value?.trim()) return undefined
  const number = Number(value)
  if (!Number.isInteger(number) || number < least || number > most) throw new Error(`${name} must be a whole number from ${least} to ${most}, got ${JSON.stringify(value)}`)
  return number
}

function readPace(value: string | undefined): number | undefined {
  if (!value?.trim()) return undefined
  const pace = Number(value)
  if (!Number.isFinite(pace) || pace < 0.2 || pace > 5) throw new Error(`PORTICO_HOUSE_TABLE_PACE must be a number from 0.2 to 5, got ${JSON.stringify(value)}`)
  return pace
}

function readVendorLaunchUrls(env: NodeJS.ProcessEnv): Record<string, string> {
  const urls: Record<string, string> = {}
  for (const name of Object.keys(env)) {
    const code = /^PORTICO_VENDOR_LAUNCH_URL_([A-Z0-9_]{2,16})$/.exec(name)?.[1]
    const value = env[name]?.trim()
    if (!code || !value) continue
    if (!/^https:\/\/[^\s]+$/.test(value)) throw new Error(`${name} must be an https:// address.`)
    urls[code] = value
  }
  return urls
}

function longSecret(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim()
  if (!value) return undefined
  if (value.length < 32) throw new Error(`${name} must be at least 32 characters.`)
  return value
}

function readVendorSecrets(env: NodeJS.ProcessEnv): Record<string, string> {
  const secrets: Record<string, string> = {}
  for (const name of Object.keys(env)) {
    const code = /^PORTICO_VENDOR_SECRET_([A-Z0-9_]{2,16})$/.exec(name)?.[1]
    const secret = code ? longSecret(env, name) : undefined
    if (code && secret) secrets[code] = secret
  }
  return secrets
}

function readPaymentSandboxSecret(env: NodeJS.ProcessEnv): string | undefined {
  const flag = env.PORTICO_PAYMENT_SANDBOX?.trim()
  if (flag !== undefined && flag !== '' && flag !== '0' && flag !== '1') throw new Error(`PORTICO_PAYMENT_SANDBOX must be 0 or 1, not "${flag}".`)
  const on = flag === '1' || (flag !== '0' && env.NODE_ENV?.trim() !== 'production')
  if (!on) return undefined
  const secret = env.PORTICO_PAYMENT_SANDBOX_SECRET?.trim()
  if (secret !== undefined && secret !== '' && secret.length < 32) throw new Error('PORTICO_PAYMENT_SANDBOX_SECRET must be at least 32 characters.')
  return secret || randomBytes(32).toString('base64url')
}
