import type { FastifyRequest } from 'fastify'

/** The origin the visitor reached this server on: links the server builds for them (callbacks, sandboxes) use it. */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? 'localhost'}`
}
