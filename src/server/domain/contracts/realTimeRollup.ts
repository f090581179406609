/**
 * The real-time salary's rollup, kept as lottery rounds settle (db/contracts/realTime.ts; docs/contracts.md
 * "The real-time window at size"): the window's payout then reads a few rows per upline, not every result.
 */
import type { MerchantConfig } from '../../../config/schema'
import type { Queryable } from '../../db/database'
import { markRollupPartial, rollUpSettledRound } from '../../db/contracts/realTime'
import { contractSettings } from './settings'
import { periodAt } from './terms'

/**
 * In a round's settlement transaction, once its members' results are written: adds them to the window they settled
 * in, when the merchant pays real-time salaries; when it does not, a window rolled up before is marked partial (its
 * payout then reads the results themselves).
 */
export async function rollUpForRealTimeSalary(tx: Queryable, config: MerchantConfig | undefined, round: { id: bigint; merchantCode: string }, settledAt: Date): Promise<void> {
  if (!config) return
  const settings = contractSettings(config)
  const period = periodAt('window', settledAt, 0, settings.realTimeWindowMinutes)
  const window = { merchantCode: round.merchantCode, start: period.start, end: period.end }
  if (settings.kinds.has('realTimeSalary')) await rollUpSettledRound(tx, round, window)
  else await markRollupPartial(tx, round.merchantCode, window)
}
