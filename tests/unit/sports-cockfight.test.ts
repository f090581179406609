/**
 * Cockfighting's pure core (src/contract/sports/cockfight.ts): the fight's state machine (every allowed transition,
 * every refused one, side locks), fixed odds at Malay quotes and the pool with its plasada on hand-worked examples
 * (the arithmetic in the comments), each bad input's code, and money conserved over many seeded random pools,
 * checked against an independent recomputation in plain bigint arithmetic.
 */
import { describe, expect, it } from 'vitest'
import {
  canBet, COCKFIGHT_SELECTIONS, FIGHT_EVENTS, FIGHT_PHASES, FIGHT_TRANSITIONS, fixedBetTerms, fixedWorstLoss, newFight, nextFightState, poolCancels, poolCommission, poolOdds,
  poolTotals, ratio, settleFixed, settlePool, SPORTS_ERROR_CODES, SportsError, type CockfightBet, type CockfightSelection, type DrawKind,
  type FightEvent, type FightEventType, type FightPhase, type FightState, type Quote,
} from '../../src/contract/sports'
import { add } from '../../src/contract/sports/ratio'
import { seeded } from './seeded'

function codeOf(call: () => unknown): string {
  try {
    call()
    return 'no error'
  } catch (error) {
    expect(error).toBeInstanceOf(SportsError)
    return (error as SportsError).code
  }
}

const malay = (value: number): Quote => ({ format: 'malay', value })
const run = (state: FightState, ...events: FightEvent[]) => events.reduce(nextFightState, state)
/** Fight 7 taken through open, last call and close to a result (or cancelled while open). */
function ended(result: 'meron' | 'wala' | 'draw' | 'cancelled', drawKind?: DrawKind): FightState {
  const open = run(newFight(7), { type: 'open' }, { type: 'lastCall' })
  if (result === 'cancelled') return nextFightState(open, { type: 'cancel' })
  return run(open, { type: 'close' }, { type: 'result', result, ...(drawKind ? { drawKind } : {}) })
}
/** A state in each phase, for the transition table's tests. */
const IN_PHASE: Record<FightPhase, FightState> = {
  scheduled: newFight(7),
  open: run(newFight(7), { type: 'open' }),
  lastCall: run(newFight(7), { type: 'open' }, { type: 'lastCall' }),
  closed: run(newFight(7), { type: 'open' }, { type: 'close' }),
  result: ended('meron'),
}
const EVENT: Record<FightEventType, FightEvent> = {
  open: { type: 'open' }, lastCall: { type: 'lastCall' }, close: { type: 'close' }, cancel: { type: 'cancel' },
  lockSide: { type: 'lockSide', side: 'meron' }, unlockSide: { type: 'unlockSide', side: 'meron' }, result: { type: 'result', result: 'wala' },
}

describe('the fight', () => {
  it('starts scheduled, betting closed', () => {
    expect(newFight(7)).toEqual({ fight: 7, phase: 'scheduled', locked: { meron: false, wala: false }, result: null, drawKind: null })
    for (const selection of COCKFIGHT_SELECTIONS) expect(canBet(newFight(7), selection)).toBe(false)
  })

  it('allows exactly the transitions of its table', () => {
    const allowed: string[] = []
    for (const phase of FIGHT_PHASES) {
      for (const type of FIGHT_EVENTS) {
        let state = IN_PHASE[phase]
        // unlockSide needs a locked side; lock it first where locking is allowed.
        if (type === 'unlockSide' && FIGHT_TRANSITIONS[phase].lockSide) state = nextFightState(state, EVENT.lockSide)
        const to = FIGHT_TRANSITIONS[phase][type]
        if (!to) {
          expect(codeOf(() => nextFightState(state, EVENT[type])), `${type} in ${phase}`).toBe('sports.cockfight.transition.invalid')
          continue
        }
        expect(nextFightState(state, EVENT[type]).phase).toBe(to)
        allowed.push(`${phase} ${type} → ${to}`)
      }
    }
    expect(allowed).toEqual([
      'scheduled open → open', 'scheduled cancel → result',
      'open lastCall → lastCall', 'open close → closed', 'open lockSide → open', 'open unlockSide → open', 'open cancel → result',
      'lastCall close → closed', 'lastCall lockSide → lastCall', 'lastCall unlockSide → lastCall', 'lastCall cancel → result',
      'closed result → result', 'closed cancel → result',
    ])
  })

  it('records the result, a draw with its kind, a cancellation', () => {
    expect(ended('wala')).toMatchObject({ phase: 'result', result: 'wala', drawKind: null })
    expect(ended('draw', 'bdd')).toMatchObject({ result: 'draw', drawKind: 'bdd' })
    expect(ended('draw')).toMatchObject({ result: 'draw', drawKind: null })
    expect(nextFightState(newFight(3), { type: 'cancel' })).toMatchObject({ phase: 'result', result: 'cancelled' })
    expect(codeOf(() => nextFightState(ended('meron'), { type: 'cancel' }))).toBe('sports.cockfight.transition.invalid')
  })

  it('locks one side alone, keeps the lock through last call, clears it at the close', () => {
    const open = IN_PHASE.open
    const locked = nextFightState(open, { type: 'lockSide', side: 'wala' })
    expect(locked.locked).toEqual({ meron: false, wala: true })
    expect(COCKFIGHT_SELECTIONS.map((s) => [s, canBet(locked, s)])).toEqual([['meron', true], ['wala', false], ['draw', true], ['bdd', true], ['ftd', true]])
    expect(codeOf(() => nextFightState(locked, { type: 'lockSide', side: 'wala' }))).toBe('sports.cockfight.transition.invalid')
    expect(codeOf(() => nextFightState(open, { type: 'unlockSide', side: 'wala' }))).toBe('sports.cockfight.transition.invalid')
    const both = nextFightState(locked, { type: 'lockSide', side: 'meron' })
    expect([canBet(both, 'meron'), canBet(both, 'wala'), canBet(both, 'draw')]).toEqual([false, false, true])
    const lastCall = nextFightState(locked, { type: 'lastCall' })
    expect([lastCall.phase, canBet(lastCall, 'wala'), canBet(lastCall, 'meron')]).toEqual(['lastCall', false, true])
    expect(canBet(nextFightState(lastCall, { type: 'unlockSide', side: 'wala' }), 'wala')).toBe(true)
    const closed = nextFightState(lastCall, { type: 'close' })
    expect(closed.locked).toEqual({ meron: false, wala: false })
    for (const state of [closed, ended('meron'), ended('cancelled')]) for (const s of COCKFIGHT_SELECTIONS) expect(canBet(state, s)).toBe(false)
  })
})

describe('fixed odds', () => {
  it('strikes Meron and Wala at Malay quotes, draws at 8 to 1', () => {
    // Malay 0.80, 100.00: risks 100.00 to win 80.00.
    expect(fixedBetTerms({ selection: 'meron', stake: 10000n, quote: malay(800) })).toEqual({ risk: 10000n, toWin: 8000n, potentialReturn: 18000n })
    // Malay −0.94, 100.00 on the slip: wins 100.00, risks 100.00 × 0.94 = 94.00.
    expect(fixedBetTerms({ selection: 'wala', stake: 10000n, quote: malay(-940) })).toEqual({ risk: 9400n, toWin: 10000n, potentialReturn: 19400n })
    // Malay −0.333, 1.00: risks 0.333 rounded UP to 0.34; Malay 0.955, 0.15: wins 0.14325 rounded DOWN to 0.14.
    expect(fixedBetTerms({ selection: 'wala', stake: 100n, quote: malay(-333) })).toEqual({ risk: 34n, toWin: 100n, potentialReturn: 134n })
    expect(fixedBetTerms({ selection: 'meron', stake: 15n, quote: malay(955) })).toEqual({ risk: 15n, toWin: 14n, potentialReturn: 29n })
    // A draw, 50.00 at 8 to 1: wins 400.00, returns 450.00.
    expect(fixedBetTerms({ selection: 'bdd', stake: 5000n })).toEqual({ risk: 5000n, toWin: 40000n, potentialReturn: 45000n })
  })

  const slip: CockfightBet[] = [
    { selection: 'meron', stake: 10000n, quote: malay(800) }, // risk 100.00, returns 180.00
    { selection: 'wala', stake: 10000n, quote: malay(-940) }, // risk 94.00, returns 194.00
    { selection: 'draw', stake: 5000n }, // returns 450.00
    { selection: 'bdd', stake: 1000n }, // returns 90.00
    { selection: 'ftd', stake: 1000n }, // returns 90.00
  ]
  // Staked: 100 + 94 + 50 + 10 + 10 = 264.00.
  const staked = 26400n
  const pays = (state: FightState) => settleFixed(state, slip).bets.map((b) => [b.outcome, b.payout])

  it('pays the winning side its terms, nothing to the rest', () => {
    expect(pays(ended('meron'))).toEqual([['win', 18000n], ['lose', 0n], ['lose', 0n], ['lose', 0n], ['lose', 0n]])
    // 264.00 staked, 180.00 paid: the house keeps 84.00.
    expect(settleFixed(ended('meron'), slip)).toMatchObject({ staked, paid: 18000n, houseTake: 8400n, kept: ratio(0) })
    expect(pays(ended('wala'))).toEqual([['lose', 0n], ['win', 19400n], ['lose', 0n], ['lose', 0n], ['lose', 0n]])
  })

  it('refunds both sides on a draw and pays the draws that came in', () => {
    // Both dead: Meron 100.00 and Wala 94.00 back, DRAW 450.00, BDD 90.00, FTD lost. Paid 734.00: the house is 470.00 down.
    expect(pays(ended('draw', 'bdd'))).toEqual([['push', 10000n], ['push', 9400n], ['win', 45000n], ['win', 9000n], ['lose', 0n]])
    expect(settleFixed(ended('draw', 'bdd'), slip)).toMatchObject({ staked, paid: 73400n, houseTake: -47000n })
    expect(pays(ended('draw', 'ftd')).slice(3)).toEqual([['lose', 0n], ['win', 9000n]])
    // A draw of no declared kind settles DRAW, but not BDD or FTD.
    expect(settleFixed(ended('draw'), slip.slice(0, 3)).paid).toBe(10000n + 9400n + 45000n)
    expect(codeOf(() => settleFixed(ended('draw'), slip))).toBe('sports.cockfight.draw.unknown')
  })

  it('refunds every bet of a cancelled fight', () => {
    expect(pays(ended('cancelled'))).toEqual([['void', 10000n], ['void', 9400n], ['void', 5000n], ['void', 1000n], ['void', 1000n]])
    expect(settleFixed(ended('cancelled'), slip)).toMatchObject({ staked, paid: staked, houseTake: 0n })
  })

  it('knows the most a book can cost the house, over every result the fight may have', () => {
    // The slip's worst result is a both-dead draw: 734.00 paid of 264.00 staked.
    expect(fixedWorstLoss(slip)).toBe(47000n)
    // A Meron bet alone loses the house its win if Meron wins. With the Wala bet beside it, each side's win is paid by
    // the other's risk (Meron wins: 180.00 paid of 194.00; Wala: 194.00 of 194.00): nothing to lose, whatever comes.
    expect(fixedWorstLoss([slip[0]])).toBe(8000n)
    expect(fixedWorstLoss([slip[0], slip[1]])).toBe(0n)
    expect(fixedWorstLoss([])).toBe(0n)
  })
})

describe('the pool', () => {
  // Meron 6,000.00 + 4,000.00 = 10,000.00; Wala 8,000.00; a draw 100.00. Pool 18,000.00.
  const bets: CockfightBet[] = [
    { selection: 'meron', stake: 600000n }, { selection: 'meron', stake: 400000n }, { selection: 'wala', stake: 800000n }, { selection: 'draw', stake: 10000n },
  ]

  it('shows each side its return per 100, less the plasada', () => {
    // 18,000 × 0.95 = 17,100 to share: Meron 17,100 / 10,000 = 1.71 → 171.00; Wala 17,100 / 8,000 = 2.1375 → 213.75.
    expect(poolOdds({ meron: 1000000n, wala: 800000n }, 500)).toEqual({
      meron: { perUnit: ratio(171, 100), per100: 17100n, text: '171.00' },
      wala: { perUnit: ratio(171, 80), per100: 21375n, text: '213.75' },
    })
    // Meron 1,000.00, Wala 951.58: 1,951.58 × 0.95 = 1,854.001; Meron 1.854001 → 185.40 (rounded down);
    // Wala 1,854.001 / 951.58 = 1.948339… → 194.83.
    const board = poolOdds({ meron: 100000n, wala: 95158n }, 500)
    expect([board.meron?.text, board.wala?.text]).toEqual(['185.40', '194.83'])
    // No bets on a side: no price for it; the other side would get its stake back (nothing to win from).
    expect(poolOdds({ meron: 0n, wala: 5000n }, 500)).toEqual({ meron: null, wala: { perUnit: ratio(1), per100: 10000n, text: '100.00' } })
    expect(poolTotals(bets)).toEqual({ meron: 1000000n, wala: 800000n, draw: 10000n, bdd: 0n, ftd: 0n })
  })

  it('cancels a fight whose board shows 107 or less per 100 on either side, never a void pool', () => {
    // Meron 10,000.00, Wala 700.00 at 5%: 10,700 × 0.95 = 10,165.00; Meron 101.65 per 100 → cancelled.
    expect(poolCancels({ meron: 1000000n, wala: 70000n }, 500)).toBe(true)
    // The edge: Meron 1,000.00, Wala 126.31 at 5%: 1,126.31 × 0.95 = 1,069.9945 → Meron 106.99, cancelled;
    // Wala 130.00: 1,130 × 0.95 = 1,073.50 → 107.35, it stands.
    expect(poolCancels({ meron: 100000n, wala: 12631n }, 500)).toBe(true)
    expect(poolCancels({ meron: 100000n, wala: 13000n }, 500)).toBe(false)
    // Without a plasada: the board as shown, rounded down to the hundredth: 107.00 and 107.001 are cancelled, 107.01 is not.
    expect(poolCancels({ meron: 100000n, wala: 7000n }, 0)).toBe(true)
    expect(poolCancels({ meron: 100000n, wala: 7001n }, 0)).toBe(true)
    expect(poolCancels({ meron: 100000n, wala: 7010n }, 0)).toBe(false)
    // The heavy favourite is either side; a balanced pool stands; an empty side is a void pool, not a cancellation.
    expect(poolCancels({ meron: 7000n, wala: 100000n }, 0)).toBe(true)
    expect(poolCancels({ meron: 1000000n, wala: 800000n }, 500)).toBe(false)
    expect(poolCancels({ meron: 0n, wala: 5000n }, 500)).toBe(false)
  })

  it('pays the winners the pool less 5%, the draw book its own way', () => {
    const meron = settlePool(ended('meron'), bets, 500)
    // 6,000 × 1.71 = 10,260.00; 4,000 × 1.71 = 6,840.00; Wala and the draw lose.
    expect(meron.bets.map((b) => [b.outcome, b.payout])).toEqual([['win', 1026000n], ['win', 684000n], ['lose', 0n], ['lose', 0n]])
    // Plasada 900.00; the draw's 100.00 kept by the house's book: 1,000.00 taken of 18,100.00 staked.
    expect(meron).toMatchObject({ pool: 1800000n, commission: ratio(90000), perUnit: ratio(171, 100), drawBook: 10000n, staked: 1810000n, paid: 1710000n, houseTake: 100000n })
    const wala = settlePool(ended('wala'), bets, 500)
    // 8,000 × 2.1375 = 17,100.00.
    expect(wala.bets.map((b) => b.payout)).toEqual([0n, 0n, 1710000n, 0n])
  })

  it('rounds each winner down once and reports what it keeps', () => {
    // Meron 3 × 1.00, Wala 1.00: pool 4.00, plasada 0.20, 3.80 / 3.00 = 1.2666…: each 1.00 returns 1.26 (1.2666… down),
    // keeping 2/3 of a cent each, 2 cents in all. The house: 0.20 + 0.02 = 0.22 = 4.00 − 3.78.
    const pool = settlePool(ended('meron'), [...Array(3).fill({ selection: 'meron', stake: 100n }), { selection: 'wala', stake: 100n }], 500)
    expect(pool.bets.map((b) => b.payout)).toEqual([126n, 126n, 126n, 0n])
    expect(pool.bets[0]).toMatchObject({ exact: ratio(380, 3), kept: ratio(2, 3) })
    expect(pool).toMatchObject({ commission: ratio(20), kept: ratio(2), paid: 378n, houseTake: 22n })
    // A plasada that is not whole: a pool of 3 minor units at 5% is 3 × 500 / 10,000 = 3/20 of a minor unit, exactly.
    expect(poolCommission(3n, 1n, 500)).toEqual(ratio(3, 20))
  })

  it('caps the plasada at the losing side, so a winner never gets less than its stake', () => {
    // Meron 98.00, Wala 2.00: 5% of 100.00 is 5.00, more than Wala's 2.00; the plasada is 2.00, Meron gets its 98.00 back.
    const bets = [{ selection: 'meron', stake: 9800n }, { selection: 'wala', stake: 200n }] as const
    expect(settlePool(ended('meron'), bets, 500)).toMatchObject({ commission: ratio(200), perUnit: ratio(1), paid: 9800n, houseTake: 200n })
    // Wala: 100.00 × 0.95 / 2.00 = 47.5 → 4750.00 per 100.
    expect(poolOdds({ meron: 9800n, wala: 200n }, 500).meron?.text).toBe('100.00')
    expect(poolOdds({ meron: 9800n, wala: 200n }, 500).wala?.text).toBe('4750.00')
  })

  it('voids a pool with no bets on one side', () => {
    // Meron won with no Meron bets: the Wala bets get their stakes back, no plasada; the draw bet still loses.
    const onlyWala: CockfightBet[] = [{ selection: 'wala', stake: 5000n }, { selection: 'wala', stake: 2500n }, { selection: 'draw', stake: 100n }]
    const pool = settlePool(ended('meron'), onlyWala, 500)
    expect(pool.bets.map((b) => [b.outcome, b.payout])).toEqual([['void', 5000n], ['void', 2500n], ['lose', 0n]])
    expect(pool).toMatchObject({ commission: ratio(0), perUnit: null, paid: 7500n, houseTake: 100n })
    // Wala won with no Meron to pay it: the same, void.
    expect(settlePool(ended('wala'), onlyWala, 500).bets.map((b) => b.outcome)).toEqual(['void', 'void', 'lose'])
  })

  it('refunds the sides without plasada on a draw, all bets when cancelled', () => {
    const withDraws = [...bets, { selection: 'ftd', stake: 500n }, { selection: 'bdd', stake: 500n }] as CockfightBet[]
    // Full time: the sides back (18,000.00), DRAW 100.00 × 9 = 900.00, FTD 5.00 × 9 = 45.00, BDD lost.
    const draw = settlePool(ended('draw', 'ftd'), withDraws, 500)
    expect(draw.bets.map((b) => [b.outcome, b.payout])).toEqual([['push', 600000n], ['push', 400000n], ['push', 800000n], ['win', 90000n], ['win', 4500n], ['lose', 0n]])
    // The draw book: 110.00 staked, 945.00 paid: −835.00.
    expect(draw).toMatchObject({ commission: ratio(0), drawBook: -83500n, houseTake: -83500n })
    const cancelled = settlePool(ended('cancelled'), withDraws, 500)
    expect(cancelled.bets.every((b) => b.outcome === 'void' && b.payout === b.risk)).toBe(true)
    expect(cancelled.houseTake).toBe(0n)
  })
})

describe('bad input', () => {
  const open = IN_PHASE.open
  it.each([
    ['a fight numbered 0', () => newFight(0), 'sports.cockfight.state.invalid'],
    ['an unknown phase', () => canBet({ ...open, phase: 'paused' as FightPhase }, 'meron'), 'sports.cockfight.state.invalid'],
    ['a lock on a closed fight', () => nextFightState({ ...IN_PHASE.closed, locked: { meron: true, wala: false } }, { type: 'cancel' }), 'sports.cockfight.state.invalid'],
    ['a result while open', () => nextFightState({ ...open, result: 'meron' }, { type: 'close' }), 'sports.cockfight.state.invalid'],
    ['a result phase without one', () => settleFixed({ ...ended('meron'), result: null }, []), 'sports.cockfight.state.invalid'],
    ['an unknown event', () => nextFightState(open, { type: 'pause' } as unknown as FightEvent), 'sports.cockfight.event.invalid'],
    ['a lock without its side', () => nextFightState(open, { type: 'lockSide' } as unknown as FightEvent), 'sports.cockfight.event.invalid'],
    ['a result of cancelled', () => nextFightState(IN_PHASE.closed, { type: 'result', result: 'cancelled' } as unknown as FightEvent), 'sports.cockfight.event.invalid'],
    ['a draw kind on a side', () => nextFightState(IN_PHASE.closed, { type: 'result', result: 'meron', drawKind: 'bdd' }), 'sports.cockfight.event.invalid'],
    ['a close before the open', () => nextFightState(newFight(1), { type: 'close' }), 'sports.cockfight.transition.invalid'],
    ['an unknown selection', () => canBet(open, 'red' as CockfightSelection), 'sports.cockfight.bet.invalid'],
    ['a bet on an unknown side', () => settlePool(ended('meron'), [{ selection: 'red' as CockfightSelection, stake: 100n }], 500), 'sports.cockfight.bet.invalid'],
    ['a fixed side bet without its quote', () => fixedBetTerms({ selection: 'meron', stake: 100n }), 'sports.cockfight.bet.invalid'],
    ['a quote on a draw bet', () => fixedBetTerms({ selection: 'draw', stake: 100n, quote: malay(800) }), 'sports.cockfight.bet.invalid'],
    ['a quote on a pool bet', () => poolTotals([{ selection: 'wala', stake: 100n, quote: malay(800) }]), 'sports.cockfight.bet.invalid'],
    ['a decimal quote at fixed odds', () => fixedBetTerms({ selection: 'meron', stake: 100n, quote: { format: 'decimal', value: 1900 } }), 'sports.cockfight.price.invalid'],
    ['a Malay quote beyond 1.00', () => fixedBetTerms({ selection: 'meron', stake: 100n, quote: malay(1200) }), 'sports.odds.out.of.range'],
    ['settling an open fight', () => settlePool(open, [], 500), 'sports.cockfight.result.missing'],
    ['settling a closed fight', () => settleFixed(IN_PHASE.closed, []), 'sports.cockfight.result.missing'],
    ['a BDD bet on a draw of no kind', () => settlePool(ended('draw'), [{ selection: 'bdd', stake: 100n }], 500), 'sports.cockfight.draw.unknown'],
    ['a negative commission', () => settlePool(ended('meron'), [], -1), 'sports.cockfight.commission.invalid'],
    ['a commission above 100%', () => poolOdds({ meron: 1n, wala: 1n }, 10001), 'sports.cockfight.commission.invalid'],
    ['a fractional commission', () => poolCommission(100n, 100n, 2.5), 'sports.cockfight.commission.invalid'],
    ['a negative stake', () => settlePool(ended('meron'), [{ selection: 'meron', stake: -100n }], 500), 'sports.stake.invalid'],
    ['a stake of zero', () => fixedBetTerms({ selection: 'draw', stake: 0n }), 'sports.stake.invalid'],
    ['a stake that is not a bigint', () => poolTotals([{ selection: 'meron', stake: 100 as unknown as bigint }]), 'sports.stake.invalid'],
    ['a negative pool total', () => poolOdds({ meron: -1n, wala: 100n }, 500), 'sports.stake.invalid'],
  ] as const)('%s throws its code', (_name, call, code) => {
    expect(codeOf(call)).toBe(code)
  })

  it('registers every cockfight code', () => {
    const codes = SPORTS_ERROR_CODES.filter((code) => code.startsWith('sports.cockfight.'))
    // The core's eight, and the arena's API's four (fight not found, betting closed, side locked, fight full).
    expect(codes).toHaveLength(12)
  })
})

describe('money is conserved', () => {
  const random = seeded(168)
  const RESULTS: [('meron' | 'wala' | 'draw' | 'cancelled'), DrawKind?][] = [['meron'], ['meron'], ['wala'], ['wala'], ['draw', 'bdd'], ['draw', 'ftd'], ['cancelled']]

  it('in the pool: staked = paid + houseTake = paid + plasada + kept + draw book, each payout recomputed', () => {
    const wrong: string[] = []
    for (let i = 0; i < 1500; i++) {
      const [result, drawKind] = random.pick(RESULTS)
      const bp = random.pick([0, 300, 500, 500, 1000, random.int(0, 10_000)])
      const big = random.int(0, 3) === 0
      const bets: CockfightBet[] = Array.from({ length: random.int(0, 40) }, () => ({
        selection: random.pick(['meron', 'meron', 'wala', 'wala', 'wala', 'draw', 'bdd', 'ftd'] as const),
        stake: BigInt(random.int(1, big ? 1_000_000_000 : 5000)),
      }))
      const s = settlePool(ended(result, drawKind), bets, bp)
      const name = `#${i} ${result} ${drawKind ?? ''} at ${bp}bp`
      const stakes = bets.reduce((sum, b) => sum + b.stake, 0n)
      if (s.staked !== stakes || s.staked !== s.paid + s.houseTake) wrong.push(`${name}: ${stakes} ≠ ${s.paid} + ${s.houseTake}`)
      const parts = add(add(s.commission, s.kept), ratio(s.drawBook))
      if (parts.den !== 1n || parts.num !== s.houseTake) wrong.push(`${name}: house ${s.houseTake} ≠ plasada + kept + draw book`)
      // Independently: M and W the sides' totals; a winner pays ⌊stake × (P × 10⁴ − min(P × bp, L × 10⁴)) / (10⁴ × W)⌋.
      const M = bets.filter((b) => b.selection === 'meron').reduce((x, b) => x + b.stake, 0n)
      const W = bets.filter((b) => b.selection === 'wala').reduce((x, b) => x + b.stake, 0n)
      const P = M + W
      const cut = (losing: bigint) => (P * BigInt(bp) < losing * 10_000n ? P * BigInt(bp) : losing * 10_000n)
      bets.forEach((bet, j) => {
        let expected: bigint
        if (result === 'cancelled') expected = bet.stake
        else if (bet.selection === 'meron' || bet.selection === 'wala') {
          if (result === 'draw' || M === 0n || W === 0n) expected = bet.stake
          else if (bet.selection !== result) expected = 0n
          else {
            const [own, other] = result === 'meron' ? [M, W] : [W, M]
            expected = (bet.stake * (P * 10_000n - cut(other))) / (10_000n * own)
            if (expected < bet.stake) wrong.push(`${name}: a winner paid less than its stake`)
          }
        } else expected = result === 'draw' && (bet.selection === 'draw' || bet.selection === drawKind) ? bet.stake * 9n : 0n
        const got = s.bets[j]
        if (got.payout !== expected) wrong.push(`${name}: bet ${j} ${bet.selection} ${bet.stake} pays ${got.payout}, not ${expected}`)
        if (got.kept.num < 0n || got.kept.num >= got.kept.den) wrong.push(`${name}: bet ${j} keeps ${got.kept.num}/${got.kept.den}`)
      })
    }
    expect(wrong).toEqual([])
  })

  it('at fixed odds: staked = paid + houseTake, each Malay bet paid as struck', () => {
    const wrong: string[] = []
    for (let i = 0; i < 1500; i++) {
      const [result, drawKind] = random.pick(RESULTS)
      const bets: CockfightBet[] = Array.from({ length: random.int(0, 20) }, () => {
        const selection = random.pick(COCKFIGHT_SELECTIONS)
        const stake = BigInt(random.int(1, 10_000_000))
        return selection === 'meron' || selection === 'wala' ? { selection, stake, quote: malay(random.pick([1, -1]) * random.int(10, 1000)) } : { selection, stake }
      })
      const s = settleFixed(ended(result, drawKind), bets)
      let staked = 0n
      bets.forEach((bet, j) => {
        const v = bet.quote && 'value' in bet.quote ? BigInt(bet.quote.value) : 0n
        // Malay m < 0: risk ⌈S × |m| / 1000⌉, returns risk + S; m > 0: risk S, returns S + ⌊S × m / 1000⌋; draws S × 9.
        const risk = v < 0n ? (bet.stake * -v + 999n) / 1000n : bet.stake
        const back = !bet.quote ? bet.stake * 9n : v < 0n ? risk + bet.stake : bet.stake + (bet.stake * v) / 1000n
        const won = bet.quote ? result === bet.selection : result === 'draw' && (bet.selection === 'draw' || bet.selection === drawKind)
        const refunded = result === 'cancelled' || (bet.quote !== undefined && result === 'draw')
        const expected = refunded ? risk : won ? back : 0n
        staked += risk
        if (s.bets[j].risk !== risk || s.bets[j].payout !== expected) wrong.push(`#${i} ${result}: bet ${j} pays ${s.bets[j].payout}, not ${expected}`)
      })
      if (s.staked !== staked || s.staked !== s.paid + s.houseTake) wrong.push(`#${i}: ${s.staked} ≠ ${s.paid} + ${s.houseTake}`)
    }
    expect(wrong).toEqual([])
  })
})
