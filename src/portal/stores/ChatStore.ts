/**
 * The chat room (docs/chat.md): the room's history (a page, then older pages backwards), the member's draft and send,
 * and the room's events while the widget is open (a new message from anyone, one an operator deleted). It lives in the
 * chat's chunk (chatOf), with the calls' table and error codes, so the first screen carries none of it.
 *
 * Messages are kept in id order and by id once: the writer's own message arrives twice (the send's answer and the
 * stream) and must show once. A stream that ends is reopened with a growing pause, and a reopened stream reads the
 * newest page again, since events sent while it was closed are not sent twice.
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { CHAT_ENDPOINTS } from '../../contract/chatEndpoints'
import { CHAT_ERRORS } from '../../contract/chatErrors'
import { registerErrors } from '../../contract/errors'
import type { ChatEvent, ChatMemberState, ChatMessage } from '../../contract/schemas/chat'
import type { ApiClient } from '../api/client'
import { ApiError, toApiError } from '../api/ApiError'
import { registerEndpoints } from '../api/endpointTable'
import { StreamRefused } from '../api/events'
import { fetchChatEvents, type ChatEventStream } from '../chat/events'
import { RequestState } from './RequestState'

registerEndpoints(CHAT_ENDPOINTS)
registerErrors(CHAT_ERRORS)

const RECONNECT_MS = { first: 1_000, max: 30_000 }
/** The page the widget opens with, and each older one. */
export const CHAT_PAGE = 30
/** The limit the widget counts against before the server has said the merchant's (the default). */
const DEFAULT_MAX_LENGTH = 200
// What the server refuses as a control character (domain/chat/chat.ts), checked before a send so a pasted line
// break is explained at once.
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/

export interface ChatDeps {
  api: ApiClient
  /** The member's token now; null for a guest (who never gets a store's stream). */
  token: () => string | null
  language: () => string
  merchantCode: () => string | null | undefined
  /** How the room's stream is opened: given (tests), none (false), or fetch from the API's base address. */
  events?: ChatEventStream | false
  apiBaseURL?: string
  /** The clock a mute's end is read against (tests give their own). */
  now?: () => number
}

export class ChatStore {
  room = 'lobby'
  rooms: string[] = []
  messages: ChatMessage[] = []
  hasMore = false
  maxLength = DEFAULT_MAX_LENGTH
  me: ChatMemberState = { readOnly: false, mutedUntil: null }
  draft = ''
  /** The stream is open: new messages arrive by themselves. */
  live = false
  /** Why the last send was refused (the server's code, translated by the widget), until the draft changes. */
  sendError: ApiError | null = null
  readonly history = new RequestState()
  readonly older = new RequestState()
  readonly sending = new RequestState()
  private controller: AbortController | null = null
  private readonly events: ChatEventStream | undefined

  constructor(private readonly deps: ChatDeps) {
    this.events = deps.events === false ? undefined : (deps.events ?? fetchChatEvents(deps.apiBaseURL))
    makeAutoObservable<ChatStore, 'deps' | 'controller' | 'events'>(this, {
      deps: false, controller: false, events: false, history: false, older: false, sending: false, messages: observableRef, sendError: observableRef,
    })
  }

  /** Characters as the server counts them (code points). */
  get length(): number {
    return [...this.draft.trim()].length
  }

  /** Muted until then (ms), or null. */
  get mutedUntil(): number | null {
    const until = this.me.mutedUntil ? Date.parse(this.me.mutedUntil) : NaN
    return Number.isFinite(until) && until > (this.deps.now ?? Date.now)() ? until : null
  }

  /** What the composer may do: write, or why not. */
  get mode(): 'write' | 'readOnly' | 'muted' {
    if (this.me.readOnly) return 'readOnly'
    return this.mutedUntil !== null ? 'muted' : 'write'
  }

  get canSend(): boolean {
    return this.mode === 'write' && this.length > 0 && this.length <= this.maxLength && !this.sending.isLoading
  }

  setDraft(text: string): void {
    this.draft = text
    this.sendError = null
  }

  /** The widget opened: read the newest page and follow the room. */
  async open(): Promise<void> {
    this.startEvents()
    await this.loadLatest()
  }

  /** The widget closed (or the member left): stop following the room. */
  close(): void {
    this.controller?.abort()
    this.controller = null
    this.live = false
  }

  /** The newest page (a first opening, a reopened stream): replaces what is shown. */
  loadLatest(): Promise<void> {
    return this.history
      .run(() => this.deps.api.call('chatHistory', { query: { room: this.room, limit: CHAT_PAGE } }), (value) => {
        this.rooms = value.rooms
        this.maxLength = value.maxLength
        this.me = value.me
        this.hasMore = value.hasMore
        // Messages that arrived by the stream while the page was read stay (a newer id than the page's last).
        const last = value.list.at(-1)?.id ?? 0
        this.messages = [...value.list, ...this.messages.filter((message) => message.id > last)]
      })
      .then(() => undefined, () => undefined)
  }

  /** The page before the oldest shown. */
  loadOlder(): Promise<void> {
    const first = this.messages[0]
    if (!first || !this.hasMore || this.older.isLoading) return Promise.resolve()
    return this.older
      .run(() => this.deps.api.call('chatHistory', { query: { room: this.room, before: first.id, limit: CHAT_PAGE } }), (value) => {
        this.hasMore = value.hasMore
        this.merge(value.list)
      })
      .then(() => undefined, () => undefined)
  }

  /**
   * Sends the draft. Refused here (nothing sent) when it is empty, too long or has a line break or another control
   * character; refused by the server with its reason (muted, read only, too fast), which the widget shows.
   */
  async send(): Promise<boolean> {
    const text = this.draft.trim()
    if (!text || this.sending.isLoading || this.mode !== 'write') return false
    if ([...text].length > this.maxLength) return this.refuse('chat.text.too.long')
    if (CONTROL.test(text)) return this.refuse('chat.text.invalid')
    try {
      const message = await this.sending.run(() => this.deps.api.call('chatSend', { body: { room: this.room, text } }), () => undefined)
      runInAction(() => {
        this.merge([message])
        this.draft = ''
        this.sendError = null
      })
      return true
    } catch (error) {
      const apiError = toApiError(error)
      runInAction(() => {
        this.sendError = apiError
        const value = apiError.value as { until?: string } | undefined
        if (apiError.code === 'chat.muted' && value?.until) this.me = { ...this.me, mutedUntil: value.until }
        if (apiError.code === 'chat.read.only') this.me = { ...this.me, readOnly: true }
      })
      return false
    }
  }

  private refuse(code: 'chat.text.too.long' | 'chat.text.invalid'): false {
    this.sendError = new ApiError({ code, status: 400, value: code === 'chat.text.too.long' ? { maxLength: this.maxLength } : undefined })
    return false
  }

  /** A room event: a message (anyone's) joins the list; a deleted one leaves it. */
  apply(event: ChatEvent): void {
    if (event.type === 'message') {
      if (event.message.room === this.room) this.merge([event.message])
    } else if (event.room === this.room) {
      this.messages = this.messages.filter((message) => message.id !== event.id)
    }
  }

  /** Adds messages by id (a message already shown is kept once), in id order. */
  private merge(incoming: readonly ChatMessage[]): void {
    const byId = new Map(this.messages.map((message) => [message.id, message]))
    for (const message of incoming) byId.set(message.id, { ...byId.get(message.id), ...message, own: message.own || byId.get(message.id)?.own === true })
    this.messages = [...byId.values()].sort((a, b) => a.id - b.id)
  }

  private startEvents(): void {
    const open = this.events
    const token = this.deps.token()
    if (!open || !token || this.controller) return
    const controller = new AbortController()
    this.controller = controller
    const onEvent = (event: ChatEvent) =>
      runInAction(() => {
        if (!controller.signal.aborted) this.apply(event)
      })
    void (async () => {
      let pause = RECONNECT_MS.first
      let first = true
      while (!controller.signal.aborted) {
        const opened = Date.now()
        try {
          await open({
            token, room: this.room, language: this.deps.language(), merchantCode: this.deps.merchantCode(), signal: controller.signal, onEvent,
            onOpen: () => {
              runInAction(() => (this.live = true))
              if (!first) void this.loadLatest()
              first = false
            },
          })
        } catch (error) {
          if (error instanceof StreamRefused && error.status >= 400 && error.status < 500 && error.status !== 429) {
            runInAction(() => (this.live = false))
            return
          }
        }
        if (controller.signal.aborted) return
        runInAction(() => (this.live = false))
        if (Date.now() - opened > RECONNECT_MS.max) pause = RECONNECT_MS.first
        await new Promise((resolve) => setTimeout(resolve, pause))
        pause = Math.min(pause * 2, RECONNECT_MS.max)
      }
    })()
  }
}

/** What holds the chat store: the RootStore (its api, session and language). */
export interface ChatHost {
  api: ApiClient
  session: { token: string | null; merchantCode: string | null }
  ui: { language: string }
  apiBaseURL?: string
  /** The member's stream (false: none, the stories' and tests' portal): the chat's stream follows the same choice. */
  memberEvents?: unknown
}

const stores = new WeakMap<ChatHost, ChatStore>()

/** The root's chat store, made the first time the widget opens (it stays out of the first page). */
export function chatOf(root: ChatHost): ChatStore {
  let store = stores.get(root)
  if (!store) {
    store = new ChatStore({
      api: root.api, token: () => root.session.token, language: () => root.ui.language, merchantCode: () => root.session.merchantCode,
      apiBaseURL: root.apiBaseURL, events: root.memberEvents === false ? false : undefined,
    })
    stores.set(root, store)
  }
  return store
}
