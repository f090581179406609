/**
 * The games catalogue as players see it: a merchant's connected vendors and their games, named in the member's
 * language, with the member's favourites marked; the lists of spec section 7 (game list with its filters, game
 * types, vendor lanes, favourites, recent, hot, popular).
 *
 * The catalogue changes only when an operator changes it, so each process keeps a merchant's whole catalogue in
 * memory (a read cache on the database, forgotten by every change: `forgetCatalogue`); filtering a page of games
 * costs no query. Only what is a member's own (favourites, recent games) is read per request.
 */
import type { MerchantConfig } from '../../../config/schema'
import { CATEGORY_KEYS, type CategoryKey } from '../../../config/schema'
import { toMajorString } from '../../../contract/money'
import type {
  FavouriteChanged, Favourites, Game, GameFilter, GameList, GameListQuery, GameTypes, GameVendor, HotGames, PopularGames, RecentGames, VendorList,
} from '../../../contract/schemas/games'
import { databaseOf, whenCommitted, type Database, type Queryable } from '../../db/database'
import {
  addFavourite, favouriteNodeIds, gameByNodeId, queryGames, removeFavourite, setVendorMaintenance, vendorsOf, type GameRow, type VendorRow,
} from '../../db/games/catalogue'
import { readCacheOf } from '../../db/readCache'
import { AppError } from '../../errors'
import type { Principal } from '../../plugins/contract'

const DEFAULT_PAGE_SIZE = 30
/** Hot games on the home page, and the popular games a vendor in maintenance suggests. */
const HOT_LIMIT = 12
const POPULAR_LIMIT = 12

export interface Catalogue {
  vendors: readonly VendorRow[]
  vendorByCode: ReadonlyMap<string, VendorRow>
  /** Every game, in catalogue order. */
  games: readonly GameRow[]
}

const catalogueCache = (database: Database) => readCacheOf<Catalogue>(database, 'catalogue', { ttlMs: 60_000, maxEntries: 200 })

async function loadCatalogue(db: Queryable, merchantCode: string): Promise<Catalogue> {
  const vendors = await vendorsOf(db, merchantCode)
  const { rows } = await queryGames(db, { merchantCode, memberId: null, filter: 'ALL', limit: 100_000, offset: 0 })
  return { vendors, vendorByCode: new Map(vendors.map((vendor) => [vendor.code, vendor])), games: rows }
}

/** A merchant's catalogue, from this process's cache. */
export function readCatalogue(db: Database, merchantCode: string): Promise<Catalogue> {
  return catalogueCache(db).read(merchantCode, () => loadCatalogue(db, merchantCode))
}

/** After a change to a merchant's vendors or games: every process reads the catalogue again. */
export function forgetCatalogue(db: Queryable, merchantCode: string): void {
  const database = databaseOf(db)
  if (!database) return
  const cache = catalogueCache(database)
  cache.invalidate([merchantCode], 'here')
  whenCommitted(db, () => cache.invalidate([merchantCode]))
}

export function inMaintenance(vendor: VendorRow, now: Date): boolean {
  return vendor.maintenanceFrom !== null && vendor.maintenanceUntil !== null && vendor.maintenanceFrom <= now && now < vendor.maintenanceUntil
}

/** A vendor's logo: its own, or the generated badge. */
export function vendorLogoOf(vendor: Pick<VendorRow, 'code' | 'logo'>): string {
  return vendor.logo ?? `/assets/vendors/${vendor.code}.svg`
}

/**
 * A game's name in `language`; for a language it has no name in, English, as the portal shows every string it has no
 * translation of (an Arabic page reads English), then the merchant's default language.
 */
export function nameIn(names: Readonly<Record<string, string>>, language: string, config: MerchantConfig): string {
  return (Object.hasOwn(names, language) ? names[language] : undefined) ?? names.en ?? names[config.languages.default] ?? Object.values(names)[0] ?? ''
}

export interface GameContext {
  config: MerchantConfig
  language: string
  now: Date
}

export function gameView(row: GameRow, vendor: VendorRow | undefined, context: GameContext, isFav: boolean): Game {
  const decimals = context.config.currency.decimals
  return {
    nodeId: row.nodeId.toString(),
    gameId: row.gameId,
    vendorCode: row.vendorCode,
    vendorName: vendor?.name ?? row.vendorCode,
    gameGroupCode: row.category as CategoryKey,
    gameType: row.gameType,
    name: nameIn(row.names, context.language, context.config),
    image: row.image,
    isHot: row.isHot ? 1 : 0,
    isNew: row.isNew ? 1 : 0,
    isFav: isFav ? 1 : 0,
    tags: [...row.tags],
    minBet: toMajorString(row.minBet, decimals),
    maxBet: toMajorString(row.maxBet, decimals),
    maintenance: vendor ? inMaintenance(vendor, context.now) : false,
  }
}

/** The node ids among the member's favourites (none for a guest). */
async function favouritesOf(db: Database, memberId: number | null): Promise<Set<string>> {
  if (memberId === null) return new Set()
  return new Set((await favouriteNodeIds(db, memberId)).map((nodeId) => nodeId.toString()))
}

function matches(row: GameRow, query: { category?: string; vendorCode?: string; gameType?: string; keyword?: string; filter: GameFilter }): boolean {
  if (query.category && row.category !== query.category) return false
  if (query.vendorCode && row.vendorCode !== query.vendorCode) return false
  if (query.gameType && row.gameType !== query.gameType) return false
  if (query.filter === 'NEW' && !row.isNew) return false
  if (query.filter === 'HOT' && !row.isHot) return false
  const keyword = query.keyword?.trim().toLowerCase()
  if (keyword && !Object.values(row.names).some((name) => name.toLowerCase().includes(keyword))) return false
  return true
}

/** `GCSGAME_getGameList`: a page of games of a category, a vendor or a game type, filtered and searched. */
export async function gameList(db: Database, context: GameContext, principal: Principal | null, query: GameListQuery): Promise<GameList> {
  const filter = query.filter ?? 'ALL'
  const pageSize = Number(query.pageSize ?? DEFAULT_PAGE_SIZE)
  const pageNo = Number(query.pageNo ?? 1)
  const memberId = principal?.memberId ?? null
  const catalogue = await readCatalogue(db, context.config.code)
  const favourites = await favouritesOf(db, memberId)
  let rows: GameRow[]
  let total: number
  if (filter === 'FAV' || filter === 'RECENT') {
    // The member's own lists, in their own order (newest first), read from the database.
    const page = await queryGames(db, {
      merchantCode: context.config.code, memberId, category: query.gameGroupCode, vendorCode: query.vendorCode, gameType: query.gameType, filter,
      keyword: query.keyword, limit: pageSize, offset: (pageNo - 1) * pageSize,
    })
    rows = page.rows
    total = page.total
  } else {
    const all = catalogue.games.filter((row) => matches(row, { ...query, category: query.gameGroupCode, filter }))
    total = all.length
    rows = all.slice((pageNo - 1) * pageSize, pageNo * pageSize)
  }
  return {
    list: rows.map((row) => gameView(row, catalogue.vendorByCode.get(row.vendorCode), context, favourites.has(row.nodeId.toString()))),
    totalCount: total,
    totalPages: Math.ceil(total / pageSize),
  }
}

/** `GCSGAME_getGameType`: the kinds of game a vendor (or the whole catalogue) has. */
export async function gameTypes(db: Database, config: MerchantConfig, vendorCode: string | undefined): Promise<GameTypes> {
  const catalogue = await readCatalogue(db, config.code)
  const types: string[] = []
  for (const row of catalogue.games) if ((!vendorCode || row.vendorCode === vendorCode) && !types.includes(row.gameType)) types.push(row.gameType)
  return { list: types }
}

function vendorView(vendor: VendorRow, games: readonly GameRow[], now: Date): GameVendor {
  return {
    vendorCode: vendor.code,
    labelName: vendor.name,
    logo: vendorLogoOf(vendor),
    isHot: vendor.isHot ? 1 : 0,
    maintenance: inMaintenance(vendor, now),
    maintenanceFrom: vendor.maintenanceFrom?.toISOString() ?? null,
    maintenanceUntil: vendor.maintenanceUntil?.toISOString() ?? null,
    gameCount: games.filter((game) => game.vendorCode === vendor.code).length,
  }
}

/**
 * The categories with connected vendors, in the merchant's top-navigation order (then the rest in catalogue
 * order): each with its vendors. A category with nothing launchable is left out.
 */
/** A category's place in the merchant's top navigation; categories it leaves out come after, in CATEGORY_KEYS order. */
export function navRank(config: MerchantConfig): (key: CategoryKey) => number {
  const navOrder = new Map(config.navigation.topNav.map((key, i) => [key as string, i]))
  return (key) => navOrder.get(key) ?? config.navigation.topNav.length + CATEGORY_KEYS.indexOf(key)
}

export function vendorLanes(catalogue: Catalogue, config: MerchantConfig, now: Date): { gameGroupCode: CategoryKey; vendors: GameVendor[] }[] {
  const rank = navRank(config)
  return CATEGORY_KEYS.map((key) => ({ key, vendors: catalogue.vendors.filter((vendor) => vendor.categories.includes(key)) }))
    .filter(({ vendors }) => vendors.length > 0)
    .sort((a, b) => rank(a.key) - rank(b.key))
    .map(({ key, vendors }) => ({ gameGroupCode: key, vendors: vendors.map((vendor) => vendorView(vendor, catalogue.games.filter((g) => g.category === key), now)) }))
}

/** `MCSFE_getVendorList`: `value.data.lanes`, optionally one category's. */
export async function gameVendors(db: Database, config: MerchantConfig, now: Date, category: CategoryKey | undefined): Promise<VendorList> {
  const lanes = vendorLanes(await readCatalogue(db, config.code), config, now)
  return { data: { lanes: category ? lanes.filter((lane) => lane.gameGroupCode === category) : lanes } }
}

/** A game of the merchant by its node id, or `game.not.found`. */
async function requireGame(db: Database, config: MerchantConfig, nodeId: string): Promise<GameRow> {
  const game = await gameByNodeId(db, config.code, BigInt(nodeId))
  if (!game) throw new AppError('game.not.found')
  return game
}

export async function favourites(db: Database, context: GameContext, principal: Principal): Promise<Favourites> {
  const list = await gameList(db, context, principal, { filter: 'FAV', pageSize: '100' })
  return { content: list.list }
}

export async function setFavourite(db: Database, config: MerchantConfig, principal: Principal, nodeId: string, favourite: boolean, at: Date): Promise<FavouriteChanged> {
  const game = await requireGame(db, config, nodeId)
  if (favourite) await addFavourite(db, principal.memberId, game.nodeId, at)
  else await removeFavourite(db, principal.memberId, game.nodeId)
  return { nodeId, isFav: favourite ? 1 : 0 }
}

export async function recentGames(db: Database, context: GameContext, principal: Principal): Promise<RecentGames> {
  return { list: (await gameList(db, context, principal, { filter: 'RECENT', pageSize: '20' })).list }
}

/** `MCS2_getHotGames`: the merchant's hot games (the home page's row). */
export async function hotGames(db: Database, context: GameContext): Promise<HotGames> {
  const catalogue = await readCatalogue(db, context.config.code)
  const hot = catalogue.games.filter((row) => row.isHot).slice(0, HOT_LIMIT)
  return { list: hot.map((row) => gameView(row, catalogue.vendorByCode.get(row.vendorCode), context, false)) }
}

/**
 * `/lgw/games/popular`: what a vendor in maintenance suggests instead: hot games first, then the rest, of vendors
 * not in maintenance.
 */
export async function popularGames(db: Database, context: GameContext): Promise<PopularGames> {
  const catalogue = await readCatalogue(db, context.config.code)
  const open = catalogue.games.filter((row) => {
    const vendor = catalogue.vendorByCode.get(row.vendorCode)
    return vendor && !inMaintenance(vendor, context.now)
  })
  const ordered = [...open.filter((row) => row.isHot), ...open.filter((row) => !row.isHot)].slice(0, POPULAR_LIMIT)
  return ordered.map((row) => gameView(row, catalogue.vendorByCode.get(row.vendorCode), context, false))
}

/** Puts a vendor in maintenance for a window (or ends it): its games say so, and launching them is refused. */
export async function setMaintenance(db: Database, merchantCode: string, vendorCode: string, window: { from: Date; until: Date } | null): Promise<void> {
  if (window && !(window.from < window.until)) throw new AppError('request.invalid', 'A maintenance window ends after it starts.')
  if (!(await setVendorMaintenance(db, merchantCode, vendorCode, window))) throw new AppError('not.found')
  forgetCatalogue(db, merchantCode)
}
