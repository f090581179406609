/**
 * Withdrawals: the member's calls (requirements, request, list, proof upload, confirmation), and the operators' API
 * (`/ops/withdrawals`: list, approve, reject; routes/money/operators.ts) when the server has an operator key.
 */
import type { FastifyInstance } from 'fastify'
import {
  confirmWithdrawal, createWithdrawal, MAX_PROOF_BYTES, memberWithdrawalList, uploadProof, withdrawalRequirements,
  type MemberWithdrawalRequest, type WithdrawalServices,
} from '../../domain/money/withdrawals'
import { AppError } from '../../errors'
import type { MerchantRegistry } from '../../merchants/registry'
import { registerEndpoint, type EndpointDeps, type EndpointInput } from '../endpoint'
import { operatorRoutes } from './operators'

export { OPERATOR_PATH } from './operators'

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
