import { makeAutoObservable, runInAction } from 'mobx'
import type { Game, LaunchGame } from '../../contract/schemas/games'
import { toApiError, type ApiError } from '../api/ApiError'
import type { ApiClient } from '../api/client'
import type { ModalStore } from './ModalStore'
import type { SessionStore } from './auth/SessionStore'

export interface GameLaunchHost {
  api: ApiClient
  session: SessionStore
  modals: ModalStore
  language(): string
}

export type LaunchPhase =
  /** Nothing asked yet. */
  | 'idle'
  | 'launching'
  /** The game is in the page's frame (or its own window). */
  | 'playing'
  /** A guest: the login popup is open; the launch runs again once logged in. */
  | 'needsLogin'
  /** The vendor is in maintenance: its window, and popular games instead. */
  | 'maintenance'
  /** The game needed a window of its own and the browser blocked it: "allow pop-ups and try again". */
  | 'popupBlocked'
  | 'failed'

/** Opens a window for a game that refuses frames; null when the browser blocked it. */
export type WindowOpener = (url: string) => Window | null

const defaultOpener: WindowOpener = (url) => {
  const opened = window.open(url, '_blank')
  // The game's page must not reach back into the portal's.
  if (opened) opened.opener = null
  return opened
}

/** A fresh request key (the wallet transfer's idempotency key). */
function requestKey(): string {
  return crypto.randomUUID()
}

/**
 * The game page's launch (spec sections 3 and 7): `launchGame` with the spec's payload, then the game in a frame
 * (or a window of its own). A guest is asked to log in; a vendor in maintenance brings popular games instead; too
 * little money carries the deposit recovery. A trial account plays free (accountType 0); a member's money is
 * brought to where the game plays (confirmTrans 1) and, for a transfer-wallet vendor, recalled when the member
 * leaves the game.
 */
export class GameLaunchStore {
  phase: LaunchPhase = 'idle'
  content: LaunchGame['content'] | null = null
  error: ApiError | null = null
  /** The maintenance window (ISO 8601) when the vendor is in maintenance. */
  maintenanceUntil: string | null = null
  /** Popular games suggested while the vendor is in maintenance (null while they load). */
  suggestions: Game[] | null = null
  private nodeId: string | null = null
  private controller: AbortController | null = null

  constructor(
    private readonly root: GameLaunchHost,
    private readonly openWindow: WindowOpener = defaultOpener,
  ) {
    makeAutoObservable<GameLaunchStore, 'root' | 'openWindow' | 'controller'>(this, { root: false, openWindow: false, controller: false })
  }

  async launch(nodeId: string, options: { vassalage?: string } = {}): Promise<void> {
    this.nodeId = nodeId
    this.controller?.abort()
    const { session } = this.root
    if (!session.isLoggedIn) {
      this.phase = 'needsLogin'
      this.root.modals.open('login', { reason: 'game' })
      return
    }
    const controller = new AbortController()
    this.controller = controller
    this.phase = 'launching'
    this.error = null
    this.suggestions = null
    const trial = session.isTrial
    try {
      const { content } = await this.root.api.call('launchGame', {
        signal: controller.signal,
        query: {
          nodeId,
          accountType: trial ? '0' : '1',
          confirmTrans: trial ? '0' : '1',
          launchMode: 'GLS',
          platform: 'html5-desktop',
          clientType: '3',
          language: this.root.language(),
          ...(options.vassalage ? { vassalage: options.vassalage } : {}),
          ...(session.account ? { username: session.account } : {}),
          ...(session.merchantCode ? { merchantCode: session.merchantCode } : {}),
        },
      })
      if (controller.signal.aborted) return
      runInAction(() => {
        this.content = content
        this.phase = content.newWindow && !this.openWindow(content.game_url) ? 'popupBlocked' : 'playing'
      })
    } catch (caught) {
      if (controller.signal.aborted) return
      const error = toApiError(caught)
      runInAction(() => {
        this.error = error
        if (error.code === 'vendor.under.maintenance') {
          this.phase = 'maintenance'
          const value = error.value as { until?: unknown } | undefined
          this.maintenanceUntil = typeof value?.until === 'string' ? value.until : null
        } else {
          this.phase = 'failed'
        }
      })
      if (error.code === 'vendor.under.maintenance') await this.loadSuggestions()
    }
  }

  /** Launches again (after a failure, a login, or a blocked window the member has now allowed). */
  retry(): Promise<void> {
    return this.nodeId ? this.launch(this.nodeId) : Promise.resolve()
  }

  private async loadSuggestions(): Promise<void> {
    try {
      const games = await this.root.api.call('popularGames')
      runInAction(() => (this.suggestions = games.filter((game) => game.nodeId !== this.nodeId && !game.maintenance)))
    } catch {
      runInAction(() => (this.suggestions = []))
    }
  }

  /**
   * Leaving the game: a transfer-wallet vendor's balance comes back to main (the spec's "recall on return"), so
   * the member centre and the next seamless game find it there. Best effort: the member can recall by hand.
   */
  async leave(): Promise<void> {
    this.controller?.abort()
    const played = this.content
    this.content = null
    this.phase = 'idle'
    if (!played || played.wallet !== 'vendor' || !this.root.session.isLoggedIn) return
    try {
      await this.root.api.call('walletTransfer', { body: { action: 'recallAll', idempotencyKey: requestKey() } })
    } catch {
      // Still in the vendor's wallet; the member centre shows it there and can recall it.
    }
  }
}
