/**
 * Activities: the member's calls (activitiesEndpoints.ts) through the contract's hooks, and, when the server has an
 * operator key, the operators' calls that review applications and forfeit grants (activitiesOperators.ts).
 */
import type { FastifyInstance } from 'fastify'
import { ACTIVITY_IMAGE_TYPES, ACTIVITY_MAX_IMAGE_BYTES } from '../../../contract/activities'
import type { Database } from '../../db/database'
import { claimActivity, joinActivity, myActivities, signInActivity } from '../../domain/engagement/activities'
import { applyActivity, myApplications, uploadActivityImage } from '../../domain/engagement/activitiesApplications'
import { myBonuses } from '../../domain/engagement/bonuses'
import { AppError } from '../../errors'
import type { MerchantRegistry } from '../../merchants/registry'
import type { Clock, RandomSource } from '../../runtime'
import { registerEndpoint, type EndpointDeps } from '../endpoint'
import { activitiesOperatorRoutes } from './activitiesOperators'

export interface ActivitiesRouteDeps extends EndpointDeps {
  db: Database
  random: RandomSource
  merchants: MerchantRegistry
  clock: Clock
  /** The operators' key; without one the operators' activity calls are not served. */
  operatorKey?: string
}

export function activitiesRoutes(app: FastifyInstance, deps: ActivitiesRouteDeps): void {
  const { db } = deps
  const request = (ctx: { merchant: { config: Parameters<typeof myActivities>[1]['config'] }; principal: { memberId: number }; now: Date }) => ({
    config: ctx.merchant.config, memberId: ctx.principal.memberId, at: ctx.now,
  })
  registerEndpoint(app, deps, 'myActivities', { handler: (ctx) => myActivities(db, request(ctx), ctx.query.code) })
  registerEndpoint(app, deps, 'joinActivity', { handler: (ctx) => joinActivity(db, request(ctx), ctx.body.code) })
  registerEndpoint(app, deps, 'claimActivity', { handler: (ctx) => claimActivity(db, request(ctx), ctx.body.code) })
  // The spec's raffle promotion claim: a claim like any other, of a raffle promotion.
  registerEndpoint(app, deps, 'claimRaffle', { handler: (ctx) => claimActivity(db, request(ctx), ctx.body.code) })
  registerEndpoint(app, deps, 'signInActivity', { handler: (ctx) => signInActivity(db, request(ctx), ctx.body.code) })
  registerEndpoint(app, deps, 'applyActivity', { handler: (ctx) => applyActivity(db, request(ctx), ctx.body) })
  registerEndpoint(app, deps, 'myApplications', { handler: (ctx) => myApplications(db, ctx.principal.memberId) })
  registerEndpoint(app, deps, 'myBonuses', { handler: (ctx) => myBonuses(db, ctx.merchant.config, ctx.principal.memberId, ctx.now) })
  // The image is the whole body, as feedback's is (routes/support/feedback.ts): only this scope reads image bodies, up
  // to 5 MB, after the member's token is checked. The scope loads after the boot check, so it is counted now.
  deps.registered.add('uploadActivityImage')
  void app.register(async (scope) => {
    scope.addContentTypeParser([...ACTIVITY_IMAGE_TYPES, 'image/jpg'], { parseAs: 'buffer', bodyLimit: ACTIVITY_MAX_IMAGE_BYTES }, (_request, body, done) => done(null, body))
    registerEndpoint(scope, deps, 'uploadActivityImage', {
      handler: (ctx) => {
        const data = ctx.request.body
        if (!Buffer.isBuffer(data)) throw new AppError('activity.image.invalid')
        return uploadActivityImage(db, deps.random, request(ctx), { contentType: ctx.request.headers['content-type'], data })
      },
    })
  })
  if (deps.operatorKey) activitiesOperatorRoutes(app, deps, deps.operatorKey)
}
