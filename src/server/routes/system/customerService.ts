import type { FastifyInstance } from 'fastify'
import { agentProgramme } from '../../domain/system/agentProgramme'
import { customerServiceLink } from '../../domain/system/customerService'
import { registerEndpoint, type EndpointDeps } from '../endpoint'

/** Customer service's live chat (getService) and the join page's agent programme: the support pages' config-derived calls. */
export function customerServiceRoutes(app: FastifyInstance, deps: EndpointDeps): void {
  registerEndpoint(app, deps, 'customerService', { handler: ({ merchant }) => customerServiceLink(merchant.config) })
  registerEndpoint(app, deps, 'agentProgramme', { handler: ({ merchant }) => agentProgramme(merchant.config) })
}
