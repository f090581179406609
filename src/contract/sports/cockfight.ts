/**
 * Cockfighting (sabong), as the providers SV3 (SV388), DS88 and WS168 run it: a fight's state machine, and what its
 * bets pay in either of a merchant's two modes, fixed odds or pool. Integers and exact fractions only (ratio.ts);
 * money in whole minor units (`bigint`), each payout rounded DOWN once, at the end, the house keeping the remainder.
 *
 * A fight. An arena runs a programme of numbered fights between two sides, MERON (the red corner: the challenger
 * with the bigger centre bet, usually the favourite) and WALA (the blue corner). A fight goes scheduled → open →
 * lastCall → closed → result; either side can be locked alone while betting is open (bets on it refused, the other
 * side and the draws still taken); it can be cancelled at any point before its result. The result is meron, wala,
 * draw or cancelled; a draw may declare its kind, BDD or FTD.
 *
 * The bets: MERON, WALA, DRAW (any draw), and the two draws SV388 names:
 * - BDD, "Both Dead Draw": both cocks die and a draw is declared; pays 1:8, Meron and Wala refunded.
 * - FTD, "Full Time Draw": both cocks alive when the ten-minute limit runs out and a draw is declared.
 * Source: SV388's arena rules as quoted by ibcjom.com/cn/news/55483 ("BDD – 'Both Dead Draw' Both cocks die and
 * declare draw, Odds at 1:8. Meron and Wala bets will be refunded. FTD – 'Full Time Draw' Both cocks alive and
 * declare draw, after Ten minute limit…"), and an Indonesian guide (nbgiprivateequity.co.uk, "Both death draw …
 * kedua ayam mati"). That source is cut off before FTD's price. Our convention: FTD also pays 1:8, like every draw.
 * A DRAW bet wins on either kind of draw (or on a draw of no stated kind). BDD and FTD bets need the kind, so a
 * draw of unknown kind cannot settle them (`sports.cockfight.draw.unknown`).
 *
 * Every draw bet pays 8 to 1 (stake × 9 back), in both modes, against the house: "Draw pays 8:1" (wpc2021.live
 * rules). On a draw of any kind, Meron and Wala bets are refunded (a push). "Cancelled" refunds every bet (void).
 *
 * Fixed odds. Meron and Wala are struck at Malay quotes (SV388 opens Meron at 0.80 and Wala at −0.94, same
 * source), with the odds module's rule (odds.ts betTerms): at a negative Malay price the slip's amount is what the
 * bet wins and it risks amount × |price|, rounded up; at a positive price it risks the amount and wins amount ×
 * price, rounded down.
 *
 * Pool (parimutuel). Meron and Wala bets make one pool; the winning side shares it less the house's cut, the
 * PLASADA (a commission in basis points, usually 500 = 5%). The convention: the plasada is a share of the WHOLE
 * pool, both sides' stakes, taken before the winners share the rest: wpc2021.live's rules ("Meron and Wala bets are
 * subject to a plasada of 5%"; on a draw they are "returned … and no plasada of 5% to be deducted", so it is a cut of
 * the stakes, not of the winnings), and Lucky 8's e-sabong at a Senate hearing (GMA News): its commission was 5% of
 * the bets taken (P3 billion of P60 billion a month). Meron 10,000 and Wala 8,000 at 5%: 18,000 × 0.95 = 17,100 to
 * share, Meron pays 171.00 per 100, Wala 213.75. That can leave a heavy favourite paying little or less than its
 * stake: the arenas cancel a fight whose board shows 107 or less on either side when betting closes (wpc2021.live),
 * and so does ours (`poolCancels`: the server declares such a fight cancelled, every bet refunded); and OUR rule
 * caps the plasada at the losing side's total, so a winning bet never returns less than its stake. OUR rule too: a pool
 * with no bets on one side is void, every Meron and Wala bet gets its stake back and no plasada is taken. On a draw,
 * Meron and Wala are refunded without plasada (wpc2021.live).
 *
 * Money is conserved: staked = paid + houseTake, exactly, and houseTake = plasada + kept (the rounding remainders)
 * + the draw book (draw bets' stakes less what they paid: negative when a draw came in).
 */
import { MAX_MINOR_UNITS } from '../money'
import { SportsError, type SportsErrorCode } from './errors'
import { BASIS_POINTS } from './margin'
import { betTerms, type BetTerms, type Quote } from './odds'
import { add, compare, div, floorRatio, mul, ONE, ratio, sub, ZERO, type Ratio } from './ratio'
import { settleSingle, type Payout, type SimpleOutcome } from './settle'

export const COCKFIGHT_SIDES = ['meron', 'wala'] as const
export type CockfightSide = (typeof COCKFIGHT_SIDES)[number]
/** What a cockfight bet can be on: a side, any draw, or one of the two declared draws. */
export const COCKFIGHT_SELECTIONS = ['meron', 'wala', 'draw', 'bdd', 'ftd'] as const
export type CockfightSelection = (typeof COCKFIGHT_SELECTIONS)[number]
/** A draw's declared kind: both dead (BDD) or full time (FTD). */
export const DRAW_KINDS = ['bdd', 'ftd'] as const
export type DrawKind = (typeof DRAW_KINDS)[number]
export const FIGHT_RESULTS = ['meron', 'wala', 'draw', 'cancelled'] as const
export type FightResult = (typeof FIGHT_RESULTS)[number]

/** A draw bet pays 8 to 1: stake × DRAW_RETURN back on a win. */
export const DRAW_PAYS = 8n
export const DRAW_RETURN = DRAW_PAYS + 1n

// —— the fight ——

export const FIGHT_PHASES = ['scheduled', 'open', 'lastCall', 'closed', 'result'] as const
export type FightPhase = (typeof FIGHT_PHASES)[number]
export const FIGHT_EVENTS = ['open', 'lastCall', 'close', 'lockSide', 'unlockSide', 'result', 'cancel'] as const
export type FightEventType = (typeof FIGHT_EVENTS)[number]

export type FightEvent =
  | { readonly type: 'open' | 'lastCall' | 'close' | 'cancel' }
  | { readonly type: 'lockSide' | 'unlockSide'; readonly side: CockfightSide }
  | { readonly type: 'result'; readonly result: Exclude<FightResult, 'cancelled'>; readonly drawKind?: DrawKind }

export interface FightState {
  /** The fight's number in the arena's programme, from 1. */
  readonly fight: number
  readonly phase: FightPhase
  /** Sides whose betting is locked; only while betting is open (open, lastCall), both false otherwise. */
  readonly locked: Readonly<Record<CockfightSide, boolean>>
  /** Set in the result phase (cancelled included), null before. */
  readonly result: FightResult | null
  /** A draw's declared kind, null when the draw named none (and for any other result). */
  readonly drawKind: DrawKind | null
}

/**
 * The transition table: the phase each event leads to from each phase; a missing entry is refused. lockSide and
 * unlockSide keep the phase (and are refused on a side already locked, or not locked); close and the result clear
 * the locks; cancel ends the fight with the result `cancelled`.
 */
export const FIGHT_TRANSITIONS: Readonly<Record<FightPhase, Readonly<Partial<Record<FightEventType, FightPhase>>>>> = {
  scheduled: { open: 'open', cancel: 'result' },
  open: { lastCall: 'lastCall', close: 'closed', lockSide: 'open', unlockSide: 'open', cancel: 'result' },
  lastCall: { close: 'closed', lockSide: 'lastCall', unlockSide: 'lastCall', cancel: 'result' },
  closed: { result: 'result', cancel: 'result' },
  result: {},
}

const bad = (code: SportsErrorCode, message: string): never => {
  throw new SportsError(code, message)
}
const among = <T extends string>(list: readonly T[], value: unknown): value is T => (list as readonly unknown[]).includes(value)
const show = (value: unknown) => JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v))
const UNLOCKED: Readonly<Record<CockfightSide, boolean>> = { meron: false, wala: false }
const isBetting = (phase: FightPhase) => phase === 'open' || phase === 'lastCall'

/** A new fight of the programme, scheduled: betting not yet open. */
export function newFight(fight: number): FightState {
  return checkFightState({ fight, phase: 'scheduled', locked: UNLOCKED, result: null, drawKind: null })
}

/** The state itself if it is one a fight can be in; a SportsError (`sports.cockfight.state.invalid`) otherwise. */
export function checkFightState(state: FightState): FightState {
  const wrong = (why: string): never => bad('sports.cockfight.state.invalid', `${why}: ${show(state)}`)
  if (!state || typeof state !== 'object') return wrong('not a fight state')
  const { fight, phase, locked, result, drawKind } = state
  if (!Number.isSafeInteger(fight) || fight < 1) wrong('the fight number is not a positive whole number')
  if (!among(FIGHT_PHASES, phase)) wrong('an unknown phase')
  if (!locked || typeof locked.meron !== 'boolean' || typeof locked.wala !== 'boolean') wrong('locks that are not two booleans')
  if (!isBetting(phase) && (locked.meron || locked.wala)) wrong('a side locked while betting is not open')
  if (phase === 'result' ? !among(FIGHT_RESULTS, result) : result !== null) wrong('a result that does not match the phase')
  if (drawKind !== null && !(result === 'draw' && among(DRAW_KINDS, drawKind))) wrong('a draw kind without a draw')
  return state
}

function checkFightEvent(event: FightEvent): FightEvent {
  const wrong = (why: string): never => bad('sports.cockfight.event.invalid', `${why}: ${show(event)}`)
  if (!event || typeof event !== 'object' || !among(FIGHT_EVENTS, event.type)) return wrong('not a fight event')
  if (event.type === 'lockSide' || event.type === 'unlockSide') {
    if (!among(COCKFIGHT_SIDES, event.side)) wrong('a lock without its side, meron or wala')
  } else if (event.type === 'result') {
    if (!among(['meron', 'wala', 'draw'] as const, event.result)) wrong('a result that is not meron, wala or draw (cancel has its own event)')
    if (event.drawKind !== undefined && !(event.result === 'draw' && among(DRAW_KINDS, event.drawKind))) wrong('a draw kind without a draw')
  }
  return event
}

/**
 * The fight's state after an event, by FIGHT_TRANSITIONS; a SportsError for an event the state does not allow
 * (`sports.cockfight.transition.invalid`), a state or an event that is not one (`.state.invalid`, `.event.invalid`).
 */
export function nextFightState(state: FightState, event: FightEvent): FightState {
  const s = checkFightState(state)
  const e = checkFightEvent(event)
  const to = FIGHT_TRANSITIONS[s.phase][e.type]
  const refuse = (why = ''): never => bad('sports.cockfight.transition.invalid', `fight ${s.fight}: ${e.type} in ${s.phase}${why}`)
  if (!to) return refuse()
  switch (e.type) {
    case 'lockSide':
    case 'unlockSide': {
      const lock = e.type === 'lockSide'
      if (s.locked[e.side] === lock) refuse(`: ${e.side} is ${lock ? 'already' : 'not'} locked`)
      return { ...s, locked: { ...s.locked, [e.side]: lock } }
    }
    case 'result':
      return { ...s, phase: to, locked: UNLOCKED, result: e.result, drawKind: e.result === 'draw' ? (e.drawKind ?? null) : null }
    case 'cancel':
      return { ...s, phase: to, locked: UNLOCKED, result: 'cancelled', drawKind: null }
    default:
      return { ...s, phase: to, locked: isBetting(to) ? s.locked : UNLOCKED }
  }
}

/** Whether a bet on the selection is taken now: betting open (open or lastCall), and for a side, that side unlocked. */
export function canBet(state: FightState, selection: CockfightSelection): boolean {
  const s = checkFightState(state)
  if (!among(COCKFIGHT_SELECTIONS, selection)) bad('sports.cockfight.bet.invalid', `no cockfight selection ${show(selection)}`)
  if (!isBetting(s.phase)) return false
  return !(among(COCKFIGHT_SIDES, selection) && s.locked[selection])
}

// —— bets ——

export interface CockfightBet {
  readonly selection: CockfightSelection
  /** The slip's amount in minor units, more than zero: at a negative Malay price what the bet wins, else its risk. */
  readonly stake: bigint
  /** Fixed odds only, Meron and Wala only: the Malay quote struck. Draw bets and pool bets carry none. */
  readonly quote?: Quote
}

/** A settled bet's outcome, in settle.ts's words: push = a side refunded on a draw; void = cancelled or a void pool. */
export type CockfightOutcome = Extract<SimpleOutcome, 'win' | 'lose' | 'push' | 'void'>

export interface CockfightBetSettlement extends Payout {
  bet: CockfightBet
  /** What the wallet debited when the bet was taken. */
  risk: bigint
  outcome: CockfightOutcome
}

/** The totals of a settlement: staked = paid + houseTake, exactly. */
export interface CockfightTotals {
  bets: CockfightBetSettlement[]
  /** Every bet's risk, added. */
  staked: bigint
  /** Every payout, added. */
  paid: bigint
  /** staked − paid: what the house keeps (negative when it paid out more than it took). */
  houseTake: bigint
  /** The rounding remainders, added: part of houseTake. */
  kept: Ratio
}

function checkStake(stake: bigint): bigint {
  if (typeof stake !== 'bigint' || stake <= 0n || stake > MAX_MINOR_UNITS) bad('sports.stake.invalid', `stake ${String(stake)}`)
  return stake
}

function checkBet(bet: CockfightBet, mode: 'fixed' | 'pool'): CockfightBet {
  if (!bet || typeof bet !== 'object' || !among(COCKFIGHT_SELECTIONS, bet.selection)) return bad('sports.cockfight.bet.invalid', `not a cockfight bet: ${show(bet)}`)
  checkStake(bet.stake)
  const quoted = mode === 'fixed' && among(COCKFIGHT_SIDES, bet.selection)
  if (quoted !== (bet.quote !== undefined)) bad('sports.cockfight.bet.invalid', `a ${mode} ${bet.selection} bet ${quoted ? 'needs' : 'takes no'} quote: ${show(bet)}`)
  if (quoted && bet.quote?.format !== 'malay') bad('sports.cockfight.price.invalid', `fixed-odds ${bet.selection} is struck at a Malay quote, not ${show(bet.quote)}`)
  return bet
}

/** The fight's result, or a SportsError when it has none yet. */
function resultOf(state: FightState): { result: FightResult; drawKind: DrawKind | null } {
  const s = checkFightState(state)
  if (s.phase !== 'result' || s.result === null) return bad('sports.cockfight.result.missing', `fight ${s.fight} is ${s.phase}, not settled`)
  return { result: s.result, drawKind: s.drawKind }
}

/** A draw bet's outcome: DRAW wins on any draw, BDD and FTD on their own kind (which the draw must declare). */
function drawBetOutcome(selection: 'draw' | 'bdd' | 'ftd', result: FightResult, drawKind: DrawKind | null): CockfightOutcome {
  if (result === 'cancelled') return 'void'
  if (result !== 'draw') return 'lose'
  if (selection === 'draw') return 'win'
  if (drawKind === null) return bad('sports.cockfight.draw.unknown', `a ${selection} bet on a draw of no declared kind`)
  return selection === drawKind ? 'win' : 'lose'
}

/** A side bet's outcome when a side won: a push on a draw, void when cancelled. */
function sideOutcome(side: CockfightSide, result: FightResult): CockfightOutcome {
  return result === 'cancelled' ? 'void' : result === 'draw' ? 'push' : result === side ? 'win' : 'lose'
}

const drawTerms = (stake: bigint): BetTerms => ({ risk: stake, toWin: stake * DRAW_PAYS, potentialReturn: stake * DRAW_RETURN })

/**
 * What a fixed-odds bet risks and could win, when it is taken: Meron and Wala by betTerms at their Malay quote
 * (negative: the amount is what it wins, the risk rounded up), a draw bet its stake at 8 to 1.
 */
export function fixedBetTerms(bet: CockfightBet): BetTerms {
  const b = checkBet(bet, 'fixed')
  return b.quote ? betTerms(b.quote, b.stake) : drawTerms(b.stake)
}

function totalsOf(bets: CockfightBetSettlement[]): CockfightTotals {
  let staked = 0n
  let paid = 0n
  let kept = ZERO
  for (const b of bets) {
    staked += b.risk
    paid += b.payout
    kept = add(kept, b.kept)
  }
  return { bets, staked, paid, houseTake: staked - paid, kept }
}

/**
 * A fixed-odds fight's bets settled on its result: a winning side pays its terms' return (risk + toWin), a losing
 * one nothing; on a draw both sides push (the risk back); a winning draw bet pays stake × 9; cancelled voids all.
 */
export function settleFixed(state: FightState, bets: readonly CockfightBet[]): CockfightTotals {
  const { result, drawKind } = resultOf(state)
  return totalsOf(
    bets.map((bet) => {
      const terms = fixedBetTerms(bet)
      const outcome = among(COCKFIGHT_SIDES, bet.selection) ? sideOutcome(bet.selection, result) : drawBetOutcome(bet.selection, result, drawKind)
      const { payout, exact, kept } = settleSingle(terms, outcome)
      return { bet, risk: terms.risk, outcome, payout, exact, kept }
    }),
  )
}

/** Every result a fight can have that costs the house something: a side, and a draw of either kind. */
const COSTLY_RESULTS: readonly { result: Exclude<FightResult, 'cancelled'>; drawKind: DrawKind | null }[] = [
  { result: 'meron', drawKind: null },
  { result: 'wala', drawKind: null },
  { result: 'draw', drawKind: 'bdd' },
  { result: 'draw', drawKind: 'ftd' },
]

/**
 * The most a fixed-odds fight's bets can cost the house, over every result the fight may have (a cancelled fight
 * gives every risk back and costs nothing): what the arena's liability cap per fight is checked against. Settled by
 * the same rules as the real settlement (settleFixed), so the cap and the payout never disagree; zero when every
 * result keeps money.
 */
export function fixedWorstLoss(bets: readonly CockfightBet[]): bigint {
  let worst = 0n
  for (const { result, drawKind } of COSTLY_RESULTS) {
    const { houseTake } = settleFixed({ fight: 1, phase: 'result', locked: UNLOCKED, result, drawKind }, bets)
    if (-houseTake > worst) worst = -houseTake
  }
  return worst
}

// —— the pool ——

function checkCommission(commissionBp: number): number {
  if (!Number.isSafeInteger(commissionBp) || commissionBp < 0 || commissionBp > BASIS_POINTS) bad('sports.cockfight.commission.invalid', `commission ${commissionBp} basis points`)
  return commissionBp
}

function checkTotal(total: bigint): bigint {
  if (typeof total !== 'bigint' || total < 0n) bad('sports.stake.invalid', `pool total ${String(total)}`)
  return total
}

/** What each selection has staked, added: the pool is meron + wala; draw bets are the house's own book. */
export function poolTotals(bets: readonly CockfightBet[]): Record<CockfightSelection, bigint> {
  const totals: Record<CockfightSelection, bigint> = { meron: 0n, wala: 0n, draw: 0n, bdd: 0n, ftd: 0n }
  for (const bet of bets) totals[checkBet(bet, 'pool').selection] += bet.stake
  return totals
}

/**
 * The plasada on a pool whose winning side is settled against `losing`: commissionBp of the whole pool, capped at
 * the losing side's total (so a winner never gets less than its stake back). Exact.
 */
export function poolCommission(pool: bigint, losing: bigint, commissionBp: number): Ratio {
  const cut = ratio(checkTotal(pool) * BigInt(checkCommission(commissionBp)), BASIS_POINTS)
  const cap = ratio(checkTotal(losing))
  return compare(cut, cap) <= 0 ? cut : cap
}

/** What a side's pool returns per unit staked, stake included, if it wins: (pool − plasada) / side. Null on an empty side. */
function perUnit(totals: Readonly<Record<CockfightSide, bigint>>, side: CockfightSide, commissionBp: number): Ratio | null {
  const own = checkTotal(totals[side])
  const other = checkTotal(totals[side === 'meron' ? 'wala' : 'meron'])
  if (own === 0n) return null
  return div(sub(ratio(own + other), poolCommission(own + other, other, commissionBp)), ratio(own))
}

/** A side's live pool price, as the boards show it: the return on 100 staked. */
export interface PoolPrice {
  /** The return per unit staked, stake included, exactly. */
  perUnit: Ratio
  /** The return on 100 in hundredths, rounded down: 18540 is 185.40. */
  per100: bigint
  /** `185.40`. */
  text: string
}

/**
 * The pool's live prices from its side totals: each side's return per 100 staked if it won now, rounded down to
 * the hundredth (Meron 10,000.00 and Wala 8,000.00 at 5%: Meron 171.00, Wala 213.75). Null for a side with no bets.
 */
export function poolOdds(totals: Readonly<Record<CockfightSide, bigint>>, commissionBp: number): Record<CockfightSide, PoolPrice | null> {
  const price = (side: CockfightSide): PoolPrice | null => {
    const unit = perUnit(totals, side, commissionBp)
    if (!unit) return null
    const per100 = floorRatio(mul(unit, ratio(100n * 100n)))
    return { perUnit: unit, per100, text: `${per100 / 100n}.${String(per100 % 100n).padStart(2, '0')}` }
  }
  return { meron: price('meron'), wala: price('wala') }
}

/** The board's return per 100 (in hundredths) at or below which a pool's fight is cancelled: 107.00. */
export const POOL_CANCEL_AT_PER100 = 10_700n

/**
 * Whether a closed pool's fight is cancelled (every bet refunded): both sides have bets and either side would return
 * 107 or less per 100. (A side with no bets makes the pool void instead.)
 */
export function poolCancels(totals: Readonly<Record<CockfightSide, bigint>>, commissionBp: number): boolean {
  const odds = poolOdds(totals, commissionBp)
  if (!odds.meron || !odds.wala || totals.meron === 0n || totals.wala === 0n) return false
  return odds.meron.per100 <= POOL_CANCEL_AT_PER100 || odds.wala.per100 <= POOL_CANCEL_AT_PER100
}

export interface PoolSettlement extends CockfightTotals {
  /** Each selection's stakes, added. */
  totals: Record<CockfightSelection, bigint>
  /** meron + wala. */
  pool: bigint
  /** The plasada taken, exactly (0 on a draw, a cancellation or a void pool). */
  commission: Ratio
  /** The winning side's return per unit staked; null when no side won or the pool is void. */
  perUnit: Ratio | null
  /** Draw, BDD and FTD stakes less what they paid: the house's own book, negative when a draw came in. */
  drawBook: bigint
}

/**
 * A pool fight's bets settled on its result (module comment): the winning side shares the pool less the plasada,
 * each bet ⌊stake × (pool − plasada) / side⌋; a pool with an empty side is void; a draw pushes both sides;
 * cancelled voids all; draw bets pay stake × 9. houseTake = commission + kept + drawBook, exactly.
 */
export function settlePool(state: FightState, bets: readonly CockfightBet[], commissionBp: number): PoolSettlement {
  const { result, drawKind } = resultOf(state)
  checkCommission(commissionBp)
  const totals = poolTotals(bets)
  const pool = totals.meron + totals.wala
  const voidPool = totals.meron === 0n || totals.wala === 0n
  const won = result === 'meron' || result === 'wala' ? result : null
  const unit = won && !voidPool ? perUnit(totals, won, commissionBp) : null
  const commission = won && !voidPool ? poolCommission(pool, totals[won === 'meron' ? 'wala' : 'meron'], commissionBp) : ZERO
  let drawBook = 0n
  const settled = bets.map((bet): CockfightBetSettlement => {
    let outcome: CockfightOutcome
    let factor: Ratio
    if (among(COCKFIGHT_SIDES, bet.selection)) {
      outcome = won && voidPool ? 'void' : sideOutcome(bet.selection, result)
      factor = outcome === 'win' ? (unit as Ratio) : outcome === 'lose' ? ZERO : ONE
    } else {
      outcome = drawBetOutcome(bet.selection, result, drawKind)
      factor = outcome === 'win' ? ratio(DRAW_RETURN) : outcome === 'lose' ? ZERO : ONE
    }
    const exact = mul(ratio(bet.stake), factor)
    const payout = floorRatio(exact)
    if (!among(COCKFIGHT_SIDES, bet.selection)) drawBook += bet.stake - payout
    return { bet, risk: bet.stake, outcome, payout, exact, kept: sub(exact, ratio(payout)) }
  })
  return { ...totalsOf(settled), totals, pool, commission, perUnit: unit, drawBook }
}
