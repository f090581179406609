import type { FastifyInstance } from 'fastify'
import { countryCodes } from '../../domain/system/countries'
import { domainRoute } from '../../domain/system/domainRoute'
import { updateLanguage } from '../../domain/system/language'
import { publicMerchantConfig, whitelabelTree } from '../../domain/system/merchantConfig'
import { registerSettings } from '../../domain/system/registerRules'
import { registerEndpoint, type EndpointDeps } from '../endpoint'

/** Config-derived system calls: public config, whitelabel tree, register rules, domain routes, countries, language. */
export function settingsRoutes(app: FastifyInstance, deps: EndpointDeps): void {
  registerEndpoint(app, deps, 'merchantConfig', { handler: ({ merchant }) => publicMerchantConfig(merchant.config) })
  registerEndpoint(app, deps, 'whitelabel', { handler: ({ merchant }) => whitelabelTree(merchant.config) })
  registerEndpoint(app, deps, 'registerSettings', { handler: ({ merchant }) => registerSettings(merchant.config) })
  registerEndpoint(app, deps, 'domainRoute', { handler: ({ merchant }) => domainRoute(merchant.config) })
  registerEndpoint(app, deps, 'countryCodes', { handler: () => countryCodes() })
  // Persisting the member's choice arrives with sessions; today the call checks and describes the language.
  registerEndpoint(app, deps, 'updateLanguage', { handler: ({ merchant, body }) => updateLanguage(merchant.config, body.language) })
}
