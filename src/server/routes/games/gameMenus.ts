import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/database'
import { gameMenus } from '../../domain/games/gameMenus'
import { registerEndpoint, type EndpointDeps } from '../endpoint'

export function gameMenuRoutes(app: FastifyInstance, deps: EndpointDeps & { db: Database }): void {
  registerEndpoint(app, deps, 'gameMenus', { handler: ({ merchant, now }) => gameMenus(deps.db, merchant.config, now) })
}
