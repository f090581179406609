import { CATEGORY_PATHS, type MerchantConfig } from '../../../config/schema'
import type { GameMenu } from '../../../contract/schemas/games'
import type { Database } from '../../db/database'
import { readCatalogue, vendorLanes, type Catalogue } from './catalogue'

/**
 * The header's category dropdowns and the footer's logos (`/lgw/games/game_menus`): the categories that have
 * connected vendors (the catalogue's, not the config's list of integrations), in the merchant's top-navigation
 * order, each with its vendors. `labelName` is the category key, which the portal translates.
 */
export function gameMenusOf(catalogue: Catalogue, config: MerchantConfig, now: Date): GameMenu[] {
  return vendorLanes(catalogue, config, now).map((lane) => ({
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
}

export async function gameMenus(db: Database, config: MerchantConfig, now: Date): Promise<GameMenu[]> {
  return gameMenusOf(await readCatalogue(db, config.code), config, now)
}
