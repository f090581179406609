/** Request and response shapes of the games calls (spec sections 3 and 7). */
import { Type, type Static } from 'typebox'
import { CATEGORY_KEYS } from '../../config/schema'

export const GameMenuVendor = Type.Object({
  vendorCode: Type.String(),
  labelName: Type.String(),
  logo: Type.String(),
  isHot: Type.Integer({ description: '1 means hot (spec section 3).' }),
  maintenance: Type.Boolean(),
})
export const GameMenu = Type.Object({
  gameGroupCode: Type.Enum(CATEGORY_KEYS),
  labelName: Type.String(),
  path: Type.String(),
  gameMenus: Type.Array(GameMenuVendor),
})
export const GameMenus = Type.Array(GameMenu)
export type GameMenuVendor = Static<typeof GameMenuVendor>
export type GameMenu = Static<typeof GameMenu>
