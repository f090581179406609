import type { FastifyInstance } from 'fastify'
import { hostFromUrl } from '../../merchants/registry'
import { systemStatus } from '../../domain/system/status'
import { registerEndpoint, type EndpointDeps } from '../endpoint'

/** The permission call: the merchant is the one serving `url`, and it answers even in maintenance or when blocked. */
export function statusRoutes(app: FastifyInstance, deps: EndpointDeps): void {
  registerEndpoint(app, deps, 'systemStatus', {
    merchantHost: ({ query }) => hostFromUrl(query.url),
    handler: ({ merchant, access, now }) => systemStatus(merchant, access, now),
  })
}
