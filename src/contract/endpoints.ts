/**
 * The endpoint table both sides use: the server registers a route per entry, the portal calls by name.
 * Paths are the spec's (section 7); where the spec leaves one unstated the choice is written here once.
 * This table has no TypeBox in it, so the browser bundle carries no schema code: the request and response
 * schemas of each endpoint are in `schemas/index.ts` (ENDPOINT_SCHEMAS), which the server validates with and
 * the portal only takes types from.
 */

/** Session-storage keys for cached calls (spec section 9). */
export const CACHE_KEYS = [
  'index_notice', 'popular', 'consolidated', 'routers', 'lottGames', 'validate', 'settings', 'merchantWallet', 'WINNERS',
  'whitelabel', 'merchantConfig', 'gameMenus', 'countryCodes',
] as const
export type CacheKey = (typeof CACHE_KEYS)[number]

export interface EndpointDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  /** A member token is required (spec section 6 "Token required"). */
  auth: boolean
  /** The body travels with hybrid encryption (ARCHITECTURE.md). */
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
}

/** The limit of an endpoint that names none: generous for a person, low for a script hammering one call. */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 120

export const ENDPOINTS = {
  systemStatus: { method: 'GET', path: '/wps/system/status', auth: false, encrypted: false, alwaysAvailable: true },
  merchantConfig: { method: 'GET', path: '/wps/system/config', auth: false, encrypted: false, alwaysAvailable: true, cacheKey: 'merchantConfig' },
  whitelabel: { method: 'GET', path: '/wps/system/whitelabel', auth: false, encrypted: false, cacheKey: 'validate' },
  registerSettings: { method: 'GET', path: '/wps/system/setting/register', auth: false, encrypted: false, cacheKey: 'settings' },
  domainRoute: { method: 'GET', path: '/wps/system/domainRoute', auth: false, encrypted: false, cacheKey: 'routers' },
  countryCodes: { method: 'GET', path: '/wps/system/countryCodes', auth: false, encrypted: false, alwaysAvailable: true, cacheKey: 'countryCodes', languageDependent: true },
  gameMenus: { method: 'GET', path: '/lgw/games/game_menus', auth: false, encrypted: false, cacheKey: 'gameMenus', languageDependent: true },
  notices: { method: 'GET', path: '/wps/notice', auth: false, encrypted: false, cacheKey: 'index_notice', languageDependent: true },
  updateLanguage: { method: 'PUT', path: '/wps/system/language', auth: false, encrypted: false, alwaysAvailable: true, rateLimitPerMinute: 30 },
} as const satisfies Record<string, EndpointDef>

export type EndpointName = keyof typeof ENDPOINTS

/** The notice query the portal sends (spec section 9: types B, PL, PU, PR, H with execution B). */
export const NOTICE_QUERY = { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' } as const
/** Announcement popup page size (spec section 9). */
export const POPUP_PAGE_SIZE = 8
/** Client timeout for every call: after 20 s the portal gives up and says the request timed out. */
export const REQUEST_TIMEOUT_MS = 20_000
/** Chunk script timeout (spec section 9). */
export const CHUNK_TIMEOUT_MS = 120_000
