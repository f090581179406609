import type { FastifyInstance } from 'fastify'
import type { EndpointDeps } from '../endpoint'
import { gameMenuRoutes } from './gameMenus'

/** The games area: menus of categories and vendors. */
export function gamesRoutes(app: FastifyInstance, deps: EndpointDeps): void {
  gameMenuRoutes(app, deps)
}
