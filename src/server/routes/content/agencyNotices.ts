import type { FastifyInstance } from 'fastify'
import { HEADERS } from '../../../contract/headers'
import { requireAgent } from '../../domain/agents/access'
import type { NoticeReader } from '../../domain/content/noticeCache'
import { languageFallbacks } from '../../domain/content/notices'
import { requestedLanguage } from '../../domain/system/language'
import { registerEndpoint, type EndpointDeps } from '../endpoint'

/** The agency notice call: the token is the contract's (an `auth` endpoint); only an agent account gets an answer. */
export function agencyNoticeRoutes(app: FastifyInstance, deps: EndpointDeps & { notices: NoticeReader }): void {
  registerEndpoint(app, deps, 'agencyNotices', {
    handler: ({ merchant, principal, request, now }) => {
      requireAgent(principal)
      return deps.notices.readAgency({
        merchantCode: merchant.config.code,
        now,
        languages: languageFallbacks(requestedLanguage(request.headers[HEADERS.language.toLowerCase()]), merchant.config.languages.default),
      })
    },
  })
}
