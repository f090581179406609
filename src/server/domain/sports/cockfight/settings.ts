/**
 * A merchant's cockfighting arena as the server uses it: its config's `sportsbook.cockfight` section
 * (src/config/schema.ts CockfightSettings) with the arena's defaults, amounts in integer minor units, times in ms.
 * Derived once per config. A rhythm the day cannot be cut into, betting that leaves no time to fight, or a limit
 * not exact in the currency stops the server at its start (`checkCockfightConfigs`), with the field named.
 */
import type { MerchantConfig } from '../../../../config/schema'
import { toMinorUnits } from '../../../../contract/money'
import { DAY_MS } from '../feed'
import { perConfig } from '../../perConfig'

export interface ArenaSettings {
  readonly mode: 'fixed' | 'pool'
  readonly plasadaBp: number
  readonly fightEveryMs: number
  readonly bettingMs: number
  readonly lastCallMs: number
  readonly minStake: bigint
  readonly maxStake: bigint
  readonly maxPayout: bigint
  /** Fixed odds: the house's worst case on one fight (fixedWorstLoss) may not pass this. */
  readonly maxFightLiability: bigint
  /** What a member's bets placed in one UTC day may risk together. */
  readonly maxMemberDailyRisk: bigint
}

/** The arena's defaults: a fight every three minutes, betting open 100 s of it (the last 20 the last call). */
export const ARENA_DEFAULTS = {
  mode: 'fixed',
  plasadaBp: 500,
  fightEverySeconds: 180,
  bettingSeconds: 100,
  lastCallSeconds: 20,
  minStake: '10',
  maxStake: '20000',
  maxPayout: '200000',
  maxFightLiability: '1000000',
  maxMemberDailyRisk: '200000',
} as const

/** The least time a fight takes from the close of betting to the next fight's opening (the fight, then its result). */
export const MIN_FIGHT_MS = 60_000

function derive(config: MerchantConfig): ArenaSettings {
  const written = config.sportsbook?.cockfight ?? {}
  const decimals = config.currency.decimals
  const amount = (field: 'minStake' | 'maxStake' | 'maxPayout' | 'maxFightLiability' | 'maxMemberDailyRisk') => toMinorUnits(written[field] ?? ARENA_DEFAULTS[field], decimals)
  return {
    mode: written.mode ?? ARENA_DEFAULTS.mode,
    plasadaBp: written.plasadaBp ?? ARENA_DEFAULTS.plasadaBp,
    fightEveryMs: (written.fightEverySeconds ?? ARENA_DEFAULTS.fightEverySeconds) * 1000,
    bettingMs: (written.bettingSeconds ?? ARENA_DEFAULTS.bettingSeconds) * 1000,
    lastCallMs: (written.lastCallSeconds ?? ARENA_DEFAULTS.lastCallSeconds) * 1000,
    minStake: amount('minStake'),
    maxStake: amount('maxStake'),
    maxPayout: amount('maxPayout'),
    maxFightLiability: amount('maxFightLiability'),
    maxMemberDailyRisk: amount('maxMemberDailyRisk'),
  }
}

export const arenaSettings = perConfig(derive)

/** Every problem of every merchant's arena, named by file field; empty when all are sound. */
export function cockfightConfigProblems(configs: readonly MerchantConfig[]): string[] {
  const problems: string[] = []
  for (const config of configs) {
    const where = `${config.code}: sportsbook.cockfight`
    let settings: ArenaSettings
    try {
      settings = arenaSettings(config)
    } catch (error) {
      problems.push(`${where}: an amount is not exact in ${config.currency.code} (${(error as Error).message})`)
      continue
    }
    if (DAY_MS % settings.fightEveryMs !== 0) problems.push(`${where}.fightEverySeconds must divide a day (86400 s) into whole fights`)
    if (settings.fightEveryMs - settings.bettingMs < MIN_FIGHT_MS) problems.push(`${where}.bettingSeconds must leave at least ${MIN_FIGHT_MS / 1000} s of fightEverySeconds for the fight`)
    if (settings.lastCallMs >= settings.bettingMs) problems.push(`${where}.lastCallSeconds must be shorter than bettingSeconds`)
    if (settings.minStake <= 0n) problems.push(`${where}.minStake must be above 0`)
    if (settings.minStake > settings.maxStake) problems.push(`${where}.minStake is above maxStake`)
    if (settings.maxStake > settings.maxPayout) problems.push(`${where}.maxStake is above maxPayout`)
    // A cap below one bet's largest win would refuse bets the other limits allow, whatever the fight's book.
    if (settings.maxFightLiability < settings.maxPayout - settings.maxStake) problems.push(`${where}.maxFightLiability is below what one bet may win (maxPayout − maxStake)`)
    if (settings.maxMemberDailyRisk < settings.maxStake) problems.push(`${where}.maxMemberDailyRisk is below maxStake`)
  }
  return problems
}

export function checkCockfightConfigs(configs: readonly MerchantConfig[]): void {
  const problems = cockfightConfigProblems(configs)
  if (problems.length) throw new Error(`The cockfight settings are wrong:\n- ${problems.join('\n- ')}`)
}
