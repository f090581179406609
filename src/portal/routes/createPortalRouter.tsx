/**
 * The router, created only once the permission call has answered (spec section 2): an open site gets every
 * route of the table under the portal layout; a closed one (maintenance, region, IP) gets one catch-all route
 * showing its page. History mode (createBrowserRouter).
 */
import { tKey } from '../../../locales'
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom'
import type { SiteState } from '../stores/ConfigStore'
import { AppFrame } from '../shell/AppFrame'
import { PortalLayout } from '../shell/PortalLayout'
import { RouteError } from '../shell/RouteError'
import { ClosedSitePage } from '../shell/ClosedSitePage'
import { NotFoundRoute } from '../shell/NotFoundRoute'
import { RoutePage } from './RoutePage'
import { PORTAL_ROUTES, type PortalRoute } from './routeTable'

/** What `useMatches()` finds on a page route: its table entry (the layout reads its chrome and title). */
export interface PortalRouteHandle {
  route: PortalRoute
}

const NOT_FOUND_ROUTE: PortalRoute = { paths: ['*'], page: 'home', layout: 'full', titleKey: tKey('portal:routes.notFound') }

export function portalRoutes(siteState: SiteState): RouteObject[] {
  if (siteState !== 'open') {
    return [{ element: <AppFrame />, errorElement: <RouteError />, children: [{ path: '*', element: <ClosedSitePage state={siteState} /> }] }]
  }
  const pages: RouteObject[] = PORTAL_ROUTES.flatMap((route) =>
    route.paths.map((path) => ({ path, element: <RoutePage route={route} />, handle: { route } satisfies PortalRouteHandle })),
  )
  pages.push({ path: '*', element: <NotFoundRoute />, handle: { route: NOT_FOUND_ROUTE } satisfies PortalRouteHandle })
  return [
    {
      element: <AppFrame />,
      errorElement: <RouteError />,
      children: [{ element: <PortalLayout />, errorElement: <RouteError />, children: pages }],
    },
  ]
}

export function createPortalRouter(siteState: SiteState, options: { memory?: { initialEntries: string[] } } = {}) {
  const routes = portalRoutes(siteState)
  return options.memory ? createMemoryRouter(routes, options.memory) : createBrowserRouter(routes)
}
