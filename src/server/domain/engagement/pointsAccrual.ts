/**
 * Earning points (docs/points.md "Earning"): a job credits, for each merchant with a points programme, the points its
 * members' settled rounds of real money earned at the merchant's rate per game type. One batch is one transaction:
 * one statement picks the unaccrued rounds (at most BATCH, rows another run holds skipped), marks them and adds their
 * rate units to each member's all-time earnings (db/engagement/points.ts `accrueRounds`); then one ledger entry per
 * member credits the whole points those units newly make (issued → member). A crash undoes the batch whole, so every
 * round earns exactly once however the runs overlap or stop; a fraction of a point waits in the earnings for the next
 * round. Rolled-back rounds never settle, trial play is not real money: neither earns.
 */
import type { MerchantConfig } from '../../../config/schema'
import type { Database } from '../../db/database'
import { accrueRounds, postPoints } from '../../db/engagement/points'
import type { MerchantRegistry } from '../../merchants/registry'
import { earnUnitOf } from './points'

export const POINTS_ACCRUAL_EVERY_MS = 30_000
const BATCH = 5_000

export interface PointsAccrualResult {
  rounds: number
  members: number
  points: bigint
}

/** Accrues one merchant's due rounds, batch after batch until none is left. */
export async function accrueMerchantPoints(db: Database, config: MerchantConfig, at: Date, batch = BATCH): Promise<PointsAccrualResult> {
  const settings = config.points
  const result: PointsAccrualResult = { rounds: 0, members: 0, points: 0n }
  if (!settings?.enabled) return result
  const earnEvery = earnUnitOf(config, settings)
  const rates = Object.fromEntries(Object.entries(settings.rates).filter(([, rate]) => rate !== undefined)) as Record<string, number>
  for (;;) {
    const rounds = await db.transaction(async (tx) => {
      const members = await accrueRounds(tx, { merchantCode: config.code, rates, earnEvery, at, limit: batch })
      for (const member of members) {
        if (member.points <= 0n) continue
        // Keyed by the member's last round of the batch: a round is in one batch only, so the key is used once.
        await postPoints(tx, {
          merchantCode: config.code, type: 'points_earn', reference: 'points-earn', key: `points-earn:${member.memberId}:${member.lastRound}`,
          actor: 'system', at, from: { kind: 'points_issued' }, to: { kind: 'points', memberId: member.memberId }, points: member.points,
        })
        result.members += 1
        result.points += member.points
      }
      return members.reduce((sum, m) => sum + m.rounds, 0)
    })
    result.rounds += rounds
    if (rounds < batch) return result
  }
}

export async function accruePoints(services: { db: Database; merchants: MerchantRegistry }, at: Date): Promise<PointsAccrualResult> {
  const total: PointsAccrualResult = { rounds: 0, members: 0, points: 0n }
  for (const merchant of services.merchants.merchants) {
    const one = await accrueMerchantPoints(services.db, merchant.config, at)
    total.rounds += one.rounds
    total.members += one.members
    total.points += one.points
  }
  return total
}
