import { toPublicConfig, type PublicMerchantConfig } from '../../../config/public'
import type { MerchantConfig } from '../../../config/schema'
import type { Whitelabel } from '../../../contract/schemas/system'
import { vendorLogo } from '../games/vendors'
import { perConfig } from '../perConfig'

/** What the browser may see of a merchant, with every vendor logo filled in. */
export const publicMerchantConfig = perConfig((config: MerchantConfig): PublicMerchantConfig => {
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
})

/** The whitelabel tree as configured; every node carries `childrenNodes` (empty for leaves). */
export const whitelabelTree = perConfig((config: MerchantConfig): Whitelabel => {
  type Node = { modId: Whitelabel[number]['modId']; enabled: boolean; childrenNodes?: readonly Node[] }
  const copy = (node: Node): Node => ({ modId: node.modId, enabled: node.enabled, childrenNodes: (node.childrenNodes ?? []).map(copy) })
  return config.whitelabel.map((node) => copy(node as Node)) as Whitelabel
})
