/**
 * The lottery: the lobby's game cards and countdowns, the betting controls (bet type, numbers, slip), the results
 * board, the member's orders and a round's verification; and the countdowns' round hook (its reads passed in).
 */
export * from './BetSlip'
export * from './BetTypePicker'
export * from './LotteryCountdown'
export * from './LotteryGameCard'
export * from './LotteryOrderList'
export * from './LotteryResultBoard'
export * from './NumberPicker'
export * from './RoundVerification'
export { lastDrawOf } from './draws'
export { useNow, useRound, type RoundSource, type RoundState } from './useRound'
