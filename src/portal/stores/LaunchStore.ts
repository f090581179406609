import { action, computed, makeObservable, observable, runInAction } from 'mobx'
import { registerErrors } from '../../contract/errors'
import { GAMES_ERRORS } from '../../contract/gamesErrors'
import { MONEY_ERRORS } from '../../contract/moneyErrors'
import { toApiError, type ApiError } from '../api/ApiError'
import type { ApiClient } from '../api/client'
import type { ModalStore } from './ModalStore'
import type { SessionStore } from './accounts/SessionStore'

// A launch's refusals (a vendor in maintenance, a wallet short of the smallest bet, a recall of the vendor wallets
// refused) come with this chunk, not with the first screen's.
registerErrors(GAMES_ERRORS)
registerErrors(MONEY_ERRORS)

/** What a launch needs from the root store. */
export interface LaunchHost {
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
  /** The vendor is in maintenance: its window, and what the kind suggests instead. */
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

/**
 * The one launch flow of the frame pages (a game at /game and /seamless, our lottery at /lottery and /vnlottery):
 * a guest gets the login popup and nothing is asked; otherwise the server is asked for the launch, a newer launch
 * or leaving the page makes an older answer stale, and the answer plays in the page's frame, or in a window of its
 * own when the kind says so (a blocked window is `popupBlocked`). A vendor in maintenance is `maintenance` with its
 * window; any other refusal is `failed` with the error (its recovery, such as a deposit for too little money, is
 * the page's to offer).
 *
 * A kind supplies only what differs: `request` (its endpoint and payload, from what was asked) and `urlOf`, and
 * where it needs them `opensWindow`, `maintained` (e.g. load suggestions) and `left` (e.g. recall money). The
 * subclass calls `makeObservable` for its own observables: MobX's `makeAutoObservable` refuses subclassed stores.
 */
export abstract class LaunchStore<Asked, Answer> {
  phase: LaunchPhase = 'idle'
  /** The server's answer of the launch now playing. */
  answer: Answer | null = null
  error: ApiError | null = null
  /** The maintenance window's end (ISO 8601) when the vendor is in maintenance. */
  maintenanceUntil: string | null = null
  /** What was asked last, for `retry`. */
  protected asked: Asked | null = null
  private controller: AbortController | null = null

  constructor(
    protected readonly root: LaunchHost,
    private readonly openWindow: WindowOpener = defaultOpener,
  ) {
    makeObservable(this, {
      phase: observable,
      answer: observable,
      error: observable,
      maintenanceUntil: observable,
      url: computed,
      start: action,
      leave: action,
    })
  }

  /** Asks the server for the launch; rejects with the server's error. */
  protected abstract request(asked: Asked, signal: AbortSignal): Promise<Answer>
  /** Where the answer plays. */
  protected abstract urlOf(answer: Answer): string
  /** The answer must play in a window of its own (a game that refuses frames). */
  protected opensWindow(_answer: Answer): boolean {
    return false
  }
  /** After a launch refused for the vendor's maintenance (the phase is already `maintenance`). */
  protected async maintained(_asked: Asked): Promise<void> {}
  /** After leaving what was playing (best effort: nothing here may throw at the page). */
  protected async left(_answer: Answer): Promise<void> {}

  /** Where the launched game plays, once launched. */
  get url(): string | null {
    return this.answer ? this.urlOf(this.answer) : null
  }

  async start(asked: Asked): Promise<void> {
    this.asked = asked
    this.controller?.abort()
    if (!this.root.session.isLoggedIn) {
      this.phase = 'needsLogin'
      this.answer = null
      this.root.modals.open('login', { reason: 'game' })
      return
    }
    const controller = new AbortController()
    this.controller = controller
    this.phase = 'launching'
    this.error = null
    this.maintenanceUntil = null
    try {
      const answer = await this.request(asked, controller.signal)
      if (controller.signal.aborted) return
      runInAction(() => {
        this.answer = answer
        this.phase = this.opensWindow(answer) && !this.openWindow(this.urlOf(answer)) ? 'popupBlocked' : 'playing'
      })
    } catch (caught) {
      if (controller.signal.aborted) return
      const error = toApiError(caught)
      const maintenance = error.code === 'vendor.under.maintenance'
      runInAction(() => {
        this.error = error
        this.phase = maintenance ? 'maintenance' : 'failed'
        const value = error.value as { until?: unknown } | undefined
        if (maintenance) this.maintenanceUntil = typeof value?.until === 'string' ? value.until : null
      })
      if (maintenance) await this.maintained(asked)
    }
  }

  /** Launches again (after a failure, a login, or a blocked window the member has now allowed). */
  retry(): Promise<void> {
    return this.asked !== null ? this.start(this.asked) : Promise.resolve()
  }

  /** Leaving the page: a launch in flight is dropped, and the kind tidies up after what was playing. */
  async leave(): Promise<void> {
    this.controller?.abort()
    const played = this.answer
    this.answer = null
    this.phase = 'idle'
    if (played !== null) await this.left(played)
  }
}
