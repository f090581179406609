/**
 * Feedback's demo data (`feedback:<code>`, seed/index.ts): demomember's two tickets, made through the domain's own
 * calls (domain/support/feedback.ts), so they obey what every ticket does: a withdrawal question a member of staff
 * answered two days ago (the answer arrived as a message), and a game question with a screenshot, still open.
 */
import type { MerchantConfig } from '../../config/schema'
import type { Database } from '../db/database'
import { findMemberByUsername } from '../db/member/members'
import type { MemberEventBus } from '../domain/events/bus'
import { answerTicket, replyToTicket, sendFeedback, uploadFeedbackImage } from '../domain/support/feedback'
import type { RandomSource } from '../runtime'

/** Merchants whose members get demo tickets (the members are seeded there: SEED_ACCOUNT_MERCHANTS). */
export const SEED_FEEDBACK_MERCHANTS = ['demo'] as const

const DAY_MS = 86_400_000

/** A 2×2 PNG (a real one: the upload checks the bytes), standing for a member's screenshot. */
const SCREENSHOT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGOQqzgBRAwQCgAjrgV5XtGN4QAAAABJRU5ErkJggg==',
  'base64',
)

export async function seedFeedback(services: { db: Database; events: MemberEventBus; random: RandomSource }, config: MerchantConfig, now: Date): Promise<void> {
  const member = await findMemberByUsername(services.db, config.code, 'demomember')
  if (!member) return
  const principal = { memberId: member.id }
  const at = (days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS + hours * 3_600_000)
  const asked = await sendFeedback(services, { config, principal, at: at(3) }, {
    idempotencyKey: 'seed-feedback-withdrawal', questionType: 'withdrawal',
    content: 'My withdrawal of 500 THB shows as paid, but the money has not reached my Krungthai account yet. Can you check it?',
  })
  await answerTicket(services, config, asked.id, {
    idempotencyKey: 'seed-feedback-answer-1',
    content: 'Thank you for waiting. The bank confirmed the transfer this morning: it can take up to 24 hours to show in your account. If it has not arrived by tomorrow, reply here with a screenshot of your statement.',
  }, 'admin:support', at(2))
  const image = await uploadFeedbackImage(services, { config, principal, at: at(0, -5) }, { contentType: 'image/png', data: SCREENSHOT })
  await sendFeedback(services, { config, principal, at: at(0, -5) }, {
    idempotencyKey: 'seed-feedback-game', questionType: 'game', imageIds: [image.imageId],
    content: 'The slot game froze after a free-spin round and my balance did not update. A screenshot is attached.',
  })
}

/**
 * demomember's live chat (`feedback-chat:<code>`): a customer-service conversation from the last hour, which the live
 * chat page (/livechat) opens on: the member asked, staff answered, and the member's reply waits for staff (open), so
 * an operator's `feedback list` shows it with "last: member".
 */
export async function seedFeedbackChat(services: { db: Database; events: MemberEventBus; random: RandomSource }, config: MerchantConfig, now: Date): Promise<void> {
  const member = await findMemberByUsername(services.db, config.code, 'demomember')
  if (!member) return
  const principal = { memberId: member.id }
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000)
  const chat = await sendFeedback(services, { config, principal, at: minutesAgo(40) }, {
    idempotencyKey: 'seed-feedback-chat', questionType: 'customerService',
    content: 'Hello, how do I turn on the authenticator for my login?',
  })
  await answerTicket(services, config, chat.id, {
    idempotencyKey: 'seed-feedback-chat-answer',
    content: 'Hello! Open the member centre, then Security centre, and choose Authenticator: scan the QR code with your authenticator app and enter the 6-digit code.',
  }, 'admin:support', minutesAgo(35))
  await replyToTicket(services, { config, principal, at: minutesAgo(30) }, {
    idempotencyKey: 'seed-feedback-chat-reply', ticketId: chat.id, content: 'Thank you, it is on now. Will it ask me every time I log in?',
  })
}
