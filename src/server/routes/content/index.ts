import type { FastifyInstance } from 'fastify'
import type { NoticeReader } from '../../domain/content/noticeCache'
import type { EndpointDeps } from '../endpoint'
import { agencyNoticeRoutes } from './agencyNotices'
import { noticeRoutes } from './notices'

/** The content area: notices (banners, marquee, popup, promotions) and the agents' agency notices. */
export function contentRoutes(app: FastifyInstance, deps: EndpointDeps & { notices: NoticeReader }): void {
  noticeRoutes(app, deps)
  agencyNoticeRoutes(app, deps)
}
