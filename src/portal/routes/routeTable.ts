/**
 * The route table of spec section 2, as data: path, layout, title, and the page module (a lazy chunk for every
 * page but home). The router (routes/createPortalRouter.tsx) turns it into react-router routes; a unit test
 * checks it against the spec's list. Paths come from the one path table (src/config/paths.ts) the header, side
 * menu, bottom bar and footer link with, so a link and its route cannot drift apart.
 */
import { tKey } from '../../../locales'
import { HOME_PATHS, PATH_ALIASES, PATHS, UNROUTED_GAME_PATHS } from '../../config/paths'
import type { ModalName } from '../stores/ModalStore'

/**
 * Which chrome a page has (spec section 2): `full` = header, side menu, footer; `headerFooter` = header and
 * footer only; `headerOnly` = header (and the side menu unless it is a game page); `bare` = no header.
 */
export type LayoutKind = 'full' | 'headerFooter' | 'headerOnly' | 'bare'

/** Page modules; each but `home` is its own lazy chunk (see routes/pages.ts). */
export type PageKey =
  | 'home' | 'agentHome' | 'pointMall' | 'elott' | 'lottery' | 'vnlottery' | 'category' | 'hot' | 'promotions' | 'help'
  | 'helpmc' | 'down' | 'join' | 'liveChat' | 'seamless' | 'game' | 'member' | 'lott'

export interface PortalRoute {
  paths: readonly string[]
  page: PageKey
  layout: LayoutKind
  /** `portal:` key of the route's title (shown as the page's <h1> while the page is not built yet). */
  titleKey: string
  /** Without a token the visitor is told to log in or register first and sent to / (spec section 8). */
  requiresToken?: boolean
  /** A modal the route opens over its page (e.g. /register opens registration over home). */
  opensModal?: ModalName
  /** The category page's pageType (spec section 2, /{pageType}). */
  pageType?: string
}

/** Spec section 2: paths that count as game pages hide the side menu (two of them have no page yet). */
export const GAME_PAGE_PATHS = [PATHS.seamless, PATHS.vnlottery, ...UNROUTED_GAME_PATHS] as const

export function isGamePage(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || PATHS.home
  return (GAME_PAGE_PATHS as readonly string[]).includes(path)
}

/** /{pageType}: the game category pages (slots = rng takes `page` or `vassalage` in the query). */
export const PAGE_TYPES = ['rng', 'bgs', 'bingo', 'fish', 'live', 'pvp'] as const

export const PORTAL_ROUTES: readonly PortalRoute[] = [
  { paths: HOME_PATHS, page: 'home', layout: 'full', titleKey: tKey('portal:routes.home') },
  { paths: [PATHS.register, ...PATH_ALIASES.register], page: 'home', layout: 'full', titleKey: tKey('portal:routes.register'), opensModal: 'register' },
  { paths: [PATHS.resetPassword], page: 'home', layout: 'full', titleKey: tKey('portal:routes.resetPassword'), opensModal: 'resetPassword' },
  { paths: [PATHS.agentHome], page: 'agentHome', layout: 'headerFooter', titleKey: tKey('portal:routes.agentHome') },
  { paths: [PATHS.pointMall], page: 'pointMall', layout: 'headerFooter', titleKey: tKey('portal:routes.pointMall') },
  { paths: [PATHS.elott], page: 'elott', layout: 'full', titleKey: tKey('portal:routes.elott') },
  { paths: [PATHS.lottery], page: 'lottery', layout: 'headerOnly', titleKey: tKey('portal:routes.lottery'), requiresToken: true },
  { paths: [PATHS.vnlottery], page: 'vnlottery', layout: 'headerOnly', titleKey: tKey('portal:routes.vnlottery') },
  { paths: [PATHS.rng], page: 'category', layout: 'full', titleKey: tKey('portal:routes.rng'), pageType: 'rng' },
  { paths: [PATHS.bgs], page: 'category', layout: 'full', titleKey: tKey('portal:routes.bgs'), pageType: 'bgs' },
  { paths: [PATHS.bingo], page: 'category', layout: 'full', titleKey: tKey('portal:routes.bingo'), pageType: 'bingo' },
  { paths: [PATHS.fish], page: 'category', layout: 'full', titleKey: tKey('portal:routes.fish'), pageType: 'fish' },
  { paths: [PATHS.live], page: 'category', layout: 'full', titleKey: tKey('portal:routes.live'), pageType: 'live' },
  { paths: [PATHS.pvp], page: 'category', layout: 'full', titleKey: tKey('portal:routes.pvp'), pageType: 'pvp' },
  { paths: [PATHS.hot], page: 'hot', layout: 'full', titleKey: tKey('portal:routes.hot') },
  { paths: [PATHS.sports], page: 'category', layout: 'full', titleKey: tKey('portal:routes.sports'), pageType: 'sports' },
  { paths: [PATHS.esports], page: 'category', layout: 'full', titleKey: tKey('portal:routes.esports'), pageType: 'esports' },
  { paths: [PATHS.cockfight], page: 'category', layout: 'full', titleKey: tKey('portal:routes.cockfight'), pageType: 'cockfight' },
  { paths: [PATHS.promotions], page: 'promotions', layout: 'full', titleKey: tKey('portal:routes.promotions') },
  { paths: [PATHS.help], page: 'help', layout: 'full', titleKey: tKey('portal:routes.help') },
  { paths: [PATHS.helpmc], page: 'helpmc', layout: 'bare', titleKey: tKey('portal:routes.helpmc') },
  { paths: [PATHS.down], page: 'down', layout: 'full', titleKey: tKey('portal:routes.down') },
  { paths: [PATHS.join], page: 'join', layout: 'full', titleKey: tKey('portal:routes.join') },
  // The customer-service window's page, standalone (docs/feedback.md "Live chat").
  { paths: [PATHS.liveChat], page: 'liveChat', layout: 'bare', titleKey: tKey('portal:routes.liveChat') },
  { paths: [PATHS.seamless], page: 'seamless', layout: 'headerOnly', titleKey: tKey('portal:routes.seamless') },
  { paths: [PATHS.game], page: 'game', layout: 'headerOnly', titleKey: tKey('portal:routes.game') },
  { paths: [PATHS.member], page: 'member', layout: 'full', titleKey: tKey('portal:routes.member') },
  { paths: [PATHS.lott], page: 'lott', layout: 'full', titleKey: tKey('portal:routes.lott') },
]

/** Default member-centre page key (spec section 9). */
export const DEFAULT_MEMBER_PAGE = 'securityCenter'

/**
 * Where each layout shows chrome; `headerOnly` keeps the side menu except on game pages. The floating contact buttons
 * are left off the header-only pages (a game or a lottery filling the screen): they would sit over its controls.
 */
export function chromeOf(layout: LayoutKind, pathname: string): { header: boolean; footer: boolean; sideMenu: boolean; floating: boolean } {
  const sideMenuAllowed = !isGamePage(pathname)
  switch (layout) {
    case 'full':
      return { header: true, footer: true, sideMenu: sideMenuAllowed, floating: true }
    case 'headerFooter':
      return { header: true, footer: true, sideMenu: false, floating: true }
    case 'headerOnly':
      return { header: true, footer: false, sideMenu: sideMenuAllowed, floating: false }
    case 'bare':
      return { header: false, footer: false, sideMenu: false, floating: false }
  }
}
