/**
 * The routes, built only once the permission call has answered (spec section 2): an open site gets every route of
 * the table under the portal layout; a closed one (maintenance, region, IP) gets one catch-all route showing its
 * page. History mode, with react-router's declarative router (BrowserRouter + useRoutes): the portal uses no
 * loaders or actions, and leaving the data router out keeps about 17 KB gzipped off the first screen. What the
 * data router gave besides (the matched route's `handle`, `errorElement`) is done here: each page route carries
 * its table entry as `handle`, provided to the layout through CurrentRouteContext, and RouteErrorBoundary shows
 * RouteError where a route fails.
 */
import { Component, useMemo, type ErrorInfo, type ReactNode } from 'react'
import { matchRoutes, useLocation, useRoutes, type Location, type RouteObject } from 'react-router-dom'
import { tKey } from '../../../locales'
import type { SiteState } from '../stores/ConfigStore'
import { AppFrame } from '../shell/AppFrame'
import { PortalLayout } from '../shell/PortalLayout'
import { RouteError } from '../shell/RouteError'
import { ClosedSitePage } from '../shell/ClosedSitePage'
import { NotFoundRoute } from '../shell/NotFoundRoute'
import { CurrentRouteContext } from './currentRoute'
import { RoutePage } from './RoutePage'
import { PORTAL_ROUTES, type PortalRoute } from './routeTable'

/** What a page route carries as `handle`: its table entry (the layout reads its chrome and title). */
export interface PortalRouteHandle {
  route: PortalRoute
}

const NOT_FOUND_ROUTE: PortalRoute = { paths: ['*'], page: 'home', layout: 'full', titleKey: tKey('portal:routes.notFound') }

interface BoundaryProps {
  location: Location
  children: ReactNode
}

/**
 * Shows RouteError instead of the route below it when that route throws while rendering (a ChunkLoadError that
 * escaped lazyWithRetry included), and tries again on the next navigation.
 */
class RouteErrorCatcher extends Component<BoundaryProps, { error: unknown; location: Location }> {
  override state = { error: undefined as unknown, location: this.props.location }

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown render error') }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; location: Location }) {
    return props.location === state.location ? null : { error: undefined, location: props.location }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A route failed to render', error, info.componentStack)
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />
  }
}

/** The error boundary of one route level (the frame, the layout), reset by navigation. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <RouteErrorCatcher location={useLocation()}>{children}</RouteErrorCatcher>
}

export function portalRoutes(siteState: SiteState): RouteObject[] {
  const frame = (children: RouteObject[]): RouteObject[] => [
    { element: <RouteErrorBoundary><AppFrame /></RouteErrorBoundary>, children },
  ]
  if (siteState !== 'open') return frame([{ path: '*', element: <ClosedSitePage state={siteState} /> }])
  const pages: RouteObject[] = PORTAL_ROUTES.flatMap((route) =>
    route.paths.map((path) => ({ path, element: <RoutePage route={route} />, handle: { route } satisfies PortalRouteHandle })),
  )
  pages.push({ path: '*', element: <NotFoundRoute />, handle: { route: NOT_FOUND_ROUTE } satisfies PortalRouteHandle })
  return frame([{ element: <RouteErrorBoundary><PortalLayout /></RouteErrorBoundary>, children: pages }])
}

/** The page route a location shows, as its table entry (none on a closed site). */
export function matchedRoute(routes: RouteObject[], location: Pick<Location, 'pathname'>): PortalRoute | undefined {
  const handle = matchRoutes(routes, location)?.at(-1)?.route.handle as PortalRouteHandle | undefined
  return handle?.route
}

/** The routes of a site state rendered for the current location (inside a BrowserRouter or MemoryRouter). */
export function PortalRoutes({ siteState }: { siteState: SiteState }) {
  const routes = useMemo(() => portalRoutes(siteState), [siteState])
  const location = useLocation()
  const route = useMemo(() => matchedRoute(routes, location), [routes, location])
  const element = useRoutes(routes)
  return <CurrentRouteContext.Provider value={route}>{element}</CurrentRouteContext.Provider>
}
