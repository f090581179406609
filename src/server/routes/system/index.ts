import type { FastifyInstance } from 'fastify'
import type { EndpointDeps } from '../endpoint'
import { customerServiceRoutes } from './customerService'
import { settingsRoutes } from './settings'
import { statusRoutes } from './status'

/** The system area: permission/status, merchant config, whitelabel, register settings, domains, countries, language. */
export function systemRoutes(app: FastifyInstance, deps: EndpointDeps): void {
  statusRoutes(app, deps)
  settingsRoutes(app, deps)
  customerServiceRoutes(app, deps)
}
