import type { LotteryView } from '../../contract/lottery'
import type { LotteryLobbyUrl } from '../../contract/schemas/lottery'
import { registerErrors } from '../../contract/errors'
import { LOTTERY_ERRORS } from '../../contract/lotteryErrors'
import { LaunchStore } from './LaunchStore'

registerErrors(LOTTERY_ERRORS)

/** The lottery app's view: the lobby, or a game's betting view when a game is named. */
export interface LotteryAsked {
  view: LotteryView
  gameCode?: string
}

/**
 * The lottery frame's launch (/lottery, /vnlottery; spec section 7's lottery lobby URL), on the shared flow
 * (LaunchStore): asks the server for our lottery app's address (device, lottoArea VN, lottoPrizeMode Elott,
 * launchMode LOTT, language, lottoView lobby or betting, lottoGameCode) and shows it in the sandboxed frame. Lottery
 * games need a token (spec section 6), so a guest gets the login popup, as for any game.
 */
export class LotteryLaunchStore extends LaunchStore<LotteryAsked, LotteryLobbyUrl> {
  open(view: LotteryView, gameCode?: string): Promise<void> {
    return this.start({ view, ...(gameCode ? { gameCode } : {}) })
  }

  protected override request({ view, gameCode }: LotteryAsked, signal: AbortSignal): Promise<LotteryLobbyUrl> {
    return this.root.api.call('lotteryLobbyUrl', {
      signal,
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
  }

  protected override urlOf({ gameUrl }: LotteryLobbyUrl): string {
    return gameUrl
  }
}
