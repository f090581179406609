/**
 * Page modules by key. Home is part of the entry chunk (the first screen most visitors see); every other page
 * is its own lazy chunk behind lazyWithRetry (so the first screen downloads only the home route's JavaScript).
 */
import { createElement, type ComponentType } from 'react'
import { ChunkLoading } from '../chunks/ChunkLoading'
import { lazyWithRetry } from '../chunks/lazyWithRetry'
import { HomePage } from '../pages/home/HomePage'
import type { RoutePageProps } from '../pages/RoutePageProps'
import type { PageKey } from './routeTable'

/** A lazy page: a loading overlay inside the layout while its chunk arrives. */
const page = (importer: () => Promise<{ default: ComponentType<RoutePageProps> }>) =>
  lazyWithRetry(importer, { fallback: createElement(ChunkLoading) })

export const PAGES: Record<PageKey, ComponentType<RoutePageProps>> = {
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
  member: page(() => import('../pages/later/MemberPage')),
  lott: page(() => import('../pages/later/LottPage')),
}
