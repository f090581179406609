import type { FastifyInstance } from 'fastify'
import { memberMessages, readMessages, unreadCount, type MessageServices } from '../../domain/member/messages'
import { registerEndpoint, type EndpointDeps } from '../endpoint'

/** The member's in-platform messages and the header's unread count. */
export function messageRoutes(app: FastifyInstance, deps: EndpointDeps & { messages: MessageServices }): void {
  const services = deps.messages
  registerEndpoint(app, deps, 'unreadCount', { handler: ({ principal }) => unreadCount(services, principal) })
  registerEndpoint(app, deps, 'memberMessages', { handler: ({ principal, query }) => memberMessages(services, principal, query) })
  registerEndpoint(app, deps, 'readMessages', { handler: ({ principal, merchant, body, now }) => readMessages(services, principal, merchant.config.code, body, now) })
}
