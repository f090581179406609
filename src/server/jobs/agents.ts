/** The team job (domain/agents/rollups.ts): the agents' reports are fresh within a few seconds of a round. */
import { rollUpTeams, type TeamRollupServices } from '../domain/agents/rollups'
import type { Job } from './scheduler'

export const TEAM_ROLLUP_EVERY_MS = 5_000

export function teamRollupJob(services: TeamRollupServices): Job {
  return { name: 'agents.rollups', everyMs: TEAM_ROLLUP_EVERY_MS, run: () => rollUpTeams(services) }
}
