/**
 * Feedback's error codes, an area table of the catalogue (errors.ts), registered by the feedback store's chunk
 * (src/portal/stores/FeedbackStore.ts) with its messages (namespace `support`, under `feedback.errors`), so the first
 * screen's bundle carries neither. The server registers every area table at start (server/errors.ts). An image over
 * 5 MB is the catalogue's `payload.too.large`; a repeated key with other content `idempotency.key.reused`.
 */
import { entry, type ErrorEntry } from './errors'

export const FEEDBACK_ERRORS = {
  // the text is shorter or longer than the merchant's bounds (value: min, max)
  'feedback.content.length': entry(400, 'support:feedback.errors.contentLength'),
  // a guest where the merchant takes feedback from members only; a guest without a phone number or e-mail
  'feedback.guest.not.allowed': entry(403, 'support:feedback.errors.guestNotAllowed', 'normal', 'login'),
  'feedback.contact.invalid': entry(400, 'support:feedback.errors.contactInvalid'),
  // an image that is not a PNG or JPEG by its bytes (whatever its name or declared type), a fourth image, an image id
  // that is not one of the member's uploads waiting for its feedback
  'feedback.image.invalid': entry(400, 'support:feedback.errors.imageInvalid'),
  'feedback.image.limit': entry(400, 'support:feedback.errors.imageLimit'),
  'feedback.image.unknown': entry(400, 'support:feedback.errors.imageUnknown'),
  // the operators' calls: no such ticket for this merchant; a closed ticket takes no answer and is not closed twice
  'feedback.not.found': entry(404, 'support:feedback.errors.notFound'),
  'feedback.closed': entry(409, 'support:feedback.errors.closed', 'normal', 'refresh'),
} as const satisfies Record<string, ErrorEntry>

export type FeedbackErrorCode = keyof typeof FEEDBACK_ERRORS
