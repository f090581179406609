import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/database'
import type { LaunchServices } from '../../domain/games/launch'
import type { EndpointDeps } from '../endpoint'
import { catalogueRoutes } from './catalogue'
import { gameMenuRoutes } from './gameMenus'
import { launchRoutes } from './launch'

/** The games area: the menus of categories and vendors, the catalogue's lists, and the launch. */
export function gamesRoutes(app: FastifyInstance, deps: EndpointDeps & { db: Database; launch: LaunchServices }): void {
  gameMenuRoutes(app, deps)
  catalogueRoutes(app, deps)
  launchRoutes(app, deps)
}
