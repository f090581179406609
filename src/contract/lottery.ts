/**
 * Where our lottery app opens: the lottery lobby URL (`lotteryLobbyUrl`) answers
 * `<launch host>LOTTERY_APP_PATH/<view>?<LOTTERY_APP_PARAMS...>` — `lobby` (every game) or `betting` (one game).
 * A member's address carries a fresh lottery session token (the app's only credential, like a house game's
 * session); a guest's carries none.
 */
export const LOTTERY_APP_PATH = '/lottery-app'
export const LOTTERY_VIEWS = ['lobby', 'betting'] as const
export type LotteryView = (typeof LOTTERY_VIEWS)[number]

/** The query parameters of the app's address. */
export const LOTTERY_APP_PARAMS = {
  /** The game of the betting view. */
  game: 'game',
  session: 'session',
  language: 'lang',
  /** As the portal sent them: lottoArea (VN), lottoPrizeMode (Elott), device. */
  area: 'area',
  prizeMode: 'mode',
  device: 'device',
} as const
