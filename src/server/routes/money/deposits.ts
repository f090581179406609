/**
 * Deposits: the contract's calls (channels, a new order, an order's state), the providers' callback
 * (`POST /wps/payment/callback/<provider>`, server to server, signed), and the sandbox provider's payment page.
 *
 * The callback and the sandbox page are not contract endpoints: they answer a provider and a payer, not the
 * portal. Both are rate-limited per visitor by the same hook as the contract's endpoints.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { toMajorString } from '../../../contract/money'
import { ok } from '../../../contract/envelope'
import { AppError } from '../../errors'
import type { Merchant } from '../../merchants/registry'
import { createDeposit, depositChannels, depositOrder, settleFromCallback, type DepositServices, type MemberRequest } from '../../domain/money/deposits'
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signCallback } from '../../domain/money/paymentProvider'
import { isSandboxPageSignature, SANDBOX_PAY_PATH, SANDBOX_PROVIDER, sandboxDoneDocument, sandboxPaymentPage } from '../../domain/money/paymentSandbox'
import { SANDBOX_PAGE_POLICY } from '../../domain/social/sandboxPage'
import { depositById } from '../../db/money/deposits'
import { registerEndpoint, type EndpointDeps, type EndpointInput } from '../endpoint'
import { originOf } from '../origin'

export const PAYMENT_CALLBACK_PATH = '/wps/payment/callback'
const PROVIDER_RATE_LIMIT_PER_MINUTE = 600
const SANDBOX_PAGE_RATE_LIMIT_PER_MINUTE = 30

export interface DepositRouteDeps extends EndpointDeps {
  deposits: DepositServices
  /** The sandbox provider's signing secret, when the sandbox runs; its page is served only then. */
  sandboxSecret?: string
}

function memberRequest(input: EndpointInput<'createDeposit' | 'depositOrder'>): MemberRequest {
  return { config: input.merchant.config, principal: input.principal, ip: input.access.ip, at: input.now, origin: originOf(input.request) }
}

export function depositRoutes(app: FastifyInstance, deps: DepositRouteDeps): void {
  const services = deps.deposits
  registerEndpoint(app, deps, 'depositChannels', { handler: ({ merchant }) => depositChannels(merchant.config) })
  registerEndpoint(app, deps, 'createDeposit', { handler: (input) => createDeposit(services, memberRequest(input), input.body) })
  registerEndpoint(app, deps, 'depositOrder', { handler: (input) => depositOrder(services, memberRequest(input), input.query.orderId) })

  // The callback's signature covers the exact bytes sent: the body is kept raw here and parsed only once verified.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body))
    scope.post<{ Params: { provider: string } }>(`${PAYMENT_CALLBACK_PATH}/:provider`, {
      config: { rateLimit: { max: deps.rateLimitPerMinute ?? PROVIDER_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
      handler: async (request, reply) => {
        const merchant = request.merchant
        if (!merchant) throw new AppError('domain_check_failed')
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
        const result = await settleFromCallback(services, merchant, request.params.provider, { headers: request.headers, rawBody })
        return reply.header('cache-control', 'no-store').send(ok(result))
      },
    })
  })

  if (deps.sandboxSecret) sandboxPayRoutes(app, services, deps.sandboxSecret, deps.rateLimitPerMinute)
}

/** `1234567.50` as `1,234,567.50`: the sandbox page is English whatever the portal's language. */
function withThousands(major: string): string {
  const [whole, fraction] = major.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction === undefined ? grouped : `${grouped}.${fraction}`
}

/** The sandbox's payment page: shows the order, and turns the payer's decision into a signed callback. */
function sandboxPayRoutes(app: FastifyInstance, services: DepositServices, secret: string, rateLimitPerMinute?: number): void {
  const config = { rateLimit: { max: rateLimitPerMinute ?? SANDBOX_PAGE_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } }
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/html; charset=utf-8').header('content-security-policy', SANDBOX_PAGE_POLICY).header('cache-control', 'no-store').send(body)

  /** The order the link names, when the link is genuine and the order belongs to this site. */
  const orderOf = async (request: FastifyRequest<{ Params: { orderId: string } }>, signature: unknown) => {
    const merchant = request.merchant
    const orderId = request.params.orderId
    if (!merchant || !/^[A-Za-z0-9_-]{8,64}$/.test(orderId) || !isSandboxPageSignature(secret, orderId, signature)) return null
    const order = await depositById(services.db, merchant.config.code, orderId)
    return order && order.provider === SANDBOX_PROVIDER ? { merchant, order } : null
  }
  const pageOrder = (merchant: Merchant, order: NonNullable<Awaited<ReturnType<typeof depositById>>>) => {
    const currency = merchant.config.currency
    return {
      id: order.id,
      merchantName: merchant.config.name,
      channelName: merchant.config.deposit?.channels.find((c) => c.code === order.channelCode)?.name ?? order.channelCode,
      amountText: `${currency.symbol} ${withThousands(toMajorString(order.amount, currency.decimals))}`,
      status: order.status,
    }
  }

  app.get<{ Params: { orderId: string }; Querystring: { sig?: string } }>(`${SANDBOX_PAY_PATH}/:orderId`, { config }, async (request, reply) => {
    const found = await orderOf(request, request.query.sig)
    if (!found) return html(reply, 404, sandboxDoneDocument({ id: request.params.orderId.slice(0, 64) }, 'This payment link is not valid.'))
    return html(reply, 200, sandboxPaymentPage(pageOrder(found.merchant, found.order), String(request.query.sig)))
  })

  app.post<{ Params: { orderId: string }; Body: Record<string, string> }>(`${SANDBOX_PAY_PATH}/:orderId`, { config }, async (request, reply) => {
    const form = request.body ?? {}
    const found = await orderOf(request, form.sig)
    if (!found) return html(reply, 404, sandboxDoneDocument({ id: request.params.orderId.slice(0, 64) }, 'This payment link is not valid.'))
    const { merchant, order } = found
    if (order.status !== 'pending') return html(reply, 200, sandboxPaymentPage(pageOrder(merchant, order), String(form.sig)))
    const outcome = form.decision === 'approve' ? 'paid' : 'declined'
    // The provider's notification, signed as a real provider signs it, delivered in-process to the callback route.
    const body = JSON.stringify({
      eventId: `sbx_${Buffer.from(services.random.bytes(12)).toString('base64url')}`,
      orderId: order.id,
      outcome,
      amount: toMajorString(order.amount, merchant.config.currency.decimals),
      currency: order.currency,
    })
    const timestamp = Math.floor(services.clock.now().getTime() / 1000)
    const delivered = await app.inject({
      method: 'POST',
      url: `${PAYMENT_CALLBACK_PATH}/${SANDBOX_PROVIDER}`,
      headers: { host: request.headers.host ?? '', 'content-type': 'application/json', [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signCallback(secret, timestamp, body) },
      remoteAddress: request.ip,
      payload: body,
    })
    if (delivered.statusCode !== 200) return html(reply, 502, sandboxDoneDocument(order, 'The sandbox could not deliver the payment notification. Please try again.'))
    return html(reply, 200, sandboxDoneDocument(order, outcome === 'paid' ? 'Payment approved.' : 'Payment declined.'))
  })
}
