/**
 * The operators' activity calls (`/ops/activities/<merchant>/...`: the applications to review, approve, reject, and a
 * grant's forfeit), which `npm run operator -- activities ...` speaks to, served like feedback's
 * (routes/support/feedbackOperators.ts): the operators' key compared in constant time, the operator's name from
 * `X-Operator` kept with each decision, not gated. Every move goes through the domain, which holds the table.
 */
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { ApiTable } from '../../../contract/apiTable'
import { ActivityApplication, BonusGrant } from '../../../contract/schemas/activities'
import type { ApiCallSchemas } from '../../../contract/schemas/apiTable'
import { approveApplication, rejectApplication, staffApplication, staffApplications } from '../../domain/engagement/activitiesApplications'
import { forfeitGrant } from '../../domain/engagement/bonuses'
import { AppError } from '../../errors'
import { apiCallRoute } from '../apiCall'
import type { ActivitiesRouteDeps } from './activities'
import { operatorKeyCredential } from '../operatorKey'

const RATE_LIMIT_PER_MINUTE = 120
const APPLICATIONS = '/ops/activities/:merchant/applications'

export const ACTIVITIES_OPERATOR_API = {
  activityApplications: {
    method: 'GET', path: APPLICATIONS, credential: 'operator key', rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    summary: 'A merchant’s activity applications by state (all by default), oldest first',
  },
  activityApplication: {
    method: 'GET', path: `${APPLICATIONS}/:id`, credential: 'operator key', rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    summary: 'One application with its images’ ids and every transition',
  },
  approveActivityApplication: {
    method: 'POST', path: `${APPLICATIONS}/:id/approve`, credential: 'operator key', rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    summary: 'Approve an application (applying → issued): the promotion’s bonus is paid once',
  },
  rejectActivityApplication: {
    method: 'POST', path: `${APPLICATIONS}/:id/reject`, credential: 'operator key', rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    summary: 'Reject an application with a reason (applying → rejected); the member may apply again in the period',
  },
  forfeitBonus: {
    method: 'POST', path: '/ops/activities/:merchant/bonuses/:id/forfeit', credential: 'operator key', rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    summary: 'Forfeit an active bonus grant with a reason: what is left of it leaves the main wallet, its turnover no longer binds',
  },
} as const satisfies ApiTable

const MerchantParam = Type.String({ pattern: '^[a-z0-9-]{1,32}$', description: 'The merchant’s code.' })
const IdParam = Type.String({ pattern: '^[0-9]{1,9}$', description: 'The application’s or grant’s number.' })
const Reason = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 500, pattern: '^[^\\u0000-\\u001F\\u007F]*$' }) }, { additionalProperties: false })
const StaffApplication = Type.Object({
  ...ActivityApplication.properties,
  account: Type.String(),
  images: Type.Optional(Type.Array(Type.Object({ id: Type.String(), contentType: Type.String(), size: Type.Integer() }))),
  transitions: Type.Optional(Type.Array(Type.Object({
    fromState: Type.Union([Type.String(), Type.Null()]), toState: Type.String(), event: Type.String(), actor: Type.String(),
    reason: Type.Union([Type.String(), Type.Null()]), at: Type.String(),
  }))),
})
const One = { params: Type.Object({ merchant: MerchantParam, id: IdParam }) }

export const ACTIVITIES_OPERATOR_SCHEMAS = {
  activityApplications: {
    params: Type.Object({ merchant: MerchantParam }),
    query: Type.Object({ state: Type.Optional(Type.Union([Type.Literal('applying'), Type.Literal('issued'), Type.Literal('rejected')])) }, { additionalProperties: false }),
    response: Type.Object({ list: Type.Array(StaffApplication) }),
  },
  activityApplication: { ...One, response: StaffApplication },
  approveActivityApplication: { ...One, response: StaffApplication },
  rejectActivityApplication: { ...One, body: Reason, response: StaffApplication },
  forfeitBonus: { ...One, body: Reason, response: BonusGrant },
} as const satisfies Record<keyof typeof ACTIVITIES_OPERATOR_API, ApiCallSchemas>


export function activitiesOperatorRoutes(app: FastifyInstance, deps: ActivitiesRouteDeps, key: string): void {
  const credential = operatorKeyCredential(key)
  const binding = {
    tag: 'operators', table: ACTIVITIES_OPERATOR_API, schemas: ACTIVITIES_OPERATOR_SCHEMAS, credential, gated: false, security: 'operatorKey',
    rateLimitPerMinute: deps.rateLimitPerMinute,
  }
  const merchantOf = (code: string) => {
    const merchant = deps.merchants.byCode(code)
    if (!merchant) throw new AppError('activity.not.found')
    return merchant.config
  }
  app.route(apiCallRoute(binding, 'activityApplications', {
    handler: ({ params, query }) => staffApplications(deps.db, merchantOf(params.merchant), query.state),
  }))
  app.route(apiCallRoute(binding, 'activityApplication', {
    handler: ({ params }) => staffApplication(deps.db, merchantOf(params.merchant), Number(params.id)),
  }))
  app.route(apiCallRoute(binding, 'approveActivityApplication', {
    handler: ({ params, caller }) => approveApplication(deps.db, merchantOf(params.merchant), Number(params.id), `admin:${caller}`, deps.clock.now()),
  }))
  app.route(apiCallRoute(binding, 'rejectActivityApplication', {
    handler: ({ params, body, caller }) => rejectApplication(deps.db, merchantOf(params.merchant), Number(params.id), body.reason, `admin:${caller}`, deps.clock.now()),
  }))
  app.route(apiCallRoute(binding, 'forfeitBonus', {
    handler: ({ params, body, caller }) => forfeitGrant(deps.db, merchantOf(params.merchant), Number(params.id), body.reason, `admin:${caller}`, deps.clock.now()),
  }))
}
