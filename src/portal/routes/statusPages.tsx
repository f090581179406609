/** The full-page states of the route table, each a lazy chunk (a visitor sees at most one of them). */
import type { ComponentType } from 'react'
import type { IpBlockedPageProps } from '../../components/status/IpBlockedPage'
import type { MaintenancePageProps } from '../../components/status/MaintenancePage'
import type { NotFoundPageProps } from '../../components/status/NotFoundPage'
import type { RegionRestrictedPageProps } from '../../components/status/RegionRestrictedPage'
import { createElement } from 'react'
import { ChunkLoading } from '../chunks/ChunkLoading'
import { lazyWithRetry } from '../chunks/lazyWithRetry'

const loading = createElement(ChunkLoading)
const fullPage = { fullPage: true, fallback: loading }
const asDefault = <P,>(component: ComponentType<P>) => ({ default: component })

export const MaintenancePage = lazyWithRetry<MaintenancePageProps>(() => import('../../components/status/MaintenancePage').then((m) => asDefault(m.MaintenancePage)), fullPage)
export const RegionRestrictedPage = lazyWithRetry<RegionRestrictedPageProps>(() => import('../../components/status/RegionRestrictedPage').then((m) => asDefault(m.RegionRestrictedPage)), fullPage)
export const IpBlockedPage = lazyWithRetry<IpBlockedPageProps>(() => import('../../components/status/IpBlockedPage').then((m) => asDefault(m.IpBlockedPage)), fullPage)
export const NotFoundPage = lazyWithRetry<NotFoundPageProps>(() => import('../../components/status/NotFoundPage').then((m) => asDefault(m.NotFoundPage)), { fallback: loading })
