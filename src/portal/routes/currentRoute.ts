/**
 * The route-table entry of the page on screen, for the layout around it (chrome and document title). The router
 * finds it by matching the location against the routes (createPortalRouter.tsx) and provides it here.
 */
import { createContext, useContext } from 'react'
import type { PortalRoute } from './routeTable'

export const CurrentRouteContext = createContext<PortalRoute | undefined>(undefined)

/** The matched page route's table entry; `undefined` outside the router or on a closed site's catch-all. */
export function useCurrentRoute(): PortalRoute | undefined {
  return useContext(CurrentRouteContext)
}
