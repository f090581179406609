/** The games catalogue of a merchant: the house vendor's studios and games (games/house/catalogue.ts). */
import type { Queryable } from '../db/database'
import { insertGame, insertVendor } from '../db/games/catalogue'
import { forgetCatalogue } from '../domain/games/catalogue'
import { HOUSE_GAMES, HOUSE_STUDIOS } from '../games/house/catalogue'

export async function seedHouseGames(tx: Queryable, input: { merchantCode: string; at: Date }): Promise<void> {
  for (const [sort, studio] of HOUSE_STUDIOS.entries()) {
    await insertVendor(tx, { merchantCode: input.merchantCode, code: studio.code, name: studio.name, categories: studio.categories, adapter: 'house', logo: null, isHot: sort === 0, sort })
  }
  for (const [sort, game] of HOUSE_GAMES.entries()) {
    await insertGame(tx, { ...game, merchantCode: input.merchantCode, image: `/assets/games/${game.gameId}.svg`, sort, at: input.at })
  }
  // A process already serving this merchant reads its catalogue again.
  forgetCatalogue(tx, input.merchantCode)
}
