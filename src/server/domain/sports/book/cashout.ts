/**
 * Cash-out: an open bet bought back by the book before its matches decide it.
 *
 * The offer (`cashOutOffer`) is the core's (contract/sports/margin.ts cashOutValue, cashOutSingle): the bet's fair
 * value from each open leg's current chances, less the merchant's margin once per leg still open, rounded down, never
 * above what the bet could return. A leg's chances come from the feed's model at this second, for the very market and
 * line the leg was struck on: `win` is its selection's weight (for a line with pushes and halves, w + hw/2) and
 * `push` what the market's weights leave (p + hw/2 + hl/2), which values the leg exactly as the core's expected
 * factor E = w·F + hw·(1 + F)/2 + p + hl/2 does, since E is linear in those parts. A leg already settled counts with
 * its outcome. No offer (null) when a leg has lost, a leg's market is suspended or no longer offered, a match is over
 * but not yet resulted, or the bet is not open.
 *
 * Taking it (`cashOut`): the offer now must be at least the one the player accepted (else the new one is answered);
 * the bet is claimed (open → cashing, its payout written) before the wallet's `win` under the settlement's own txn,
 * so a settlement racing it finds the bet claimed and it is paid once; then settled. `finishCashOuts` (the job) pays
 * again, under the same txn, a claim whose `win` had no answer.
 */
import type { MerchantConfig } from '../../../../config/schema'
import { toMajorString, toMinorUnits } from '../../../../contract/money'
import type { SportsBetAnswer } from '../../../../contract/sportsbook'
import { cashOutSingle, cashOutValue, PROBABILITY_SCALE, type CashOutLeg, type LegChances } from '../../../../contract/sports/margin'
import type { Quote } from '../../../../contract/sports/odds'
import type { Outcome } from '../../../../contract/sports/settle'
import { betById, betsCashing, claimCashOut, moveBet, type BetRow } from '../../../db/sports/bets'
import { eventsByIds, type SportsEventRow } from '../../../db/sports/events'
import { AppError } from '../../../errors'
import { fairMarkets, type MatchResult } from '../feed'
import { legOutcome } from './outcomes'
import { betRound } from './place'
import { bookInstant, type Programmes } from './programme'
import { walletError, type BookSession } from './session'
import type { BookServices } from './services'
import { bookSettings } from './settings'
import { recordedBet, resultOfPayout, winTxn } from './settle'
import { betView } from './views'

const BATCH = 200

type LegValue = { outcome: Outcome } | { chances: LegChances | null }

/** What one leg of an open bet is worth now: its outcome if settled, its chances if open, null for no offer. */
async function legValue(programmes: Programmes, config: MerchantConfig, leg: BetRow['legs'][number], event: SportsEventRow | undefined, atMs: number): Promise<LegValue | null> {
  if (leg.outcome !== null) return { outcome: leg.outcome as Outcome }
  if (!event) return null
  if (event.result) return { outcome: legOutcome(leg, event.result as MatchResult) }
  const script = await programmes.scriptOf(config, event)
  if (atMs >= script.endsAt) return null
  // Before the start the prices stand as at kick-off less a millisecond (programme.ts marketsAt); so do the chances.
  const at = atMs < script.spec.startsAt ? script.spec.startsAt - 1 : atMs
  const offered = programmes.marketsAt(config, script, atMs).find((market) => market.key === leg.market)
  if (!offered || offered.status === 'suspended') return { chances: null }
  const fair = fairMarkets(script.spec, programmes.stateAt(script, at)).find((market) => market.key === leg.market)
  const selection = fair?.selections.find((candidate) => candidate.key === leg.selection)
  if (!fair || !selection) return null
  const total = fair.selections.reduce((sum, candidate) => sum + candidate.chance, 0)
  const scale = Math.max(total, 1)
  const win = Math.floor((selection.chance / scale) * PROBABILITY_SCALE)
  const push = Math.floor(Math.max(0, 1 - total) * PROBABILITY_SCALE)
  // Nothing left to win or get back: the leg has lost (a decided market), and with it the bet.
  if (win === 0 && push === 0) return null
  return { chances: { win, push } }
}

/** The bet's cash-out offer at this second in minor units, or null (module comment). */
export async function cashOutOffer(programmes: Programmes, config: MerchantConfig, bet: BetRow, events: ReadonlyMap<string, SportsEventRow>, now: Date): Promise<bigint | null> {
  if (bet.status !== 'open') return null
  const atMs = bookInstant(now)
  const values: LegValue[] = []
  for (const leg of bet.legs) {
    const value = await legValue(programmes, config, leg, events.get(leg.eventId), atMs)
    if (value === null) return null
    values.push(value)
  }
  const { marginBp } = bookSettings(config)
  if (bet.kind === 'single') {
    const [value] = values
    // A single decided but not yet paid is settled by the job, not bought back.
    if ('outcome' in value) return null
    return cashOutSingle({ risk: bet.risk, toWin: bet.toWin, potentialReturn: bet.risk + bet.toWin }, value.chances, marginBp)
  }
  const legs = bet.legs.map((leg, i): CashOutLeg => ({ quote: leg.quote as Quote, ...values[i] }))
  return cashOutValue(bet.stake, legs, marginBp)
}

/** The offers of a page of bets, by bet id (open bets only). */
export async function cashOutOffers(services: BookServices, programmes: Programmes, config: MerchantConfig, bets: readonly BetRow[], events: ReadonlyMap<string, SportsEventRow>): Promise<Map<bigint, bigint>> {
  const now = services.clock.now()
  const offers = new Map<bigint, bigint>()
  for (const bet of bets) {
    const offer = await cashOutOffer(programmes, config, bet, events, now)
    if (offer !== null) offers.set(bet.id, offer)
  }
  return offers
}

/** Pays a claimed cash-out through the wallet (idempotent by the settlement's txn) and marks it settled. */
async function payCashOut(services: BookServices, config: MerchantConfig, bet: BetRow, payout: bigint): Promise<void> {
  const events = new Map((await eventsByIds(services.db, config.code, bet.legs.map((leg) => leg.eventId))).map((event) => [event.eventId, event]))
  const decided = { outcomes: bet.legs.map((leg) => leg.outcome as Outcome | null), events }
  await services.wallet.win(bet.vendorCode, {
    sessionToken: services.secrets.open(bet.sessionSeal), txnId: winTxn(bet.id), roundId: betRound(bet.id),
    amount: toMajorString(payout, config.currency.decimals), final: true, result: { ...recordedBet(bet, decided, { scores: false }), cashedOut: true },
  })
  await moveBet(services.db, bet.id, 'cashing', 'settled')
}

export async function cashOut(services: BookServices, programmes: Programmes, session: BookSession, body: { betId: string; amount: string }): Promise<SportsBetAnswer> {
  const { config } = session
  const decimals = config.currency.decimals
  const money = (minor: bigint) => toMajorString(minor, decimals)
  let accepted: bigint
  try {
    accepted = toMinorUnits(body.amount, decimals, { negative: false })
  } catch {
    throw new AppError('sports.bet.invalid', `${body.amount} is not an amount in ${config.currency.code}.`, { field: '/amount' })
  }
  const bet = await betById(services.db, BigInt(body.betId))
  if (!bet || bet.memberId !== session.row.memberId || bet.vendorCode !== session.game.vendorCode) throw new AppError('sports.bet.not.found', `There is no bet ${body.betId} of yours in this book.`)
  const events = new Map((await eventsByIds(services.db, config.code, bet.legs.map((leg) => leg.eventId))).map((event) => [event.eventId, event]))
  const answer = async (replayed: boolean): Promise<SportsBetAnswer> => {
    const now = await betById(services.db, bet.id)
    const balance = await services.wallet.balance(session.game.vendorCode, session.token).then((reply) => reply.balance, (error: unknown) => { throw walletError(error) })
    return { bet: betView(now!, events, decimals, null), balance, replayed }
  }
  // Sent again after it was taken (the answer lost on the way): the bet as cashed out.
  if (bet.cashedOut) {
    if (bet.status === 'cashing') await payCashOut(services, config, bet, bet.payout!)
    return answer(true)
  }
  const offer = await cashOutOffer(programmes, config, bet, events, services.clock.now())
  if (offer === null) throw new AppError('sports.cashout.unavailable', 'This bet cannot be cashed out now.')
  if (offer < accepted) throw new AppError('sports.cashout.changed', `The offer is now ${money(offer)}.`, { cashOut: money(offer) })
  const now = services.clock.now()
  if (!(await claimCashOut(services.db, bet.id, offer, resultOfPayout(offer, bet.risk), now))) {
    throw new AppError('sports.cashout.unavailable', 'This bet was settled meanwhile.')
  }
  try {
    await payCashOut(services, config, { ...bet, status: 'cashing' }, offer)
  } catch (error) {
    // Claimed and not yet paid: the job pays it under the same txn; the player sees it settled at the offer.
    throw walletError(error)
  }
  return answer(false)
}

/** The job's step: claimed cash-outs whose `win` had no answer, paid again (the same txn) and settled. */
export async function finishCashOuts(services: BookServices, config: MerchantConfig): Promise<number> {
  const claimed = await betsCashing(services.db, config.code, BATCH)
  for (const bet of claimed) await payCashOut(services, config, bet, bet.payout!)
  return claimed.length
}
