/**
 * The life of a lottery round: scheduled → open → closed → drawn → settled, on the injected clock.
 *
 * - Made (`ensureRounds`, `ensureRound`) before it opens: the current and the next round of every game exist at any
 *   time, each with a fresh secret seed from the random source, kept sealed with the data key (crypto/secretBox.ts),
 *   and its commitment (seed.ts), published from the moment the round opens. A round is made once: two processes
 *   making it at once insert under one unique key, and the loser's seed is never used.
 * - Open, then closed `closeBeforeDrawSeconds` before its draw: conditional updates (db/lottery/rounds.ts); a bet
 *   holds its round FOR SHARE, so closing waits for bets under way and no bet lands after.
 * - Drawn (`drawRound`) at or after its draw time: the seed is opened, checked against the commitment, revealed, and
 *   the result derived from it alone (derive.ts) with the round's hit table, in one transaction, once.
 * - Settled (`settleRound`) once drawn: one set-based transaction (db/lottery/settlement.ts) pays every winning bet
 *   through the ledger and writes each member's result of the round.
 *
 * `runRounds` is the round job (jobs/lottery.ts): it makes what should exist, then opens, closes, draws and settles
 * whatever is due, oldest first. A round whose draw time passed while no server ran is drawn from the seed it was
 * committed to and settled at the next run, so no bet is lost; a round no server made in time (its whole betting
 * window passed while none ran) was never offered and is not made afterwards. Every step is a conditional change of
 * state, so two runners at once (several processes, or two calls in one) never draw or pay a round twice.
 */
import type { MerchantConfig } from '../../../config/schema'
import { accountId } from '../../db/money/ledger'
import {
  closeDue, dueRounds, existingRounds, insertHits, insertRound, markDrawn, openDue, roundById, type NewRound, type RoundRow, type RoundStatus,
} from '../../db/lottery/rounds'
import { claimSettlement, finishRound, lockWinnerAccounts, postWinnings, settleBets, unknownTypeBetCount, writeMemberRounds } from '../../db/lottery/settlement'
import { rollUpForRealTimeSalary } from '../contracts/realTimeRollup'
import { forgetBalances, walletBalance } from '../money/balance'
import { BET_TYPES, roundHits } from './betTypes'
import { deriveResult, roundKey } from './derive'
import { prizeTable } from './prizeTables'
import { matchesCommitment, newSeed, seedCommitment, seedFromHex, seedToHex } from './seed'
import { roundByIndex, roundAt, type RoundWindow } from './schedule'
import type { LotteryServices } from './services'
import { lotteryConfig, type LotteryGame } from './settings'

/** Rounds drawn, then settled, per batch of a run; a run goes on while batches come back full. */
const BATCH = 50
const MAX_BATCHES = 40

/** The state a round is in at `now` by its times alone (what a new round starts as). */
export function statusAt(window: Pick<RoundWindow, 'opensAt' | 'closesAt'>, now: Date): 'scheduled' | 'open' | 'closed' {
  if (now < window.opensAt) return 'scheduled'
  return now < window.closesAt ? 'open' : 'closed'
}

/**
 * The state a stored round is in at `now`: its own, unless its times have moved it on before the job has (a
 * scheduled round whose opening time has come is open; an open round past its close time is closed).
 */
export function effectiveStatus(round: Pick<RoundRow, 'status' | 'opensAt' | 'closesAt'>, now: Date): RoundStatus {
  if (round.status === 'scheduled' || round.status === 'open') return statusAt(round, now)
  return round.status
}

function newRound(services: LotteryServices, config: MerchantConfig, game: LotteryGame, window: RoundWindow, now: Date): NewRound {
  const seed = newSeed(services.random)
  return {
    merchantCode: config.code,
    currency: config.currency.code,
    gameCode: game.code,
    roundNo: window.roundNo,
    roundIndex: window.index,
    prizeTable: game.table.code,
    status: statusAt(window, now),
    opensAt: window.opensAt,
    closesAt: window.closesAt,
    drawsAt: window.drawsAt,
    commitment: seedCommitment(seed),
    seedSeal: services.secrets.seal(seedToHex(seed)),
    at: now,
  }
}

/** Makes the round `window` of `game` unless it exists; true when made now. */
export async function ensureRound(services: LotteryServices, config: MerchantConfig, game: LotteryGame, window: RoundWindow, now: Date): Promise<boolean> {
  const existing = await existingRounds(services.db, config.code, [{ gameCode: game.code, roundNo: window.roundNo }])
  if (existing.size) return false
  return insertRound(services.db, newRound(services, config, game, window, now))
}

/** Makes the current and the next round of each of the merchant's games that lack one; how many were made. */
export async function ensureRounds(services: LotteryServices, config: MerchantConfig, now: Date): Promise<number> {
  const wanted: { game: LotteryGame; window: RoundWindow }[] = []
  for (const game of lotteryConfig(config).games) {
    const current = roundAt(game.schedule, now)
    wanted.push({ game, window: current }, { game, window: roundByIndex(game.schedule, current.index + 1) })
  }
  const existing = await existingRounds(services.db, config.code, wanted.map(({ game, window }) => ({ gameCode: game.code, roundNo: window.roundNo })))
  let made = 0
  for (const { game, window } of wanted) {
    if (existing.has(`${game.code}:${window.roundNo}`)) continue
    if (await insertRound(services.db, newRound(services, config, game, window, now))) made++
  }
  return made
}

/**
 * Draws a closed round whose draw time has come: its seed opened and checked against its commitment, revealed, and
 * its result and hit table stored. False when there was nothing to do (not closed, drawn already, or not yet time).
 */
export async function drawRound(services: LotteryServices, roundId: bigint): Promise<boolean> {
  const now = services.clock.now()
  return services.db.transaction(async (tx) => {
    const round = await roundById(tx, roundId, 'update')
    if (!round || round.status !== 'closed' || round.drawsAt > now) return false
    const seed = seedFromHex(services.secrets.open(round.seedSeal))
    // A seed that is not the committed one would make the draw unverifiable: refuse to draw rather than publish it.
    if (!matchesCommitment(seed, round.commitment)) throw new Error(`lottery round ${round.gameCode}:${round.roundNo}: the sealed seed does not match its commitment`)
    const result = deriveResult(prizeTable(round.prizeTable), seed, roundKey(round.gameCode, round.roundNo))
    if (!(await markDrawn(tx, round.id, { seedHex: seedToHex(seed), result: result.prizes, at: now }))) return false
    await insertHits(tx, round.id, roundHits(result))
    return true
  })
}

export interface Settlement {
  bets: number
  stake: bigint
  payout: bigint
  /** Members paid (one ledger entry each). */
  winners: number
}

/**
 * Settles a drawn round in one transaction: every bet's payout, each member's result, and one ledger entry per
 * winning member. Null when there was nothing to do (not drawn, or settled already: a second run pays nothing).
 */
export async function settleRound(services: LotteryServices, roundId: bigint): Promise<Settlement | null> {
  const at = services.clock.now()
  let paid: { merchantCode: string; memberIds: readonly number[] } | null = null
  const settled = await services.db.transaction(async (tx) => {
    const round = await roundById(tx, roundId)
    if (!round || !(await claimSettlement(tx, roundId, at))) return null
    const rules = Object.values(BET_TYPES)
    const unknown = await unknownTypeBetCount(tx, roundId, rules)
    if (unknown) throw new Error(`lottery round ${round.gameCode}:${round.roundNo}: ${unknown} bets have a type the rules lack`)
    await settleBets(tx, roundId, rules)
    const totals = await writeMemberRounds(tx, round, at)
    await rollUpForRealTimeSalary(tx, services.merchants.byCode(round.merchantCode)?.config, round, at)
    if (totals.winners > 0) {
      const scope = { merchantCode: round.merchantCode, currency: round.currency }
      const house = await accountId(tx, scope, { kind: 'house' }, at)
      const locked = await lockWinnerAccounts(tx, roundId, scope, house)
      const posted = locked === totals.winners ? await postWinnings(tx, { id: roundId, ...scope }, house, at) : null
      // Every winner staked from its main wallet, so each has one; anything else is a defect, and nothing is paid.
      if (!posted || posted.entries !== totals.winners || posted.paid !== totals.payout) {
        throw new Error(`lottery round ${round.gameCode}:${round.roundNo}: ${totals.winners} winners to pay ${totals.payout}, paid ${posted?.entries ?? 0} (${posted?.paid ?? 0n})`)
      }
      forgetBalances(tx, scope, posted.memberIds)
      paid = { merchantCode: round.merchantCode, memberIds: posted.memberIds }
    }
    await finishRound(tx, roundId, totals)
    return totals
  })
  if (paid) await announceWinnings(services, paid)
  return settled
}

/**
 * A winner's open pages hear their new balance at once (the header moves at the draw, not at the next read), for
 * the first `ANNOUNCED_WINNERS` winners of a round: past that a round's announcements would cost a query each and
 * the pages read the truth at their next balance call anyway, as every event on the bus is best effort.
 */
export const ANNOUNCED_WINNERS = 1_000

async function announceWinnings(services: LotteryServices, paid: { merchantCode: string; memberIds: readonly number[] }): Promise<void> {
  const events = services.events
  const config = services.merchants.byCode(paid.merchantCode)?.config
  if (!events || !config) return
  for (const memberId of paid.memberIds.slice(0, ANNOUNCED_WINNERS)) {
    try {
      // Only real-money members bet (bets.ts refuses trial accounts), so the account type is not a trial one.
      const balance = await walletBalance(services.db, config.code, config.currency, { memberId, accountType: 0 })
      events.publish(config.code, memberId, { type: 'balance', balance })
    } catch {
      // The round is settled and paid; a missed announcement is read at the page's next balance call.
    }
  }
}

export interface RoundRun {
  made: number
  opened: number
  closed: number
  /** Rounds this run drew (a round another runner drew is not counted). */
  drawn: number
  settled: number
}

/**
 * The round job: makes the rounds that should exist, then opens, closes, draws and settles what is due, oldest
 * first. A round that fails (its seal unreadable) does not hold up the others; the run then throws, naming it.
 */
export async function runRounds(services: LotteryServices): Promise<RoundRun> {
  const now = services.clock.now()
  const run: RoundRun = { made: 0, opened: 0, closed: 0, drawn: 0, settled: 0 }
  const failures: string[] = []
  for (const merchant of services.merchants.merchants) {
    if (!lotteryConfig(merchant.config).games.length) continue
    run.made += await ensureRounds(services, merchant.config, now)
  }
  run.opened = await openDue(services.db, now)
  run.closed = await closeDue(services.db, now)
  const step = async (status: 'closed' | 'drawn', act: (id: bigint) => Promise<boolean>) => {
    const failed = new Set<bigint>()
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const ids = (await dueRounds(services.db, status, now, BATCH + failed.size)).filter((id) => !failed.has(id))
      for (const id of ids) {
        try {
          if (await act(id)) run[status === 'closed' ? 'drawn' : 'settled']++
        } catch (error) {
          failed.add(id)
          failures.push(`round ${id}: ${error instanceof Error ? error.message : String(error)}`)
        }
      }
      if (ids.length < BATCH) break
    }
  }
  await step('closed', (id) => drawRound(services, id))
  await step('drawn', async (id) => (await settleRound(services, id)) !== null)
  if (failures.length) throw new Error(`lottery rounds failed: ${failures.join('; ')}`)
  return run
}
