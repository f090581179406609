/**
 * Withdrawals: the member's calls (requirements, request, list, proof upload, confirmation) and the operators' API
 * (`/ops/withdrawals`: list, approve, reject), which `npm run operator` speaks to.
 *
 * The operators' API exists only when the server has an operator key (PORTICO_OPERATOR_KEY): every call must send
 * it as `Authorization: Bearer <key>` (compared in constant time) and may name the operator in `X-Operator` for the
 * audit trail. It is rate-limited per address like everything else.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../../../contract/envelope'
import {
  confirmWithdrawal, createWithdrawal, decide, MAX_PROOF_BYTES, memberWithdrawalList, operatorList, uploadProof, withdrawalRequirements,
  type MemberWithdrawalRequest, type WithdrawalServices,
} from '../../domain/payments/withdrawals'
import { AppError } from '../../errors'
import type { MerchantRegistry } from '../../merchants/registry'
import { registerEndpoint, type EndpointDeps, type EndpointInput } from '../endpoint'

export const OPERATOR_PATH = '/ops/withdrawals'
const OPERATOR_RATE_LIMIT_PER_MINUTE = 120

export interface WithdrawalRouteDeps extends EndpointDeps {
  withdrawals: WithdrawalServices
  merchants: MerchantRegistry
  /** The operators' key; without one the operators' API is not served. */
  operatorKey?: string
}

function memberRequest(input: EndpointInput<'createWithdrawal' | 'uploadWithdrawalProof' | 'confirmWithdrawal'>): MemberWithdrawalRequest {
  return { config: input.merchant.config, principal: input.principal, ip: input.access.ip, at: input.now }
}

export function withdrawalRoutes(app: FastifyInstance, deps: WithdrawalRouteDeps): void {
  const services = deps.withdrawals
  registerEndpoint(app, deps, 'withdrawalRequirements', { handler: ({ merchant, principal }) => withdrawalRequirements(services, merchant.config, principal) })
  registerEndpoint(app, deps, 'createWithdrawal', { handler: (input) => createWithdrawal(services, memberRequest(input), input.body) })
  registerEndpoint(app, deps, 'withdrawals', { handler: ({ merchant, principal, query }) => memberWithdrawalList(services, merchant.config, principal, query) })
  registerEndpoint(app, deps, 'confirmWithdrawal', { handler: (input) => confirmWithdrawal(services, memberRequest(input), input.body) })
  // The proof is the image itself as the body (no JSON, no base64), kept as bytes up to 5 MB. Only this route reads
  // image bodies: it has them in a scope of its own, so every other route refuses an image's content type at once,
  // before a byte of it is read. A scope loads after the boot check that every contract endpoint has a route (it
  // runs as soon as the routes are declared), so this one is counted now; it is added when the server starts.
  deps.registered.add('uploadWithdrawalProof')
  void app.register(async (scope) => {
    scope.addContentTypeParser(['image/png', 'image/jpeg', 'image/jpg'], { parseAs: 'buffer', bodyLimit: MAX_PROOF_BYTES }, (_request, body, done) => done(null, body))
    registerEndpoint(scope, deps, 'uploadWithdrawalProof', {
      handler: (input) => {
        const data = input.request.body
        if (!Buffer.isBuffer(data)) throw new AppError('withdrawal.proof.invalid')
        return uploadProof(services, memberRequest(input), input.query.withdrawalId, { contentType: input.request.headers['content-type'], data })
      },
    })
  })
  if (deps.operatorKey) operatorRoutes(app, services, deps.merchants, deps.operatorKey, deps.rateLimitPerMinute)
}

const digest = (value: string) => createHash('sha256').update(value).digest()

function operatorRoutes(app: FastifyInstance, services: WithdrawalServices, merchants: MerchantRegistry, key: string, rateLimitPerMinute?: number): void {
  const expected = digest(`Bearer ${key}`)
  /** The operator's name for the audit trail, when the key is right. */
  const operatorOf = (request: FastifyRequest): string => {
    const sent = request.headers.authorization ?? ''
    // Digests of equal length, so the comparison takes the same time whatever was sent.
    if (!timingSafeEqual(digest(sent), expected)) throw new AppError('operator.key.invalid')
    const name = String(request.headers['x-operator'] ?? 'operator').replace(/[^A-Za-z0-9_.@-]/g, '').slice(0, 64)
    return name || 'operator'
  }
  const config = { rateLimit: { max: rateLimitPerMinute ?? OPERATOR_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } }

  app.get<{ Querystring: { status?: string; merchant?: string } }>(OPERATOR_PATH, { config }, async (request, reply) => {
    operatorOf(request)
    const status = request.query.status
    if (status !== undefined && !['pending', 'paid', 'rejected'].includes(status)) throw new AppError('request.invalid', 'status is pending, paid or rejected.')
    const list = await operatorList(services, merchants, { status: status as 'pending' | 'paid' | 'rejected' | undefined, merchantCode: request.query.merchant })
    return reply.header('cache-control', 'no-store').send(ok({ list }))
  })
  app.post<{ Params: { id: string; decision: string }; Body: { reason?: unknown } | undefined }>(`${OPERATOR_PATH}/:id/:decision`, { config }, async (request, reply) => {
    const operator = operatorOf(request)
    const { id, decision } = request.params
    if (decision !== 'approve' && decision !== 'reject') throw new AppError('not.found')
    if (!/^[A-Za-z0-9_-]{8,64}$/.test(id)) throw new AppError('withdrawal.not.found')
    const reason = typeof request.body?.reason === 'string' ? request.body.reason : undefined
    const decided = await decide(services, merchants, { withdrawalId: id, decision, operator, reason })
    return reply.header('cache-control', 'no-store').send(ok(decided))
  })
}
