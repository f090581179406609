/**
 * The sportsbook's presentational components: the odds format and the sports, the matches with their main prices,
 * one match's every market, the bet slip and the member's bets; and the helpers that name the book's markets and
 * show its prices in the player's format. Data and callbacks come in as props (the book's app holds the state).
 */
export * from './BookSlip'
export * from './EventCard'
export * from './EventList'
export * from './MarketBoard'
export * from './MyBets'
export * from './OddsFormatPicker'
export * from './PriceButton'
export * from './SportTabs'
export { dangerText, errorText, marketName, selectionName, SPORT_NAMES, SPORTS_ERROR_MESSAGES, type MarketShape, type Teams } from './names'
export { footballMinute, mainMarkets, matchStatus, type MainMarkets, type MatchStatus } from './matchState'
export { ODDS_FORMAT_NAMES, priceText, quoteOf } from './prices'
export { legKey, legOf, PARLAY_STAKE, slipLegKey, type SlipLeg, type SlipMode } from './slip'
export { SPORT_ICONS } from './sportIcons'
