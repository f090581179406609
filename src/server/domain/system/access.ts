/**
 * The per-request site decisions: maintenance, IP block and region restriction, from the merchant's config, the
 * visitor's address, a country header set by a trusted proxy, and the clock.
 */
import type { Merchant } from '../../merchants/registry'
import { normaliseIp } from '../../merchants/ip'
import { AppError } from '../../errors'

export interface Visitor {
  /** The address Fastify derived (honouring `trustProxy`). */
  ip: string
  headers: Record<string, string | string[] | undefined>
  now: Date
  /**
   * The request came through a proxy the operator trusts, so its country header is the proxy's word. Otherwise
   * the header is the visitor's own claim and is ignored.
   */
  viaTrustedProxy: boolean
}

export interface AccessDecision {
  /** Maintenance in effect now; a configured `endsAt` in the past means it is over. */
  maintenance: { enabled: boolean; endsAt: string | null }
  regionRestricted: boolean
  /** ISO country code from the merchant's country header, when a trusted proxy set one. */
  country: string | null
  ipBlocked: boolean
  ip: string
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

export function decideAccess(merchant: Merchant, visitor: Visitor): AccessDecision {
  const { maintenance, regionRestriction } = merchant.config
  const endsAt = maintenance.endsAt ? new Date(maintenance.endsAt) : null
  const inMaintenance = maintenance.enabled && (endsAt === null || visitor.now < endsAt)

  const rawCountry = visitor.viaTrustedProxy ? headerValue(visitor.headers[regionRestriction.countryHeader])?.trim().toUpperCase() : undefined
  const country = rawCountry && /^[A-Z]{2}$/.test(rawCountry) ? rawCountry : null
  // Fail closed: with restriction on, a request the proxy did not label is not known to be allowed.
  const regionRestricted = regionRestriction.enabled && (country === null || !regionRestriction.allowedCountries.includes(country))

  const ip = normaliseIp(visitor.ip)
  return {
    maintenance: { enabled: inMaintenance, endsAt: inMaintenance && endsAt ? endsAt.toISOString() : null },
    regionRestricted,
    country,
    ipBlocked: merchant.isIpBlocked(ip),
    ip,
  }
}

/** The error a gated call answers with, most general first; undefined when the visitor may proceed. */
export function gateError(decision: AccessDecision): AppError | undefined {
  if (decision.maintenance.enabled) return new AppError('system.maintenance', undefined, { endsAt: decision.maintenance.endsAt })
  if (decision.ipBlocked) return new AppError('ip.blocked', undefined, { ip: decision.ip })
  if (decision.regionRestricted) return new AppError('region.restricted', undefined, { country: decision.country })
  return undefined
}
