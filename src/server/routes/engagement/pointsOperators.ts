/**
 * The operators' points calls (`/ops/points/<merchant>/...`: the catalogue's items, listed and written by code; the
 * redeems by status, approved or rejected), which `npm run operator -- points ...` speaks to, as an API table served
 * through the contract's hooks like feedback's (routes/support/feedbackOperators.ts): the same key, compared in
 * constant time before anything else is read, the operator's name from `X-Operator` kept with each decision, not
 * gated. Every decision goes through domain/engagement/points.ts, which holds the transitions.
 */
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { ApiTable } from '../../../contract/apiTable'
import { POINTS_ITEM_KINDS, POINTS_REDEEM_STATUSES } from '../../../contract/pointsEndpoints'
import type { ApiCallSchemas } from '../../../contract/schemas/apiTable'
import { MajorAmount } from '../../../contract/schemas/money'
import { Points, PointsRedeem } from '../../../contract/schemas/points'
import { Text } from '../../../contract/schemas/text'
import { decidePointsRedeem } from '../../domain/engagement/points'
import { staffItems, staffRedeem, staffRedeemList, writeItem } from '../../domain/engagement/pointsCatalogue'
import { AppError } from '../../errors'
import { apiCallRoute } from '../apiCall'
import { pointsServices, type PointsRouteDeps } from './points'
import { operatorKeyCredential } from '../operatorKey'

const RATE_LIMIT_PER_MINUTE = 120
const BASE = '/ops/points/:merchant'

export const POINTS_OPERATOR_API = {
  pointsItems: {
    method: 'GET', path: `${BASE}/items`, credential: 'operator key', rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    summary: 'A merchant’s points catalogue, withdrawn items too, with stock and per-member limits',
  },
  writePointsItem: {
    method: 'POST', path: `${BASE}/items/:code`, credential: 'operator key', rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    summary: 'Write a catalogue item by its code (a new one, or its fields replaced)',
  },
  pointsRedeemList: {
    method: 'GET', path: `${BASE}/redeems`, credential: 'operator key', rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    summary: 'A merchant’s points redeems by status (in process by default), oldest first, with the address and phone',
  },
  approvePointsRedeem: {
    method: 'POST', path: `${BASE}/redeems/:id/approve`, credential: 'operator key', rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    summary: 'Approve a redeem in process: its points are spent, a cash item’s cash credited',
  },
  rejectPointsRedeem: {
    method: 'POST', path: `${BASE}/redeems/:id/reject`, credential: 'operator key', rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    summary: 'Reject a redeem in process: its points and stock come back in the same transaction',
  },
} as const satisfies ApiTable

const MerchantParam = Type.String({ pattern: '^[a-z0-9-]{1,32}$', description: 'The merchant’s code.' })
const CodeParam = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$', description: 'The item’s code.' })
const IdParam = Type.String({ pattern: '^[0-9]{1,18}$', description: 'The redeem’s id.' })
const Titles = Type.Record(Type.String({ pattern: '^[a-z]{2}$' }), Text(120))
const StaffItem = Type.Object({
  id: Type.Integer(), code: Type.String(), kind: Type.Enum(POINTS_ITEM_KINDS), titles: Type.Record(Type.String(), Type.String()), image: Type.String(),
  points: Points, cash: MajorAmount, stock: Type.Union([Type.Integer(), Type.Null()]), perMemberLimit: Type.Union([Type.Integer(), Type.Null()]),
  active: Type.Boolean(), sort: Type.Integer(),
})
const StaffRedeem = Type.Object({
  ...PointsRedeem.properties,
  id: Type.String(), username: Type.String(), address: Type.Union([Type.String(), Type.Null()]), phone: Type.Union([Type.String(), Type.Null()]),
  decidedAt: Type.Union([Type.String(), Type.Null()]), decidedBy: Type.Union([Type.String(), Type.Null()]),
})
const Redeem = { params: Type.Object({ merchant: MerchantParam, id: IdParam }) }

export const POINTS_OPERATOR_SCHEMAS = {
  pointsItems: { params: Type.Object({ merchant: MerchantParam }), response: Type.Object({ list: Type.Array(StaffItem) }) },
  writePointsItem: {
    params: Type.Object({ merchant: MerchantParam, code: CodeParam }),
    body: Type.Object(
      {
        kind: Type.Enum(POINTS_ITEM_KINDS),
        titles: Titles,
        image: Type.String({ pattern: '^[a-z0-9-]{1,64}$' }),
        points: Points,
        cash: Type.Optional(Type.String({ pattern: '^[0-9]{1,12}(\\.[0-9]{1,2})?$' })),
        stock: Type.Union([Type.Integer({ minimum: 0, maximum: 1_000_000 }), Type.Null()]),
        perMemberLimit: Type.Union([Type.Integer({ minimum: 1, maximum: 1_000 }), Type.Null()]),
        active: Type.Optional(Type.Boolean()),
        sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
      },
      { additionalProperties: false },
    ),
    response: StaffItem,
  },
  pointsRedeemList: {
    params: Type.Object({ merchant: MerchantParam }),
    query: Type.Object({ status: Type.Optional(Type.Enum(POINTS_REDEEM_STATUSES)) }, { additionalProperties: false }),
    response: Type.Object({ list: Type.Array(StaffRedeem) }),
  },
  approvePointsRedeem: { ...Redeem, response: StaffRedeem },
  rejectPointsRedeem: {
    ...Redeem,
    body: Type.Object({ remark: Text(200, { minLength: 1 }) }, { additionalProperties: false }),
    response: StaffRedeem,
  },
} as const satisfies Record<keyof typeof POINTS_OPERATOR_API, ApiCallSchemas>


export function pointsOperatorRoutes(app: FastifyInstance, deps: PointsRouteDeps, key: string): void {
  const credential = operatorKeyCredential(key)
  const binding = {
    tag: 'operators', table: POINTS_OPERATOR_API, schemas: POINTS_OPERATOR_SCHEMAS, credential, gated: false, security: 'operatorKey',
    rateLimitPerMinute: deps.rateLimitPerMinute,
  }
  // An unknown merchant's path is no redeem of any merchant.
  const merchantOf = (code: string) => {
    const merchant = deps.merchants.byCode(code)
    if (!merchant) throw new AppError('points.redeem.not.found')
    return merchant.config
  }
  const services = pointsServices(deps)
  app.route(apiCallRoute(binding, 'pointsItems', { handler: async ({ params }) => ({ list: await staffItems(deps.db, merchantOf(params.merchant)) }) }))
  app.route(apiCallRoute(binding, 'writePointsItem', {
    handler: ({ params, body }) => writeItem(deps.db, merchantOf(params.merchant), params.code, body, deps.clock.now()),
  }))
  app.route(apiCallRoute(binding, 'pointsRedeemList', {
    handler: async ({ params, query }) => ({ list: await staffRedeemList(deps.db, merchantOf(params.merchant), query.status ? [query.status] : []) }),
  }))
  const decide = (status: 'approved' | 'rejected') => async ({ params, body, caller }: { params: { merchant: string; id: string }; body?: { remark?: string }; caller: string }) => {
    const config = merchantOf(params.merchant)
    const row = await decidePointsRedeem(services, config, BigInt(params.id), { status, remark: body?.remark?.trim() || null, actor: `admin:${caller}`, at: deps.clock.now() })
    return staffRedeem(row, config.currency.decimals)
  }
  app.route(apiCallRoute(binding, 'approvePointsRedeem', { handler: decide('approved') }))
  app.route(apiCallRoute(binding, 'rejectPointsRedeem', { handler: decide('rejected') }))
}
