/**
 * The vendor protocol over HTTP (`POST /vendor-api/v1/<vendor>/{balance,bet,win,rollback}`): what a game vendor's
 * server calls to play against the member's wallet (the seamless wallet, domain/games/seamless.ts). Server to
 * server, not a contract endpoint: each request is signed with the vendor's secret (HMAC-SHA256 over
 * `<timestamp>.<raw body>`, headers `x-vendor-timestamp` and `x-vendor-signature`), checked over the exact bytes
 * received before the body is read. Answers are the platform's envelope. docs/vendor-protocol.md is the page an
 * operator gives a vendor.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../../../contract/envelope'
import { verifySignedRequest, type SignatureScheme } from '../../crypto/signedRequest'
import { vendorBalance, vendorBet, vendorRollback, vendorWin, type SeamlessServices, type VendorCallContext, type WalletAnswer } from '../../domain/games/seamless'
import { AppError } from '../../errors'
import type { Clock } from '../../runtime'

export const VENDOR_API_PATH = '/vendor-api/v1'
export const VENDOR_SIGNATURES: SignatureScheme = {
  signatureHeader: 'x-vendor-signature', timestampHeader: 'x-vendor-timestamp', invalid: 'vendor.signature.invalid', stale: 'vendor.request.stale',
}
/** Games call often (a bet and a win per spin): a generous limit per vendor address, still a ceiling for a runaway. */
const VENDOR_RATE_LIMIT_PER_MINUTE = 60_000
const VENDOR_CODE = /^[A-Z0-9_]{2,16}$/

export interface VendorApiDeps {
  seamless: SeamlessServices
  clock: Clock
  /** The shared secret of a vendor (by code); undefined for a vendor not connected. */
  vendorSecret: (vendorCode: string) => string | undefined
}

const CALLS: Record<string, (services: SeamlessServices, context: VendorCallContext, body: Record<string, unknown>) => Promise<WalletAnswer>> = {
  balance: vendorBalance,
  bet: vendorBet,
  win: vendorWin,
  rollback: vendorRollback,
}

export function vendorApiRoutes(app: FastifyInstance, deps: VendorApiDeps): void {
  void app.register(async (scope) => {
    // The signature covers the exact bytes sent: the body is kept raw and parsed only once verified.
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body))
    scope.post<{ Params: { vendor: string; call: string } }>(`${VENDOR_API_PATH}/:vendor/:call`, {
      // Described, not validated by schema: the body is checked against its signature before it is read.
      schema: {
        tags: ['vendor protocol'],
        summary: 'The seamless wallet: balance, bet, win, rollback',
        description: 'Signed with HMAC-SHA256 (headers x-vendor-timestamp, x-vendor-signature); bodies and answers: docs/vendor-protocol.md.',
        security: [{ vendorSignature: [] }],
      },
      config: { rateLimit: { max: VENDOR_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
      handler: async (request, reply) => {
        const { vendor, call } = request.params
        const run = Object.hasOwn(CALLS, call) ? CALLS[call] : undefined
        if (!run) throw new AppError('not.found')
        const secret = VENDOR_CODE.test(vendor) ? deps.vendorSecret(vendor) : undefined
        if (!secret) throw new AppError('vendor.unknown')
        const now = deps.clock.now()
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
        const body = verifySignedRequest(VENDOR_SIGNATURES, secret, { headers: request.headers, rawBody, now })
        if (!body || typeof body !== 'object' || Array.isArray(body)) throw new AppError('request.invalid', 'The body is not a JSON object.')
        const answer = await run(deps.seamless, { vendorCode: vendor, at: now }, body as Record<string, unknown>)
        return reply.header('cache-control', 'no-store').send(ok(answer))
      },
    })
  })
}
