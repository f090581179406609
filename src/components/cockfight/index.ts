/**
 * The cockfighting arena's presentational components: the fight's status, the bets' board, the trend road, the bet
 * slip and the member's bets; and the helpers that name the arena's keys and compute a slip's terms. Data and
 * callbacks come in as props (the arena's app holds the state).
 */
export * from './ArenaBets'
export * from './ArenaSlip'
export * from './BetBoard'
export * from './FightStatus'
export * from './TrendRoad'
export { ARENA_COLOURS } from './colours'
export { COCKFIGHT_ERROR_MESSAGES, errorText, resultText, selectionName, SELECTION_NAMES } from './names'
export { amountIsToWin, canBetNow, clockText, countdownOf, slipProblem, slipTerms, type ArenaSlipTerms, type Countdown, type SlipProblem } from './terms'
