/**
 * The operators' promotion calls (`/ops/promotions/<merchant>`: list, write by code, end), which
 * `npm run operator -- promotions ...` speaks to, as an API table served through the contract's hooks like
 * feedback's (routes/support/feedbackOperators.ts): the same key, compared in constant time before anything else is
 * read, not gated. Every write goes through domain/engagement/promotions.ts, which checks it and cleans its HTML.
 */
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { ApiTable } from '../../../contract/apiTable'
import { PROMOTION_CODE_PATTERN } from '../../../contract/promotionsEndpoints'
import type { ApiCallSchemas } from '../../../contract/schemas/apiTable'
import { PromotionWrite, StaffPromotion } from '../../../contract/schemas/promotions'
import { endPromotion, staffPromotions, writePromotion } from '../../domain/engagement/promotions'
import { AppError } from '../../errors'
import { apiCallRoute } from '../apiCall'
import type { PromotionsRouteDeps } from './promotions'
import { operatorKeyCredential } from '../operatorKey'

const RATE_LIMIT_PER_MINUTE = 120
const PROMOTIONS = '/ops/promotions/:merchant'

export const PROMOTIONS_OPERATOR_API = {
  operatorPromotions: {
    method: 'GET', path: PROMOTIONS, credential: 'operator key', rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    summary: 'A merchant’s promotions in the hall’s order, every language’s texts, with their state by the period',
  },
  writePromotion: {
    method: 'POST', path: PROMOTIONS, credential: 'operator key', rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    summary: 'Create a promotion, or replace it by its code (its content HTML is cleaned before it is stored)',
  },
  endPromotion: {
    method: 'POST', path: `${PROMOTIONS}/:code/end`, credential: 'operator key', rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    summary: 'End a promotion now: closed from then on; one already closed is refused',
  },
} as const satisfies ApiTable

const MerchantParam = Type.String({ pattern: '^[a-z0-9-]{1,32}$', description: 'The merchant’s code.' })

export const PROMOTIONS_OPERATOR_SCHEMAS = {
  operatorPromotions: { params: Type.Object({ merchant: MerchantParam }), response: Type.Object({ list: Type.Array(StaffPromotion) }) },
  writePromotion: { params: Type.Object({ merchant: MerchantParam }), body: PromotionWrite, response: StaffPromotion },
  endPromotion: { params: Type.Object({ merchant: MerchantParam, code: Type.String({ pattern: PROMOTION_CODE_PATTERN }) }), response: StaffPromotion },
} as const satisfies Record<keyof typeof PROMOTIONS_OPERATOR_API, ApiCallSchemas>


export function promotionsOperatorRoutes(app: FastifyInstance, deps: PromotionsRouteDeps, key: string): void {
  const credential = operatorKeyCredential(key)
  const binding = {
    tag: 'operators', table: PROMOTIONS_OPERATOR_API, schemas: PROMOTIONS_OPERATOR_SCHEMAS, credential, gated: false, security: 'operatorKey',
    rateLimitPerMinute: deps.rateLimitPerMinute,
  }
  // An unknown merchant's path has no promotion of any merchant.
  const merchantOf = (code: string) => {
    const merchant = deps.merchants.byCode(code)
    if (!merchant) throw new AppError('promotion.not.found')
    return merchant.config
  }
  app.route(apiCallRoute(binding, 'operatorPromotions', {
    handler: async ({ params }) => ({ list: await staffPromotions(deps.db, merchantOf(params.merchant), deps.clock.now()) }),
  }))
  app.route(apiCallRoute(binding, 'writePromotion', {
    handler: ({ params, body }) => writePromotion(deps.db, merchantOf(params.merchant), body, deps.clock.now()),
  }))
  app.route(apiCallRoute(binding, 'endPromotion', {
    handler: ({ params }) => endPromotion(deps.db, merchantOf(params.merchant), params.code, deps.clock.now()),
  }))
}
