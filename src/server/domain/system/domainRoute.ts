import type { MerchantConfig } from '../../../config/schema'
import type { DomainRoute, RESOURCE_TYPES } from '../../../contract/schemas/system'
import { perConfig } from '../perConfig'

const RESOURCES: { key: keyof MerchantConfig['appDownload']; resourceType: (typeof RESOURCE_TYPES)[number]; labelNameEn: string }[] = [
  { key: 'ios', resourceType: 'IOS', labelNameEn: 'iOS' },
  { key: 'iosMobileConfig', resourceType: 'IOS_MOBILECONFIG', labelNameEn: 'iOS (mobile config)' },
  { key: 'android', resourceType: 'ANDROID', labelNameEn: 'Android' },
]

/**
 * The merchant's domains, ranked by the order the operator lists them (1 = preferred), and the app downloads.
 * Wildcard patterns are not addresses a browser can open, so they are left out. The QR code encodes the
 * download URL itself; the portal draws it.
 */
export const domainRoute = perConfig((config: MerchantConfig): DomainRoute => {
  return {
    domainList: config.domains.filter((d) => !d.includes('*')).map((domain, i) => ({ domain, speed: i + 1 })),
    resources: RESOURCES.flatMap(({ key, resourceType, labelNameEn }) => {
      const url = config.appDownload[key]
      return url ? [{ resourceType, url, qrCodeUrl: url, labelNameEn }] : []
    }),
  }
})
