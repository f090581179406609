/**
 * The operators' feedback calls (`/ops/feedback/<merchant>/tickets`: list, show, answer, close, an image), which
 * `npm run operator -- feedback ...` speaks to, as an API table served through the contract's hooks like the help
 * centre's (routes/content/helpOperators.ts): the same key, compared in constant time before anything else is read,
 * the operator's name from `X-Operator` kept with each answer and closing, not gated. Another merchant's path answers
 * `feedback.not.found` for a ticket. Every change goes through domain/support/feedback.ts, which holds the transitions.
 */
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { ApiTable } from '../../../contract/apiTable'
import { FEEDBACK_STATUSES, type FeedbackStatus } from '../../../contract/feedbackEndpoints'
import { FeedbackTicket } from '../../../contract/schemas/feedback'
import { IdempotencyKey } from '../../../contract/schemas/money'
import type { ApiCallSchemas } from '../../../contract/schemas/apiTable'
import { answerTicket, closeTicket, staffTicket, staffTicketImage, staffTickets } from '../../domain/support/feedback'
import { AppError } from '../../errors'
import { apiCallRoute } from '../apiCall'
import type { FeedbackRouteDeps } from './feedback'
import { operatorKeyCredential } from '../operatorKey'

const RATE_LIMIT_PER_MINUTE = 120
const TICKETS = '/ops/feedback/:merchant/tickets'

export const FEEDBACK_OPERATOR_API = {
  feedbackTickets: {
    method: 'GET', path: TICKETS, credential: 'operator key', rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    summary: 'A merchant’s feedback tickets by status (open and answered by default), oldest first, with their threads',
  },
  feedbackTicket: {
    method: 'GET', path: `${TICKETS}/:id`, credential: 'operator key', rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    summary: 'One feedback ticket with its thread and its images’ ids',
  },
  feedbackTicketImage: {
    method: 'GET', path: `${TICKETS}/:id/images/:imageId`, credential: 'operator key', rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    summary: 'One of a ticket’s images, its bytes in base64',
  },
  answerFeedback: {
    method: 'POST', path: `${TICKETS}/:id/answer`, credential: 'operator key', rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    summary: 'Answer a ticket (once per key): the member gets a message; a closed ticket is refused',
  },
  closeFeedback: {
    method: 'POST', path: `${TICKETS}/:id/close`, credential: 'operator key', rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    summary: 'Close a ticket: it takes no more answers',
  },
} as const satisfies ApiTable

const MerchantParam = Type.String({ pattern: '^[a-z0-9-]{1,32}$', description: 'The merchant’s code.' })
const IdParam = Type.String({ pattern: '^[0-9]{1,9}$', description: 'The ticket’s number.' })
const StaffEntry = Type.Object({ ...FeedbackTicket.properties.thread.items.properties, staffName: Type.Union([Type.String(), Type.Null()]) })
const StaffTicket = Type.Object({
  ...FeedbackTicket.properties,
  thread: Type.Array(StaffEntry),
  account: Type.Union([Type.String(), Type.Null()]),
  contact: Type.Union([Type.String(), Type.Null()]),
  closedBy: Type.Union([Type.String(), Type.Null()]),
  lastAuthor: Type.Union([Type.Literal('member'), Type.Literal('staff'), Type.Null()], { description: 'Who wrote last: `member` is a ticket waiting for staff.' }),
  images: Type.Array(Type.Object({ id: Type.String(), contentType: Type.String(), size: Type.Integer() })),
})
const Ticket = { params: Type.Object({ merchant: MerchantParam, id: IdParam }) }

export const FEEDBACK_OPERATOR_SCHEMAS = {
  feedbackTickets: {
    params: Type.Object({ merchant: MerchantParam }),
    query: Type.Object({ status: Type.Optional(Type.Enum(FEEDBACK_STATUSES)) }, { additionalProperties: false }),
    response: Type.Object({ list: Type.Array(StaffTicket) }),
  },
  feedbackTicket: { ...Ticket, response: StaffTicket },
  feedbackTicketImage: {
    params: Type.Object({ merchant: MerchantParam, id: IdParam, imageId: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }) }),
    response: Type.Object({ id: Type.String(), contentType: Type.String(), size: Type.Integer(), data: Type.String({ description: 'base64' }) }),
  },
  answerFeedback: {
    ...Ticket,
    body: Type.Object(
      { content: Type.String({ minLength: 1, maxLength: 5000 }), idempotencyKey: IdempotencyKey },
      { additionalProperties: false },
    ),
    response: StaffTicket,
  },
  closeFeedback: { ...Ticket, response: StaffTicket },
} as const satisfies Record<keyof typeof FEEDBACK_OPERATOR_API, ApiCallSchemas>


export function feedbackOperatorRoutes(app: FastifyInstance, deps: FeedbackRouteDeps, key: string): void {
  const credential = operatorKeyCredential(key)
  const binding = {
    tag: 'operators', table: FEEDBACK_OPERATOR_API, schemas: FEEDBACK_OPERATOR_SCHEMAS, credential, gated: false, security: 'operatorKey',
    rateLimitPerMinute: deps.rateLimitPerMinute,
  }
  // An unknown merchant's path is no ticket of any merchant.
  const merchantOf = (code: string) => {
    const merchant = deps.merchants.byCode(code)
    if (!merchant) throw new AppError('feedback.not.found')
    return merchant.config
  }
  const services = { db: deps.db, events: deps.events }
  app.route(apiCallRoute(binding, 'feedbackTickets', {
    handler: async ({ params, query }) => ({
      list: await staffTickets(deps.db, merchantOf(params.merchant), query.status ? [query.status as FeedbackStatus] : []),
    }),
  }))
  app.route(apiCallRoute(binding, 'feedbackTicket', {
    handler: ({ params }) => staffTicket(deps.db, merchantOf(params.merchant), Number(params.id)),
  }))
  app.route(apiCallRoute(binding, 'feedbackTicketImage', {
    handler: ({ params }) => staffTicketImage(deps.db, merchantOf(params.merchant), Number(params.id), params.imageId),
  }))
  app.route(apiCallRoute(binding, 'answerFeedback', {
    handler: ({ params, body, caller }) =>
      answerTicket(services, merchantOf(params.merchant), Number(params.id), body, `admin:${caller}`, deps.clock.now()),
  }))
  app.route(apiCallRoute(binding, 'closeFeedback', {
    handler: ({ params, caller }) => closeTicket(deps.db, merchantOf(params.merchant), Number(params.id), `admin:${caller}`, deps.clock.now()),
  }))
}
