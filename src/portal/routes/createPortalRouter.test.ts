import { describe, expect, it } from 'vitest'
import type { RouteObject } from 'react-router-dom'
import { portalRoutes, type PortalRouteHandle } from './createPortalRouter'
import { PORTAL_ROUTES } from './routeTable'

function pageRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => (route.children ? pageRoutes(route.children) : [route]))
}

describe('portalRoutes', () => {
  it.each(['maintenance', 'regionRestricted', 'ipBlocked'] as const)('%s: one catch-all route, nothing else registered', (state) => {
    const pages = pageRoutes(portalRoutes(state))
    expect(pages.map((r) => r.path)).toEqual(['*'])
  })

  it('open: every table path under the one portal layout, then the not-found catch-all', () => {
    const [frame] = portalRoutes('open')
    expect(frame.children).toHaveLength(1)
    const pages = pageRoutes(portalRoutes('open'))
    const paths = pages.map((r) => r.path)
    expect(paths).toEqual([...PORTAL_ROUTES.flatMap((r) => r.paths), '*'])
    for (const page of pages) expect((page.handle as PortalRouteHandle).route.titleKey).toMatch(/^portal:routes\./)
    expect(frame.errorElement).toBeTruthy()
  })
})
