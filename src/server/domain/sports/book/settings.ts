/**
 * A merchant's sportsbook as the server uses it: its config's `sportsbook` section (src/config/schema.ts) with the
 * book's defaults, amounts in integer minor units. Derived once per config (perConfig). A limit written with more
 * decimals than the currency has, or a minimum above a maximum, stops the server at its start
 * (`checkSportsbookConfigs`), with the field named, rather than refusing bets later.
 */
import type { MerchantConfig } from '../../../../config/schema'
import { toMinorUnits } from '../../../../contract/money'
import { perConfig } from '../../perConfig'

export interface BookSettings {
  /** Basis points on every market (500 is 5%). */
  readonly marginBp: number
  readonly inPlayDelayMs: number
  /** Real ms one simulated minute takes: 60,000 plays matches in real time. */
  readonly pace: number
  /** Fixtures a day per sport the merchant sets (null: the feed's defaults); sealed with each day's programme. */
  readonly matchesPerDay: Readonly<Record<string, number>> | null
  readonly minStake: bigint
  readonly maxStake: bigint
  readonly maxPayout: bigint
  readonly maxPayoutPerMemberDay: bigint
  readonly marketLiability: bigint
  readonly matchLiability: bigint
  /** How long an abandoned match waits (to be resumed, as a provider may) before its open legs are void. */
  readonly abandonedVoidMs: number
}

/** The book's defaults, in major units where they are amounts. */
export const BOOK_DEFAULTS = {
  marginBp: 500,
  inPlayDelaySeconds: 5,
  paceMsPerMinute: 60_000,
  minStake: '10',
  maxStake: '50000',
  maxPayout: '500000',
  maxPayoutPerMemberDay: '2000000',
  marketLiability: '1000000',
  matchLiability: '3000000',
  abandonedVoidHours: 12,
} as const

type AmountField = 'minStake' | 'maxStake' | 'maxPayout' | 'maxPayoutPerMemberDay' | 'marketLiability' | 'matchLiability'

function derive(config: MerchantConfig): BookSettings {
  const written = config.sportsbook ?? {}
  const decimals = config.currency.decimals
  const amount = (field: AmountField) => toMinorUnits(written[field] ?? BOOK_DEFAULTS[field], decimals)
  return {
    marginBp: written.marginBp ?? BOOK_DEFAULTS.marginBp,
    inPlayDelayMs: (written.inPlayDelaySeconds ?? BOOK_DEFAULTS.inPlayDelaySeconds) * 1000,
    pace: written.paceMsPerMinute ?? BOOK_DEFAULTS.paceMsPerMinute,
    matchesPerDay: written.matchesPerDay ? { ...written.matchesPerDay } as Record<string, number> : null,
    minStake: amount('minStake'),
    maxStake: amount('maxStake'),
    maxPayout: amount('maxPayout'),
    maxPayoutPerMemberDay: amount('maxPayoutPerMemberDay'),
    marketLiability: amount('marketLiability'),
    matchLiability: amount('matchLiability'),
    abandonedVoidMs: (written.abandonedVoidHours ?? BOOK_DEFAULTS.abandonedVoidHours) * 3_600_000,
  }
}

export const bookSettings = perConfig(derive)

/** Every problem of every merchant's book, named by file field; empty when all are sound. */
export function sportsbookConfigProblems(configs: readonly MerchantConfig[]): string[] {
  const problems: string[] = []
  for (const config of configs) {
    const where = `${config.code}: sportsbook`
    let settings: BookSettings
    try {
      settings = bookSettings(config)
    } catch (error) {
      problems.push(`${where}: an amount is not exact in ${config.currency.code} (${(error as Error).message})`)
      continue
    }
    if (settings.minStake <= 0n) problems.push(`${where}.minStake must be above 0`)
    if (settings.minStake > settings.maxStake) problems.push(`${where}.minStake is above maxStake`)
    if (settings.maxStake > settings.maxPayout) problems.push(`${where}.maxStake is above maxPayout`)
    if (settings.maxPayout > settings.maxPayoutPerMemberDay) problems.push(`${where}.maxPayout is above maxPayoutPerMemberDay`)
    if (settings.marketLiability > settings.matchLiability) problems.push(`${where}.marketLiability is above matchLiability`)
  }
  return problems
}

export function checkSportsbookConfigs(configs: readonly MerchantConfig[]): void {
  const problems = sportsbookConfigProblems(configs)
  if (problems.length) throw new Error(`The sportsbook settings are wrong:\n- ${problems.join('\n- ')}`)
}
