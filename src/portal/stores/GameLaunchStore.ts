import { computed, makeObservable, observable, runInAction } from 'mobx'
import type { Game, LaunchGame } from '../../contract/schemas/games'
import { LaunchStore, type LaunchHost, type WindowOpener } from './LaunchStore'

/** A game's launch: the game page's node, and the vendor's vassalage when the link names one. */
export interface GameAsked {
  nodeId: string
  vassalage?: string
  /** What the game opens first (a book's match, from the home page's card): handed over in the frame's fragment. */
  event?: string
}

/** A fresh request key (the wallet transfer's idempotency key). */
function requestKey(): string {
  return crypto.randomUUID()
}

/**
 * The game page's launch (spec sections 3 and 7), on the shared flow (LaunchStore): `launchGame` with the spec's
 * payload. A trial account plays free (accountType 0); a member's money is brought to where the game plays
 * (confirmTrans 1) and, for a transfer-wallet vendor, recalled when the member leaves the game. A game that refuses
 * frames opens in a window of its own; a vendor in maintenance brings popular games instead.
 */
export class GameLaunchStore extends LaunchStore<GameAsked, LaunchGame['content']> {
  /** Popular games suggested while the vendor is in maintenance (null while they load). */
  suggestions: Game[] | null = null

  constructor(root: LaunchHost, openWindow?: WindowOpener) {
    super(root, openWindow)
    makeObservable(this, { suggestions: observable, content: computed })
  }

  /** The launched game (its address, name and wallet). */
  get content(): LaunchGame['content'] | null {
    return this.answer
  }

  launch(nodeId: string, options: { vassalage?: string; event?: string } = {}): Promise<void> {
    return this.start({ nodeId, ...(options.vassalage ? { vassalage: options.vassalage } : {}), ...(options.event ? { event: options.event } : {}) })
  }

  protected override async request({ nodeId, vassalage }: GameAsked, signal: AbortSignal): Promise<LaunchGame['content']> {
    const { session } = this.root
    const trial = session.isTrial
    const { content } = await this.root.api.call('launchGame', {
      signal,
      query: {
        nodeId,
        accountType: trial ? '0' : '1',
        confirmTrans: trial ? '0' : '1',
        launchMode: 'GLS',
        platform: 'html5-desktop',
        clientType: '3',
        language: this.root.language(),
        ...(vassalage ? { vassalage } : {}),
        ...(session.account ? { username: session.account } : {}),
        ...(session.merchantCode ? { merchantCode: session.merchantCode } : {}),
      },
    })
    return content
  }

  protected override urlOf(content: LaunchGame['content']): string {
    // In the fragment, which stays in the browser: the game's own address (and the session in it) is unchanged.
    const event = this.asked?.event
    return event && !content.game_url.includes('#') ? `${content.game_url}#event=${encodeURIComponent(event)}` : content.game_url
  }

  protected override opensWindow(content: LaunchGame['content']): boolean {
    return content.newWindow
  }

  /** Other games to play meanwhile: popular ones, neither this one nor any other in maintenance. */
  protected override async maintained({ nodeId }: GameAsked): Promise<void> {
    runInAction(() => (this.suggestions = null))
    try {
      const games = await this.root.api.call('popularGames')
      runInAction(() => (this.suggestions = games.filter((game) => game.nodeId !== nodeId && !game.maintenance)))
    } catch {
      runInAction(() => (this.suggestions = []))
    }
  }

  /**
   * Leaving the game: a transfer-wallet vendor's balance comes back to main (the spec's "recall on return"), so
   * the member centre and the next seamless game find it there. Best effort: the member can recall by hand.
   */
  protected override async left(played: LaunchGame['content']): Promise<void> {
    if (played.wallet !== 'vendor' || !this.root.session.isLoggedIn) return
    try {
      await this.root.api.call('walletTransfer', { body: { action: 'recallAll', idempotencyKey: requestKey() } })
    } catch {
      // Still in the vendor's wallet; the member centre shows it there and can recall it.
    }
  }
}
