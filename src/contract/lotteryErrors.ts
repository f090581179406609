/**
 * The lottery's error codes, an area table of the catalogue (errors.ts), registered by the chunks that call the
 * lottery (the portal's lottery pages and launch, the lottery app). Their messages stay in `errors`.
 */
import { entry, type ErrorEntry } from './errors'

export const LOTTERY_ERRORS = {
  // the lottery: a game the merchant does not run, a bet type it does not offer, picks that are not the type's,
  // a round not open yet or closed (value: the round), a stake outside the bet type's limits (value: the limit), or a
  // number all players together have staked the most on (value: what is left on it)
  'lottery.game.not.found': entry(404, 'lotteryGameNotFound'),
  'lottery.bet.type.unavailable': entry(400, 'lotteryBetTypeUnavailable'),
  'lottery.numbers.invalid': entry(400, 'lotteryNumbersInvalid'),
  'lottery.round.not.open': entry(409, 'lotteryRoundNotOpen', 'normal', 'refresh'),
  'lottery.round.closed': entry(409, 'lotteryRoundClosed', 'normal', 'refresh'),
  'lottery.bet.below.min': entry(400, 'lotteryBetBelowMin'),
  'lottery.bet.above.max': entry(400, 'lotteryBetAboveMax'),
  'lottery.number.limit.reached': entry(409, 'lotteryNumberLimitReached'),
} as const satisfies Record<string, ErrorEntry>

export type LotteryErrorCode = keyof typeof LOTTERY_ERRORS
