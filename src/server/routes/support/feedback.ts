/**
 * Feedback and complaints: the portal's calls (feedbackEndpoints.ts) through the contract's hooks, and, when the server
 * has an operator key, the operators' calls that list, answer and close tickets (routes/support/feedbackOperators.ts).
 */
import type { FastifyInstance } from 'fastify'
import { FEEDBACK_IMAGE_TYPES, FEEDBACK_MAX_IMAGE_BYTES } from '../../../contract/feedbackEndpoints'
import type { Database } from '../../db/database'
import type { MemberEventBus } from '../../domain/events/bus'
import { feedbackChat, feedbackSettings, myFeedback, replyToTicket, sendFeedback, uploadFeedbackImage, type FeedbackServices } from '../../domain/support/feedback'
import { AppError } from '../../errors'
import type { MerchantRegistry } from '../../merchants/registry'
import type { Clock, RandomSource } from '../../runtime'
import { registerEndpoint, type EndpointDeps } from '../endpoint'
import { feedbackOperatorRoutes } from './feedbackOperators'

export interface FeedbackRouteDeps extends EndpointDeps {
  db: Database
  events: MemberEventBus
  random: RandomSource
  merchants: MerchantRegistry
  clock: Clock
  /** The operators' key; without one the operators' feedback calls are not served. */
  operatorKey?: string
}

export function feedbackRoutes(app: FastifyInstance, deps: FeedbackRouteDeps): void {
  const services: FeedbackServices = { db: deps.db, events: deps.events, random: deps.random }
  registerEndpoint(app, deps, 'feedbackSettings', { handler: ({ merchant }) => feedbackSettings(merchant.config) })
  registerEndpoint(app, deps, 'sendFeedback', {
    handler: ({ merchant, principal, body, now }) => sendFeedback(services, { config: merchant.config, principal, at: now }, body),
  })
  registerEndpoint(app, deps, 'myFeedback', { handler: ({ principal, query }) => myFeedback(deps.db, principal, query) })
  registerEndpoint(app, deps, 'replyFeedback', {
    handler: ({ merchant, principal, body, now }) => replyToTicket(services, { config: merchant.config, principal, at: now }, body),
  })
  registerEndpoint(app, deps, 'feedbackChat', { handler: ({ merchant, principal }) => feedbackChat(deps.db, merchant.config, principal) })
  // The image is the whole body, as a withdrawal's proof is (routes/money/withdrawals.ts): only this scope reads image
  // bodies, up to 5 MB, after the member's token is checked (a member's endpoint settles it before the body is read).
  // The scope loads after the boot check that every endpoint has a route, so it is counted now.
  deps.registered.add('uploadFeedbackImage')
  void app.register(async (scope) => {
    scope.addContentTypeParser([...FEEDBACK_IMAGE_TYPES, 'image/jpg'], { parseAs: 'buffer', bodyLimit: FEEDBACK_MAX_IMAGE_BYTES }, (_request, body, done) => done(null, body))
    registerEndpoint(scope, deps, 'uploadFeedbackImage', {
      handler: ({ merchant, principal, request, now }) => {
        const data = request.body
        if (!Buffer.isBuffer(data)) throw new AppError('feedback.image.invalid')
        return uploadFeedbackImage(services, { config: merchant.config, principal, at: now }, { contentType: request.headers['content-type'], data })
      },
    })
  })
  if (deps.operatorKey) feedbackOperatorRoutes(app, deps, deps.operatorKey)
}
