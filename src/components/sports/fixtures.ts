/**
 * Story fixtures of the sportsbook, in the shapes the book's API answers (src/contract/sportsbook.ts): a session,
 * matches of every sport in each state (a football match live at 2–1 in the 67th minute, one to come, tennis at a
 * break point, an e-sports series, a suspended shooter map, basketball and cricket in play), a slip and the member's
 * bets. The teams are the feed's fictional ones (src/server/domain/sports/feed/teams.ts); the prices are made up but
 * coherent (a favourite shorter than its rival, a ladder's lines in order). Prices are decimal thousandths.
 */
import type { TFunction } from 'i18next'
import type { SportsBet, SportsBetLeg, SportsEvent, SportsMarket, SportsSession } from '../../contract/sportsbook'
import { mainMarkets } from './matchState'
import { legOf, type SlipLeg } from './slip'

/** The instant the stories are set at: 12:00 UTC on Saturday 14 March 2026. */
export const SPORTS_NOW = '2026-03-14T12:00:00.000Z'

const at = (offsetSeconds: number) => new Date(Date.parse(SPORTS_NOW) + offsetSeconds * 1000).toISOString()

export const bookSession: SportsSession = {
  book: 'sportsbook',
  sports: ['football', 'basketball', 'tennis', 'cricket'],
  currency: 'THB',
  decimals: 2,
  balance: '1500.00',
  trial: false,
  limits: { minStake: '10.00', maxStake: '5000.00', maxPayout: '200000.00', minParlayLegs: 2, maxParlayLegs: 10 },
  inPlayDelaySeconds: 8,
  defaultOddsFormat: 'malay',
}

export const esportsSession: SportsSession = { ...bookSession, book: 'esportsbook', sports: ['moba', 'shooter'] }

type Prices = Record<string, number | null>
type Price = number | null

/** A market of the given shape, its selections in the order given, open unless told otherwise. */
function market(key: string, shape: Omit<SportsMarket, 'key' | 'selections' | 'status'>, prices: Prices, status: SportsMarket['status'] = 'open'): SportsMarket {
  return { key, ...shape, status, selections: Object.entries(prices).map(([selection, price]) => ({ key: selection, price: status === 'open' ? price : null })) }
}

const goals = { scope: 'match', unit: 'goals' } as const
const oneXTwo = (home: Price, draw: Price, away: Price) => market('1x2', { kind: 'result', ...goals }, { home, draw, away })
const handicap = (line: number, home: Price, away: Price, unit: SportsMarket['unit'] = 'goals') => market(`ah:${line}`, { kind: 'handicap', scope: 'match', unit, line }, { home, away })
const total = (line: number, over: Price, under: Price, unit: SportsMarket['unit'] = 'goals') => market(`ou:${line}`, { kind: 'total', scope: 'match', unit, line }, { over, under })
const moneyLine = (home: Price, away: Price, unit: SportsMarket['unit']) => market('ml', { kind: 'money-line', scope: 'match', unit }, { home, away })

/** Velmora Athletic 2–1 Quillbrook United, 67th minute: every market the board lists now (the first half's are closed). */
export const footballLive: SportsEvent = {
  eventId: 'football-2026-03-14-03',
  sport: 'football',
  home: 'Velmora Athletic',
  away: 'Quillbrook United',
  startsAt: at(-82 * 60),
  phase: 'live',
  score: { home: 2, away: 1 },
  periods: [
    { home: 1, away: 1 },
    { home: 1, away: 0 },
  ],
  period: 2,
  // 21 minutes and 10 seconds into the second half: the 67th minute.
  clock: 21 * 60 + 10,
  danger: null,
  suspended: false,
  marketCount: 22,
  markets: [
    oneXTwo(1300, 4600, 11000),
    market('ml', { kind: 'money-line', ...goals }, { home: 1080, away: 7800 }),
    handicap(-7, 2720, 1440),
    handicap(-6, 2380, 1560),
    handicap(-5, 1952, 1900),
    handicap(-4, 1700, 2150),
    handicap(-3, 1520, 2500),
    total(12, 1440, 2700),
    total(13, 1800, 2040),
    total(14, 2500, 1520),
    total(15, 3100, 1360),
    market('btts', { kind: 'both-score', ...goals }, { yes: null, no: null }, 'closed'),
    market(
      'cs',
      { kind: 'correct-score', ...goals },
      { '2-1': 2400, '3-1': 5200, '4-1': 19000, '2-2': 5800, '3-3': 70000, '3-2': 15000, '4-2': 50000, '2-3': 60000, '4-3': 250000, other: 26000 },
    ),
    market('oe', { kind: 'odd-even', ...goals }, { odd: 1900, even: 1900 }),
    market('1h:1x2', { kind: 'result', scope: 'first-half', unit: 'goals' }, { home: null, draw: null, away: null }, 'closed'),
  ],
}

/** Marrowgate Rovers v Thistlewick Town at 13:30: 1.952 and 3.40 to come, with the first half's markets open. */
export const footballPrematch: SportsEvent = {
  eventId: 'football-2026-03-14-05',
  sport: 'football',
  home: 'Marrowgate Rovers',
  away: 'Thistlewick Town',
  startsAt: at(90 * 60),
  phase: 'pre',
  score: { home: 0, away: 0 },
  periods: [],
  period: 0,
  clock: 0,
  danger: null,
  suspended: false,
  marketCount: 18,
  markets: [
    oneXTwo(1952, 3400, 3950),
    market('ml', { kind: 'money-line', ...goals }, { home: 1400, away: 2850 }),
    handicap(-3, 2250, 1640),
    handicap(-2, 1952, 1900),
    handicap(-1, 1700, 2150),
    total(9, 1800, 2020),
    total(10, 2010, 1820),
    total(11, 2300, 1610),
    market('btts', { kind: 'both-score', ...goals }, { yes: 1800, no: 1950 }),
    market('oe', { kind: 'odd-even', ...goals }, { odd: 1930, even: 1880 }),
    market('1h:1x2', { kind: 'result', scope: 'first-half', unit: 'goals' }, { home: 2600, draw: 2150, away: 4300 }),
    market('1h:ou:5', { kind: 'total', scope: 'first-half', unit: 'goals', line: 5 }, { over: 2150, under: 1680 }),
  ],
}

/** Saltmere City v Duskhaven Albion tomorrow. */
export const footballTomorrow: SportsEvent = {
  ...footballPrematch,
  eventId: 'football-2026-03-15-01',
  home: 'Saltmere City',
  away: 'Duskhaven Albion',
  startsAt: at(26 * 3600),
  marketCount: 12,
  markets: [oneXTwo(2150, 3300, 3350), handicap(-1, 2020, 1840), total(10, 1952, 1880)],
}

/** Oren Valcourt leads Saskia Morrow-Lind by a set, 3–2 in the second, at a break point. */
export const tennisLive: SportsEvent = {
  eventId: 'tennis-2026-03-14-02',
  sport: 'tennis',
  home: 'Oren Valcourt',
  away: 'Saskia Morrow-Lind',
  startsAt: at(-70 * 60),
  phase: 'live',
  score: { home: 1, away: 0 },
  periods: [
    { home: 6, away: 4 },
    { home: 3, away: 2 },
  ],
  period: 2,
  clock: 0,
  danger: 'break-point',
  suspended: false,
  marketCount: 6,
  markets: [
    moneyLine(1540, 2500, 'sets'),
    handicap(-6, 2380, 1560, 'sets'),
    handicap(6, 1080, 7000, 'sets'),
    total(78, 1600, 2300, 'games'),
    total(82, 1900, 1900, 'games'),
    total(86, 2300, 1600, 'games'),
  ],
}

/** Velmora Comets 61–58 Duskhaven Lanterns, 4:48 left in the third quarter. */
export const basketballLive: SportsEvent = {
  eventId: 'basketball-2026-03-14-01',
  sport: 'basketball',
  home: 'Velmora Comets',
  away: 'Duskhaven Lanterns',
  startsAt: at(-50 * 60),
  phase: 'live',
  score: { home: 61, away: 58 },
  periods: [
    { home: 22, away: 19 },
    { home: 24, away: 25 },
    { home: 15, away: 14 },
  ],
  period: 3,
  clock: 312,
  danger: null,
  suspended: false,
  marketCount: 11,
  markets: [moneyLine(1520, 2550, 'points'), handicap(-14, 1900, 1900, 'points'), total(658, 1870, 1930, 'points')],
}

/** Quillbrook Strikers 87 for 0 batting first against Orrindale Falcons: the first innings' runs line. */
export const cricketLive: SportsEvent = {
  eventId: 'cricket-2026-03-14-01',
  sport: 'cricket',
  home: 'Quillbrook Strikers',
  away: 'Orrindale Falcons',
  startsAt: at(-40 * 60),
  phase: 'live',
  score: { home: 87, away: 0 },
  periods: [{ home: 87, away: 0 }],
  period: 1,
  clock: 0,
  danger: null,
  suspended: false,
  marketCount: 4,
  markets: [
    moneyLine(1660, 2200, 'runs'),
    market('inn1:ou:554', { kind: 'total', scope: 'innings', period: 1, unit: 'runs', line: 554 }, { over: 1450, under: 2700 }),
    market('inn1:ou:618', { kind: 'total', scope: 'innings', period: 1, unit: 'runs', line: 618 }, { over: 1900, under: 1900 }),
    market('inn1:ou:682', { kind: 'total', scope: 'innings', period: 1, unit: 'runs', line: 682 }, { over: 2650, under: 1460 }),
  ],
}

/** Quartzfall lead Nimbus Forge a map to nil in a best of three, 7–4 in kills on the second map. */
export const mobaLive: SportsEvent = {
  eventId: 'moba-2026-03-14-04',
  sport: 'moba',
  home: 'Quartzfall',
  away: 'Nimbus Forge',
  startsAt: at(-45 * 60),
  phase: 'live',
  score: { home: 1, away: 0 },
  periods: [
    { home: 22, away: 14 },
    { home: 7, away: 4 },
  ],
  period: 2,
  clock: 540,
  danger: null,
  suspended: false,
  marketCount: 5,
  markets: [
    moneyLine(1250, 3700, 'maps'),
    handicap(-6, 2100, 1700, 'maps'),
    handicap(6, 1020, 11000, 'maps'),
    total(10, 1900, 1850, 'maps'),
    market('map2:ml', { kind: 'money-line', scope: 'map', period: 2, unit: 'maps' }, { home: 1450, away: 2650 }),
  ],
}

/** Static Heron 11–12 Brass Owls on the first map, at map point: every market suspended. */
export const shooterSuspended: SportsEvent = {
  eventId: 'shooter-2026-03-14-02',
  sport: 'shooter',
  home: 'Static Heron',
  away: 'Brass Owls',
  startsAt: at(-30 * 60),
  phase: 'live',
  score: { home: 0, away: 0 },
  periods: [{ home: 11, away: 12 }],
  period: 1,
  clock: 1450,
  danger: 'map-point',
  suspended: true,
  marketCount: 5,
  markets: [
    moneyLine(null, null, 'maps'),
    handicap(-6, null, null, 'maps'),
    handicap(6, null, null, 'maps'),
    total(10, null, null, 'maps'),
    market('map1:ml', { kind: 'money-line', scope: 'map', period: 1, unit: 'maps' }, { home: null, away: null }),
  ].map((each) => ({ ...each, status: 'suspended' as const })),
}

/** The match with some prices moved (by market key, then selection), as the next refresh brings them. */
export function withPrices(event: SportsEvent, changes: Record<string, Prices>): SportsEvent {
  return {
    ...event,
    markets: event.markets.map((each) => {
      const moved = changes[each.key]
      return moved ? { ...each, selections: each.selections.map((selection) => (selection.key in moved ? { ...selection, price: moved[selection.key] } : selection)) } : each
    }),
  }
}

/** A match as the events call lists it: only its main markets (the board's event call brings the rest). */
export function listed(event: SportsEvent): SportsEvent {
  const main = mainMarkets(event)
  return { ...event, markets: [main.result, main.handicap, main.total].filter((each): each is SportsMarket => each !== null) }
}

export const footballList: SportsEvent[] = [footballLive, footballPrematch, footballTomorrow].map(listed)
export const esportsList: SportsEvent[] = [mobaLive, shooterSuspended].map(listed)

/** A selection of a fixture match as the slip holds it. */
export function slipLeg(event: SportsEvent, marketKey: string, selection: string): SlipLeg {
  const found = event.markets.find((each) => each.key === marketKey)
  const choice = found?.selections.find((each) => each.key === selection)
  if (!found || !choice) throw new Error(`no ${marketKey} ${selection} in ${event.eventId}`)
  return legOf(event, found, choice)
}

/** Three selections on three matches: 1.30 in play, 2.50 in play (Malay −0.67), 1.80 to come (Malay 0.80). */
export const slipLegs: SlipLeg[] = [slipLeg(footballLive, '1x2', 'home'), slipLeg(tennisLive, 'ml', 'away'), slipLeg(footballPrematch, 'ou:9', 'over')]

/** Two selections on one match: no parlay. */
export const sameMatchLegs: SlipLeg[] = [slipLeg(footballLive, '1x2', 'home'), slipLeg(footballLive, 'ou:13', 'over')]

// —— bets ——

function betLeg(event: SportsEvent, marketKey: string, selection: string, quote: string, extra: Partial<SportsBetLeg> = {}): SportsBetLeg {
  const found = event.markets.find((each) => each.key === marketKey)
  const price = found?.selections.find((each) => each.key === selection)?.price
  if (!found || price == null) throw new Error(`no price for ${marketKey} ${selection} in ${event.eventId}`)
  return {
    eventId: event.eventId,
    sport: event.sport,
    home: event.home,
    away: event.away,
    startsAt: event.startsAt,
    market: found.key,
    kind: found.kind,
    scope: found.scope,
    period: found.period,
    unit: found.unit,
    line: found.line,
    selection,
    price,
    quote,
    inPlay: event.phase !== 'pre',
    outcome: null,
    score: null,
    ...extra,
  }
}

const bet = (fields: Partial<SportsBet> & Pick<SportsBet, 'betId' | 'kind' | 'status' | 'stake' | 'risk' | 'toWin' | 'potentialReturn' | 'legs'>): SportsBet => ({
  oddsFormat: 'decimal',
  placedAt: at(-3),
  acceptAt: null,
  rejectedFor: null,
  result: null,
  payout: null,
  settledAt: null,
  cashOut: null,
  cashedOut: false,
  corrected: false,
  ...fields,
})

/** Held for the in-play delay: placed 3 s ago, answered in 5 (an 8 s delay). */
export const pendingBet = bet({
  betId: 'SB26031400417',
  kind: 'single',
  status: 'pending',
  stake: '100.00',
  risk: '100.00',
  toWin: '30.00',
  potentialReturn: '130.00',
  acceptAt: at(5),
  legs: [betLeg(footballLive, '1x2', 'home', '1.30')],
})

/** Accepted at Malay −0.67: 100.00 typed is what it wins; it risks 67.00. */
export const openMalayBet = bet({
  betId: 'SB26031400398',
  kind: 'single',
  status: 'open',
  oddsFormat: 'malay',
  stake: '100.00',
  risk: '67.00',
  toWin: '100.00',
  potentialReturn: '167.00',
  placedAt: at(-6 * 60),
  cashOut: '121.40',
  legs: [betLeg(tennisLive, 'ml', 'away', '-0.67')],
})

/** A three-leg parlay at 1.95 × 1.52 × 1.25 for 50.00. */
export const openParlayBet = bet({
  betId: 'SB26031400352',
  kind: 'parlay',
  status: 'open',
  stake: '50.00',
  risk: '50.00',
  toWin: '135.25',
  potentialReturn: '185.25',
  placedAt: at(-25 * 60),
  legs: [betLeg(footballPrematch, '1x2', 'home', '1.95'), betLeg(basketballLive, 'ml', 'home', '1.52'), betLeg(mobaLive, 'ml', 'home', '1.25')],
})

const yesterday = (hours: number) => at(-24 * 3600 + hours * 3600)

/** Won at Malay −0.80: risked 80.00 to win 100.00, paid 180.00. */
export const wonBet = bet({
  betId: 'SB26031300977',
  kind: 'single',
  status: 'settled',
  oddsFormat: 'malay',
  stake: '100.00',
  risk: '80.00',
  toWin: '100.00',
  potentialReturn: '180.00',
  placedAt: yesterday(-3),
  settledAt: yesterday(-1),
  result: 'won',
  payout: '180.00',
  legs: [
    {
      ...betLeg(footballPrematch, 'ah:-2', 'home', '-0.80', { outcome: 'win', score: { home: 2, away: 0 }, inPlay: false }),
      home: 'Emberford Wanderers',
      away: 'Wrenholt Rangers',
      price: 2250,
    },
  ],
})

/** Half lost on −0.25 at a 1–1 draw: half the stake back. */
export const returnedBet = bet({
  betId: 'SB26031300941',
  kind: 'single',
  status: 'settled',
  stake: '100.00',
  risk: '100.00',
  toWin: '90.00',
  potentialReturn: '190.00',
  placedAt: yesterday(-4),
  settledAt: yesterday(-2),
  result: 'returned',
  payout: '50.00',
  legs: [
    {
      ...betLeg(footballPrematch, 'ah:-1', 'home', '1.90', { outcome: 'half-lose', score: { home: 1, away: 1 }, inPlay: false }),
      home: 'Glimmerby City',
      away: 'Coldharrow Albion',
      price: 1900,
    },
  ],
})

/** A two-leg parlay with one leg lost: nothing back. */
export const lostParlayBet = bet({
  betId: 'SB26031300902',
  kind: 'parlay',
  status: 'settled',
  stake: '20.00',
  risk: '20.00',
  toWin: '55.60',
  potentialReturn: '75.60',
  placedAt: yesterday(-6),
  settledAt: yesterday(-1),
  result: 'lost',
  payout: '0.00',
  legs: [
    { ...betLeg(footballPrematch, 'ou:9', 'over', '1.80', { outcome: 'win', score: { home: 3, away: 1 } }), home: 'Fernhallow Town', away: 'Ravelstone FC' },
    { ...betLeg(mobaLive, 'map2:ml', 'away', '2.10', { outcome: 'lose', score: { home: 2, away: 0 }, price: 2100 }), inPlay: true },
  ],
})

/** Cashed out for 141.30 while its match was playing (the offer taken; the leg settles later in the record). */
export const cashedOutBet = bet({
  betId: 'SB26031300880',
  kind: 'single',
  status: 'settled',
  stake: '100.00',
  risk: '100.00',
  toWin: '110.00',
  potentialReturn: '210.00',
  placedAt: yesterday(-5),
  settledAt: yesterday(-4),
  result: 'won',
  payout: '141.30',
  cashedOut: true,
  legs: [{ ...betLeg(footballPrematch, '1x2', 'away', '2.10', { price: 2100 }), home: 'Saltmere Albion', away: 'Orrindale FC' }],
})

/** Won, then settled again as lost: the feed ruled the match's last goal out after the match (a correction). */
export const correctedBet = bet({
  betId: 'SB26031300912',
  kind: 'single',
  status: 'settled',
  stake: '100.00',
  risk: '100.00',
  toWin: '85.00',
  potentialReturn: '185.00',
  placedAt: yesterday(-7),
  settledAt: yesterday(-2),
  result: 'lost',
  payout: '0.00',
  corrected: true,
  legs: [{ ...betLeg(footballPrematch, 'oe', 'odd', '1.85', { outcome: 'lose', score: { home: 1, away: 1 } }), home: 'Fernhallow Town', away: 'Ravelstone FC' }],
})

/** Refused after its in-play delay: the price had moved. */
export const rejectedBet = bet({
  betId: 'SB26031400388',
  kind: 'single',
  status: 'rejected',
  stake: '200.00',
  risk: '200.00',
  toWin: '88.00',
  potentialReturn: '288.00',
  placedAt: at(-9 * 60),
  rejectedFor: 'sports.price.changed',
  legs: [betLeg(basketballLive, 'ah:-14', 'home', '1.44', { price: 1440 })],
})

export const openBets: SportsBet[] = [pendingBet, openMalayBet, openParlayBet]
export const settledBets: SportsBet[] = [wonBet, cashedOutBet, returnedBet, lostParlayBet, rejectedBet]

/**
 * The accessible name of a price button, for stories to find it by: the selection in full before a short caption,
 * what the button shows ("1 1.95"), then a note (how the price moved, or that it is suspended).
 */
export function priceName(t: TFunction, name: string, shown: { caption?: string; price?: string; note?: string }): string {
  const caption = shown.caption ?? name
  return [caption === name ? null : t('sports:price.name', { name }), caption, shown.price ?? null, shown.note ?? null].filter((part) => part !== null).join(' ')
}
