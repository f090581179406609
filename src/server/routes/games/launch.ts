import type { FastifyInstance } from 'fastify'
import { HEADERS } from '../../../contract/headers'
import { launchGame, type LaunchServices } from '../../domain/games/launch'
import { requestedLanguage } from '../../domain/system/language'
import { registerEndpoint, type EndpointDeps } from '../endpoint'

/** `launchGame`: a game session on the game's vendor, in the language the call asks for (header, then query). */
export function launchRoutes(app: FastifyInstance, deps: EndpointDeps & { launch: LaunchServices }): void {
  registerEndpoint(app, deps, 'launchGame', {
    handler: ({ merchant, principal, query, request, now }) => {
      const config = merchant.config
      const language = requestedLanguage(request.headers[HEADERS.language.toLowerCase()]) ?? requestedLanguage(query.language) ?? config.languages.default
      return launchGame(deps.launch, { config, principal, language, ip: request.ip, now }, query)
    },
  })
}
