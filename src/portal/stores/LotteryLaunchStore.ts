import { makeAutoObservable, runInAction } from 'mobx'
import type { LotteryView } from '../../contract/lottery'
import { toApiError, type ApiError } from '../api/ApiError'
import type { GameLaunchHost } from './GameLaunchStore'

export type LotteryLaunchPhase = 'idle' | 'launching' | 'playing' | 'needsLogin' | 'failed'

/**
 * The lottery frame's launch (/lottery, /vnlottery; spec section 7's lottery lobby URL): asks the server for our
 * lottery app's address (device, lottoArea VN, lottoPrizeMode Elott, launchMode LOTT, language, lottoView lobby or
 * betting, lottoGameCode) and shows it in the sandboxed frame. Lottery games need a token (spec section 6): a guest
 * gets the login popup, and the launch runs again once logged in.
 */
export class LotteryLaunchStore {
  phase: LotteryLaunchPhase = 'idle'
  url: string | null = null
  error: ApiError | null = null
  private asked: { view: LotteryView; gameCode?: string } | null = null
  private controller: AbortController | null = null

  constructor(private readonly root: GameLaunchHost) {
    makeAutoObservable<LotteryLaunchStore, 'root' | 'controller' | 'asked'>(this, { root: false, controller: false, asked: false })
  }

  async open(view: LotteryView, gameCode?: string): Promise<void> {
    this.asked = { view, gameCode }
    this.controller?.abort()
    if (!this.root.session.isLoggedIn) {
      this.phase = 'needsLogin'
      this.url = null
      this.root.modals.open('login', { reason: 'game' })
      return
    }
    const controller = new AbortController()
    this.controller = controller
    this.phase = 'launching'
    this.error = null
    try {
      const { gameUrl } = await this.root.api.call('lotteryLobbyUrl', {
        signal: controller.signal,
        query: {
          device: 'web',
          lottoArea: 'VN',
          lottoPrizeMode: 'Elott',
          launchMode: 'LOTT',
          language: this.root.language(),
          lottoView: view,
          ...(gameCode ? { lottoGameCode: gameCode } : {}),
        },
      })
      if (controller.signal.aborted) return
      runInAction(() => {
        this.url = gameUrl
        this.phase = 'playing'
      })
    } catch (caught) {
      if (controller.signal.aborted) return
      const error = toApiError(caught)
      runInAction(() => {
        this.error = error
        this.phase = 'failed'
      })
    }
  }

  retry(): Promise<void> {
    return this.asked ? this.open(this.asked.view, this.asked.gameCode) : Promise.resolve()
  }

  leave(): void {
    this.controller?.abort()
    this.url = null
    this.phase = 'idle'
  }
}
