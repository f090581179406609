import type { FastifyInstance } from 'fastify'
import { HEADERS } from '../../../contract/headers'
import type { Database } from '../../db/database'
import { requestedLanguage } from '../../domain/system/language'
import { activeNotices, languageFallbacks, parseNoticeTypes } from '../../domain/system/notices'
import { registerEndpoint, type EndpointDeps } from '../endpoint'

export function noticeRoutes(app: FastifyInstance, deps: EndpointDeps & { db: Database }): void {
  registerEndpoint(app, deps, 'notices', {
    handler: ({ merchant, query, request, now }) =>
      activeNotices(deps.db, {
        merchantCode: merchant.config.code,
        types: parseNoticeTypes(query.types),
        now,
        languages: languageFallbacks(requestedLanguage(request.headers[HEADERS.language.toLowerCase()]), merchant.config.languages.default),
      }),
  })
}
