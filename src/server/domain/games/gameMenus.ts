import { CATEGORY_PATHS, type MerchantConfig } from '../../../config/schema'
import type { GameMenu } from '../../../contract/schemas/games'
import { vendorLogo } from './vendors'
import { perConfig } from '../perConfig'

/**
 * Categories that have vendors, in the merchant's top-navigation order; categories with vendors that the top
 * navigation does not list follow in config order (the lobby may still show them). `labelName` is the category
 * key, which the portal translates.
 */
export const gameMenus = perConfig((config: MerchantConfig): GameMenu[] => {
  const navOrder = new Map(config.navigation.topNav.map((key, i) => [key as string, i]))
  const rank = (key: string, index: number) => navOrder.get(key) ?? config.navigation.topNav.length + index
  return config.navigation.categories
    .map((category, index) => ({ category, order: rank(category.key, index) }))
    .filter(({ category }) => category.vendors.length > 0)
    .sort((a, b) => a.order - b.order)
    .map(({ category }) => ({
      gameGroupCode: category.key,
      labelName: category.key,
      path: CATEGORY_PATHS[category.key],
      gameMenus: category.vendors.map((vendor) => ({
        vendorCode: vendor.code,
        labelName: vendor.name,
        logo: vendorLogo(vendor),
        isHot: vendor.isHot ? 1 : 0,
        maintenance: vendor.maintenance ?? false,
      })),
    }))
})
