import type { FastifyInstance } from 'fastify'
import { HEADERS } from '../../../contract/headers'
import { requestedLanguage } from '../../domain/system/language'
import type { NoticeReader } from '../../domain/content/noticeCache'
import { languageFallbacks, parseNoticeTypes } from '../../domain/content/notices'
import { registerEndpoint, type EndpointDeps } from '../endpoint'

export function noticeRoutes(app: FastifyInstance, deps: EndpointDeps & { notices: NoticeReader }): void {
  registerEndpoint(app, deps, 'notices', {
    handler: ({ merchant, query, request, now }) =>
      deps.notices.read({
        merchantCode: merchant.config.code,
        types: parseNoticeTypes(query.types),
        now,
        languages: languageFallbacks(requestedLanguage(request.headers[HEADERS.language.toLowerCase()]), merchant.config.languages.default),
      }),
  })
}
