/**
 * The house's shared tables (the live baccarat table, crash): one sequence of rounds per merchant and game, which
 * every seated member plays at once.
 *
 * - Rounds are made when the table is next needed (a member opens it or bets), one after another: round n + 1 opens
 *   when round n ends (or now, after a pause with nobody at the table). Its outcome is drawn then, from a seed
 *   drawn from the injected random source (provably fair: contract/houseFairness.ts), and stored with its times,
 *   the seed and its hash; the insert is first-come, so several server processes share one round and one outcome.
 *   What players see of the outcome follows the phase (kinds.ts): the seed's hash from the start, the seed once
 *   the round has played, and nothing before that which could tell the outcome.
 * - Bets go to the wallet over the vendor protocol (a member's round in the wallet is `<game>.<round>.<member>`),
 *   then are recorded here with the game session that placed them, sealed. A bet the wallet took but that could
 *   not be recorded is rolled back in the wallet.
 * - Settlement, once a round has played: each member's bets are claimed (so one process settles them) and paid with
 *   one `win`, `final: true` (0 for a loss), idempotent by its transaction id. A crash cash-out settles the member
 *   at once. `settleDue` runs on a timer in every process; a round that played while the server was down is
 *   settled when it starts again.
 */
import { vendorAndTypeOfGame } from '../../../db/games/catalogue'
import type { MajorAmount, MyTableBets, TableBetAnswer, TablePhase, TableSnapshot, TableState, CrashCashOut } from '../../../../contract/house'
import { toMajorString } from '../../../../contract/money'
import type { SecretBox } from '../../../crypto/secretBox'
import { AppError } from '../../../errors'
import { fairKey } from '../../../../contract/houseFairness'
import { MIN_CASH_OUT, MAX_CRASH_POINT, cashOutReturn, multiplierAt } from '../crash/crash'
import { drawSeed, seedStream } from '../fairness'
import { playSession, stakeOf, walletCall, type HousePlayServices, type PlaySession } from '../server/play'
import { tableKindOf, type BetLine, type TableKind } from './kinds'
import {
  betsOf, dueRounds, insertBets, insertRound, latestRound, markRoundSettled, recentOutcomes, roundByNo, settleMemberBets, unclaimMemberBets, unsettledBets,
  type RoundKey, type TableBetRow, type TableRoundRow,
} from '../../../db/house/tableRounds'

export interface TableServices extends HousePlayServices {
  secrets: SecretBox
  /** Scales every phase's length (1 = the real pace; tests and demos run faster). The crash flight is never scaled. */
  pace: number
}

interface Seat {
  session: PlaySession
  kind: TableKind
  key: { merchantCode: string; gameId: string }
}

function seatOf(session: PlaySession): Seat {
  const kind = tableKindOf(session.game.gameType)
  if (!kind) throw new AppError('house.bet.invalid', 'This game is not played at a table.')
  return { session, kind, key: { merchantCode: session.config.code, gameId: session.game.gameId } }
}

export function phaseAt(round: TableRoundRow, now: Date): TablePhase | 'over' {
  const t = now.getTime()
  if (t < round.bettingUntil.getTime()) return 'betting'
  if (t < round.runUntil.getTime()) return 'running'
  if (t < round.endsAt.getTime()) return 'result'
  return 'over'
}

/** The table's round now: the last one while it lasts, else the next, made now (by this process or another). */
export async function currentRound(services: TableServices, kind: TableKind, key: { merchantCode: string; gameId: string }): Promise<TableRoundRow> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const now = services.clock.now()
    const last = await latestRound(services.db, key.merchantCode, key.gameId)
    if (last && phaseAt(last, now) !== 'over') return last
    // After a pause with nobody at the table the next round opens now, not at the end of the last one.
    const opensAt = last && now.getTime() - last.endsAt.getTime() < 1_000 ? last.endsAt : now
    const roundNo = (last?.roundNo ?? 0n) + 1n
    // The outcome follows from a fresh seed alone, so the seed's hash, sent from the round's first state, binds it.
    const seed = drawSeed(services.random)
    const outcome = kind.draw(seedStream(seed.seed, fairKey(key.gameId, roundNo)))
    const durations = kind.durations(outcome, services.pace)
    const bettingUntil = new Date(opensAt.getTime() + durations.bettingMs)
    const runUntil = new Date(bettingUntil.getTime() + durations.runMs)
    await insertRound(services.db, {
      ...key, roundNo, opensAt, bettingUntil, runUntil, endsAt: new Date(runUntil.getTime() + durations.resultMs), outcome, ...seed,
    })
  }
  throw new Error(`the table ${key.gameId} of ${key.merchantCode} could not open a round`)
}

/** What every seated player sees of a round now. */
export async function tableState(services: TableServices, kind: TableKind, key: { merchantCode: string; gameId: string }, round: TableRoundRow): Promise<TableState> {
  const now = services.clock.now()
  const phase = phaseAt(round, now)
  const visible: TablePhase = phase === 'over' ? 'result' : phase
  // A crash round's end is its crash point: before the crash, nothing sent may say when the flight ends.
  const timesShown = !kind.lengthTellsOutcome || visible === 'result'
  return {
    gameId: key.gameId,
    roundNo: Number(round.roundNo),
    phase: visible,
    bettingUntil: round.bettingUntil.toISOString(),
    ...(timesShown ? { runUntil: round.runUntil.toISOString(), endsAt: round.endsAt.toISOString() } : {}),
    serverTime: now.toISOString(),
    ...kind.view(round.outcome, visible),
    ...kind.history(await recentOutcomes(services.db, key.merchantCode, key.gameId, 60)),
    ...(round.seedHash !== null
      ? { fairness: { key: fairKey(key.gameId, round.roundNo), seedHash: round.seedHash, ...(visible === 'result' && round.seed !== null ? { seed: round.seed } : {}) } }
      : {}),
  }
}

const walletRoundRef = (key: RoundKey, memberId: number) => `${key.gameId}.${key.roundNo}.${memberId}`

function betLines(rows: readonly TableBetRow[]): BetLine[] {
  return rows.map((row) => ({ kind: row.kind, amount: row.amount, autoCashOut: row.autoCashOut, cashedOutAt: row.cashedOutAt }))
}

function mineOf(seat: Seat, round: TableRoundRow, rows: readonly TableBetRow[], now: Date): MyTableBets | null {
  if (rows.length === 0) return null
  const major = (minor: bigint): MajorAmount => toMajorString(minor, seat.session.config.currency.decimals)
  const bets: Record<string, bigint> = {}
  for (const row of rows) bets[row.kind] = (bets[row.kind] ?? 0n) + row.amount
  const total = rows.reduce((sum, row) => sum + row.amount, 0n)
  const cashedOutAt = rows.find((row) => row.cashedOutAt !== null)?.cashedOutAt ?? undefined
  const autoCashOut = rows.find((row) => row.autoCashOut !== null)?.autoCashOut ?? undefined
  // What the bets pay shows once it is known: after a cash-out, or once the round has played.
  const known = cashedOutAt !== undefined || now >= round.runUntil
  return {
    bets: Object.fromEntries(Object.entries(bets).map(([kind, amount]) => [kind, major(amount)])),
    total: major(total),
    ...(autoCashOut !== undefined ? { autoCashOut } : {}),
    ...(cashedOutAt !== undefined ? { cashedOutAt } : {}),
    ...(known ? { payout: major(seat.kind.payout(round.outcome, betLines(rows))) } : {}),
  }
}

/** `table`: the round now, the member's bets on it, and the balance. */
export async function tableSnapshot(services: TableServices, body: { session?: unknown }): Promise<TableSnapshot> {
  const seat = seatOf(await playSession(services, body.session))
  const round = await currentRound(services, seat.kind, seat.key)
  const key = { ...seat.key, roundNo: round.roundNo }
  const rows = await betsOf(services.db, { ...key, memberId: seat.session.row.memberId })
  const balance = await walletCall(() => services.wallet.balance(seat.session.game.vendorCode, seat.session.token))
  return { state: await tableState(services, seat.kind, seat.key, round), mine: mineOf(seat, round, rows, services.clock.now()), balance: balance.balance }
}

/** The round a bet names, open for betting now. */
async function openRoundFor(services: TableServices, seat: Seat, roundNo: unknown): Promise<TableRoundRow> {
  const round = await currentRound(services, seat.kind, seat.key)
  if (roundNo !== Number(round.roundNo) || phaseAt(round, services.clock.now()) !== 'betting') throw new AppError('house.betting.closed')
  return round
}

/** Takes the stakes in the wallet, then records them; undone in the wallet when they cannot be recorded. */
async function placeBets(services: TableServices, seat: Seat, round: TableRoundRow, stakes: { kind: string; amount: bigint }[], autoCashOut: number | null): Promise<TableBetAnswer> {
  const { session } = seat
  const memberId = session.row.memberId
  const key: RoundKey = { ...seat.key, roundNo: round.roundNo }
  const roundRef = walletRoundRef(key, memberId)
  const studio = session.game.vendorCode
  const total = stakes.reduce((sum, stake) => sum + stake.amount, 0n)
  const txnId = `${roundRef}-b${Buffer.from(services.random.bytes(6)).toString('hex')}`
  const major = (minor: bigint) => toMajorString(minor, session.config.currency.decimals)
  const taken = await walletCall(() => services.wallet.bet(studio, { sessionToken: session.token, txnId, roundId: roundRef, amount: major(total) }))
  try {
    await insertBets(
      services.db,
      { ...key, memberId, sessionSeal: services.secrets.seal(session.token), autoCashOut },
      stakes.map((stake, index) => ({ txnId: `${txnId}.${index}`, kind: stake.kind, amount: stake.amount })),
    )
  } catch (error) {
    await services.wallet.rollback(studio, { sessionToken: session.token, txnId: `${txnId}-undo`, refTxnId: txnId }).catch(() => undefined)
    throw error
  }
  const rows = await betsOf(services.db, { ...key, memberId })
  return { roundNo: Number(round.roundNo), mine: mineOf(seat, round, rows, services.clock.now()) as MyTableBets, balance: taken.balance }
}

/** `baccarat/bet`: stakes on one or more spots of the round open for betting. */
export async function baccaratBet(services: TableServices, body: { session?: unknown; roundNo?: unknown; bets?: unknown }): Promise<TableBetAnswer> {
  const seat = seatOf(await playSession(services, body.session))
  if (seat.kind.gameType !== 'baccarat') throw new AppError('house.bet.invalid', 'This session is not at a baccarat table.')
  const bets = body.bets
  if (!bets || typeof bets !== 'object' || Array.isArray(bets)) throw new AppError('house.bet.invalid')
  const stakes = Object.entries(bets as Record<string, unknown>).map(([kind, value]) => {
    if (!seat.kind.kinds.includes(kind)) throw new AppError('house.bet.invalid')
    return { kind, amount: stakeOf(seat.session, value) }
  })
  const { game } = seat.session
  if (stakes.length === 0 || stakes.some((stake) => stake.amount < game.minBet)) throw new AppError('house.bet.invalid')
  const round = await openRoundFor(services, seat, body.roundNo)
  const earlier = await betsOf(services.db, { ...seat.key, roundNo: round.roundNo, memberId: seat.session.row.memberId })
  const already = earlier.reduce((sum, row) => sum + row.amount, 0n)
  if (already + stakes.reduce((sum, stake) => sum + stake.amount, 0n) > game.maxBet) throw new AppError('house.bet.invalid', 'Over the table’s limit for a round.')
  return placeBets(services, seat, round, stakes, null)
}

/** `crash/bet`: one stake on the round open for betting, with an optional automatic cash-out. */
export async function crashBet(services: TableServices, body: { session?: unknown; roundNo?: unknown; stake?: unknown; autoCashOut?: unknown }): Promise<TableBetAnswer> {
  const seat = seatOf(await playSession(services, body.session))
  if (seat.kind.gameType !== 'crash') throw new AppError('house.bet.invalid', 'This session is not at a crash table.')
  const amount = stakeOf(seat.session, body.stake)
  const { game } = seat.session
  if (amount < game.minBet || amount > game.maxBet) throw new AppError('house.bet.invalid')
  const auto = body.autoCashOut
  if (auto !== undefined && (typeof auto !== 'number' || !Number.isInteger(auto) || auto < MIN_CASH_OUT || auto > MAX_CRASH_POINT)) throw new AppError('house.bet.invalid')
  const round = await openRoundFor(services, seat, body.roundNo)
  if ((await betsOf(services.db, { ...seat.key, roundNo: round.roundNo, memberId: seat.session.row.memberId })).length > 0) {
    throw new AppError('house.bet.invalid', 'One stake a round.')
  }
  return placeBets(services, seat, round, [{ kind: 'stake', amount }], (auto as number | undefined) ?? null)
}

/** `crash/cashout`: out of the round in flight, paid at the multiplier now. */
export async function crashCashOut(services: TableServices, body: { session?: unknown }): Promise<CrashCashOut> {
  const seat = seatOf(await playSession(services, body.session))
  if (seat.kind.gameType !== 'crash') throw new AppError('house.bet.invalid', 'This session is not at a crash table.')
  const round = await currentRound(services, seat.kind, seat.key)
  const now = services.clock.now()
  const memberId = seat.session.row.memberId
  const key: RoundKey = { ...seat.key, roundNo: round.roundNo }
  const rows = await betsOf(services.db, { ...key, memberId })
  if (rows.length === 0 || rows.some((row) => row.settledAt !== null)) throw new AppError('house.betting.closed')
  // A cash-out made in time whose payment the wallet did not take is paid at its own multiplier, whenever retried.
  let multiplier = rows.find((row) => row.cashedOutAt !== null)?.cashedOutAt ?? null
  if (multiplier === null) {
    if (phaseAt(round, now) !== 'running') throw new AppError('house.betting.closed')
    multiplier = multiplierAt(now.getTime() - round.bettingUntil.getTime())
    if (multiplier < MIN_CASH_OUT) throw new AppError('house.betting.closed')
  }
  // Claimed first, so settlement (which may run at the same moment in another process) leaves it alone.
  if (!(await settleMemberBets(services.db, { ...key, memberId }, { at: now, cashedOutAt: multiplier }))) throw new AppError('house.betting.closed')
  const payout = rows.reduce((sum, row) => sum + cashOutReturn(row.amount, multiplier), 0n)
  try {
    const answer = await walletCall(() => pay(services, seat.session.config.currency.decimals, seat.session.game.vendorCode, key, memberId, seat.session.token, payout, { cashedOutAt: multiplier }))
    return { roundNo: Number(round.roundNo), multiplier, payout: toMajorString(payout, seat.session.config.currency.decimals), balance: answer.balance }
  } catch (error) {
    // The cash-out stands (its multiplier is kept); the payment is owed: a retry or settlement pays it, once (the
    // win's transaction id is the round's).
    await unclaimMemberBets(services.db, { ...key, memberId })
    throw error
  }
}

async function pay(services: TableServices, decimals: number, studio: string, key: RoundKey, memberId: number, sessionToken: string, payout: bigint, result: Record<string, unknown>) {
  const roundRef = walletRoundRef(key, memberId)
  return services.wallet.win(studio, {
    sessionToken, txnId: `${roundRef}-win`, roundId: roundRef, amount: toMajorString(payout, decimals), final: true,
    result: { game: key.gameId, round: Number(key.roundNo), ...result },
  })
}

/**
 * Settles every round that has played and is not settled yet (at most `limit`): each member's bets claimed, then
 * paid; a payment the wallet did not take is unclaimed for the next run. Answers how many members were paid.
 */
export async function settleDue(services: TableServices, limit = 20): Promise<number> {
  const now = services.clock.now()
  let paid = 0
  for (const round of await dueRounds(services.db, now, limit)) {
    const game = await tableGameOf(services, round.merchantCode, round.gameId)
    const kind = game ? tableKindOf(game.gameType) : undefined
    const merchant = services.merchants.byCode(round.merchantCode)
    if (!game || !kind || !merchant) continue
    const key: RoundKey = { merchantCode: round.merchantCode, gameId: round.gameId, roundNo: round.roundNo }
    const byMember = new Map<number, TableBetRow[]>()
    for (const row of await unsettledBets(services.db, key)) byMember.set(row.memberId, [...(byMember.get(row.memberId) ?? []), row])
    let complete = true
    for (const [memberId, rows] of byMember) {
      if (!(await settleMemberBets(services.db, { ...key, memberId }, { at: now }))) continue
      const payout = kind.payout(round.outcome, betLines(rows))
      try {
        await pay(services, merchant.config.currency.decimals, game.vendorCode, key, memberId, services.secrets.open(rows[rows.length - 1].sessionSeal), payout, { outcome: round.outcome })
        paid++
      } catch {
        complete = false
        await unclaimMemberBets(services.db, { ...key, memberId })
      }
    }
    if (complete) await markRoundSettled(services.db, key.merchantCode, key.gameId, key.roundNo, now)
  }
  return paid
}

/** The vendor (studio) and kind of a table's game. */
function tableGameOf(services: TableServices, merchantCode: string, gameId: string): Promise<{ vendorCode: string; gameType: string } | null> {
  return vendorAndTypeOfGame(services.db, merchantCode, gameId)
}

/** A round by number (tests and the frame's reconnect). */
export function tableRound(services: TableServices, key: RoundKey): Promise<TableRoundRow | null> {
  return roundByNo(services.db, key.merchantCode, key.gameId, key.roundNo)
}
