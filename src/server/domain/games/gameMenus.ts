import { CATEGORY_PATHS, type MerchantConfig } from '../../../config/schema'
import type { GameMenu } from '../../../contract/schemas/games'
import type { Database } from '../../db/database'
import { HOUSE_LOTTERY_VENDOR } from '../../games/house/catalogue'
import { lotteryConfig } from '../lottery/settings'
import { navRank, readCatalogue, vendorLanes, type Catalogue } from './catalogue'

/**
 * The header's category dropdowns and the footer's logos (`/lgw/games/game_menus`): the categories that have
 * connected vendors (the catalogue's, not the config's list of integrations), in the merchant's top-navigation
 * order, each with its vendors. `labelName` is the category key, which the portal translates.
 */
export function gameMenusOf(catalogue: Catalogue, config: MerchantConfig, now: Date): GameMenu[] {
  const menus: GameMenu[] = vendorLanes(catalogue, config, now).map((lane) => ({
    gameGroupCode: lane.gameGroupCode,
    labelName: lane.gameGroupCode,
    path: CATEGORY_PATHS[lane.gameGroupCode],
    gameMenus: lane.vendors.map((vendor) => ({
      vendorCode: vendor.vendorCode,
      labelName: vendor.labelName,
      logo: vendor.logo,
      isHot: vendor.isHot,
      maintenance: vendor.maintenance,
    })),
  }))
  // The lottery categories the merchant runs games of: our lottery, opening on the category's lottery page.
  const categories = new Set(lotteryConfig(config).games.map((game) => game.category))
  for (const key of categories) {
    if (menus.some((menu) => menu.gameGroupCode === key)) continue
    menus.push({
      gameGroupCode: key,
      labelName: key,
      path: CATEGORY_PATHS[key],
      gameMenus: [{ vendorCode: HOUSE_LOTTERY_VENDOR.code, labelName: HOUSE_LOTTERY_VENDOR.name, logo: `/assets/vendors/${HOUSE_LOTTERY_VENDOR.code}.svg`, isHot: 0, maintenance: false }],
    })
  }
  const rank = navRank(config)
  return menus.sort((a, b) => rank(a.gameGroupCode) - rank(b.gameGroupCode))
}

export async function gameMenus(db: Database, config: MerchantConfig, now: Date): Promise<GameMenu[]> {
  return gameMenusOf(await readCatalogue(db, config.code), config, now)
}
