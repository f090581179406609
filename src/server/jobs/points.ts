/** The points job (domain/engagement/pointsAccrual.ts): settled rounds earn their points within a run of settling. */
import type { Database } from '../db/database'
import { accruePoints, POINTS_ACCRUAL_EVERY_MS } from '../domain/engagement/pointsAccrual'
import type { MerchantRegistry } from '../merchants/registry'
import type { Clock } from '../runtime'
import type { Job } from './scheduler'

export function pointsAccrualJob(services: { db: Database; merchants: MerchantRegistry }, clock: Clock): Job {
  return { name: 'points.accrual', everyMs: POINTS_ACCRUAL_EVERY_MS, run: () => accruePoints(services, clock.now()) }
}
