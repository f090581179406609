/**
 * Every page path of the portal (spec section 2 "Routes"), each written here and nowhere else. The portal's route
 * table registers them; the header, side menu, bottom bar, footer, home page and the server's game menus link to
 * them by name. Pure data, so components (which may not import the portal) and the server read the same strings.
 */

/** One page path per page of the spec's route table; /{pageType} is one entry per category page type. */
export const PATHS = {
  home: '/',
  register: '/register',
  /** The page an emailed password-reset link opens (the reset dialog over home). */
  resetPassword: '/resetPassword',
  agentHome: '/agentHome',
  pointMall: '/pointMall',
  elott: '/elott',
  lottery: '/lottery',
  vnlottery: '/vnlottery',
  rng: '/rng',
  bgs: '/bgs',
  bingo: '/bingo',
  fish: '/fish',
  live: '/live',
  pvp: '/pvp',
  hot: '/hot',
  sports: '/sports',
  esports: '/esports',
  cockfight: '/cockfight',
  promotions: '/promotions',
  help: '/help',
  helpmc: '/helpmc',
  down: '/down',
  join: '/join',
  /** The portal's own live chat (the customer-service window's page; not in the spec's route list). */
  liveChat: '/livechat',
  seamless: '/seamless',
  game: '/game',
  member: '/member',
  lott: '/lott',
} as const

export type PathName = keyof typeof PATHS
export type PagePath = (typeof PATHS)[PathName]

/** Other spellings the router answers with the same page (spec section 2). */
export const PATH_ALIASES = {
  home: ['/index', '/index.html', '/home'],
  register: ['/register.html'],
} as const satisfies Partial<Record<PathName, readonly string[]>>

/** The home page and its aliases: the home tab is current on any of them. */
export const HOME_PATHS = [PATHS.home, ...PATH_ALIASES.home] as const

/**
 * Paths the spec counts as game pages (the side menu is hidden there) that have no page of their own yet: the
 * router does not register them, so nothing may link to them.
 */
export const UNROUTED_GAME_PATHS = ['/lottert', '/sealottery'] as const

/** The path part of a link (`/member?page=withdraw#top` -> `/member`). */
export function pathOf(link: string): string {
  return link.split(/[?#]/)[0] || PATHS.home
}

