import type { SystemStatus } from '../../../contract/schemas/system'
import type { Merchant } from '../../merchants/registry'
import type { AccessDecision } from './access'
import { registerSettings } from './registerRules'

/** The permission call: everything the portal needs to pick its route set, answered even when gated. */
export function systemStatus(merchant: Merchant, access: AccessDecision, now: Date): SystemStatus {
  const { config } = merchant
  return {
    merchantCode: config.code,
    maintenance: access.maintenance,
    regionRestriction: access.regionRestricted,
    country: access.country,
    ipBlocked: access.ipBlocked,
    ip: access.ip,
    registerRules: registerSettings(config),
    imageCDNs: [...config.cdn.image],
    launchGameCDNs: [...config.cdn.launchGame],
    serverTime: now.toISOString(),
  }
}
