/**
 * Error codes only servers see: the operators' API, payment providers' callbacks and game vendors' wallet calls
 * answer them, the portal never does. Kept apart from the catalogue (errors.ts) so the browser bundle does not carry
 * them; each has only its HTTP status (the envelope's message is the server's English text).
 */
export const SERVER_ERRORS = {
  // the operators' API
  'operator.key.invalid': 401,
  // an operator moving a member under its own subtree
  'team.move.cycle': 409,
  // an operator removing a help topic that still has articles
  'help.topic.not.empty': 409,
  // payment providers' callbacks
  'payment.signature.invalid': 401,
  'payment.callback.stale': 400,
  'payment.callback.mismatch': 400,
  // the vendor protocol (a game vendor's wallet calls)
  'vendor.signature.invalid': 401,
  'vendor.request.stale': 400,
  'vendor.unknown': 404,
  'vendor.session.invalid': 401,
  'vendor.bet.not.found': 404,
  'vendor.round.closed': 409,
  // a resettle of a round not yet settled (a win settles it; a resettle corrects a settlement)
  'vendor.round.open': 409,
  'vendor.bet.rolled.back': 409,
  // the house games' API (contract/house.ts): the frame translates these itself (locales/<lang>/house.json)
  'house.session.invalid': 401,
  'house.balance.insufficient': 400,
  'house.bet.invalid': 400,
  'house.too.fast': 429,
  'house.betting.closed': 409,
  'house.unavailable': 503,
  // the house sportsbook's API (contract/sportsbook.ts SPORTS_BOOK_ERRORS): the book's app translates these itself (locales/<lang>/sports.json)
  'sports.session.invalid': 401,
  'sports.bet.invalid': 400,
  'sports.event.not.found': 404,
  'sports.market.unavailable': 409,
  'sports.market.suspended': 409,
  'sports.price.changed': 409,
  'sports.parlay.legs.invalid': 400,
  'sports.stake.below.min': 400,
  'sports.stake.above.max': 400,
  'sports.payout.above.max': 400,
  'sports.liability.reached': 409,
  'sports.daily.limit.reached': 409,
  'sports.balance.insufficient': 400,
  'sports.unavailable': 503,
  'sports.bet.not.found': 404,
  'sports.cashout.unavailable': 409,
  'sports.cashout.changed': 409,
  // the house cockfighting arena's API (contract/cockfight.ts COCKFIGHT_ERRORS), translated in locales/<lang>/sports.json
  'sports.cockfight.fight.not.found': 404,
  'sports.cockfight.betting.closed': 409,
  'sports.cockfight.side.locked': 409,
  'sports.cockfight.fight.full': 409,
} as const satisfies Record<string, number>

export type ServerErrorCode = keyof typeof SERVER_ERRORS
