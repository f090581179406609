import type { PortalRoute } from '../routes/routeTable'

/** What the router hands every page: its route entry (title, page type, layout). */
export interface RoutePageProps {
  route: PortalRoute
}
