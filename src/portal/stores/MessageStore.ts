import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx'
import type { MemberMessages } from '../../contract/schemas/messages'
import type { ApiClient } from '../api/client'
import { RequestState } from './RequestState'
import { walletOf, type WalletHost } from './money/WalletStore'

export interface MessageHost extends WalletHost {
  api: ApiClient
  messages: MessageStore | null
}

/**
 * The member centre's messages page (messageV2): one page of the member's messages, marking them read, and the
 * header's unread count kept in step (the wallet store holds it, fed by the event stream). A message that arrives
 * while the page is open (the count goes up) brings the first page again.
 */
export class MessageStore {
  page: MemberMessages | null = null
  pageNo = 1
  readonly requests = { list: new RequestState(), read: new RequestState() }

  constructor(private readonly root: MessageHost) {
    makeAutoObservable<MessageStore, 'root'>(this, { root: false, requests: false, page: observableRef })
    reaction(
      () => this.root.wallet?.unread ?? null,
      (unread, before) => {
        if (unread !== null && before !== null && unread > before && this.page) void this.load(1)
      },
    )
    // Another account: nothing of the last one's messages stays.
    reaction(
      () => this.root.session.account,
      () => this.reset(),
    )
  }

  reset(): void {
    this.requests.list.cancel()
    this.requests.read.cancel()
    this.page = null
    this.pageNo = 1
  }

  load(pageNo = this.pageNo): Promise<void> {
    this.pageNo = pageNo
    return this.requests.list
      .runKeyed(String(pageNo), (signal) => this.root.api.call('memberMessages', { query: { pageNo: String(pageNo) }, signal }), (value) => {
        this.page = value
        walletOf(this.root).setUnread(value.unread)
      })
      .then(ignore, ignore)
  }

  /** Marks one message read (shown read at once; the server's count follows). */
  markRead(id: string): Promise<void> {
    return this.read({ ids: [id] }, (message) => message.id === id)
  }

  markAllRead(): Promise<void> {
    return this.read({ all: true }, () => true)
  }

  private async read(body: { ids: string[] } | { all: true }, marks: (message: MemberMessages['list'][number]) => boolean): Promise<void> {
    try {
      const { unread } = await this.requests.read.run(() => this.root.api.call('readMessages', { body }), () => {})
      runInAction(() => {
        if (this.page) this.page = { ...this.page, unread, list: this.page.list.map((message) => (marks(message) ? { ...message, read: true } : message)) }
      })
      walletOf(this.root).setUnread(unread)
    } catch {
      // Kept on requests.read.error; the page shows it.
    }
  }
}

function ignore(): void {}

/** The root's message store, made when the messages page first opens. */
export function messageStoreOf(root: MessageHost): MessageStore {
  if (!root.messages) {
    const store = new MessageStore(root)
    runInAction(() => (root.messages = store))
  }
  return root.messages!
}
