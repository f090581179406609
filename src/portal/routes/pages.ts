/**
 * Page modules by key. Home is part of the entry chunk (the first screen most visitors see); every other page
 * is its own lazy chunk behind lazyWithRetry (so the first screen downloads only the home route's JavaScript).
 */
import { createElement, type ComponentType } from 'react'
import type { LazyNamespace } from '../../../locales'
import { matchPath } from 'react-router-dom'
import { ChunkLoading } from '../chunks/ChunkLoading'
import { lazyWithRetry, type LazyWithRetryComponent } from '../chunks/lazyWithRetry'
import { HomePage } from '../pages/home/HomePage'
import type { RoutePageProps } from '../pages/RoutePageProps'
import { PORTAL_ROUTES, type PageKey } from './routeTable'

/** A lazy page: a loading overlay inside the layout while its chunk (and the strings it reads) arrive. */
const page = (importer: () => Promise<{ default: ComponentType<RoutePageProps> }>, namespaces?: readonly LazyNamespace[]) =>
  lazyWithRetry(importer, { fallback: createElement(ChunkLoading), namespaces })

/** The member centre reads the member strings, and the auth ones in its security forms. */
const MEMBER_NAMESPACES = ['member', 'auth', 'wallet'] as const

/** The agent centre reads its own strings, and the wallet ones in its transfer and recall dialog. */
const AGENT_NAMESPACES = ['agents', 'wallet', 'member'] as const

/** The game lobby (category pages, hot games) and the game frame read the games strings. */
const GAMES_NAMESPACES = ['games'] as const

/** The lottery pages' game lists read the lottery strings. */
const LOTTERY_NAMESPACES = ['lottery'] as const

/** The help centre's pages read the help strings. */
const HELP_NAMESPACES = ['help'] as const

/** /help and /helpmc: one page, the layout apart (pages/support/HelpPage.tsx). */
const helpPage = page(() => import('../pages/support/HelpPage'), HELP_NAMESPACES)

/** The lazy translation namespaces each page reads (none for the rest). */
const PAGE_NAMESPACES: Partial<Record<PageKey, readonly LazyNamespace[]>> = {
  member: MEMBER_NAMESPACES,
  agentHome: AGENT_NAMESPACES,
  category: GAMES_NAMESPACES,
  hot: GAMES_NAMESPACES,
  game: GAMES_NAMESPACES,
  seamless: GAMES_NAMESPACES,
  // The lottery frames are the game frame's; the lottery lists read the lottery strings.
  lottery: GAMES_NAMESPACES,
  vnlottery: GAMES_NAMESPACES,
  elott: LOTTERY_NAMESPACES,
  lott: LOTTERY_NAMESPACES,
  help: HELP_NAMESPACES,
  helpmc: HELP_NAMESPACES,
  liveChat: ['support'],
}

type PageComponent = ComponentType<RoutePageProps> | LazyWithRetryComponent<RoutePageProps>

export const PAGES: Record<PageKey, PageComponent> = {
  home: HomePage,
  agentHome: page(() => import('../pages/agents/AgentHomePage'), AGENT_NAMESPACES),
  pointMall: page(() => import('../pages/engagement/PointMallPage')),
  elott: page(() => import('../pages/lottery/ElottPage'), LOTTERY_NAMESPACES),
  lottery: page(() => import('../pages/lottery/LotteryPage'), GAMES_NAMESPACES),
  vnlottery: page(() => import('../pages/lottery/VnLotteryPage'), GAMES_NAMESPACES),
  category: page(() => import('../pages/games/CategoryPage'), GAMES_NAMESPACES),
  hot: page(() => import('../pages/games/HotPage'), GAMES_NAMESPACES),
  promotions: page(() => import('../pages/engagement/PromotionsPage')),
  help: helpPage,
  helpmc: helpPage,
  down: page(() => import('../pages/support/DownloadPage')),
  join: page(() => import('../pages/support/JoinPage')),
  liveChat: page(() => import('../pages/support/LiveChatPage'), ['support']),
  seamless: page(() => import('../pages/games/SeamlessPage'), GAMES_NAMESPACES),
  game: page(() => import('../pages/games/GameFramePage'), GAMES_NAMESPACES),
  member: page(() => import('../pages/member/MemberPage'), MEMBER_NAMESPACES),
  lott: page(() => import('../pages/lottery/LottPage'), LOTTERY_NAMESPACES),
}

/**
 * Starts loading the chunk of the page at `pathname` (none for home, which is in the entry), so it downloads
 * beside the start-up instead of after the first render, and the first render finds it here and does not
 * suspend. Resolves when it has arrived or failed (the page shows a failure itself).
 */
export function preloadPageAt(pathname: string): Promise<void> {
  const key = pageKeyAt(pathname)
  const page: Partial<LazyWithRetryComponent<RoutePageProps>> | undefined = key ? PAGES[key] : undefined
  return page?.preload ? page.preload() : Promise.resolve()
}

/** The lazy translation namespaces the page at `pathname` reads, for the boot to load with the first strings. */
export function pageNamespacesAt(pathname: string): readonly LazyNamespace[] {
  const key = pageKeyAt(pathname)
  return (key && PAGE_NAMESPACES[key]) || []
}

function pageKeyAt(pathname: string): PageKey | undefined {
  return PORTAL_ROUTES.find((candidate) => candidate.paths.some((path) => matchPath({ path, end: true }, pathname)))?.page
}
