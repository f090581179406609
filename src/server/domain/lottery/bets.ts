/**
 * A member's bet on a lottery round (`placeLotteryBet`): checked against the game's rules and the merchant's limits,
 * then, in one transaction, recorded under the member's request key, added to the round's total on its number, and
 * its stake moved from the member's main wallet to the house through the ledger (`bet`, key
 * `lottery:bet:<member id>:<request key>`, reference `lottery:<round id>`). Settlement pays it (rounds.ts).
 *
 * Refused, changing nothing: a trial account (`in_need_true_account`); a game the merchant does not run, a bet type
 * it does not offer, picks that are not the type's; a stake not exact in the currency, below the type's minimum or
 * above its maximum per bet; a round not open yet or closed (`lottery.round.closed`: from `closeBeforeDrawSeconds`
 * before the draw); a number whose round total would pass the type's maximum per number (all players together: the
 * total is a row every bet on the number updates under its lock, so two bets at once can't both pass); too little
 * in the wallet. A replay (same key, same bet) answers the first bet and moves nothing, even after the round closed;
 * the same key for another bet is `idempotency.key.reused`.
 */
import type { MerchantConfig } from '../../../config/schema'
import { toMajorString } from '../../../contract/money'
import type { LotteryBetBody, LotteryBetResult } from '../../../contract/schemas/lottery'
import type { Queryable } from '../../db/database'
import { addToNumber, betByKey, insertBet, stakedOnNumber, type BetRow, type NewBet } from '../../db/lottery/bets'
import { roundById, roundByNo, type RoundStatus } from '../../db/lottery/rounds'
import { AppError } from '../../errors'
import type { Principal } from '../../plugins/contract'
import type { MemberEventBus } from '../events/bus'
import { movementAmount, requireRealMoneyAccount } from '../money/amounts'
import { walletBalance } from '../money/balance'
import { bet as betMovement } from '../money/movements'
import { checkPicks } from './betTypes'
import { orderView } from './views'
import { effectiveStatus, ensureRound, statusAt } from './rounds'
import { roundByNo as windowByNo, type RoundWindow } from './schedule'
import type { LotteryServices } from './services'
import { lotteryGame, type LotteryGame, type OfferedBetType } from './settings'

export interface BetCall {
  config: MerchantConfig
  principal: Principal
  language: string
  ip: string
  now: Date
  /** The member's open pages hear the balance after the stake. */
  events?: MemberEventBus
}

/** The game and bet type a request names, or the refusal. */
export function offeredBetType(config: MerchantConfig, gameCode: string, betType: string): { game: LotteryGame; offered: OfferedBetType } {
  const game = lotteryGame(config, gameCode)
  if (!game) throw new AppError('lottery.game.not.found', `There is no lottery game '${gameCode}' here.`)
  const offered = game.betTypes.find((b) => b.type.code === betType)
  if (!offered) throw new AppError('lottery.bet.type.unavailable', `${game.code} does not offer ${betType}.`, { betType })
  return { game, offered }
}

/** The round a request names, by the game's schedule; a number the schedule can't have is a malformed request. */
function windowOf(game: LotteryGame, roundNo: string): RoundWindow {
  try {
    return windowByNo(game.schedule, roundNo)
  } catch {
    throw new AppError('request.invalid', `${game.code} has no round ${roundNo}.`, { field: '/roundNo' })
  }
}

/** Why a round in this state takes no bet (null when it is open). */
function roundRefusal(window: Pick<RoundWindow, 'roundNo' | 'opensAt' | 'closesAt'>, status: RoundStatus): AppError | null {
  const value = { roundNo: window.roundNo, opensAt: window.opensAt.toISOString(), closesAt: window.closesAt.toISOString() }
  if (status === 'scheduled') return new AppError('lottery.round.not.open', `Round ${window.roundNo} opens at ${value.opensAt}.`, value)
  if (status !== 'open') return new AppError('lottery.round.closed', `Round ${window.roundNo} closed at ${value.closesAt}.`, value)
  return null
}

/** Thrown inside the transaction when the key is taken: the first bet's answer is read after the rollback. */
const REPLAY = Symbol('lottery bet replay')
/** Thrown inside the transaction when the round has no row yet: it is made, and the bet tried again. */
const NO_ROUND = Symbol('lottery round not made')

export async function placeBet(services: LotteryServices, call: BetCall, body: LotteryBetBody): Promise<LotteryBetResult> {
  const { config, principal, now } = call
  requireRealMoneyAccount(principal)
  const { game, offered } = offeredBetType(config, body.gameCode, body.betType)
  const picks = checkPicks(offered.type.code, body.numbers)
  if (!picks.ok) throw new AppError('lottery.numbers.invalid', picks.message, { reason: picks.error })
  const decimals = config.currency.decimals
  const stake = movementAmount(body.amount, decimals)
  const money = (minor: bigint) => toMajorString(minor, decimals)
  // What makes two calls the same bet (the key aside).
  const fingerprint = JSON.stringify([game.code, body.roundNo, offered.type.code, picks.numbers, stake.toString()])

  const earlier = await betByKey(services.db, principal.memberId, body.idempotencyKey)
  if (earlier) return replay(services, call, earlier, fingerprint)

  if (stake < offered.min) throw new AppError('lottery.bet.below.min', `The least stake of ${offered.type.code} is ${money(offered.min)}.`, { min: money(offered.min) })
  if (stake > offered.maxPerBet) throw new AppError('lottery.bet.above.max', `The most stake of ${offered.type.code} is ${money(offered.maxPerBet)}.`, { max: money(offered.maxPerBet) })
  const window = windowOf(game, body.roundNo)
  const early = roundRefusal(window, statusAt(window, now))
  if (early) throw early
  const number = picks.numbers.join('-')
  const newBet: NewBet = {
    merchantCode: config.code, roundId: 0n, memberId: principal.memberId, betType: offered.type.code, numbers: picks.numbers, stake,
    pays: offered.odds.pays, per: offered.odds.per, idempotencyKey: body.idempotencyKey, fingerprint, createdAt: now,
  }
  const place = () =>
    services.db.transaction(async (tx) => {
      // FOR SHARE: the round can't close while this bet is under way; once it has, this finds it closed.
      const round = await roundByNo(tx, config.code, game.code, window.roundNo, 'share')
      if (!round) throw NO_ROUND
      // By its times, or by its state: a round another process has closed takes no bet, whatever this clock says.
      const refusal = roundRefusal(round, effectiveStatus(round, now))
      if (refusal) throw refusal
      const id = await insertBet(tx, { ...newBet, roundId: round.id })
      if (id === null) throw REPLAY
      const key = { roundId: round.id, betType: offered.type.code, number }
      if (stake > offered.maxPerNumber || (await addToNumber(tx, key, stake, offered.maxPerNumber)) === null) {
        throw await numberLimit(tx, key, offered, money)
      }
      await betMovement(tx, {
        merchantCode: config.code, currency: config.currency.code, memberId: principal.memberId, wallet: { kind: 'main' }, amount: stake,
        idempotencyKey: `lottery:bet:${principal.memberId}:${body.idempotencyKey}`, reference: `lottery:${round.id}`, actor: `member:${principal.memberId}`,
        ip: call.ip, at: now,
      })
      return { id, round }
    })
  let placed: Awaited<ReturnType<typeof place>>
  try {
    try {
      placed = await place()
    } catch (error) {
      // No process has made the round yet (the job makes each one before it opens; this is its first minute after
      // a start): made now, with its seed and commitment, then the bet again.
      if (error !== NO_ROUND) throw error
      await ensureRound(services, config, game, window, now)
      placed = await place()
    }
  } catch (error) {
    if (error === REPLAY) {
      const first = await betByKey(services.db, principal.memberId, body.idempotencyKey)
      if (!first) throw new Error('lottery bet vanished after a key conflict', { cause: error })
      return replay(services, call, first, fingerprint)
    }
    if (error === NO_ROUND) throw new Error(`lottery round ${game.code}:${window.roundNo} could not be made`, { cause: error })
    throw error
  }
  const balance = await walletBalance(services.db, config.code, config.currency, principal)
  call.events?.publish(config.code, principal.memberId, { type: 'balance', balance })
  const { id, round } = placed
  const bet: BetRow = { ...newBet, id, roundId: round.id, status: 'open', units: null, payout: null, settledAt: null }
  return { order: orderView(config, call.language, { ...bet, gameCode: round.gameCode, roundNo: round.roundNo, drawsAt: round.drawsAt }), replayed: false, balance }
}

/** The refusal of a bet past its number's limit, with what is left on the number (read in the same transaction). */
async function numberLimit(tx: Queryable, key: { roundId: bigint; betType: string; number: string }, offered: OfferedBetType, money: (minor: bigint) => string): Promise<AppError> {
  const staked = await stakedOnNumber(tx, key)
  const left = offered.maxPerNumber > staked ? offered.maxPerNumber - staked : 0n
  return new AppError('lottery.number.limit.reached', `${key.number} of ${key.betType} has ${money(left)} left in this round.`, { number: key.number, remaining: money(left) })
}

async function replay(services: LotteryServices, call: BetCall, first: BetRow, fingerprint: string): Promise<LotteryBetResult> {
  if (first.fingerprint !== fingerprint) throw new AppError('idempotency.key.reused')
  const balance = await walletBalance(services.db, call.config.code, call.config.currency, call.principal)
  return { order: await orderOf(services, call, first), replayed: true, balance }
}

async function orderOf(services: LotteryServices, call: BetCall, bet: BetRow): Promise<LotteryBetResult['order']> {
  const round = await roundById(services.db, bet.roundId)
  if (!round) throw new Error(`lottery round ${bet.roundId} vanished`)
  return orderView(call.config, call.language, { ...bet, gameCode: round.gameCode, roundNo: round.roundNo, drawsAt: round.drawsAt })
}
