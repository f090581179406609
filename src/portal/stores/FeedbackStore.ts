/**
 * Feedback and complaints in the portal (spec sections 1, 5, 7; docs/feedback.md): the merchant's rules for the form,
 * sending a feedback (its images uploaded first, one call each, as a withdrawal's proofs are), and the member's "my
 * feedback" list with each ticket's thread. It lives in the feedback view's chunk (feedbackOf), with the calls' table
 * and error codes, so the first screen carries none of them.
 *
 * A send keeps its key until it is answered: sending the same feedback again after a lost answer is a replay the
 * server answers with the same ticket, never a second one. An image uploaded once is not uploaded again on a retry.
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { registerErrors } from '../../contract/errors'
import { FEEDBACK_ENDPOINTS, type FeedbackQuestionType } from '../../contract/feedbackEndpoints'
import { FEEDBACK_ERRORS } from '../../contract/feedbackErrors'
import type { FeedbackSettings, FeedbackTicket, MyFeedback } from '../../contract/schemas/feedback'
import type { ApiClient } from '../api/client'
import { registerEndpoints } from '../api/endpointTable'
import { uploadFile } from '../api/upload'
import { RequestState } from './RequestState'

registerEndpoints(FEEDBACK_ENDPOINTS)
registerErrors(FEEDBACK_ERRORS)

export interface FeedbackDraft {
  questionType: FeedbackQuestionType
  content: string
  /** Up to three PNG or JPEG images (the form offers no more). */
  images: readonly File[]
  /** A guest's phone number or e-mail. */
  contact?: string
}

export interface FeedbackDeps {
  api: ApiClient
  /** Whether a member is logged in (a guest's feedback carries a contact and no images). */
  loggedIn: () => boolean
}

/** A request key: 128 random bits as hex, from the CSPRNG (randomUUID needs a secure context; this does not). */
function newRequestKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

export class FeedbackStore {
  settings: FeedbackSettings | null = null
  /** The member's tickets, the page shown (null until read). */
  mine: MyFeedback | null = null
  pageNo = 1
  /** The ticket the last send made (the form shows it was sent). */
  sent: FeedbackTicket | null = null
  /** The live chat's conversation (the newest customer-service ticket not closed); null when there is none yet. */
  chat: FeedbackTicket | null = null
  /** Whether the chat's conversation has been read once (the page shows its loading state until then). */
  chatRead = false
  /** The ticket a reply is going to (its box shows the sending state and the error). */
  replyingTo: number | null = null
  readonly requests = {
    settings: new RequestState(), list: new RequestState(), send: new RequestState(), reply: new RequestState(), chat: new RequestState(), chatSend: new RequestState(),
  }
  /** The key of a send not answered yet, with what it sent: the same feedback again reuses it. */
  private unanswered: { key: string; fingerprint: string } | null = null
  /** Images already uploaded, by file: a retry names them again instead of uploading them twice. */
  private readonly uploaded = new WeakMap<File, string>()

  constructor(private readonly deps: FeedbackDeps) {
    // Answers are replaced whole, never edited: kept by reference.
    makeAutoObservable<FeedbackStore, 'deps' | 'unanswered' | 'uploaded'>(this, {
      deps: false, requests: false, unanswered: false, uploaded: false, settings: observableRef, mine: observableRef, sent: observableRef, chat: observableRef,
    })
  }

  loadSettings(): Promise<void> {
    if (this.settings) return Promise.resolve()
    return this.requests.settings.runKeyed('settings', (signal) => this.deps.api.call('feedbackSettings', { signal }), (value) => (this.settings = value)).then(ignore, ignore)
  }

  /** The member's tickets, page `pageNo` (a guest has none to read). */
  loadMine(pageNo = this.pageNo): Promise<void> {
    if (!this.deps.loggedIn()) return Promise.resolve()
    const query = pageNo > 1 ? { pageNo: String(pageNo) } : {}
    return this.requests.list
      .runKeyed(String(pageNo), (signal) => this.deps.api.call('myFeedback', { query, signal }), (value) => {
        this.mine = value
        this.pageNo = pageNo
      })
      .then(ignore, ignore)
  }

  /** Sends a feedback: its images first, then the feedback naming them. True when the server took it. */
  async send(draft: FeedbackDraft): Promise<boolean> {
    const member = this.deps.loggedIn()
    const images = member ? draft.images : []
    const fingerprint = JSON.stringify([draft.questionType, draft.content, draft.contact ?? '', images.map((file) => `${file.name}:${file.size}:${file.lastModified}`)])
    const key = this.unanswered?.fingerprint === fingerprint ? this.unanswered.key : newRequestKey()
    this.unanswered = { key, fingerprint }
    try {
      const ticket = await this.requests.send.run(async () => {
        const imageIds: string[] = []
        for (const file of images) {
          let id = this.uploaded.get(file)
          if (!id) {
            id = (await uploadFile(this.deps.api, 'uploadFeedbackImage', { file })).imageId
            this.uploaded.set(file, id)
          }
          imageIds.push(id)
        }
        const body = {
          idempotencyKey: key, questionType: draft.questionType, content: draft.content,
          ...(imageIds.length ? { imageIds } : {}), ...(!member && draft.contact ? { contact: draft.contact } : {}),
        }
        return this.deps.api.call('sendFeedback', { body })
      }, (value) => (this.sent = value))
      runInAction(() => (this.unanswered = null))
      if (member) void this.loadMine(1)
      return ticket !== null
    } catch (error) {
      // A refusal was an answer: the next send is a new request. Only a send with no answer keeps its key.
      if (((error as { status?: number }).status ?? 0) !== 0) this.unanswered = null
      return false
    }
  }

  /**
   * A member's next message on its own ticket (open or answered; an answered one is open again). The key is kept until
   * the server answers, so a retry after a lost answer adds one message, not two. True when the server took it.
   */
  async reply(ticketId: number, content: string): Promise<boolean> {
    this.replyingTo = ticketId
    const ticket = await this.keyed(['reply', ticketId, content], this.requests.reply, (idempotencyKey) =>
      this.deps.api.call('replyFeedback', { body: { idempotencyKey, ticketId, content } }))
    if (ticket) runInAction(() => this.replaceTicket(ticket))
    return ticket !== null
  }

  /** Reads the live chat's conversation (on opening, and each poll while the window is open). */
  loadChat(): Promise<void> {
    if (!this.deps.loggedIn()) return Promise.resolve()
    return this.requests.chat
      .runKeyed('chat', (signal) => this.deps.api.call('feedbackChat', { signal }), (value) => {
        this.chat = value.ticket
        this.chatRead = true
      })
      .then(ignore, ignore)
  }

  /**
   * Sends a live chat message: a reply on the conversation while it is not closed, else the first message of a new
   * customer-service ticket. A conversation staff closed meanwhile answers `feedback.closed`: the chat is read again,
   * so the member's next send starts a new one.
   */
  async sendChat(content: string): Promise<boolean> {
    const open = this.chat && this.chat.status !== 'closed' ? this.chat : null
    const ticket = await this.keyed(['chat', open?.id ?? 0, content], this.requests.chatSend, (idempotencyKey) =>
      open
        ? this.deps.api.call('replyFeedback', { body: { idempotencyKey, ticketId: open.id, content } })
        : this.deps.api.call('sendFeedback', { body: { idempotencyKey, questionType: 'customerService', content } }))
    if (ticket) {
      runInAction(() => {
        this.chat = ticket
        this.chatRead = true
        this.replaceTicket(ticket)
      })
    } else if (this.requests.chatSend.error?.code === 'feedback.closed') void this.loadChat()
    return ticket !== null
  }

  /** Runs a write under a key kept while it has no answer (the same write again reuses it): the ticket, or null. */
  private async keyed(what: unknown[], request: RequestState, write: (key: string) => Promise<FeedbackTicket>): Promise<FeedbackTicket | null> {
    const fingerprint = JSON.stringify(what)
    const key = this.unanswered?.fingerprint === fingerprint ? this.unanswered.key : newRequestKey()
    this.unanswered = { key, fingerprint }
    try {
      const ticket = await request.run(() => write(key), ignore)
      this.unanswered = null
      return ticket
    } catch (error) {
      // A refusal was an answer: the next write is a new request. Only a write with no answer keeps its key.
      if (((error as { status?: number }).status ?? 0) !== 0) this.unanswered = null
      return null
    }
  }

  /** A ticket's new state in "my feedback", where it is shown. */
  private replaceTicket(ticket: FeedbackTicket): void {
    if (this.mine?.list.some((t) => t.id === ticket.id)) this.mine = { ...this.mine, list: this.mine.list.map((t) => (t.id === ticket.id ? ticket : t)) }
  }

  /** Back to an empty form after a sent feedback. */
  startAgain(): void {
    this.sent = null
    this.requests.send.clearError()
  }
}

const ignore = () => undefined

/** What holds the feedback store: the RootStore (its api and session). */
export interface FeedbackHost {
  api: ApiClient
  session: { isLoggedIn: boolean }
}

const stores = new WeakMap<FeedbackHost, FeedbackStore>()

/** The root's feedback store, made the first time the feedback view needs it (it stays out of the first page). */
export function feedbackOf(root: FeedbackHost): FeedbackStore {
  let store = stores.get(root)
  if (!store) {
    store = new FeedbackStore({ api: root.api, loggedIn: () => root.session.isLoggedIn })
    stores.set(root, store)
  }
  return store
}
