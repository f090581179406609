/**
 * The request's merchant, resolved once from its Host header as the request arrives (`request.merchant`), so
 * security headers, rate limits, pages, assets and endpoints all read the same answer instead of each looking
 * it up again. Unknown hosts get `null`; what that means is up to the reader (endpoints refuse with
 * `domain_check_failed`, pages show the domain-check page).
 */
import type { FastifyInstance } from 'fastify'
import type { Merchant, MerchantRegistry } from '../merchants/registry'

declare module 'fastify' {
  interface FastifyRequest {
    /** The merchant serving this request's host, or null for a host no merchant lists. */
    merchant: Merchant | null
  }
}

export function installMerchantResolution(app: FastifyInstance, merchants: MerchantRegistry): void {
  app.decorateRequest('merchant', null)
  app.addHook('onRequest', (request, _reply, done) => {
    request.merchant = merchants.byHost(request.headers.host) ?? null
    done()
  })
}
