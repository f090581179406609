import type { MerchantConfig } from '../../../config/schema'
import type { DomainRoute, RESOURCE_TYPES } from '../../../contract/schemas/system'
import { perConfig } from '../perConfig'

const RESOURCES: { key: keyof MerchantConfig['appDownload']; resourceType: (typeof RESOURCE_TYPES)[number]; labelNameEn: string }[] = [
  { key: 'ios', resourceType: 'IOS', labelNameEn: 'iOS' },
  { key: 'iosMobileConfig', resourceType: 'IOS_MOBILECONFIG', labelNameEn: 'iOS (mobile config)' },
  { key: 'android', resourceType: 'ANDROID', labelNameEn: 'Android' },
]

/**
 * The merchant's domains with their `speed`, and the app downloads. Wildcard patterns are not addresses a browser
 * can open, so they are left out. The QR code encodes the download URL itself; the portal draws it.
 *
 * `speed` is the operator's rank of preference (1 = the preferred domain, in the order the config lists them): what
 * a client uses until it has measured. The real speed depends on the visitor's network (a domain an ISP blocks is
 * fast from here and dead from there), so the portal measures it where it matters, in the visitor's browser: the app
 * download page times a tiny uncached image from each domain and lists them fastest first (pages/support/domainProbe.ts).
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

/**
 * The CSP sources that let the portal time the merchant's own domains (an image from each, any port: a development
 * server listens on its own): added to the merchant's `img-src`.
 */
export const domainProbeSources = perConfig((config: MerchantConfig): string[] => config.domains.filter((d) => !d.includes('*')).map((domain) => `${domain}:*`))
