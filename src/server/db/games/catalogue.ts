/** SQL for the games catalogue (migrations/014_games.sql): vendors, games, favourites and recent games. */
import type { Queryable } from '../database'

export type VendorRow = {
  code: string
  name: string
  categories: string[]
  adapter: 'house' | 'http'
  logo: string | null
  isHot: boolean
  sort: number
  maintenanceFrom: Date | null
  maintenanceUntil: Date | null
}

export type GameRow = {
  nodeId: bigint
  vendorCode: string
  gameId: string
  category: string
  gameType: string
  names: Record<string, string>
  image: string
  isHot: boolean
  isNew: boolean
  tags: string[]
  minBet: bigint
  maxBet: bigint
  /** Whether the member asking has it among its favourites (false for a guest). */
  isFav: boolean
}

const VENDOR_COLUMNS = `code, name, categories, adapter, logo, is_hot AS "isHot", sort, maintenance_from AS "maintenanceFrom",
  maintenance_until AS "maintenanceUntil"`
const GAME_COLUMNS = `g.node_id AS "nodeId", g.vendor_code AS "vendorCode", g.game_id AS "gameId", g.category, g.game_type AS "gameType",
  g.names, g.image, g.is_hot AS "isHot", g.is_new AS "isNew", g.tags, g.min_bet AS "minBet", g.max_bet AS "maxBet"`

export interface NewVendor extends Omit<VendorRow, 'maintenanceFrom' | 'maintenanceUntil'> {
  merchantCode: string
}

export interface NewGame extends Omit<GameRow, 'nodeId' | 'isFav'> {
  merchantCode: string
  sort: number
  at: Date
}

/** Adds a vendor (seeding); one that exists is left as it is (an operator may have changed it). */
export async function insertVendor(db: Queryable, vendor: NewVendor): Promise<void> {
  await db.query(
    `INSERT INTO game_vendors (merchant_code, code, name, categories, adapter, logo, is_hot, sort) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (merchant_code, code) DO NOTHING`,
    [vendor.merchantCode, vendor.code, vendor.name, vendor.categories, vendor.adapter, vendor.logo, vendor.isHot, vendor.sort],
  )
}

/** Adds a game (seeding); one that exists keeps its node id and what an operator set. */
export async function insertGame(db: Queryable, game: NewGame): Promise<void> {
  await db.query(
    `INSERT INTO games (merchant_code, vendor_code, game_id, category, game_type, names, image, is_hot, is_new, tags, min_bet, max_bet, sort, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     ON CONFLICT (merchant_code, vendor_code, game_id) DO NOTHING`,
    [
      game.merchantCode, game.vendorCode, game.gameId, game.category, game.gameType, JSON.stringify(game.names), game.image, game.isHot, game.isNew,
      game.tags, game.minBet, game.maxBet, game.sort, game.at,
    ],
  )
}

export async function vendorsOf(db: Queryable, merchantCode: string): Promise<VendorRow[]> {
  const { rows } = await db.query<VendorRow>(`SELECT ${VENDOR_COLUMNS} FROM game_vendors WHERE merchant_code = $1 ORDER BY sort, code`, [merchantCode])
  return rows
}

export async function setVendorMaintenance(db: Queryable, merchantCode: string, code: string, window: { from: Date; until: Date } | null): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE game_vendors SET maintenance_from = $3, maintenance_until = $4 WHERE merchant_code = $1 AND code = $2`,
    [merchantCode, code, window?.from ?? null, window?.until ?? null],
  )
  return affectedRows > 0
}

/** Which games a list asks for: every one (ALL), the new, the hot, the member's favourites or its recent games. */
export type GameFilter = 'ALL' | 'NEW' | 'HOT' | 'FAV' | 'RECENT'

export interface GameQuery {
  merchantCode: string
  /** The member asking (favourite marks, FAV and RECENT); null for a guest. */
  memberId: number | null
  category?: string
  vendorCode?: string
  gameType?: string
  filter: GameFilter
  /** Matched against the game's names in every language, case-insensitively. */
  keyword?: string
  limit: number
  offset: number
}

/** One page of the catalogue's games matching `query`, with how many match in all. */
export async function queryGames(db: Queryable, query: GameQuery): Promise<{ rows: GameRow[]; total: number }> {
  // FAV and RECENT are the member's own lists: a guest has none.
  if ((query.filter === 'FAV' || query.filter === 'RECENT') && query.memberId === null) return { rows: [], total: 0 }
  const keyword = query.keyword?.replace(/[%_\\]/g, '').trim() || null
  const { rows } = await db.query<GameRow & { total: number }>(
    `SELECT ${GAME_COLUMNS}, (f.member_id IS NOT NULL) AS "isFav", count(*) OVER ()::integer AS total
     FROM games g
     LEFT JOIN game_favourites f ON f.node_id = g.node_id AND f.member_id = $2
     LEFT JOIN game_recent r ON r.node_id = g.node_id AND r.member_id = $2
     WHERE g.merchant_code = $1
       AND ($3::text IS NULL OR g.category = $3)
       AND ($4::text IS NULL OR g.vendor_code = $4)
       AND ($5::text IS NULL OR g.game_type = $5)
       AND ($6::text IS NULL OR EXISTS (SELECT 1 FROM jsonb_each_text(g.names) n WHERE n.value ILIKE '%' || $6 || '%'))
       AND CASE $7 WHEN 'NEW' THEN g.is_new WHEN 'HOT' THEN g.is_hot WHEN 'FAV' THEN f.member_id IS NOT NULL
                   WHEN 'RECENT' THEN r.member_id IS NOT NULL ELSE true END
     ORDER BY CASE WHEN $7 = 'RECENT' THEN r.played_at END DESC NULLS LAST,
              CASE WHEN $7 = 'FAV' THEN f.created_at END DESC NULLS LAST,
              g.sort, g.node_id
     LIMIT $8 OFFSET $9`,
    [query.merchantCode, query.memberId, query.category ?? null, query.vendorCode ?? null, query.gameType ?? null, keyword, query.filter, query.limit, query.offset],
  )
  return { rows: rows.map(({ total: _t, ...row }) => row), total: rows[0]?.total ?? 0 }
}

export async function gameByNodeId(db: Queryable, merchantCode: string, nodeId: bigint): Promise<GameRow | null> {
  const { rows } = await db.query<GameRow>(`SELECT ${GAME_COLUMNS}, false AS "isFav" FROM games g WHERE g.merchant_code = $1 AND g.node_id = $2`, [merchantCode, nodeId])
  return rows[0] ?? null
}

export async function gameByVendorId(db: Queryable, merchantCode: string, vendorCode: string, gameId: string): Promise<GameRow | null> {
  const { rows } = await db.query<GameRow>(
    `SELECT ${GAME_COLUMNS}, false AS "isFav" FROM games g WHERE g.merchant_code = $1 AND g.vendor_code = $2 AND g.game_id = $3`,
    [merchantCode, vendorCode, gameId],
  )
  return rows[0] ?? null
}

/** The game types (kinds of game) a vendor's games have, in catalogue order. */
/** The vendor and kind of a merchant's game by its game id (any vendor's: a house table's id is the house's alone). */
export async function vendorAndTypeOfGame(db: Queryable, merchantCode: string, gameId: string): Promise<{ vendorCode: string; gameType: string } | null> {
  const { rows } = await db.query<{ vendorCode: string; gameType: string }>(
    `SELECT vendor_code AS "vendorCode", game_type AS "gameType" FROM games WHERE merchant_code = $1 AND game_id = $2 LIMIT 1`,
    [merchantCode, gameId],
  )
  return rows[0] ?? null
}

export async function gameTypesOf(db: Queryable, merchantCode: string, vendorCode: string | null): Promise<string[]> {
  const { rows } = await db.query<{ gameType: string }>(
    `SELECT game_type AS "gameType" FROM games WHERE merchant_code = $1 AND ($2::text IS NULL OR vendor_code = $2)
     GROUP BY game_type ORDER BY min(sort), game_type`,
    [merchantCode, vendorCode],
  )
  return rows.map((r) => r.gameType)
}

/** The node ids of a member's favourite games. */
export async function favouriteNodeIds(db: Queryable, memberId: number): Promise<bigint[]> {
  const { rows } = await db.query<{ nodeId: bigint }>(`SELECT node_id AS "nodeId" FROM game_favourites WHERE member_id = $1`, [memberId])
  return rows.map((row) => row.nodeId)
}

export async function addFavourite(db: Queryable, memberId: number, nodeId: bigint, at: Date): Promise<void> {
  await db.query(`INSERT INTO game_favourites (member_id, node_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [memberId, nodeId, at])
}

export async function removeFavourite(db: Queryable, memberId: number, nodeId: bigint): Promise<void> {
  await db.query(`DELETE FROM game_favourites WHERE member_id = $1 AND node_id = $2`, [memberId, nodeId])
}

/** Notes a game as played now (the RECENT list keeps the latest time per game). */
export async function touchRecent(db: Queryable, memberId: number, nodeId: bigint, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO game_recent (member_id, node_id, played_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = GREATEST(game_recent.played_at, EXCLUDED.played_at)`,
    [memberId, nodeId, at],
  )
}
