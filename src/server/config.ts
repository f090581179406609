/**
 * The process settings `main.ts` reads from the environment. Parsed in one place, with clear errors, so the
 * app itself never looks at `process.env`.
 */
import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import type { FastifyServerOptions } from 'fastify'
import { DEFAULT_MERCHANT_DIR } from './merchants/load'
import { readSocialSettings, type SocialSettings } from './domain/social/settings'

export interface ProcessSettings {
  port: number
  host: string
  dataDir: string
  databaseUrl?: string
  /** Redis for rate-limit counts shared by every server process; without it, counts are per process. */
  redisUrl?: string
  /** One rate limit per minute for every endpoint instead of the contract table's (load tests, `npm run bench`). */
  rateLimitPerMinute?: number
  merchantDirs: string[]
  staticDir: string
  trustProxy: FastifyServerOptions['trustProxy']
  /** PORTICO_DEV_CAPTCHA_OUTBOX: also write each captcha's answer to the outbox (end-to-end journeys); never in production. */
  devCaptchaOutbox: boolean
  /** Social login: providers' credentials per deployment and merchant, the sandbox (PORTICO_SOCIAL_*; domain/social/settings.ts). */
  social: SocialSettings
  /**
   * The sandbox payment provider's signing secret, or undefined when the sandbox is off. On by default outside
   * production (PORTICO_PAYMENT_SANDBOX=0 turns it off; =1 turns it on in production); PORTICO_PAYMENT_SANDBOX_SECRET
   * fixes the secret (every process of a deployment needs the same one), else it is random per process.
   */
  paymentSandboxSecret?: string
  /** PORTICO_OPERATOR_KEY (32 characters or more): the operators' API and `npm run operator` use it; unset, no operators' API. */
  operatorKey?: string
  /**
   * Game vendors' shared secrets: PORTICO_VENDOR_SECRET_<CODE> (32 characters or more) connects vendor <CODE> to the
   * vendor protocol; PORTICO_HOUSE_VENDOR_SECRET fixes the house vendor's (every process of a deployment needs the same
   * one), else it is random per process.
   */
  vendorSecrets: Readonly<Record<string, string>>
  houseVendorSecret?: string
  /** PORTICO_VENDOR_LAUNCH_URL_<CODE>: an external vendor's launch address (https); its games launch only with one. */
  vendorLaunchUrls: Readonly<Record<string, string>>
  /** The house games' build: PORTICO_HOUSE_STATIC_DIR, default dist/house. */
  houseStaticDir: string
  /** PORTICO_HOUSE_MIN_CYCLE_MS: the least time between two rounds of a house game session. */
  houseMinCycleMs?: number
  /** PORTICO_HOUSE_TABLE_PACE: scales the house tables' phases (0.2 to 5; 1 is the real pace). */
  houseTablePace?: number
}

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

export function readSettings(env: NodeJS.ProcessEnv = process.env): ProcessSettings {
  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number, got ${JSON.stringify(env.PORT)}`)
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: resolve(env.PORTICO_DATA_DIR?.trim() || '.data'),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    redisUrl: env.REDIS_URL?.trim() || undefined,
    rateLimitPerMinute: positiveInteger(env.PORTICO_RATE_LIMIT_PER_MINUTE, 'PORTICO_RATE_LIMIT_PER_MINUTE'),
    merchantDirs: env.PORTICO_MERCHANT_DIRS?.trim()
      ? env.PORTICO_MERCHANT_DIRS.split(':').map((d) => d.trim()).filter(Boolean).map((d) => resolve(d))
      : [DEFAULT_MERCHANT_DIR],
    staticDir: resolve(env.PORTICO_STATIC_DIR?.trim() || 'dist/portal'),
    trustProxy: parseTrustProxy(env.PORTICO_TRUST_PROXY),
    devCaptchaOutbox: parseDevCaptchaOutbox(env.PORTICO_DEV_CAPTCHA_OUTBOX, env.NODE_ENV),
    social: readSocialSettings(env),
    paymentSandboxSecret: readPaymentSandboxSecret(env),
    operatorKey: readOperatorKey(env),
    vendorSecrets: readVendorSecrets(env),
    houseVendorSecret: longSecret(env, 'PORTICO_HOUSE_VENDOR_SECRET'),
    vendorLaunchUrls: readVendorLaunchUrls(env),
    houseStaticDir: resolve(env.PORTICO_HOUSE_STATIC_DIR?.trim() || 'dist/house'),
    houseMinCycleMs: positiveInteger(env.PORTICO_HOUSE_MIN_CYCLE_MS, 'PORTICO_HOUSE_MIN_CYCLE_MS'),
    houseTablePace: readPace(env.PORTICO_HOUSE_TABLE_PACE),
  }
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

function readOperatorKey(env: NodeJS.ProcessEnv): string | undefined {
  const key = env.PORTICO_OPERATOR_KEY?.trim()
  if (!key) return undefined
  if (key.length < 32) throw new Error('PORTICO_OPERATOR_KEY must be at least 32 characters.')
  return key
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
