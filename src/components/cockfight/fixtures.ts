/**
 * Story fixtures of the cockfighting arena, in the shapes its API answers (src/contract/cockfight.ts): a session in
 * each mode, fight 241 of the day in each phase (open, last call with Wala locked, fighting, each result), the fight
 * after it, a road of the last results, and the member's bets open and settled. Prices are the arenas' usual
 * (Meron 0.80, Wala −0.94); the pool is the core's worked example (Meron 10,000, Wala 8,000 at 5%: 171.00 and 213.75).
 */
import type { CockfightArena, CockfightBet, CockfightFight, CockfightRoadEntry, CockfightSession } from '../../contract/cockfight'
import type { FightResult } from '../../contract/sports/cockfight'

/** The instant the stories are set at: 12:00:45 UTC on Saturday 14 March 2026, 45 s into fight 241's betting. */
export const ARENA_NOW = '2026-03-14T12:00:45.000Z'
const DAY = '2026-03-14'
const at = (time: string) => `${DAY}T${time}.000Z`

export const arenaSession: CockfightSession = {
  game: 'cockfight',
  mode: 'fixed',
  currency: 'THB',
  decimals: 2,
  balance: '1500.00',
  trial: false,
  limits: { minStake: '10.00', maxStake: '20000.00', maxPayout: '200000.00' },
  plasadaBp: 0,
  drawPays: 8,
  fightEverySeconds: 180,
}

export const poolSession: CockfightSession = { ...arenaSession, mode: 'pool', plasadaBp: 500 }

/** Fight 241: betting opened at 12:00:00, the last call at 12:01:20, betting closes at 12:01:40. */
export const openFight: CockfightFight = {
  fightId: `${DAY}-241`,
  fight: 241,
  phase: 'open',
  opensAt: at('12:00:00'),
  lastCallAt: at('12:01:20'),
  closesAt: at('12:01:40'),
  locked: { meron: false, wala: false },
  result: null,
  drawKind: null,
  prices: { meron: 800, wala: -940 },
  pool: null,
}

/** Fight 242, after it: scheduled, betting opens at 12:03:00. */
export const nextFight: CockfightFight = {
  ...openFight,
  fightId: `${DAY}-242`,
  fight: 242,
  phase: 'scheduled',
  opensAt: at('12:03:00'),
  lastCallAt: at('12:04:20'),
  closesAt: at('12:04:40'),
}

/** The last call (12:01:30 in its stories), Wala locked for a one-sided book. */
export const lastCallFight: CockfightFight = { ...openFight, phase: 'lastCall', locked: { meron: false, wala: true } }
/** Betting closed: the cocks are fighting. */
export const fightingFight: CockfightFight = { ...openFight, phase: 'closed' }
export const resultFight = (result: FightResult, drawKind: CockfightFight['drawKind'] = null): CockfightFight => ({ ...openFight, phase: 'result', result, drawKind })

/** Pool betting: Meron 10,000 and Wala 8,000 staked, 5% plasada: Meron pays 171.00 per 100, Wala 213.75. */
export const poolFight: CockfightFight = {
  ...openFight,
  prices: null,
  pool: { meron: { total: '10000.00', per100: '171.00' }, wala: { total: '8000.00', per100: '213.75' } },
}
/** The pool a second later: Wala took 2,000 more, so its return fell and Meron's rose. */
export const poolFightLater: CockfightFight = {
  ...poolFight,
  pool: { meron: { total: '10000.00', per100: '190.00' }, wala: { total: '10000.00', per100: '190.00' } },
}
/** A pool just opened: no bets on Wala yet, so no price for either side. */
export const emptyPoolFight: CockfightFight = { ...poolFight, pool: { meron: { total: '500.00', per100: null }, wala: { total: '0.00', per100: null } } }

/** The last 40 results, newest first: Meron ahead, a run of five Walas, two draws (one of each kind) and a cancellation. */
const ROAD_RESULTS: FightResult[] = [
  'meron', 'wala', 'wala', 'meron', 'draw', 'meron', 'meron', 'meron', 'wala', 'meron',
  'wala', 'wala', 'wala', 'wala', 'wala', 'meron', 'cancelled', 'meron', 'wala', 'meron',
  'meron', 'wala', 'meron', 'draw', 'wala', 'meron', 'meron', 'wala', 'meron', 'wala',
  'meron', 'meron', 'wala', 'wala', 'meron', 'meron', 'wala', 'meron', 'wala', 'meron',
]
export const road: CockfightRoadEntry[] = ROAD_RESULTS.map((result, index) => ({
  fightId: `${DAY}-${240 - index}`,
  fight: 240 - index,
  result,
  drawKind: result === 'draw' ? (index === 4 ? 'bdd' : 'ftd') : null,
}))

export const fixedArena: CockfightArena = { at: ARENA_NOW, mode: 'fixed', current: openFight, next: nextFight, road }
export const poolArena: CockfightArena = { ...fixedArena, mode: 'pool', current: poolFight, next: { ...nextFight, prices: null, pool: { meron: { total: '0.00', per100: null }, wala: { total: '0.00', per100: null } } } }

const bet = (fields: Partial<CockfightBet> & Pick<CockfightBet, 'betId' | 'selection' | 'stake' | 'risk'>): CockfightBet => ({
  fightId: openFight.fightId,
  fight: 241,
  mode: 'fixed',
  potentialReturn: null,
  quote: null,
  status: 'open',
  outcome: null,
  result: null,
  payout: null,
  placedAt: at('12:00:30'),
  settledAt: null,
  ...fields,
})

/** Meron at 0.80: 100 risks 100 to win 80. */
export const meronBet = bet({ betId: '9101', selection: 'meron', stake: '100.00', risk: '100.00', potentialReturn: '180.00', quote: '0.80' })
/** Wala at −0.94: 100 typed is what it wins; it risks 94. */
export const walaBet = bet({ betId: '9102', selection: 'wala', stake: '100.00', risk: '94.00', potentialReturn: '194.00', quote: '-0.94' })
/** Both dead draw, 1:8. */
export const bddBet = bet({ betId: '9103', selection: 'bdd', stake: '20.00', risk: '20.00', potentialReturn: '180.00' })
/** A pool bet: its return is the pool's at the close. */
export const poolBet = bet({ betId: '9104', selection: 'wala', mode: 'pool', stake: '200.00', risk: '200.00' })
export const openBets: CockfightBet[] = [poolBet, bddBet, walaBet, meronBet]

const settled = (fields: Partial<CockfightBet> & Pick<CockfightBet, 'betId' | 'selection' | 'stake' | 'risk' | 'fight'>): CockfightBet =>
  bet({ status: 'settled', fightId: `${DAY}-${fields.fight}`, placedAt: at('11:55:20'), settledAt: at('11:57:40'), ...fields })

export const settledBets: CockfightBet[] = [
  settled({ betId: '9095', fight: 240, selection: 'meron', stake: '100.00', risk: '100.00', potentialReturn: '180.00', quote: '0.80', outcome: 'win', result: 'won', payout: '180.00' }),
  settled({ betId: '9094', fight: 240, selection: 'ftd', stake: '50.00', risk: '50.00', potentialReturn: '450.00', outcome: 'lose', result: 'lost', payout: '0.00' }),
  settled({ betId: '9090', fight: 236, selection: 'wala', stake: '100.00', risk: '94.00', potentialReturn: '194.00', quote: '-0.94', outcome: 'push', result: 'returned', payout: '94.00' }),
  settled({ betId: '9088', fight: 224, selection: 'meron', mode: 'pool', stake: '300.00', risk: '300.00', outcome: 'void', result: 'returned', payout: '300.00' }),
]
