/**
 * The fixed lists the merchant schema is built from, as `as const` tuples. Kept apart from schema.ts so browser
 * code can use them without pulling TypeBox into the bundle (schema.ts re-exports them).
 */
import { PATHS, type PagePath } from './paths'

/** Vendor category titles (spec section 3), each with its page path. */
export const CATEGORY_KEYS = ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'RNG', 'FISH', 'LIVE', 'PVP', 'LOTT', 'ELOTT'] as const
export type CategoryKey = (typeof CATEGORY_KEYS)[number]

/** The game categories the house mini games (crash, dice) may be listed under: a game lobby, not a sportsbook or lottery. */
export const MINI_GAME_CATEGORIES = ['RNG', 'FISH', 'PVP', 'LIVE'] as const satisfies readonly CategoryKey[]

/** The page of each category (spec section 2 routes and top navigation); the paths themselves are in paths.ts. */
export const CATEGORY_PATHS = {
  SPORTS: PATHS.sports,
  ESPORTS: PATHS.esports,
  COCKFIGHT: PATHS.cockfight,
  RNG: PATHS.rng,
  FISH: PATHS.fish,
  LIVE: PATHS.live,
  PVP: PATHS.pvp,
  LOTT: PATHS.lott,
  ELOTT: PATHS.elott,
} as const satisfies Readonly<Record<CategoryKey, PagePath>>

/** Top navigation entries (spec section 2 "Header"); categories appear only when they have vendors. */
export const NAV_KEYS = ['home', 'hot', ...CATEGORY_KEYS, 'promotions', 'app'] as const
export type NavKey = (typeof NAV_KEYS)[number]

/** Whitelabel modIds (spec section 6) plus the feature switches the rest of the spec names. */
export const WHITELABEL_MOD_IDS = [
  // groups
  'REGISTER', 'LOGIN', 'PASSWORD', 'MEMBER', 'AGENT', 'SOCIAL',
  // spec section 6
  'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3', 'PWDEXPFORCECHANGE3', 'MOBILEVERCODELOGIN3',
  'USERNAMEREG3', 'FREEPLAY3', 'CHNGPASSVERIF3',
  // the rest of the product
  'VIP', 'REFERRAL', 'POINTSMALL', 'CHAT', 'MISSION', 'REWARDCENTER', 'FEEDBACK', 'WINNERBOARD', 'VNLOTTERY',
  'APPDOWNLOAD', 'TWOFACTOR', 'SOCIAL_GOOGLE', 'SOCIAL_FACEBOOK', 'SOCIAL_LINE',
] as const
export type WhitelabelModId = (typeof WHITELABEL_MOD_IDS)[number]

export const CS_TYPES = ['TELEGRAM', 'FACEBOOK', 'LIVECHAT', 'LINE', 'QQ', 'WHATSAPP'] as const
export const CS_POSITIONS = ['SIDE_MENU', 'FLOATING', 'HEADER'] as const

export const REGISTER_FIELDS = [
  'username', 'password', 'confirmPassword', 'payeeName', 'email', 'qqNum', 'mobileNum', 'recommenderId', 'captcha',
  'verificationCode', 'affiliateCode', 'paymentPassword', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber',
] as const
export type RegisterField = (typeof REGISTER_FIELDS)[number]

/** Named validation rules (spec section 5); the server turns each into a pattern. '*' means anything. */
export const RULE_NAMES = [
  'LETTERS', 'LETTER_THEN_ALNUM', 'DIGITS', 'EMAIL', 'NO_SPACES', 'UPPERCASE', 'STRONG_PASSWORD', 'FULL_NAME',
  'DATE_YMD', 'DATE_MDY', 'PHONE', 'ANY',
] as const
export type RuleName = (typeof RULE_NAMES)[number]

/** The game type keys a team figure, a contract and a wage are split by (spec section 3). */
export const GAME_TYPE_KEYS = ['LIVE', 'RNG', 'CONS', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP'] as const
export type GameTypeKey = (typeof GAME_TYPE_KEYS)[number]
