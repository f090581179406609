/**
 * The endpoint table both sides use: the server registers a route per entry, the portal calls by name.
 * Paths are the spec's (section 7); where the spec leaves one unstated the choice is written here once.
 * This table has no TypeBox in it, so the browser bundle carries no schema code: the request and response
 * schemas of each endpoint are in `schemas/index.ts` (ENDPOINT_SCHEMAS), which the server validates with and
 * the portal only takes types from.
 */

import { PATHS } from '../config/paths'

/** Session-storage keys for cached calls (spec section 9). */
export const CACHE_KEYS = [
  'index_notice', 'popular', 'consolidated', 'routers', 'lottGames', 'validate', 'settings', 'merchantWallet', 'WINNERS',
  'whitelabel', 'merchantConfig', 'gameMenus', 'countryCodes',
] as const
export type CacheKey = (typeof CACHE_KEYS)[number]

export interface EndpointDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  /**
   * A member token is required (spec section 6 "Token required"); `'optional'`: a guest is answered too, and a
   * member's token, when sent and valid, personalises the answer (a game list's favourites).
   */
  auth: boolean | 'optional'
  /** The body travels with hybrid encryption (docs/architecture.md "Encrypted calls"). */
  encrypted: boolean
  /** Cached in session storage under this key by the portal's API layer. */
  cacheKey?: CacheKey
  /** Answered even while the merchant is in maintenance, region-restricted or IP-blocked. */
  alwaysAvailable?: boolean
  /**
   * The answer depends on the Language header (translated text): the portal caches it per language, asks again
   * when the visitor switches, and drops an answer in a language the visitor has left.
   */
  languageDependent?: boolean
  /** Requests one visitor (merchant and address) may make per minute; DEFAULT_RATE_LIMIT_PER_MINUTE otherwise. */
  rateLimitPerMinute?: number
  /** Allowed to a session that must change its password first (default or expired password). */
  duringPasswordChange?: boolean
  /**
   * The browser navigates here (a provider's redirect), the portal never calls it: the answer is a redirect back
   * to the portal, never the envelope.
   */
  navigation?: boolean
  /** A server-sent event stream (text/event-stream), not one envelope; the portal reads it with fetch. */
  stream?: boolean
}

/** The limit of an endpoint that names none: generous for a person, low for a script hammering one call. */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 120

/**
 * The calls the portal's entry knows. An area the first screen never shows keeps its calls in a table of its own,
 * which its lazy chunk brings and registers with the API client (src/portal/api/endpointTable.ts), so the entry
 * does not carry them: the agent centre's (agentEndpoints.ts). `ENDPOINTS` (endpoints.ts) is every table together:
 * what the server registers and the tests call. The portal imports values only from this module, never from
 * endpoints.ts, which would bring every lazy table into the entry.
 */
export const CORE_ENDPOINTS = {
  systemStatus: { method: 'GET', path: '/wps/system/status', auth: false, encrypted: false, alwaysAvailable: true },
  merchantConfig: { method: 'GET', path: '/wps/system/config', auth: false, encrypted: false, alwaysAvailable: true, cacheKey: 'merchantConfig' },
  whitelabel: { method: 'GET', path: '/wps/system/whitelabel', auth: false, encrypted: false, cacheKey: 'validate' },
  registerSettings: { method: 'GET', path: '/wps/system/setting/register', auth: false, encrypted: false, cacheKey: 'settings' },
  domainRoute: { method: 'GET', path: '/wps/system/domainRoute', auth: false, encrypted: false, cacheKey: 'routers' },
  countryCodes: { method: 'GET', path: '/wps/system/countryCodes', auth: false, encrypted: false, alwaysAvailable: true, cacheKey: 'countryCodes', languageDependent: true },
  gameMenus: { method: 'GET', path: '/lgw/games/game_menus', auth: false, encrypted: false, cacheKey: 'gameMenus', languageDependent: true },
  notices: { method: 'GET', path: '/wps/notice', auth: false, encrypted: false, cacheKey: 'index_notice', languageDependent: true },
  updateLanguage: { method: 'PUT', path: '/wps/system/language', auth: false, encrypted: false, alwaysAvailable: true, rateLimitPerMinute: 30 },

  // Session and member (spec section 7). Logins and registrations are limited per address before any hashing.
  encryptionKey: { method: 'GET', path: '/wps/system/encryption/key', auth: false, encrypted: false },
  captcha: { method: 'GET', path: '/wps/captcha', auth: false, encrypted: false, rateLimitPerMinute: 30 },
  login: { method: 'POST', path: '/wps/session/login', auth: false, encrypted: true, rateLimitPerMinute: 20 },
  touch: { method: 'POST', path: '/wps/session/touch', auth: true, encrypted: false, duringPasswordChange: true },
  logout: { method: 'DELETE', path: '/wps/session/logout', auth: true, encrypted: false, duringPasswordChange: true },
  signOutOthers: { method: 'DELETE', path: '/wps/session/others', auth: true, encrypted: false },
  register: { method: 'POST', path: '/wps/member/register', auth: false, encrypted: true, rateLimitPerMinute: 10 },
  memberInfo: { method: 'GET', path: '/wps/member/info', auth: true, encrypted: false, duringPasswordChange: true },
  // The account flows' other calls (SMS codes, a login's verification, free play, password recovery and change, a
  // social login's start) are authEndpoints.ts's, registered by their lazy chunk.

  // Social login and binding (Google, Facebook, Line; spec sections 2 and 5): the server runs the provider's
  // OAuth 2.0 code flow with PKCE. Starting a login and exchanging its ticket are limited like the login; a bind
  // is started with the member's token. The ticket exchange ends like a login, so it is encrypted like one.
  socialProviders: { method: 'GET', path: '/wps/session/social/providers', auth: false, encrypted: false },
  socialCallback: { method: 'GET', path: '/wps/session/social/callback', auth: false, encrypted: false, navigation: true, rateLimitPerMinute: 30 },
  socialTicket: { method: 'POST', path: '/wps/session/social/ticket', auth: false, encrypted: true, rateLimitPerMinute: 20 },

  // The agency notice (spec section 2 "Modals"): the agents' notices, for a logged-in agent account only (types 1, 2,
  // 41, 42); a member answers `error.not.agent`, a trial account `in_need_true_account`.
  agencyNotices: { method: 'GET', path: '/wps/agent/notice', auth: true, encrypted: false, languageDependent: true },

  // Money (the ledger): the member's wallets and their sum, in major units with the currency's decimals.
  walletBalance: { method: 'GET', path: '/wps/v2/wallets/balance', auth: true, encrypted: false },
  // The merchant's wallet mode (one wallet, or one per transfer-wallet vendor): config, so cached per session.
  merchantWallet: { method: 'GET', path: '/wps/relay/GCS_merchantWallet', auth: true, encrypted: false, cacheKey: 'merchantWallet' },
  // Between the member's own wallets, or every vendor wallet back to main; idempotent by the body's key.
  walletTransfer: { method: 'POST', path: '/wps/relay/GCS_walletTransfer', auth: true, encrypted: false, rateLimitPerMinute: 60 },
  // Not cached (the spec's `consolidated` key): a figure read after each movement must be the ledger's, not a copy.
  consolidatedFunds: { method: 'GET', path: '/wps/member/info/funds/consolidated', auth: true, encrypted: false },
  // A proof image for a withdrawal "not received" (the raw image as the body: api/upload.ts sends it itself).
  uploadWithdrawalProof: { method: 'POST', path: '/wps/member/withdraw/proof', auth: true, encrypted: false, rateLimitPerMinute: 10 },
  // The member's events (balance after a movement) as server-sent events: one stream per open page, read with the
  // session token in the Authorization header (fetch, not EventSource, so the token never sits in an address).
  memberEvents: { method: 'GET', path: '/wps/member/events', auth: true, encrypted: false, stream: true, rateLimitPerMinute: 30 },
  // Games (spec section 7): the catalogue's lists under /wps/relay with the platform's prefixes. A list answers a
  // guest too; a member's token adds its favourite marks (and FAV, RECENT). Names follow the Language header.
  gameList: { method: 'GET', path: '/wps/relay/GCSGAME_getGameList', auth: 'optional', encrypted: false, languageDependent: true },
  gameTypes: { method: 'GET', path: '/wps/relay/GCSGAME_getGameType', auth: false, encrypted: false },
  gameVendors: { method: 'GET', path: '/wps/relay/MCSFE_getVendorList', auth: false, encrypted: false },
  favourites: { method: 'GET', path: '/wps/relay/GCS_getFavoriteGames', auth: true, encrypted: false, languageDependent: true },
  addFavourite: { method: 'GET', path: '/wps/relay/GCS_addFavoriteGame', auth: true, encrypted: false },
  removeFavourite: { method: 'GET', path: '/wps/relay/GCS_removeFavoriteGame', auth: true, encrypted: false },
  recentGames: { method: 'GET', path: '/wps/relay/GCS_getRecentGames', auth: true, encrypted: false, languageDependent: true },
  hotGames: { method: 'GET', path: '/wps/relay/MCS2_getHotGames', auth: false, encrypted: false, languageDependent: true },
  popularGames: { method: 'GET', path: '/lgw/games/popular', auth: false, encrypted: false, cacheKey: 'popular', languageDependent: true },
  rankList: { method: 'GET', path: '/wps/relay/GCSGAME_getRankList', auth: false, encrypted: false, cacheKey: 'WINNERS', languageDependent: true },
  // The V2 launch: a game session on the game's vendor, answered with the address the portal frames.
  launchGame: { method: 'GET', path: '/wps/game/launchGame', auth: true, encrypted: false, rateLimitPerMinute: 30 },
  // The member centre's betting record (personalHistoryCopy): the member's rounds, filtered, with totals.
  bettingRecord: { method: 'GET', path: '/wps/member/records/bets', auth: true, encrypted: false, languageDependent: true },
  // The lottery (our own: src/server/domain/lottery). The spec's opened numbers and lottery lobby URL, and the calls
  // the lottery app plays with; paths the spec leaves unstated follow its /lotto/lgw prefix. The games are config
  // (cached per session: the spec's `lottGames`); a round carries its seed's commitment from its opening and the seed
  // from its draw; a bet is idempotent by the body's key; the lobby URL answers a guest too (an address without a session).
  lotteryGames: { method: 'GET', path: '/lotto/lgw/games', auth: false, encrypted: false, cacheKey: 'lottGames', languageDependent: true },
  lotteryRound: { method: 'GET', path: '/lotto/lgw/games/round', auth: false, encrypted: false },
  lotteryResults: { method: 'GET', path: '/lotto/lgw/games/results', auth: false, encrypted: false, languageDependent: true },
  lotteryOpenedNumbers: { method: 'GET', path: '/lotto/lgw/games/opened/numero', auth: true, encrypted: false, languageDependent: true },
  lotteryLobbyUrl: { method: 'GET', path: '/lotto/lgw/games/lobby/url', auth: 'optional', encrypted: false, rateLimitPerMinute: 30 },
  placeLotteryBet: { method: 'POST', path: '/lotto/lgw/orders', auth: true, encrypted: false },
  lotteryOrders: { method: 'GET', path: '/lotto/lgw/orders', auth: true, encrypted: false, languageDependent: true },
  // The member's in-platform messages (messageV2) and the header's unread count (spec section 7: CSP_unreadCount).
  unreadCount: { method: 'GET', path: '/wps/relay/CSP_unreadCount', auth: true, encrypted: false },
  memberMessages: { method: 'GET', path: '/wps/member/messages', auth: true, encrypted: false },
  readMessages: { method: 'POST', path: '/wps/member/messages/read', auth: true, encrypted: false },
} as const satisfies Record<string, EndpointDef>

export type CoreEndpointName = keyof typeof CORE_ENDPOINTS

/**
 * How the social callback sends the browser back to the portal: to the login's `returnPath` (or to the security
 * centre after a bind) with these parameters in the URL fragment, which the browser never sends to a server:
 * - login: `#socialTicket=<ticket>&socialProvider=google` (exchange the ticket with `socialTicket`);
 * - bind: `#socialBound=google` on `bindReturnPath`;
 * - failure: `#socialError=<error code>&socialProvider=google` (the code is in the error catalogue).
 */
export const SOCIAL_RETURN = {
  ticket: 'socialTicket',
  bound: 'socialBound',
  error: 'socialError',
  provider: 'socialProvider',
  /** Where a bind comes back to: the member centre's security centre. */
  bindReturnPath: `${PATHS.member}?page=securityCenter`,
} as const

/** The notice query the portal sends (spec section 9: types B, PL, PU, PR, H with execution B). */
export const NOTICE_QUERY = { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' } as const
/** The agency notice query the portal sends. */
export const AGENCY_NOTICE_QUERY = { platform: 'W' } as const
/** The winner board's length (spec section 9: limitNum 20). */
export const WINNER_BOARD_SIZE = 20
/** Announcement popup page size (spec section 9). */
export const POPUP_PAGE_SIZE = 8
/** Client timeout for every call: after 20 s the portal gives up and says the request timed out. */
export const REQUEST_TIMEOUT_MS = 20_000
/** Chunk script timeout (spec section 9). */
export const CHUNK_TIMEOUT_MS = 120_000
