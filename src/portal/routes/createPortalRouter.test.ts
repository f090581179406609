import { isValidElement } from 'react'
import { describe, expect, it } from 'vitest'
import type { RouteObject } from 'react-router-dom'
import { matchedRoute, portalRoutes, RouteErrorBoundary, type PortalRouteHandle } from './createPortalRouter'
import { PORTAL_ROUTES } from './routeTable'

function pageRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => (route.children ? pageRoutes(route.children) : [route]))
}

const isBoundary = (route: RouteObject | undefined) => isValidElement(route?.element) && route.element.type === RouteErrorBoundary

describe('portalRoutes', () => {
  it.each(['maintenance', 'regionRestricted', 'ipBlocked'] as const)('%s: one catch-all route, nothing else registered', (state) => {
    const pages = pageRoutes(portalRoutes(state))
    expect(pages.map((r) => r.path)).toEqual(['*'])
    expect(isBoundary(portalRoutes(state)[0])).toBe(true)
  })

  it('open: every table path under the one portal layout, then the not-found catch-all', () => {
    const [frame] = portalRoutes('open')
    expect(frame.children).toHaveLength(1)
    const pages = pageRoutes(portalRoutes('open'))
    const paths = pages.map((r) => r.path)
    expect(paths).toEqual([...PORTAL_ROUTES.flatMap((r) => r.paths), '*'])
    for (const page of pages) expect((page.handle as PortalRouteHandle).route.titleKey).toMatch(/^portal:routes\./)
    // A failing page shows the route error inside the frame; a failing frame shows it alone.
    expect(isBoundary(frame)).toBe(true)
    expect(isBoundary(frame.children?.[0])).toBe(true)
  })
})

describe('matchedRoute', () => {
  const routes = portalRoutes('open')
  const home = PORTAL_ROUTES.find((route) => route.paths.includes('/'))

  it('finds the table entry of a path, its aliases, any case and a trailing slash', () => {
    expect(matchedRoute(routes, { pathname: '/' })).toBe(home)
    expect(matchedRoute(routes, { pathname: '/index.html' })).toBe(home)
    const rng = PORTAL_ROUTES.find((route) => route.paths.includes('/rng'))
    expect(rng).toBeDefined()
    expect(matchedRoute(routes, { pathname: '/RNG/' })).toBe(rng)
  })

  it('an unknown path is the not-found route; a closed site has no page route', () => {
    expect(matchedRoute(routes, { pathname: '/no-such-page' })?.titleKey).toBe('portal:routes.notFound')
    expect(matchedRoute(portalRoutes('maintenance'), { pathname: '/' })).toBeUndefined()
  })
})
