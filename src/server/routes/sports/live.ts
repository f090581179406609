/**
 * The portal's sportsbook call (`liveMatches`, /wps/sports/liveMatches) through the contract's hooks: the home page's
 * live matches, read from the book this server runs (routes/sports/book.ts) with its programmes and prices.
 */
import type { FastifyInstance } from 'fastify'
import { liveMatches } from '../../domain/sports/book/live'
import { registerEndpoint, type EndpointDeps } from '../endpoint'
import type { BookHandle } from './book'

export function liveMatchRoutes(app: FastifyInstance, deps: EndpointDeps & { book: BookHandle }): void {
  registerEndpoint(app, deps, 'liveMatches', {
    handler: ({ merchant }) => liveMatches(deps.book.services, deps.book.programmes, merchant.config),
  })
}
