/**
 * `npm run operator -- feedback ...`: a merchant's feedback tickets through the operators' feedback calls
 * (src/server/routes/support/feedbackOperators.ts; docs/feedback.md).
 *
 *   feedback list <merchant> [open|answered|closed]      the tickets (default: open and answered), oldest first
 *   feedback show <merchant> <ticket>                    one ticket with its thread and images
 *   feedback image <merchant> <ticket> <image> <file>    save one of its images
 *   feedback answer <merchant> <ticket> <text...>        answer it: the member gets a message
 *   feedback close <merchant> <ticket>                   close it: no more answers
 *
 * An answer's key is made from the ticket and the text, so running the same command again (after a lost connection)
 * never answers twice; `FEEDBACK_ANSWER_KEY` names one instead.
 */
import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { FEEDBACK_OPERATOR_API } from '../../src/server/routes/support/feedbackOperators'

export const FEEDBACK_USAGE = `  npm run operator -- feedback list <merchant> [open|answered|closed]
  npm run operator -- feedback show <merchant> <ticket>
  npm run operator -- feedback image <merchant> <ticket> <image id> <file>
  npm run operator -- feedback answer <merchant> <ticket> <text...>
  npm run operator -- feedback close <merchant> <ticket>`

type Call = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<unknown>
type Ticket = {
  id: number; questionType: string; status: string; account: string | null; contact: string | null; createdAt: string; closedBy: string | null
  lastAuthor: string | null
  images: { id: string; contentType: string; size: number }[]
  thread: { author: string; staffName: string | null; content: string; createdAt: string }[]
}

const pathOf = (path: string, params: Record<string, string>) => path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name]))
const who = (t: Ticket) => t.account ?? `guest ${t.contact ?? ''}`.trim()
// Who wrote last: a member's reply on an answered ticket puts it back in the queue.
const line = (t: Ticket) =>
  [`#${t.id}`, t.status, t.questionType, who(t), `last: ${t.lastAuthor ?? '-'}`, `${t.images.length} image(s)`, t.createdAt, t.thread[0]?.content.slice(0, 60) ?? ''].join('  ')

function print(t: Ticket): void {
  console.log(line(t) + (t.closedBy ? `  closed by ${t.closedBy}` : ''))
  for (const entry of t.thread) console.log(`  [${entry.createdAt}] ${entry.author === 'staff' ? entry.staffName ?? 'staff' : who(t)}: ${entry.content}`)
  for (const image of t.images) console.log(`  image ${image.id}  ${image.contentType}  ${image.size} bytes`)
}

/** Runs a `feedback` command; false when the arguments are not one (the caller prints the usage). */
export async function feedbackCommand(args: string[], call: Call): Promise<boolean> {
  const [command, merchant, ...rest] = args
  if (!merchant) return false
  const api = FEEDBACK_OPERATOR_API
  if (command === 'list' && rest.length <= 1) {
    const query = rest[0] ? `?status=${encodeURIComponent(rest[0])}` : ''
    const { list } = (await call(api.feedbackTickets.method, pathOf(api.feedbackTickets.path, { merchant }) + query)) as { list: Ticket[] }
    if (!list.length) console.log('No feedback tickets.')
    for (const t of list) console.log(line(t))
    return true
  }
  if (command === 'show' && rest.length === 1) {
    print((await call(api.feedbackTicket.method, pathOf(api.feedbackTicket.path, { merchant, id: rest[0] }))) as Ticket)
    return true
  }
  if (command === 'image' && rest.length === 3) {
    const [id, imageId, file] = rest
    const image = (await call(api.feedbackTicketImage.method, pathOf(api.feedbackTicketImage.path, { merchant, id, imageId }))) as { contentType: string; data: string }
    writeFileSync(file, Buffer.from(image.data, 'base64'))
    console.log(`Saved ${image.contentType} to ${file}.`)
    return true
  }
  if (command === 'answer' && rest.length >= 2) {
    const [id, ...words] = rest
    const content = words.join(' ')
    const idempotencyKey = process.env.FEEDBACK_ANSWER_KEY ?? createHash('sha256').update(`${merchant}:${id}:${content}`).digest('base64url').slice(0, 32)
    print((await call(api.answerFeedback.method, pathOf(api.answerFeedback.path, { merchant, id }), { content, idempotencyKey })) as Ticket)
    return true
  }
  if (command === 'close' && rest.length === 1) {
    print((await call(api.closeFeedback.method, pathOf(api.closeFeedback.path, { merchant, id: rest[0] }))) as Ticket)
    return true
  }
  return false
}
