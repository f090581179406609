/**
 * The loaded merchants and how a request finds its own: by host name. Exact domains win over `*.` patterns,
 * and a longer pattern wins over a shorter one (`*.eu.example.com` before `*.example.com`).
 */
import type { MerchantConfig } from '../../config/schema'
import { createIpMatcher } from './ip'

export interface Merchant {
  config: MerchantConfig
  /** The file the config came from (for messages). */
  file: string
  /** Directory with this merchant's logo, favicon and other assets (`<merchants dir>/assets/<code>`). */
  assetsDir: string
  /** Whether a visitor IP is in the merchant's blocklist. */
  isIpBlocked(ip: string): boolean
}

export interface MerchantRegistry {
  readonly merchants: readonly Merchant[]
  byCode(code: string): Merchant | undefined
  /** The merchant serving a Host header value (`Lotus.localhost:3000` -> lotus), or undefined. */
  byHost(host: string | undefined): Merchant | undefined
}

export interface MerchantSource {
  config: MerchantConfig
  file: string
  assetsDir: string
}

/** `Example.com:3000` -> `example.com`; `[::1]:3000` -> `::1`; a trailing dot is dropped. */
export function normaliseHost(host: string): string {
  let name = host.trim().toLowerCase()
  if (name.startsWith('[')) {
    const end = name.indexOf(']')
    name = end === -1 ? name.slice(1) : name.slice(1, end)
  } else if (name.split(':').length === 2) {
    name = name.slice(0, name.indexOf(':'))
  }
  return name.endsWith('.') ? name.slice(0, -1) : name
}

/** The host part of what the status call's `url` carries: a host, a host:port, or a full URL. */
export function hostFromUrl(url: string): string {
  const value = url.trim()
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    try {
      return normaliseHost(new URL(value).host)
    } catch {
      return ''
    }
  }
  return normaliseHost(value.split(/[/?#]/)[0])
}

/** How many distinct Host header values the registry remembers its answer for. */
const KNOWN_HOSTS = 512

export function createMerchantRegistry(sources: readonly MerchantSource[]): MerchantRegistry {
  const merchants: Merchant[] = sources.map((source) => ({
    ...source,
    isIpBlocked: createIpMatcher(source.config.ipBlocklist),
  }))
  const exact = new Map<string, Merchant>()
  const wildcards: { suffix: string; merchant: Merchant }[] = []
  for (const merchant of merchants) {
    for (const domain of merchant.config.domains) {
      const name = domain.toLowerCase()
      if (name.startsWith('*.')) wildcards.push({ suffix: name.slice(1), merchant })
      else exact.set(name, merchant)
    }
  }
  wildcards.sort((a, b) => b.suffix.length - a.suffix.length)
  const codes = new Map(merchants.map((m) => [m.config.code, m]))
  const hosts = new Map<string, Merchant | undefined>()

  return {
    merchants,
    byCode: (code) => codes.get(code),
    byHost(host) {
      if (!host) return undefined
      // Every request asks; the same few Host values come again and again.
      if (hosts.has(host)) return hosts.get(host)
      const name = normaliseHost(host)
      const merchant = name ? (exact.get(name) ?? wildcards.find((w) => name.endsWith(w.suffix) && name.length > w.suffix.length)?.merchant) : undefined
      // Bounded: a client inventing Host values cannot grow it.
      if (hosts.size < KNOWN_HOSTS) hosts.set(host, merchant)
      return merchant
    },
  }
}
