/**
 * A bet in the arena (`placeCockfightBet`): on Meron, Wala, any draw, BDD or FTD, of a fight whose betting is open
 * now (open or last call) and, for a side, not locked; in the fight's mode (its day's, cockfight_days):
 * - fixed odds: Meron and Wala at the fight's Malay price, their terms by the core (fixedBetTerms: at a negative
 *   price the slip's amount is what the bet wins and it risks amount × |price|, rounded up); draw bets 8 to 1.
 * - pool: the stake is the risk; a side's return is the pool's at the end (settle.ts); draw bets 8 to 1.
 * Limits: the risk within the merchant's min and max; a known return (fixed odds, draw bets) within its max; what the
 * member's bets of the UTC day risk together within its daily cap; and, at fixed odds, what the house could lose on
 * the fight whatever its result (fixedWorstLoss over the fight's whole book, this bet included) within its cap per
 * fight. The caps are checked holding the member's and the fight's locks (lockBetCaps), so two bets at once cannot
 * both pass where only one fits.
 *
 * Money, as the sportsbook's bet (book/place.ts): the bet is written `placing` under a hold on the fight's row that
 * only an open fight without a result grants (so the result waits for it, and no bet lands after the result), then
 * its risk is taken over the vendor protocol (`bet`, round `cf-<id>`, txn `cf-<id>-bet`); a refusal deletes it and
 * answers why; no answer rolls the stake back and deletes it; a bet left `placing` is rolled back by the job. The
 * same idempotency key answers the first bet and moves nothing; with another bet it is `idempotency.key.reused`.
 */
import type { CockfightBetAnswer, CockfightBetRequest } from '../../../../contract/cockfight'
import { toMajorString, toMinorUnits } from '../../../../contract/money'
import { canBet, fixedBetTerms, fixedWorstLoss, DRAW_RETURN, type CockfightBet, type CockfightSide } from '../../../../contract/sports/cockfight'
import type { Quote } from '../../../../contract/sports/odds'
import {
  cockfightBetById, cockfightBetByKey, deletePlacingCockfightBet, fightBook, fightById, holdOpenFight, insertCockfightBet, lockBetCaps, memberRiskSince, moveCockfightBet,
  type CockfightBetRow, type NewCockfightBet,
} from '../../../db/sports/cockfight'
import type { Queryable } from '../../../db/database'
import { AppError } from '../../../errors'
import { WalletRefusal } from '../../../games/house/server/walletClient'
import type { BookServices } from '../book/services'
import { walletError } from '../book/session'
import { DAY_MS } from '../feed'
import { fightStateAt, type Arenas } from './arena'
import { arenaBalance, type ArenaSession } from './session'
import { arenaSettings, type ArenaSettings } from './settings'
import { cockfightBetView } from './views'

export const cockfightRound = (id: bigint) => `cf-${id}`
export const cockfightBetTxn = (id: bigint) => `cf-${id}-bet`

/** Thrown inside the transaction when the member's key is taken. */
const REPLAY = Symbol('cockfight bet replay')
const isSide = (selection: string): selection is CockfightSide => selection === 'meron' || selection === 'wala'

function stakeOf(text: string, decimals: number): bigint {
  try {
    const stake = toMinorUnits(text, decimals, { negative: false, zero: false })
    if (stake > 0n) return stake
  } catch {
    // answered below
  }
  throw new AppError('sports.bet.invalid', `The stake ${text} is not an amount.`, { field: '/stake' })
}

const closed = (fightId: string) => new AppError('sports.cockfight.betting.closed', `Betting on fight ${fightId} is closed.`, { fightId })

export async function placeCockfightBet(services: BookServices, arenas: Arenas, session: ArenaSession, body: CockfightBetRequest): Promise<CockfightBetAnswer> {
  const { config } = session
  const decimals = config.currency.decimals
  const money = (minor: bigint) => toMajorString(minor, decimals)
  const settings = arenaSettings(config)
  const memberId = session.row.memberId
  const stake = stakeOf(body.stake, decimals)
  const fingerprint = JSON.stringify([body.fightId, body.selection, stake.toString()])

  const earlier = await cockfightBetByKey(services.db, memberId, body.idempotencyKey)
  if (earlier) return replay(services, session, earlier, fingerprint)

  const now = services.clock.now()
  await arenas.ensure(config, now)
  const fight = await fightById(services.db, config.code, body.fightId)
  if (!fight) throw new AppError('sports.cockfight.fight.not.found', `There is no fight ${body.fightId} in this arena.`, { fightId: body.fightId })
  const script = await arenas.script(config, fight.fightId)
  const state = fightStateAt(script, now.getTime())
  if (state.phase !== 'open' && state.phase !== 'lastCall') throw closed(fight.fightId)
  if (!canBet(state, body.selection)) throw new AppError('sports.cockfight.side.locked', `${body.selection} is locked on fight ${fight.fightId} for now.`, { fightId: fight.fightId, selection: body.selection })

  const quote: Quote | null = fight.mode === 'fixed' && isSide(body.selection) ? { format: 'malay', value: script.prices[body.selection] } : null
  let risk = stake
  let potentialReturn: bigint | null = null
  if (fight.mode === 'fixed') {
    const terms = fixedBetTerms({ selection: body.selection, stake, ...(quote ? { quote } : {}) })
    risk = terms.risk
    potentialReturn = terms.potentialReturn
  } else if (!isSide(body.selection)) potentialReturn = stake * DRAW_RETURN
  if (risk < settings.minStake) throw new AppError('sports.stake.below.min', `The least a bet risks is ${money(settings.minStake)}.`, { min: money(settings.minStake) })
  if (risk > settings.maxStake) throw new AppError('sports.stake.above.max', `The most a bet risks is ${money(settings.maxStake)}.`, { max: money(settings.maxStake) })
  if (potentialReturn !== null && potentialReturn > settings.maxPayout) throw new AppError('sports.payout.above.max', `The most a bet returns is ${money(settings.maxPayout)}.`, { max: money(settings.maxPayout) })

  const bet: NewCockfightBet = {
    merchantCode: config.code, memberId, vendorCode: session.game.vendorCode, gameId: session.game.gameId, sessionSeal: services.secrets.seal(session.token),
    idempotencyKey: body.idempotencyKey, fingerprint, fightId: fight.fightId, mode: fight.mode, selection: body.selection, stake, risk, potentialReturn,
    quote: quote as CockfightBetRow['quote'], placedAt: now,
  }
  let id: bigint
  try {
    id = await services.db.transaction(async (tx) => {
      if (!(await holdOpenFight(tx, config.code, fight.fightId, now))) throw closed(fight.fightId)
      await lockBetCaps(tx, config.code, fight.fightId, memberId)
      await checkCaps(tx, settings, bet, now, money)
      const inserted = await insertCockfightBet(tx, bet)
      if (inserted === null) throw REPLAY
      return inserted
    })
  } catch (error) {
    // The same key sent twice at once: the second may have been refused by a cap that counted the first; it answers
    // the first all the same.
    const first = await cockfightBetByKey(services.db, memberId, body.idempotencyKey)
    if (!first) {
      if (error === REPLAY) throw new Error('cockfight bet vanished after a key conflict', { cause: error })
      throw error
    }
    return replay(services, session, first, fingerprint)
  }
  await takeStake(services, session, id, risk, money)
  await moveCockfightBet(services.db, id, 'placing', 'open')
  return answer(services, session, id, false)
}

/** The member's daily cap and, at fixed odds, the fight's liability cap, with this bet counted (see the top). */
async function checkCaps(tx: Queryable, settings: ArenaSettings, bet: NewCockfightBet, now: Date, money: (minor: bigint) => string): Promise<void> {
  const dayStart = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS)
  if ((await memberRiskSince(tx, bet.memberId, dayStart)) + bet.risk > settings.maxMemberDailyRisk) {
    throw new AppError('sports.daily.limit.reached', `Your arena bets today may risk at most ${money(settings.maxMemberDailyRisk)} together.`, { max: money(settings.maxMemberDailyRisk) })
  }
  if (bet.mode !== 'fixed') return
  const book: CockfightBet[] = [...(await fightBook(tx, bet.merchantCode, bet.fightId)), bet].map((b) => ({ selection: b.selection, stake: b.stake, ...(b.quote ? { quote: b.quote } : {}) }))
  if (fixedWorstLoss(book) > settings.maxFightLiability) {
    throw new AppError('sports.cockfight.fight.full', `Fight ${bet.fightId} takes no more ${bet.selection} at this stake.`, { fightId: bet.fightId, selection: bet.selection })
  }
}

/** The risk leaves the wallet, or the bet is forgotten and the refusal answered. */
async function takeStake(services: BookServices, session: ArenaSession, id: bigint, risk: bigint, money: (minor: bigint) => string): Promise<void> {
  try {
    await services.wallet.bet(session.game.vendorCode, { sessionToken: session.token, txnId: cockfightBetTxn(id), roundId: cockfightRound(id), amount: money(risk) })
  } catch (error) {
    // No answer: the bet may have landed; a rollback gives it back (or refuses it, should it land later).
    if (!(error instanceof WalletRefusal) || error.status >= 500) {
      await services.wallet.rollback(session.game.vendorCode, { sessionToken: session.token, txnId: `${cockfightBetTxn(id)}-undo`, refTxnId: cockfightBetTxn(id) }).catch(() => undefined)
    }
    await deletePlacingCockfightBet(services.db, id)
    throw walletError(error)
  }
}

async function replay(services: BookServices, session: ArenaSession, first: CockfightBetRow, fingerprint: string): Promise<CockfightBetAnswer> {
  if (first.fingerprint !== fingerprint) throw new AppError('idempotency.key.reused')
  return answer(services, session, first.id, true)
}

async function answer(services: BookServices, session: ArenaSession, id: bigint, replayed: boolean): Promise<CockfightBetAnswer> {
  const row = await cockfightBetById(services.db, id)
  if (!row) throw new Error(`cockfight bet ${id} vanished`)
  return { bet: cockfightBetView(row, session.config.currency.decimals), balance: await arenaBalance(services, session), replayed }
}
