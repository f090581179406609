/** The games catalogue of a merchant: the house vendor's studios and games (games/house/catalogue.ts). */
import type { MerchantConfig } from '../../config/schema'
import type { Database, Queryable } from '../db/database'
import { insertGame, insertVendor } from '../db/games/catalogue'
import { forgetCatalogue } from '../domain/games/catalogue'
import { HOUSE_ARENA_GAMES, HOUSE_ARENA_STUDIOS, HOUSE_BOOK_GAMES, HOUSE_BOOK_STUDIOS, HOUSE_GAMES, HOUSE_STUDIOS, type HouseGame, type HouseStudio } from '../games/house/catalogue'

async function seedStudios(tx: Queryable, input: { merchantCode: string; at: Date }, studios: readonly HouseStudio[], games: readonly HouseGame[], after: { studios: number; games: number }): Promise<void> {
  for (const [i, studio] of studios.entries()) {
    const sort = after.studios + i
    await insertVendor(tx, { merchantCode: input.merchantCode, code: studio.code, name: studio.name, categories: studio.categories, adapter: 'house', logo: null, isHot: sort === 0, sort })
  }
  for (const [i, game] of games.entries()) {
    await insertGame(tx, { ...game, merchantCode: input.merchantCode, image: `/assets/games/${game.gameId}.svg`, sort: after.games + i, at: input.at })
  }
  // A process already serving this merchant reads its catalogue again.
  forgetCatalogue(tx, input.merchantCode)
}

export async function seedHouseGames(tx: Queryable, input: { merchantCode: string; at: Date }): Promise<void> {
  await seedStudios(tx, input, HOUSE_STUDIOS, HOUSE_GAMES, { studios: 0, games: 0 })
}

/**
 * The house sportsbook's studios and games (sports and e-sports), after the house studios: each book whose category
 * the merchant's top navigation lists (a merchant without e-sports in its navigation gets no e-sports book).
 */
export async function seedHouseBooks(tx: Queryable, input: { merchantCode: string; at: Date; topNav: readonly string[] }): Promise<void> {
  const studios = HOUSE_BOOK_STUDIOS.filter((studio) => studio.categories.some((category) => input.topNav.includes(category)))
  const codes = new Set(studios.map((studio) => studio.code))
  const games = HOUSE_BOOK_GAMES.filter((game) => codes.has(game.vendorCode))
  await seedStudios(tx, { merchantCode: input.merchantCode, at: input.at }, studios, games, { studios: HOUSE_STUDIOS.length, games: HOUSE_GAMES.length })
}

/** The house cockfighting arena's studio and game, after the books, where the merchant's top navigation lists COCKFIGHT. */
export async function seedHouseArena(tx: Queryable, input: { merchantCode: string; at: Date; topNav: readonly string[] }): Promise<void> {
  const studios = HOUSE_ARENA_STUDIOS.filter((studio) => studio.categories.some((category) => input.topNav.includes(category)))
  const codes = new Set(studios.map((studio) => studio.code))
  const games = HOUSE_ARENA_GAMES.filter((game) => codes.has(game.vendorCode))
  const after = { studios: HOUSE_STUDIOS.length + HOUSE_BOOK_STUDIOS.length, games: HOUSE_GAMES.length + HOUSE_BOOK_GAMES.length }
  await seedStudios(tx, { merchantCode: input.merchantCode, at: input.at }, studios, games, after)
}

/** The studio of the mini games (crash, dice), which a merchant's config may name and place. */
export const MINI_GAMES_STUDIO = 'HMINI'

/**
 * Puts the mini games where the merchant's config says (`houseGames.miniGames`: the category they are listed under
 * and the vendor name they show with; by default as seeded). Runs at every start, so a changed config takes effect
 * on the next one; a catalogue that already agrees is left untouched.
 */
export async function applyMiniGamesSettings(db: Database, merchant: MerchantConfig): Promise<boolean> {
  const studio = HOUSE_STUDIOS.find((candidate) => candidate.code === MINI_GAMES_STUDIO)!
  const wanted = merchant.houseGames?.miniGames ?? { category: studio.categories[0], name: studio.name }
  return db.transaction(async (tx) => {
    const vendor = await tx.query(
      `UPDATE game_vendors SET name = $3, categories = $4 WHERE merchant_code = $1 AND code = $2 AND (name <> $3 OR categories <> $4) RETURNING code`,
      [merchant.code, MINI_GAMES_STUDIO, wanted.name, [wanted.category]],
    )
    const games = await tx.query(
      `UPDATE games SET category = $3 WHERE merchant_code = $1 AND vendor_code = $2 AND category <> $3 RETURNING game_id`,
      [merchant.code, MINI_GAMES_STUDIO, wanted.category],
    )
    const changed = vendor.rows.length > 0 || games.rows.length > 0
    if (changed) forgetCatalogue(tx, merchant.code)
    return changed
  })
}
