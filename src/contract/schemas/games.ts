/** Request and response shapes of the games calls (spec sections 3 and 7). */
import { Type, type Static } from 'typebox'
import { CATEGORY_KEYS } from '../../config/schema'
import { Text } from './text'

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

/** At most 18 digits: every such number fits the 64-bit column, and none needs a 19th digit to be reached. */
const NodeId = Type.String({ pattern: '^[1-9][0-9]{0,17}$', description: 'A game’s node id (a decimal string: ids are 64-bit).' })
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
    keyword: Type.Optional(Text(64)),
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
  { platform: Type.Optional(Text(32)), gameGroupCode: Type.Optional(Type.Enum(CATEGORY_KEYS)) },
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
    merchantCode: Type.Optional(Text(32)),
    isPlatform: Type.Optional(Text(2)),
    platform: Type.Optional(Text(32)),
    language: Type.Optional(Text(8)),
  },
  { additionalProperties: false },
)
export const HotGames = Type.Object({ list: Type.Array(Game) })
export type HotGames = Static<typeof HotGames>

export const PopularGames = Type.Array(Game)
export type PopularGames = Static<typeof PopularGames>

export const RankListQuery = Type.Object(
  {
    gameCategory: Type.Optional(Text(16)),
    language: Type.Optional(Text(8)),
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

/**
 * The launch (spec section 3, "Game launch payload"): the game by nodeId (gameId or roomId, when sent, must be
 * its), real money (accountType 1) or free play (0: a trial account's play credit), and whether the member's money
 * moves first to the wallet the game plays from (confirmTrans 1: into a transfer-wallet vendor's own wallet, or
 * back to main from the vendors' wallets for a seamless game). The spec's other
 * fields (vassalage, launchMode, platform, clientType, username, merchantCode, language) are accepted as sent; the
 * session is the Authorization header's, so a `token` in the query is ignored and the portal never puts it there.
 */
export const LaunchGameQuery = Type.Object(
  {
    nodeId: NodeId,
    gameId: Type.Optional(Text(64)),
    roomId: Type.Optional(Text(64)),
    accountType: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
    confirmTrans: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
    vassalage: Type.Optional(Text(32)),
    launchMode: Type.Optional(Text(16)),
    platform: Type.Optional(Text(32)),
    clientType: Type.Optional(Text(4)),
    username: Type.Optional(Text(64)),
    token: Type.Optional(Text(256)),
    merchantCode: Type.Optional(Text(32)),
    language: Type.Optional(Text(8)),
  },
  { additionalProperties: false },
)
export type LaunchGameQuery = Static<typeof LaunchGameQuery>

/** `value.content` (spec section 3): the address the portal frames; the rest tells it what the launch did. */
export const LaunchGame = Type.Object({
  content: Type.Object({
    game_url: Type.String(),
    /** The same game on another launch host, when the merchant has more than one. */
    game_url2: Type.Optional(Type.String()),
    vendorCode: Type.String(),
    /** The game's name in the call's language (the frame's title). */
    gameName: Type.String(),
    /** The wallet the session plays from: main, the vendor's own (transfer wallet), or a trial's play credit. */
    wallet: Type.Union([Type.Literal('main'), Type.Literal('vendor'), Type.Literal('trial')]),
    /** What moved into the play wallet from the member's other wallets for this launch (confirmTrans 1), in major units. */
    transferred: Type.String(),
    /** The game opens in a window of its own (a vendor whose pages refuse frames) rather than in the page's frame. */
    newWindow: Type.Boolean(),
    /** ISO 8601: the game session ends then. */
    expiresAt: Type.String(),
  }),
})
export type LaunchGame = Static<typeof LaunchGame>

/** The betting record (the member centre's personalHistoryCopy): the member's game rounds, newest first. */
export const BettingRecordQuery = Type.Object(
  {
    gameGroupCode: Type.Optional(Type.Enum(CATEGORY_KEYS)),
    vendorCode: Type.Optional(VendorCode),
    /** A period: from (inclusive) to (exclusive), ISO timestamps the portal computes in the member's time zone. */
    from: Type.Optional(Type.String({ format: 'date-time' })),
    to: Type.Optional(Type.String({ format: 'date-time' })),
    pageNo: Type.Optional(PageNo),
    pageSize: Type.Optional(Type.String({ pattern: '^([1-9]|[1-9][0-9]|100)$' })),
  },
  { additionalProperties: false },
)
export type BettingRecordQuery = Static<typeof BettingRecordQuery>

export const BetRound = Type.Object({
  /** The round's id here (what support quotes), and the vendor's own. */
  id: Type.String(),
  roundRef: Type.String(),
  nodeId: NodeId,
  gameName: Type.String(),
  vendorCode: Type.String(),
  vendorName: Type.String(),
  gameGroupCode: Type.Enum(CATEGORY_KEYS),
  gameType: Type.String(),
  bet: Type.String(),
  win: Type.String(),
  /** Win minus bet: positive when the member came out ahead. */
  profit: Type.String(),
  status: Type.Union([Type.Literal('open'), Type.Literal('settled'), Type.Literal('rolled_back')]),
  /** Free play (a trial account's credit) rather than money. */
  trial: Type.Boolean(),
  createdAt: Type.String(),
  settledAt: Type.Union([Type.String(), Type.Null()]),
  /** What happened, as the vendor reported it (a slot's stops, a hand, a roll): the round's detail. */
  result: Type.Unknown(),
})
export type BetRound = Static<typeof BetRound>

export const BettingRecord = Type.Object({
  list: Type.Array(BetRound),
  totalCount: Type.Integer(),
  totalPages: Type.Integer(),
  /** Over every round the filters match (not only this page). */
  totals: Type.Object({ bet: Type.String(), win: Type.String(), profit: Type.String(), rounds: Type.Integer() }),
})
export type BettingRecord = Static<typeof BettingRecord>
