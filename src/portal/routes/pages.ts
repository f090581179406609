/**
 * Page modules by key. Home is part of the entry chunk (the first screen most visitors see); every other page
 * is its own lazy chunk behind lazyWithRetry (so the first screen downloads only the home route's JavaScript).
 */
import { createElement, type ComponentType } from 'react'
import { matchPath } from 'react-router-dom'
import { ChunkLoading } from '../chunks/ChunkLoading'
import { lazyWithRetry, type LazyWithRetryComponent } from '../chunks/lazyWithRetry'
import { HomePage } from '../pages/home/HomePage'
import type { RoutePageProps } from '../pages/RoutePageProps'
import { PORTAL_ROUTES, type PageKey } from './routeTable'

/** A lazy page: a loading overlay inside the layout while its chunk arrives. */
const page = (importer: () => Promise<{ default: ComponentType<RoutePageProps> }>) =>
  lazyWithRetry(importer, { fallback: createElement(ChunkLoading) })

type PageComponent = ComponentType<RoutePageProps> | LazyWithRetryComponent<RoutePageProps>

export const PAGES: Record<PageKey, PageComponent> = {
  home: HomePage,
  agentHome: page(() => import('../pages/later/AgentHomePage')),
  pointMall: page(() => import('../pages/later/PointMallPage')),
  elott: page(() => import('../pages/later/ElottPage')),
  lottery: page(() => import('../pages/later/LotteryPage')),
  vnlottery: page(() => import('../pages/later/VnLotteryPage')),
  category: page(() => import('../pages/later/CategoryPage')),
  hot: page(() => import('../pages/later/HotPage')),
  promotions: page(() => import('../pages/later/PromotionsPage')),
  help: page(() => import('../pages/later/HelpPage')),
  helpmc: page(() => import('../pages/later/HelpMcPage')),
  down: page(() => import('../pages/later/DownloadPage')),
  join: page(() => import('../pages/later/JoinPage')),
  seamless: page(() => import('../pages/later/SeamlessPage')),
  game: page(() => import('../pages/later/GameFramePage')),
  member: page(() => import('../pages/member/MemberPage')),
  lott: page(() => import('../pages/later/LottPage')),
}

/**
 * Starts loading the chunk of the page at `pathname` (none for home, which is in the entry), so it downloads
 * beside the start-up instead of after the first render, and the first render finds it here and does not
 * suspend. Resolves when it has arrived or failed (the page shows a failure itself).
 */
export function preloadPageAt(pathname: string): Promise<void> {
  const route = PORTAL_ROUTES.find((candidate) => candidate.paths.some((path) => matchPath({ path, end: true }, pathname)))
  const page: Partial<LazyWithRetryComponent<RoutePageProps>> | undefined = route ? PAGES[route.page] : undefined
  return page?.preload ? page.preload() : Promise.resolve()
}
