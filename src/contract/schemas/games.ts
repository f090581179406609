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

/** The list filters of spec section 9: every game, the new, the member's favourites, the hot, the recently played. */
export const GAME_FILTERS = ['ALL', 'NEW', 'FAV', 'HOT', 'RECENT'] as const
export type GameFilter = (typeof GAME_FILTERS)[number]

const NodeId = Type.String({ pattern: '^[1-9][0-9]{0,18}$', description: 'A game’s node id (a decimal string: ids are 64-bit).' })
const PageNo = Type.String({ pattern: '^[1-9][0-9]{0,5}$' })
const VendorCode = Type.String({ pattern: '^[A-Z0-9_]{2,16}$' })

/** A game as every list shows it, named in the request's language. */
export const Game = Type.Object({
  nodeId: NodeId,
  gameId: Type.String(),
  vendorCode: Type.String(),
  vendorName: Type.String(),
  gameGroupCode: Type.Enum(CATEGORY_KEYS),
  gameType: Type.String(),
  name: Type.String(),
  /** Its picture, on one of the merchant's image hosts (or this server). */
  image: Type.String(),
  isHot: Type.Integer({ description: '1 means hot.' }),
  isNew: Type.Integer({ description: '1 means new.' }),
  /** 1 when it is among the member's favourites (always 0 for a guest). */
  isFav: Type.Integer(),
  tags: Type.Array(Type.String()),
  minBet: Type.String(),
  maxBet: Type.String(),
  /** Its vendor is in maintenance now. */
  maintenance: Type.Boolean(),
})
export type Game = Static<typeof Game>

export const GameListQuery = Type.Object(
  {
    gameGroupCode: Type.Optional(Type.Enum(CATEGORY_KEYS)),
    vendorCode: Type.Optional(VendorCode),
    gameType: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,32}$' })),
    filter: Type.Optional(Type.Enum(GAME_FILTERS)),
    keyword: Type.Optional(Type.String({ maxLength: 64 })),
    pageNo: Type.Optional(PageNo),
    pageSize: Type.Optional(Type.String({ pattern: '^([1-9]|[1-9][0-9]|100)$' })),
  },
  { additionalProperties: false },
)
export type GameListQuery = Static<typeof GameListQuery>

export const GameList = Type.Object({ list: Type.Array(Game), totalCount: Type.Integer(), totalPages: Type.Integer() })
export type GameList = Static<typeof GameList>

export const GameTypeQuery = Type.Object({ vendorCode: Type.Optional(VendorCode) }, { additionalProperties: false })
export const GameTypes = Type.Object({ list: Type.Array(Type.String()) })
export type GameTypes = Static<typeof GameTypes>

/** A vendor as the lobby's lanes show it. */
export const GameVendor = Type.Object({
  vendorCode: Type.String(),
  labelName: Type.String(),
  logo: Type.String(),
  isHot: Type.Integer(),
  maintenance: Type.Boolean(),
  /** The maintenance window, ISO 8601, while one is set. */
  maintenanceFrom: Type.Union([Type.String(), Type.Null()]),
  maintenanceUntil: Type.Union([Type.String(), Type.Null()]),
  gameCount: Type.Integer(),
})
export type GameVendor = Static<typeof GameVendor>

export const VendorListQuery = Type.Object(
  { platform: Type.Optional(Type.String({ maxLength: 32 })), gameGroupCode: Type.Optional(Type.Enum(CATEGORY_KEYS)) },
  { additionalProperties: false },
)
/** `value.data.lanes` (spec section 3): one lane per category, its vendors in order. */
export const VendorList = Type.Object({
  data: Type.Object({ lanes: Type.Array(Type.Object({ gameGroupCode: Type.Enum(CATEGORY_KEYS), vendors: Type.Array(GameVendor) })) }),
})
export type VendorList = Static<typeof VendorList>

export const NodeIdQuery = Type.Object({ nodeId: NodeId }, { additionalProperties: false })
export type NodeIdQuery = Static<typeof NodeIdQuery>

/** The member's favourites (spec section 3: `content`). */
export const Favourites = Type.Object({ content: Type.Array(Game) })
export type Favourites = Static<typeof Favourites>
export const FavouriteChanged = Type.Object({ nodeId: NodeId, isFav: Type.Integer() })
export type FavouriteChanged = Static<typeof FavouriteChanged>

export const RecentGames = Type.Object({ list: Type.Array(Game) })
export type RecentGames = Static<typeof RecentGames>

export const HotGamesQuery = Type.Object(
  {
    merchantCode: Type.Optional(Type.String({ maxLength: 32 })),
    isPlatform: Type.Optional(Type.String({ maxLength: 2 })),
    platform: Type.Optional(Type.String({ maxLength: 32 })),
    language: Type.Optional(Type.String({ maxLength: 8 })),
  },
  { additionalProperties: false },
)
export const HotGames = Type.Object({ list: Type.Array(Game) })
export type HotGames = Static<typeof HotGames>

export const PopularGames = Type.Array(Game)
export type PopularGames = Static<typeof PopularGames>

export const RankListQuery = Type.Object(
  {
    gameCategory: Type.Optional(Type.String({ maxLength: 16 })),
    language: Type.Optional(Type.String({ maxLength: 8 })),
    limitNum: Type.Optional(Type.String({ pattern: '^([1-9]|[1-4][0-9]|50)$' })),
  },
  { additionalProperties: false },
)
/** The winner board (spec section 3): `value.list` of `{ vo: {...} }`, names masked, newest big wins first. */
export const RankList = Type.Object({
  list: Type.Array(
    Type.Object({
      vo: Type.Object({
        /** The winner's account name, masked (`so***ak`). */
        username: Type.String(),
        gameName: Type.String(),
        vendorCode: Type.String(),
        nodeId: NodeId,
        winAmount: Type.String(),
        /** ISO 8601. */
        winTime: Type.String(),
      }),
    }),
  ),
})
export type RankList = Static<typeof RankList>
