import type { FastifyInstance } from 'fastify'
import type { NoticeReader } from '../../domain/system/noticeCache'
import type { EndpointDeps } from '../endpoint'
import { gameMenuRoutes } from './games'
import { noticeRoutes } from './notices'
import { settingsRoutes } from './settings'
import { statusRoutes } from './status'

export function systemRoutes(app: FastifyInstance, deps: EndpointDeps & { notices: NoticeReader }): void {
  statusRoutes(app, deps)
  settingsRoutes(app, deps)
  gameMenuRoutes(app, deps)
  noticeRoutes(app, deps)
}
