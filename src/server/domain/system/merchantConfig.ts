import { toPublicConfig, type PublicMerchantConfig } from '../../../config/public'
import type { MerchantConfig, Vendor } from '../../../config/schema'
import type { Whitelabel } from '../../../contract/schemas/system'

/** A vendor without its own logo gets the generated badge (routes/assets.ts). */
export function vendorLogo(vendor: Vendor): string {
  return vendor.logo ?? `/assets/vendors/${vendor.code}.svg`
}

/** What the browser may see of a merchant, with every vendor logo filled in. */
export function publicMerchantConfig(config: MerchantConfig): PublicMerchantConfig {
  const pub = toPublicConfig(config)
  return {
    ...pub,
    navigation: {
      ...pub.navigation,
      categories: pub.navigation.categories.map((category) => ({
        ...category,
        vendors: category.vendors.map((vendor) => ({ ...vendor, logo: vendorLogo(vendor) })),
      })),
    },
  }
}

/** The whitelabel tree as configured; every node carries `childrenNodes` (empty for leaves). */
export function whitelabelTree(config: MerchantConfig): Whitelabel {
  type Node = { modId: Whitelabel[number]['modId']; enabled: boolean; childrenNodes?: readonly Node[] }
  const copy = (node: Node): Node => ({ modId: node.modId, enabled: node.enabled, childrenNodes: (node.childrenNodes ?? []).map(copy) })
  return config.whitelabel.map((node) => copy(node as Node)) as Whitelabel
}
