import type { FastifyInstance } from 'fastify'
import { gameMenus } from '../../domain/games/gameMenus'
import { registerEndpoint, type EndpointDeps } from '../endpoint'

export function gameMenuRoutes(app: FastifyInstance, deps: EndpointDeps): void {
  registerEndpoint(app, deps, 'gameMenus', { handler: ({ merchant }) => gameMenus(merchant.config) })
}
