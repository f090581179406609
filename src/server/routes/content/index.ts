import type { FastifyInstance } from 'fastify'
import type { NoticeReader } from '../../domain/content/noticeCache'
import type { EndpointDeps } from '../endpoint'
import { noticeRoutes } from './notices'

/** The content area: notices (banners, marquee, popup, promotions). */
export function contentRoutes(app: FastifyInstance, deps: EndpointDeps & { notices: NoticeReader }): void {
  noticeRoutes(app, deps)
}
