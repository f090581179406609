/** Request and response shapes of feedback's calls (feedbackEndpoints.ts; docs/feedback.md). */
import { Type, type Static } from 'typebox'
import {
  FEEDBACK_IMAGE_TYPES, FEEDBACK_LENGTH_LIMIT, FEEDBACK_MAX_IMAGES, FEEDBACK_QUESTION_TYPES, FEEDBACK_STATUSES,
} from '../feedbackEndpoints'
import { IdempotencyKey } from './money'

/** The merchant's rules the form shows and checks before it sends (the server checks them again). */
export const FeedbackSettings = Type.Object({
  /** The content's bounds, in characters (spec section 5: "between {0} and {1} characters"). */
  minLength: Type.Integer({ minimum: 1 }),
  maxLength: Type.Integer({ minimum: 1 }),
  /** Whether a guest may send feedback (with a phone number or e-mail). */
  guests: Type.Boolean(),
  questionTypes: Type.Array(Type.Enum(FEEDBACK_QUESTION_TYPES)),
  maxImages: Type.Integer(),
  maxImageBytes: Type.Integer(),
  imageTypes: Type.Array(Type.Enum(FEEDBACK_IMAGE_TYPES)),
})
export type FeedbackSettings = Static<typeof FeedbackSettings>

const ImageId = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' })

/** An uploaded image, waiting for the feedback that names it. */
export const FeedbackImage = Type.Object({ imageId: ImageId, contentType: Type.Enum(FEEDBACK_IMAGE_TYPES), size: Type.Integer() })
export type FeedbackImage = Static<typeof FeedbackImage>

export const SendFeedbackBody = Type.Object(
  {
    /** The same key again answers the ticket it made, never a second one. */
    idempotencyKey: IdempotencyKey,
    questionType: Type.Enum(FEEDBACK_QUESTION_TYPES),
    /** Within the merchant's bounds (`feedbackSettings`); this limit is only the widest any merchant may set. */
    // Lines and any script, never a NUL (refused at the schema, before anything reads it).
    content: Type.String({ maxLength: FEEDBACK_LENGTH_LIMIT, pattern: '^[^\\u0000]*$' }),
    /** The member's uploads (`uploadFeedbackImage`), at most three; more answers `feedback.image.limit`. */
    imageIds: Type.Optional(Type.Array(ImageId, { maxItems: 12 })),
    /** A guest's phone number or e-mail, how staff answer a guest; a member's answers arrive as messages. */
    contact: Type.Optional(Type.String({ maxLength: 100, pattern: '^[^\\u0000-\\u001F\\u007F]*$' })),
  },
  { additionalProperties: false },
)
export type SendFeedbackBody = Static<typeof SendFeedbackBody>

/** One entry of a ticket's thread: the member's message, or a staff answer. */
export const FeedbackEntry = Type.Object({
  id: Type.Integer(),
  author: Type.Union([Type.Literal('member'), Type.Literal('staff')]),
  content: Type.String(),
  createdAt: Type.String(),
})
export type FeedbackEntry = Static<typeof FeedbackEntry>

export const FeedbackTicket = Type.Object({
  /** The ticket's number, what staff and the member's message name. */
  id: Type.Integer(),
  questionType: Type.Enum(FEEDBACK_QUESTION_TYPES),
  status: Type.Enum(FEEDBACK_STATUSES),
  /** How many images came with it (kept for staff, not served back). */
  imageCount: Type.Integer({ minimum: 0, maximum: FEEDBACK_MAX_IMAGES }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  /** Oldest first: the member's message, then the answers. */
  thread: Type.Array(FeedbackEntry),
})
export type FeedbackTicket = Static<typeof FeedbackTicket>

export const MyFeedbackQuery = Type.Object({ pageNo: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })) }, { additionalProperties: false })
export type MyFeedbackQuery = Static<typeof MyFeedbackQuery>

/** The member's tickets, newest first (the paged shape). */
export const MyFeedback = Type.Object({ list: Type.Array(FeedbackTicket), totalCount: Type.Integer(), totalPages: Type.Integer() })
export type MyFeedback = Static<typeof MyFeedback>

/** A member's next message on its own ticket, open or answered (text: the images came with the first message). */
export const ReplyFeedbackBody = Type.Object(
  {
    /** The same key again adds nothing: the ticket as it is. */
    idempotencyKey: IdempotencyKey,
    ticketId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    /** Within the merchant's bounds, as the first message. */
    content: Type.String({ maxLength: FEEDBACK_LENGTH_LIMIT, pattern: '^[^\\u0000]*$' }),
  },
  { additionalProperties: false },
)
export type ReplyFeedbackBody = Static<typeof ReplyFeedbackBody>

/** The live chat's conversation: the member's newest customer-service ticket that is not closed, or none yet. */
export const FeedbackChat = Type.Object({ ticket: Type.Union([FeedbackTicket, Type.Null()]) })
export type FeedbackChat = Static<typeof FeedbackChat>
