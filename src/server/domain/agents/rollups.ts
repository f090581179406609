/**
 * The team job (docs/agents.md): every few seconds it counts what the team events recorded since its last run into
 * the rollups, per merchant, in that merchant's time zone, batch by batch until none is waiting. A report is fresh
 * within one run of the money moving (the original system refreshed hourly).
 */
import type { Database } from '../../db/database'
import { rollUpTeamEvents } from '../../db/agents/rollups'
import type { MerchantRegistry } from '../../merchants/registry'
import { agentSettings } from './settings'

/** Events counted per transaction: large enough to catch up fast, small enough to keep each transaction short. */
const BATCH = 5_000
/** A run stops after this many batches, so one busy merchant never holds the job for long; the next run goes on. */
const MAX_BATCHES = 20

export interface TeamRollupServices {
  db: Database
  merchants: MerchantRegistry
}

/** Counts every merchant's waiting events; answers how many it counted. */
export async function rollUpTeams(services: TeamRollupServices): Promise<number> {
  let counted = 0
  for (const merchant of services.merchants.merchants) {
    const settings = agentSettings(merchant.config)
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const taken = await rollUpTeamEvents(services.db, {
        merchantCode: merchant.config.code,
        utcOffsetMinutes: settings.utcOffsetMinutes,
        activeMinStake: settings.activeMinStakeMinor,
        batchSize: BATCH,
      })
      counted += taken
      if (taken < BATCH) break
    }
  }
  return counted
}
