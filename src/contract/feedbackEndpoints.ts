/**
 * Feedback and complaints (spec sections 1, 3, 5, 7; docs/feedback.md), a table of its own: only the help centre's
 * feedback view (a lazy chunk) calls it, so its store registers this table with the API client and the first screen's
 * bundle does not carry it. The server registers it with every other call (`ENDPOINTS` in endpoints.ts).
 *
 * - `sendFeedback` is the spec's `PUT /wps/feedback`: a question type, the text within the merchant's bounds and up to
 *   three images, from a member, or from a guest with a phone number or e-mail where the merchant allows guests.
 * - The images go first, one call each, the image itself as the body, as a withdrawal's proof images do
 *   (`uploadFeedbackImage`, a member's only: a guest's feedback is text); the feedback names what they answered.
 * - `myFeedback`: the member's tickets with their threads (the member's message, staff answers).
 * - `feedbackSettings`: the merchant's bounds, which the form shows and checks before sending.
 * - `replyFeedback`: the member's next message on one of its open or answered tickets (an answered one is open again).
 * - `feedbackChat`: the portal's live chat page's conversation, the member's newest `customerService` ticket that is
 *   not closed (none: the chat's first message sends a new one).
 */
import type { EndpointDef } from './coreEndpoints'

export const FEEDBACK_ENDPOINTS = {
  feedbackSettings: { method: 'GET', path: '/wps/feedback/settings', auth: false, encrypted: false },
  uploadFeedbackImage: { method: 'POST', path: '/wps/feedback/image', auth: true, encrypted: false, rateLimitPerMinute: 10 },
  sendFeedback: { method: 'PUT', path: '/wps/feedback', auth: 'optional', encrypted: false, rateLimitPerMinute: 10 },
  myFeedback: { method: 'GET', path: '/wps/feedback', auth: true, encrypted: false },
  replyFeedback: { method: 'POST', path: '/wps/feedback/reply', auth: true, encrypted: false, rateLimitPerMinute: 20 },
  feedbackChat: { method: 'GET', path: '/wps/feedback/chat', auth: true, encrypted: false },
} as const satisfies Record<string, EndpointDef>

/** The spec's support question types (section 3), as the contract spells them. */
export const FEEDBACK_QUESTION_TYPES = ['deposit', 'withdrawal', 'game', 'customerService', 'application', 'other'] as const
export type FeedbackQuestionType = (typeof FEEDBACK_QUESTION_TYPES)[number]

/** A ticket's states: open (waiting for staff) → answered → closed (domain/support/feedback.ts keeps the transitions). */
export const FEEDBACK_STATUSES = ['open', 'answered', 'closed'] as const
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number]

/** Spec section 5: png or jpg, at most 5 MB each, at most 3. */
export const FEEDBACK_MAX_IMAGES = 3
export const FEEDBACK_MAX_IMAGE_BYTES = 5 * 1024 * 1024
/** The image types accepted, told by their bytes on the server (the portal's picker offers only these). */
export const FEEDBACK_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const

/** The content bounds a merchant that names none has, and the widest a merchant may set. */
export const FEEDBACK_DEFAULT_MIN_LENGTH = 10
export const FEEDBACK_DEFAULT_MAX_LENGTH = 1000
export const FEEDBACK_LENGTH_LIMIT = 5000

/** A feedback's length as the bounds count it, in the form's live count and on the server alike: characters, not UTF-16 units, without the spaces around it. */
export const feedbackLength = (text: string): number => [...text.trim()].length

/** A guest's contact: an e-mail address, or a phone number (digits, an optional leading +, spaces or dashes). */
export const isFeedbackContact = (text: string): boolean => {
  const value = text.trim()
  return /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/.test(value) || /^\+?[0-9][0-9 -]{5,18}[0-9]$/.test(value)
}
