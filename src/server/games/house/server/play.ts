/**
 * The house game server: what a house game's frame asks for (contract/house.ts), played against the member's
 * wallet over the vendor protocol (walletClient.ts), as any vendor would. Outcomes are provably fair
 * (contract/houseFairness.ts): each spin plays the session's committed seed (spinSeeds.ts, drawn from the injected
 * random source: the server's CSPRNG, seeded in tests), whose stream drives the pure engines (slots/, dice/), and
 * reveals it with the result, which the betting record keeps.
 *
 * A round is: the bet (the wallet refuses it when the balance is short, and nothing happens), the outcome, then the
 * win with `final: true` and the round's result, which settles the round in the wallet's records (the betting record
 * and the agents' reports read it). The win is idempotent by its transaction id, so it is sent again when the wallet
 * did not answer; a round whose win never landed stays open with its bet and the player is told to try again.
 *
 * Sessions are the launch's (game_sessions): the frame's token names one; the game it may play is the session's.
 */
import { toMajorString } from '../../../../contract/money'
import type { DiceRound, DiceRules, HouseErrorCode, HouseSession, SlotsRound, SlotsRules, SlotsSpin } from '../../../../contract/house'
import { fairKey, type FairRandom, type SpinFairness } from '../../../../contract/houseFairness'
import type { MerchantConfig } from '../../../../config/schema'
import type { Database } from '../../../db/database'
import { gameByNodeId, type GameRow } from '../../../db/games/catalogue'
import { nameIn } from '../../../domain/games/catalogue'
import { gameSessionByTokenHash, type GameSessionRow } from '../../../db/games/vendorProtocol'
import { gameTokenHash } from '../../../domain/games/vendorProtocol'
import { movementAmount } from '../../../domain/money/amounts'
import { AppError } from '../../../errors'
import type { MerchantRegistry } from '../../../merchants/registry'
import type { Clock, RandomSource } from '../../../runtime'
import { DEFAULT_HOUSE_EDGE, MAX_WINNING_ROLLS, ROLL_OUTCOMES, diceWins, multiplierFor, roll, settleDice, type Direction } from '../dice/dice'
import { playRound, totalBetOf, type Paytable, type SpinOutcome } from '../slots/engine'
import { houseSlot } from '../slots/paytables'
import { seedStream } from '../fairness'
import { nextSeedHash, restoreSeed, takeSeed } from './spinSeeds'
import { WalletRefusal, type HouseWallet } from './walletClient'

export interface HousePlayServices {
  db: Database
  merchants: MerchantRegistry
  wallet: HouseWallet
  random: RandomSource
  clock: Clock
  /** The least time between two rounds of one session (the minimum game cycle), in milliseconds. */
  minCycleMs: number
}

export interface PlaySession {
  token: string
  tokenHash: string
  row: GameSessionRow
  game: GameRow
  config: MerchantConfig
}

const TOKEN = /^[A-Za-z0-9_-]{20,128}$/
/** Line bets a slot offers, in minor units; those its game's min and max bet allow are offered. */
const LINE_BET_STEPS = [1n, 2n, 5n, 10n, 20n, 50n, 100n, 200n, 500n, 1_000n, 2_000n, 5_000n, 10_000n, 20_000n, 50_000n]
/** Dice targets valid in both directions: each gives a win chance from 1% to 95%. */
const DICE_MIN_TARGET = ROLL_OUTCOMES - 1 - MAX_WINNING_ROLLS
const DICE_MAX_TARGET = MAX_WINNING_ROLLS
/** Times a win is sent again when the wallet does not answer (it is idempotent by its transaction id). */
const WIN_ATTEMPTS = 3

function houseError(code: HouseErrorCode, message?: string): AppError {
  return new AppError(code, message)
}

/** The session a token names, live, with its game and merchant. */
export async function playSession(services: HousePlayServices, token: unknown): Promise<PlaySession> {
  if (typeof token !== 'string' || !TOKEN.test(token)) throw houseError('house.session.invalid')
  const tokenHash = gameTokenHash(token)
  const row = await gameSessionByTokenHash(services.db, tokenHash)
  const merchant = row ? services.merchants.byCode(row.merchantCode) : undefined
  if (!row || !merchant || row.expiresAt <= services.clock.now()) throw houseError('house.session.invalid')
  const game = await gameByNodeId(services.db, row.merchantCode, row.nodeId)
  if (!game) throw houseError('house.session.invalid')
  return { token, tokenHash, row, game, config: merchant.config }
}

const major = (session: PlaySession, minor: bigint) => toMajorString(minor, session.config.currency.decimals)

function paytableOf(game: GameRow): Paytable {
  const table = houseSlot(game.gameId)
  if (!table) throw houseError('house.session.invalid', 'This game is not a house slot.')
  return table
}

function lineBetsOf(game: GameRow, table: Paytable): bigint[] {
  const lines = BigInt(table.paylines.length)
  return LINE_BET_STEPS.filter((step) => step * lines >= game.minBet && step <= game.maxBet)
}

function slotsRules(session: PlaySession): SlotsRules {
  const table = paytableOf(session.game)
  const record = (source: Readonly<Record<number, number>>) => Object.fromEntries(Object.entries(source).map(([count, value]) => [count, value]))
  return {
    reels: table.reels.length,
    rows: table.rows,
    paylines: table.paylines.map((line) => [...line]),
    pays: Object.fromEntries(Object.entries(table.pays).map(([symbol, pays]) => [symbol, [...pays] as [number, number, number]])),
    wild: table.wild,
    scatter: table.scatter.symbol,
    scatterPays: record(table.scatter.pays),
    freeSpins: record(table.scatter.freeSpins),
    freeSpinMultiplier: table.freeSpinMultiplier,
    rtp: table.declaredRtp,
    lineBets: lineBetsOf(session.game, table).map((bet) => major(session, bet)),
  }
}

const DICE_RULES: DiceRules = { outcomes: ROLL_OUTCOMES, minTarget: DICE_MIN_TARGET, maxTarget: DICE_MAX_TARGET, houseEdge: DEFAULT_HOUSE_EDGE }

/** `session`: the game, the wallet and the rules the frame draws. */
export async function houseSession(services: HousePlayServices, body: { session?: unknown; language?: unknown }): Promise<HouseSession> {
  const session = await playSession(services, body.session)
  const { game, config } = session
  const balance = await walletCall(() => services.wallet.balance(game.vendorCode, session.token))
  return {
    game: {
      gameId: game.gameId,
      gameType: game.gameType as HouseSession['game']['gameType'],
      name: nameIn(game.names, typeof body.language === 'string' ? body.language : config.languages.default, config) || game.gameId,
      minBet: major(session, game.minBet),
      maxBet: major(session, game.maxBet),
    },
    currency: config.currency.code,
    decimals: config.currency.decimals,
    balance: balance.balance,
    trial: session.row.wallet === 'trial',
    minCycleMs: services.minCycleMs,
    ...(game.gameType === 'slots' ? { slots: slotsRules(session) } : {}),
    ...(game.gameType === 'dice' ? { dice: DICE_RULES } : {}),
    ...(game.gameType === 'slots' || game.gameType === 'dice' ? { nextSeedHash: await nextSeedHash(services, session.row.id) } : {}),
  }
}

/** `balance`: the session wallet's balance now. */
export async function houseBalance(services: HousePlayServices, token: unknown): Promise<{ balance: string }> {
  const session = await playSession(services, token)
  const reply = await walletCall(() => services.wallet.balance(session.game.vendorCode, session.token))
  return { balance: reply.balance }
}

/** The wallet's refusals, as the frame's errors. */
export async function walletCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (!(error instanceof WalletRefusal)) throw houseError('house.unavailable')
    if (error.code === 'insufficient.balance') throw houseError('house.balance.insufficient')
    if (error.code === 'vendor.session.invalid') throw houseError('house.session.invalid')
    throw houseError('house.unavailable', error.message)
  }
}

/** When each session last started a round, per server (in this process: the cycle is a pacing rule, not money). */
const lastRoundAtByServer = new WeakMap<HousePlayServices, Map<string, number>>()
const LAST_ROUND_LIMIT = 50_000

function claimCycle(services: HousePlayServices, session: PlaySession): void {
  let lastRoundAt = lastRoundAtByServer.get(services)
  if (!lastRoundAt) lastRoundAtByServer.set(services, (lastRoundAt = new Map()))
  const now = services.clock.now().getTime()
  const last = lastRoundAt.get(session.tokenHash)
  if (last !== undefined && now - last < services.minCycleMs) throw houseError('house.too.fast')
  lastRoundAt.delete(session.tokenHash)
  lastRoundAt.set(session.tokenHash, now)
  // Oldest first in a Map: drop the oldest when the map grows past its bound.
  if (lastRoundAt.size > LAST_ROUND_LIMIT) lastRoundAt.delete(lastRoundAt.keys().next().value as string)
}

/** A round id of the house's own, from the random source, within the protocol's id alphabet. */
function roundRef(services: HousePlayServices, kind: string): string {
  return `${kind}-${Buffer.from(services.random.bytes(12)).toString('base64url')}`
}

export function stakeOf(session: PlaySession, value: unknown): bigint {
  if (typeof value !== 'string') throw houseError('house.bet.invalid')
  try {
    return movementAmount(value, session.config.currency.decimals)
  } catch {
    throw houseError('house.bet.invalid')
  }
}

/**
 * Bet, outcome, win: the common shape of a single-player round. The session's committed seed is taken first (and put
 * back if the wallet refuses the bet, as it was never revealed); `settle` computes the outcome from the seed's stream
 * once the bet has landed and says what it pays and what to record; the record keeps the seed with the result.
 */
async function playSingleRound<T>(
  services: HousePlayServices,
  session: PlaySession,
  kind: string,
  stake: bigint,
  settle: (random: FairRandom) => { payout: bigint; result: Record<string, unknown>; answer: T },
): Promise<{ roundId: string; balance: string; answer: T; fairness: SpinFairness }> {
  const studio = session.game.vendorCode
  const roundId = roundRef(services, kind)
  claimCycle(services, session)
  const seeds = await takeSeed(services, session.row.id)
  try {
    await walletCall(() => services.wallet.bet(studio, { sessionToken: session.token, txnId: `${roundId}-bet`, roundId, amount: major(session, stake) }))
  } catch (error) {
    await restoreSeed(services, session.row.id, seeds).catch(() => undefined)
    throw error
  }
  const key = fairKey(session.game.gameId)
  const fairness: SpinFairness = { key, seedHash: seeds.played.seedHash, seed: seeds.played.seed, nextSeedHash: seeds.next.seedHash }
  const { payout, result, answer } = settle(seedStream(seeds.played.seed, key))
  const recorded = { ...result, fairness: { key, seedHash: fairness.seedHash, seed: fairness.seed } }
  const win = { sessionToken: session.token, txnId: `${roundId}-win`, roundId, amount: major(session, payout), final: true, result: recorded }
  for (let attempt = 1; ; attempt++) {
    try {
      const reply = await services.wallet.win(studio, win)
      return { roundId, balance: reply.balance, answer, fairness }
    } catch (error) {
      // A refusal is final; only a wallet that did not answer is asked again.
      if (error instanceof WalletRefusal && error.code !== 'house.unavailable') throw houseError('house.unavailable', error.message)
      if (attempt >= WIN_ATTEMPTS) throw houseError('house.unavailable')
    }
  }
}

function spinView(session: PlaySession, spin: SpinOutcome): SlotsSpin {
  return {
    grid: spin.grid,
    multiplier: spin.multiplier,
    lineWins: spin.lineWins.map((w) => ({ line: w.line, symbol: w.symbol, count: w.count, win: major(session, w.win) })),
    scatterCount: spin.scatterCount,
    scatterWin: major(session, spin.scatterWin),
    win: major(session, spin.win),
  }
}

/** `slots/spin`: one paid round (the spin and the free spins it awards). */
export async function slotsSpin(services: HousePlayServices, body: { session?: unknown; lineBet?: unknown; lines?: unknown }): Promise<SlotsRound> {
  const session = await playSession(services, body.session)
  if (session.game.gameType !== 'slots') throw houseError('house.bet.invalid', 'This session is not a slot game.')
  const table = paytableOf(session.game)
  const lineBet = stakeOf(session, body.lineBet)
  const lines = body.lines
  if (typeof lines !== 'number' || !Number.isInteger(lines) || lines < 1 || lines > table.paylines.length) throw houseError('house.bet.invalid')
  if (!lineBetsOf(session.game, table).includes(lineBet)) throw houseError('house.bet.invalid')
  const bet = { lineBet, lines }
  const totalBet = totalBetOf(bet)
  if (totalBet < session.game.minBet || totalBet > session.game.maxBet) throw houseError('house.bet.invalid')
  const played = await playSingleRound(services, session, 'slots', totalBet, (random) => {
    const round = playRound(table, random, bet)
    const spins = [round.base, ...round.freeSpins]
    return {
      payout: round.totalWin,
      // What the betting record shows: the stops and screens of every spin, lines and wins, and the reels' lengths
      // (what a browser needs to draw the stops again from the seed).
      result: {
        game: table.id, lineBet: major(session, lineBet), lines,
        stops: spins.map((spin) => spin.stops), screens: spins.map((spin) => spin.grid), reelLengths: table.reels.map((strip) => strip.length),
        freeSpins: round.freeSpins.length, totalWin: major(session, round.totalWin),
      },
      answer: round,
    }
  })
  const round = played.answer
  return {
    roundId: played.roundId,
    totalBet: major(session, totalBet),
    totalWin: major(session, round.totalWin),
    base: spinView(session, round.base),
    freeSpins: round.freeSpins.map((spin) => spinView(session, spin)),
    balance: played.balance,
    fairness: played.fairness,
  }
}

/** `dice/roll`: one roll over or under the chosen target. */
export async function diceRoll(services: HousePlayServices, body: { session?: unknown; stake?: unknown; direction?: unknown; target?: unknown }): Promise<DiceRound> {
  const session = await playSession(services, body.session)
  if (session.game.gameType !== 'dice') throw houseError('house.bet.invalid', 'This session is not a dice game.')
  const stake = stakeOf(session, body.stake)
  const direction = body.direction
  const target = body.target
  if (direction !== 'over' && direction !== 'under') throw houseError('house.bet.invalid')
  if (typeof target !== 'number' || !Number.isInteger(target) || target < DICE_MIN_TARGET || target > DICE_MAX_TARGET) throw houseError('house.bet.invalid')
  if (stake < session.game.minBet || stake > session.game.maxBet) throw houseError('house.bet.invalid')
  const multiplier = multiplierFor(direction as Direction, target)
  const played = await playSingleRound(services, session, 'dice', stake, (random) => {
    const rolled = roll(random)
    const payout = settleDice(stake, direction, target, rolled)
    return { payout, result: { direction, target, rolled, multiplier: multiplier / 100 }, answer: { rolled, payout } }
  })
  return {
    roundId: played.roundId,
    stake: major(session, stake),
    direction,
    target,
    rolled: played.answer.rolled,
    multiplier: multiplier / 100,
    won: diceWins(direction, target, played.answer.rolled),
    payout: major(session, played.answer.payout),
    balance: played.balance,
    fairness: played.fairness,
  }
}
