/**
 * The vendor protocol over HTTP (`POST /vendor-api/v1/<vendor>/{balance,bet,win,rollback,resettle,winBatch}`): what a game vendor's
 * server calls to play against the member's wallet (the seamless wallet, domain/games/vendorProtocol.ts). Server to
 * server, a table of its own (VENDOR_API, vendorProtocolTable.ts) served through the contract's hooks: the credential is the
 * vendor's signature (HMAC-SHA256 over `<timestamp>.<raw body>` with the vendor's secret, headers
 * `x-vendor-timestamp` and `x-vendor-signature`), checked over the exact bytes received before the body is parsed;
 * then the body is validated with the call's schema. Answers are the platform's envelope.
 * docs/vendor-protocol-reference.md (written from the table) is the page an operator gives a vendor.
 *
 * Not gated (plugins/contract.ts says why): a vendor's wins and rollbacks must land during maintenance too.
 */
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify'
import { verifySignedRequest, type SignatureScheme } from '../../crypto/signedRequest'
import { vendorBalance, vendorBet, vendorRollback, vendorWin, type SeamlessServices, type VendorCallContext, type WalletAnswer } from '../../domain/games/vendorProtocol'
import { vendorResettle } from '../../domain/games/vendorResettle'
import { vendorWinBatch, type WinBatchAnswer } from '../../domain/games/vendorWinBatch'
import { AppError } from '../../errors'
import type { Clock } from '../../runtime'
import { apiCallRoute, type ApiCredential, type RequestPart } from '../apiCall'
import { VENDOR_API, VENDOR_API_PATH, VENDOR_BATCH_BODY_LIMIT, VENDOR_BODY_LIMIT, VENDOR_FIELD_ORDER, VENDOR_RATE_LIMIT_PER_MINUTE, VENDOR_SCHEMAS, type VendorCallName } from './vendorProtocolTable'

export { VENDOR_API_PATH } from './vendorProtocolTable'
export const VENDOR_SIGNATURES: SignatureScheme = {
  signatureHeader: 'x-vendor-signature', timestampHeader: 'x-vendor-timestamp', invalid: 'vendor.signature.invalid', stale: 'vendor.request.stale',
}
const VENDOR_CODE = /^[A-Z0-9_]{2,16}$/

export interface VendorProtocolDeps {
  seamless: SeamlessServices
  clock: Clock
  /** The shared secret of a vendor (by code); undefined for a vendor not connected. */
  vendorSecret: (vendorCode: string) => string | undefined
}

type Body = Record<string, unknown>
const CALLS: Record<VendorCallName, (services: SeamlessServices, context: VendorCallContext, body: Body) => Promise<WalletAnswer | WinBatchAnswer>> = {
  balance: vendorBalance,
  bet: vendorBet,
  win: vendorWin,
  rollback: vendorRollback,
  resettle: vendorResettle,
  winBatch: vendorWinBatch,
}

/**
 * A body its schema refuses is answered as the wallet has always answered it: for the first bad field in the order the
 * wallet reads them, `request.invalid` naming it (a non-string amount: `amount.invalid`).
 */
function vendorSchemaRefusal(call: VendorCallName) {
  return (part: RequestPart, errors: readonly FastifySchemaValidationError[]): AppError => {
    if (part === 'params') return new AppError('vendor.unknown')
    const bad = new Set(errors.map((error) => (error.keyword === 'required' ? `/${(error.params as { requiredProperties: string[] }).requiredProperties[0]}` : error.instancePath).split('/')[1]))
    const field = VENDOR_FIELD_ORDER[call].find((name) => bad.has(name)) ?? [...bad][0] ?? ''
    if (field === 'amount') return new AppError('amount.invalid')
    return new AppError('request.invalid', `"${field}" is missing or malformed.`, { field: `/${field}` })
  }
}

export function vendorProtocolRoutes(app: FastifyInstance, deps: VendorProtocolDeps): void {
  /** The vendor's signature over the exact bytes: the call's context, and the body parsed once it holds. */
  const credential: ApiCredential<VendorCallContext> = {
    reads: 'request',
    check: (request) => {
      const { vendor } = request.params as { vendor: string }
      const secret = VENDOR_CODE.test(vendor) ? deps.vendorSecret(vendor) : undefined
      if (!secret) throw new AppError('vendor.unknown')
      const now = deps.clock.now()
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const body = verifySignedRequest(VENDOR_SIGNATURES, secret, { headers: request.headers, rawBody, now })
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw new AppError('request.invalid', 'The body is not a JSON object.')
      request.body = body
      return { vendorCode: vendor, at: now }
    },
  }
  void app.register(async (scope) => {
    // The signature covers the exact bytes sent: the body is kept raw and parsed only once verified.
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: VENDOR_BODY_LIMIT }, (_request, body, done) => done(null, body))
    for (const name of Object.keys(VENDOR_API) as VendorCallName[]) {
      const binding = {
        tag: 'vendor protocol', table: VENDOR_API, schemas: VENDOR_SCHEMAS, credential, gated: false, security: 'vendorSignature', schemaRefusal: vendorSchemaRefusal(name),
      }
      const route = apiCallRoute(binding, name, { handler: ({ caller, body }) => CALLS[name](deps.seamless, caller, body as Body) })
      // A batch of wins is larger than any single call: its own limit (the route's overrides the parser's).
      scope.route(name === 'winBatch' ? { ...route, bodyLimit: VENDOR_BATCH_BODY_LIMIT } : route)
    }
    // Any other call: not one of the protocol's, answered before anything of the request is read.
    scope.post(`${VENDOR_API_PATH}/:vendor/:call`, {
      schema: { tags: ['vendor protocol'], summary: 'Any other call: 404 not.found', security: [{ vendorSignature: [] }] },
      config: { rateLimit: { max: VENDOR_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
      handler: async () => {
        throw new AppError('not.found')
      },
    })
  })
}
