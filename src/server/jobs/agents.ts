/** The team job (domain/agents/rollups.ts): the agents' reports are fresh within a few seconds of a round. */
import { rollUpTeams, type TeamRollupServices } from '../domain/agents/rollups'
import { runWages, type WageServices } from '../domain/contracts/wages'
import type { Clock } from '../runtime'
import type { Job } from './scheduler'

export const TEAM_ROLLUP_EVERY_MS = 5_000

export function teamRollupJob(services: TeamRollupServices): Job {
  return { name: 'agents.rollups', everyMs: TEAM_ROLLUP_EVERY_MS, run: () => rollUpTeams(services) }
}

/**
 * The wage job (domain/contracts/wages.ts): pays every period that has ended, each once. It runs each minute unless
 * the deployment says otherwise (PORTICO_WAGES_EVERY_SECONDS); the real-time salary's windows are the merchant's
 * (five minutes unless it sets 1 to 60), so a window is paid within a run of its margin passing.
 */
export const WAGES_EVERY_MS = 60_000

export function wagesJob(services: WageServices, clock: Clock, everyMs: number = WAGES_EVERY_MS): Job {
  return { name: 'agents.wages', everyMs, run: () => runWages(services, clock.now()) }
}
