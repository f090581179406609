import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/database'
import type { EndpointDeps } from '../endpoint'
import { catalogueRoutes } from './catalogue'
import { gameMenuRoutes } from './gameMenus'

/** The games area: the menus of categories and vendors, and the catalogue's lists. */
export function gamesRoutes(app: FastifyInstance, deps: EndpointDeps & { db: Database }): void {
  gameMenuRoutes(app, deps)
  catalogueRoutes(app, deps)
}
