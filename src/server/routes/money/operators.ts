/**
 * The operators' API (`/ops/withdrawals`: list, approve, reject; `/ops/members/.../upline`: move a member and its team;
 * `/ops/contracts/...`: the merchant's terms for a top agent; `/ops/wages/...`: its manual-release salaries), which `npm run operator` speaks to, as a table
 * (contract/apiTable.ts) served through the contract's hooks (routes/apiCall.ts). Server to server only, so the table
 * and its schemas live here, out of the browser bundles.
 *
 * It exists only when the server has an operator key (PORTICO_OPERATOR_KEY): every call must send it as
 * `Authorization: Bearer <key>` (compared in constant time, before anything else of the request is read) and may
 * name the operator in `X-Operator` for the audit trail. It is rate-limited per address like everything else, and
 * not gated: an operator works during maintenance too.
 */
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify'
import { Type } from 'typebox'
import type { ApiTable } from '../../../contract/apiTable'
import { ContractTerms, GAME_TYPE_KEYS, MrDailySalary } from '../../../contract/schemas/contracts'
import { Withdrawal, WITHDRAWAL_STATUSES } from '../../../contract/schemas/money'
import { findMemberByUsername } from '../../db/member/members'
import { offerFromMerchant } from '../../domain/contracts/offers'
import { decideMrDailySalary } from '../../domain/contracts/releases'
import type { ApiCallSchemas } from '../../../contract/schemas/apiTable'
import { moveMember } from '../../domain/agents/moves'
import { decide, operatorList, type WithdrawalServices } from '../../domain/money/withdrawals'
import { AppError } from '../../errors'
import type { MerchantRegistry } from '../../merchants/registry'
import { validationFailure } from '../../plugins/errorHandler'
import { apiCallRoute, type RequestPart } from '../apiCall'
import { operatorKeyCredential } from '../operatorKey'

export const OPERATOR_PATH = '/ops/withdrawals'
const OPERATOR_RATE_LIMIT_PER_MINUTE = 120

export const OPERATOR_API = {
  withdrawals: {
    method: 'GET', path: OPERATOR_PATH, credential: 'operator key', rateLimitPerMinute: OPERATOR_RATE_LIMIT_PER_MINUTE,
    summary: 'The withdrawals of every merchant, oldest first (at most 100)',
  },
  decideWithdrawal: {
    method: 'POST', path: `${OPERATOR_PATH}/:id/:decision`, credential: 'operator key', rateLimitPerMinute: OPERATOR_RATE_LIMIT_PER_MINUTE,
    summary: 'Pay (approve) or refuse (reject) a pending withdrawal; a refused amount goes back to the member’s wallet',
  },
  moveMember: {
    method: 'POST', path: '/ops/members/:merchant/:account/upline', credential: 'operator key', rateLimitPerMinute: OPERATOR_RATE_LIMIT_PER_MINUTE,
    summary: 'Move a member and its whole team under another agent of the same merchant (the team reports follow at once)',
  },
  offerTopAgentContract: {
    method: 'POST', path: '/ops/contracts/:merchant/:account', credential: 'operator key', rateLimitPerMinute: OPERATOR_RATE_LIMIT_PER_MINUTE,
    summary: 'Offer a top agent the merchant’s terms of one kind and game type (a new version; the agent signs it in the agreement dialog)',
  },
  decideTopAgentSalary: {
    method: 'POST', path: '/ops/wages/:merchant/:id/:decision', credential: 'operator key', rateLimitPerMinute: OPERATOR_RATE_LIMIT_PER_MINUTE,
    summary: 'Release (pay) or refuse a top agent’s manual-release daily salary, which the merchant decides',
  },
} as const satisfies ApiTable

const OperatorWithdrawal = Type.Object({
  ...Withdrawal.properties,
  merchantCode: Type.String(),
  memberId: Type.Integer(),
  holderName: Type.String(),
})

export const OPERATOR_SCHEMAS = {
  withdrawals: {
    query: Type.Object({
      status: Type.Optional(Type.Enum(WITHDRAWAL_STATUSES, { description: 'Only the withdrawals in this state.' })),
      merchant: Type.Optional(Type.String({ description: 'Only this merchant’s (its code).' })),
    }),
    response: Type.Object({ list: Type.Array(OperatorWithdrawal) }),
  },
  decideWithdrawal: {
    params: Type.Object({
      id: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$', description: 'The withdrawal’s id.' }),
      decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')]),
    }),
    // Read leniently, as the operators' tool has always sent it: a reason that is not a string is left out.
    body: Type.Unknown({ description: '`{ "reason": "…" }`: the reason for a rejection, kept for staff (at most 200 characters).' }),
    response: Type.Object({ ...Withdrawal.properties, merchantCode: Type.String() }),
  },
  moveMember: {
    params: Type.Object({
      merchant: Type.String({ pattern: '^[a-z0-9-]{1,32}$', description: 'The merchant’s code.' }),
      account: Type.String({ minLength: 1, maxLength: 64, description: 'The member to move.' }),
    }),
    body: Type.Object({ upline: Type.String({ minLength: 1, maxLength: 64, description: 'The agent it moves under.' }) }, { additionalProperties: false }),
    response: Type.Object({ merchantCode: Type.String(), account: Type.String(), upline: Type.String(), teamSize: Type.Integer() }),
  },
  offerTopAgentContract: {
    params: Type.Object({
      merchant: Type.String({ pattern: '^[a-z0-9-]{1,32}$', description: 'The merchant’s code.' }),
      account: Type.String({ minLength: 1, maxLength: 64, description: 'The top agent.' }),
    }),
    body: Type.Object({ gameType: Type.Enum(GAME_TYPE_KEYS), terms: ContractTerms }, { additionalProperties: false }),
    response: Type.Object({ merchantCode: Type.String(), account: Type.String(), contractId: Type.String() }),
  },
  decideTopAgentSalary: {
    params: Type.Object({
      merchant: Type.String({ pattern: '^[a-z0-9-]{1,32}$', description: 'The merchant’s code.' }),
      id: Type.String({ pattern: '^[0-9]{1,18}$', description: 'The salary’s id (wage payout).' }),
      decision: Type.Union([Type.Literal('release'), Type.Literal('refuse')]),
    }),
    response: MrDailySalary,
  },
} as const satisfies Record<keyof typeof OPERATOR_API, ApiCallSchemas>

/** The operators' own answers to a malformed request: an unknown decision is no such call, a malformed id no such withdrawal. */
function operatorSchemaRefusal(part: RequestPart, errors: readonly FastifySchemaValidationError[]): AppError {
  if (part === 'params' && errors.some((error) => error.instancePath === '/merchant' || error.instancePath === '/account')) return new AppError('downline.not.found')
  if (part === 'params') return new AppError(errors.some((error) => error.instancePath === '/decision') ? 'not.found' : 'withdrawal.not.found')
  if (part === 'querystring' && errors.some((error) => error.instancePath === '/status')) return new AppError('request.invalid', 'status is pending, paid or rejected.')
  const { message, field } = validationFailure(errors, part)
  return new AppError('request.invalid', message, { field })
}


export function operatorRoutes(app: FastifyInstance, services: WithdrawalServices, merchants: MerchantRegistry, key: string, rateLimitPerMinute?: number): void {
  const credential = operatorKeyCredential(key)
  const binding = {
    tag: 'operators', table: OPERATOR_API, schemas: OPERATOR_SCHEMAS, credential, gated: false, security: 'operatorKey', rateLimitPerMinute, schemaRefusal: operatorSchemaRefusal,
  }
  app.route(apiCallRoute(binding, 'withdrawals', {
    handler: async ({ query }) => ({ list: await operatorList(services, merchants, { status: query.status, merchantCode: query.merchant }) }),
  }))
  app.route(apiCallRoute(binding, 'decideWithdrawal', {
    handler: async ({ params, body, caller }) => {
      const sent = body as { reason?: unknown } | null | undefined
      const reason = typeof sent?.reason === 'string' ? sent.reason : undefined
      return decide(services, merchants, { withdrawalId: params.id, decision: params.decision, operator: caller, reason })
    },
  }))
  app.route(apiCallRoute(binding, 'moveMember', {
    handler: async ({ params, body }) => {
      if (!merchants.byCode(params.merchant)) throw new AppError('downline.not.found')
      return moveMember(services.db, { merchantCode: params.merchant, account: params.account, upline: body.upline })
    },
  }))
  app.route(apiCallRoute(binding, 'offerTopAgentContract', {
    handler: async ({ params, body, caller }) => {
      const merchant = merchants.byCode(params.merchant)
      const agent = merchant ? await findMemberByUsername(services.db, merchant.config.code, params.account) : null
      if (!merchant || !agent) throw new AppError('contract.not.direct')
      const id = await offerFromMerchant(services, merchant.config, { agentId: agent.id, gameType: body.gameType, terms: body.terms, by: `admin:${caller}`, now: services.clock.now() })
      return { merchantCode: merchant.config.code, account: agent.username, contractId: String(id) }
    },
  }))
  app.route(apiCallRoute(binding, 'decideTopAgentSalary', {
    handler: async ({ params, caller }) => {
      const merchant = merchants.byCode(params.merchant)
      if (!merchant) throw new AppError('wage.not.found')
      const body = { id: params.id, action: params.decision }
      return decideMrDailySalary(services, merchant.config, { uplineId: null, by: `admin:${caller}` }, body, services.clock.now())
    },
  }))
}
