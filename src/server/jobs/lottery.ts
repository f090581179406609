/**
 * The lottery's round job (domain/lottery/rounds.ts `runRounds`): every second it makes the rounds that should
 * exist and opens, closes, draws and settles whatever is due. It runs under the scheduler's leader election
 * (scheduler.ts: one process at a time on PostgreSQL; the one process on PGlite), and at start it catches up on
 * rounds whose draw time passed while no server ran.
 */
import { runRounds } from '../domain/lottery/rounds'
import type { LotteryServices } from '../domain/lottery/services'
import type { Job } from './scheduler'

/** Often enough that a round closes and draws within a second of its time; a run with nothing due is three queries. */
export const LOTTERY_ROUNDS_EVERY_MS = 1_000

export function lotteryRoundsJob(services: LotteryServices): Job {
  return { name: 'lottery.rounds', everyMs: LOTTERY_ROUNDS_EVERY_MS, run: () => runRounds(services) }
}
