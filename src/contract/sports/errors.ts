/**
 * The sportsbook core's error codes. Bad input to the core (a price that does not parse, a line that is not a
 * quarter of a goal, a stake of zero) is answered with one of these codes, never with whatever a failing
 * computation happened to throw: parsing returns it in a result (`{ ok: false, code }`), every other function
 * throws a `SportsError` carrying it. The names follow the catalogue's (src/contract/errors.ts), so a server answer
 * can carry them once the betting calls register them there.
 */
export const SPORTS_ERROR_CODES = [
  /** Text that is not a price in the format asked for (letters, two points, a fraction without a denominator). */
  'sports.odds.unparseable',
  /** A price of zero where the format has no zero (HK 0.00, Malay 0.00, decimal 0, fractional 0/1). */
  'sports.odds.zero',
  /** A price outside what the format can express or the book offers (decimal 1.00 or below, Indonesian −0.50, American +50). */
  'sports.odds.out.of.range',
  /** More decimals than the price unit holds (a thousandth of the shown number; whole units for American). */
  'sports.odds.too.precise',
  /** A format the core does not know. */
  'sports.odds.format.unknown',
  /** A handicap or total line that is not a whole multiple of a quarter, or is out of range. */
  'sports.line.invalid',
  /** A match score that is not two whole numbers of goals (points, maps) at or above zero. */
  'sports.score.invalid',
  /** A stake that is not a positive whole number of minor units. */
  'sports.stake.invalid',
  /** A parlay with fewer than 2 or more than 10 legs. */
  'sports.parlay.legs',
  /** A dead heat that is not `places` of `tied` with 1 ≤ places < tied. */
  'sports.outcome.invalid',
  /** A probability or weight that is not a whole number in range. */
  'sports.probability.invalid',
  /** A margin that is not a whole number of basis points from 0 to 10,000. */
  'sports.margin.invalid',
  /** The feed: a match or merchant seed that is not 8 to 64 hex digits. */
  'sports.feed.seed.invalid',
  /** The feed: a match spec it cannot play (an unknown sport, a team against itself, a strength, start or pace out of range). */
  'sports.feed.spec.invalid',
  /** The feed: a programme's day start, pace or number of matches out of range. */
  'sports.feed.schedule.invalid',
  /** The feed: an instant that is not a whole number of milliseconds. */
  'sports.feed.instant.invalid',
  /** Cockfighting: a fight's state that is not one (an unknown phase, a fight number that is not a positive whole number, a result before the result phase). */
  'sports.cockfight.state.invalid',
  /** Cockfighting: an event that is not one (an unknown type, a lock without its side, a result that is not meron, wala or draw). */
  'sports.cockfight.event.invalid',
  /** Cockfighting: an event the fight's state does not allow (a close before the open, a second lock on a locked side, anything after the result). */
  'sports.cockfight.transition.invalid',
  /** Cockfighting: a bet that is not one (an unknown side, a quote where none belongs or none where one must be). */
  'sports.cockfight.bet.invalid',
  /** Cockfighting: a fixed-odds Meron or Wala bet whose price is not a Malay quote. */
  'sports.cockfight.price.invalid',
  /** Cockfighting: settling a fight that has no result yet. */
  'sports.cockfight.result.missing',
  /** Cockfighting: a BDD or FTD bet on a draw whose kind (both dead, full time) was not declared. */
  'sports.cockfight.draw.unknown',
  /** Cockfighting: a pool's commission (plasada) that is not a whole number of basis points from 0 to 10,000. */
  'sports.cockfight.commission.invalid',
  /** The arena's API: no such fight in the arena's programme (a fight of another day or merchant, or none). */
  'sports.cockfight.fight.not.found',
  /** The arena's API: the fight takes no bets now (not yet open, or past its last call: closed, fighting, resulted). */
  'sports.cockfight.betting.closed',
  /** The arena's API: the side bet on is locked for now (the other side and the draws are still taken). */
  'sports.cockfight.side.locked',
  /** The arena's API, fixed odds: the bet would take what the house may lose on the fight past the merchant's cap. */
  'sports.cockfight.fight.full',
] as const

export type SportsErrorCode = (typeof SPORTS_ERROR_CODES)[number]

/** What the core throws for bad input: always one of SPORTS_ERROR_CODES, with a message naming the value. */
export class SportsError extends RangeError {
  override readonly name = 'SportsError'
  constructor(
    readonly code: SportsErrorCode,
    /** What was wrong, without the code: what a parse's refusal carries as its message. */
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`)
  }
}

/** A parse's answer: the value, or the code of what is wrong with the text. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; code: SportsErrorCode; message: string }

export const parsed = <T>(value: T): Parsed<T> => ({ ok: true, value })
export const refused = (code: SportsErrorCode, message: string): Parsed<never> => ({ ok: false, code, message })
