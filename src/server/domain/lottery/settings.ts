/**
 * A merchant's lottery as the server uses it: its config's `lottery` section (src/config/schema.ts) checked once
 * and turned into games with a prize table, a schedule and, per bet type, odds and limits in integer minor units.
 *
 * What a schema can't say is checked here, every problem at once, when the server is built (app.ts): a merchant
 * whose lottery is wrong stops the server from starting, with the file's field named, rather than refusing bets
 * later. The rules: game codes differ; a game closes betting before its draw and offers at least one bet type;
 * every amount is exact in the currency; price above zero; min ≤ maxPerBet, min ≤ maxPerNumber.
 */
import { LOTTERY_BET_TYPE_CODES, LOTTERY_PRIZE_TABLES, type LotteryBetTypeSetting, type LotteryGameSetting, type MerchantConfig } from '../../../config/schema'
import { toMinorUnits } from '../../../contract/money'
import { perConfig } from '../perConfig'
import { BET_TYPE_CODES, BET_TYPES, type BetType, type BetTypeCode, type Odds } from './betTypes'
import { PRIZE_TABLE_CODES, prizeTable, type PrizeTable } from './prizeTables'
import { checkGameSchedule, type GameSchedule } from './schedule'
import { nameIn } from '../games/catalogue'

// The config's lists are the engine's: a bet type or table added to one and not the other fails the typecheck.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const sameBetTypes: Same<(typeof LOTTERY_BET_TYPE_CODES)[number], BetTypeCode> = true
const samePrizeTables: Same<(typeof LOTTERY_PRIZE_TABLES)[number], (typeof PRIZE_TABLE_CODES)[number]> = true
void sameBetTypes
void samePrizeTables

/** A bet type as a game offers it: the rule, the odds and the limits, in minor units. */
export interface OfferedBetType {
  readonly type: BetType
  /** The config's price and payout (major units, as written), and the same as an integer ratio. */
  readonly price: string
  readonly payout: string
  readonly odds: Odds
  readonly min: bigint
  readonly maxPerBet: bigint
  readonly maxPerNumber: bigint
}

export interface LotteryGame {
  readonly code: string
  readonly names: Readonly<Record<string, string>>
  readonly category: LotteryGameSetting['category']
  readonly table: PrizeTable
  readonly schedule: GameSchedule
  /** In the config's order (lô, đề, ...). */
  readonly betTypes: readonly OfferedBetType[]
}

export interface LotteryConfig {
  readonly currency: string
  readonly decimals: number
  readonly games: readonly LotteryGame[]
}

const NO_LOTTERY: LotteryConfig = Object.freeze({ currency: '', decimals: 0, games: Object.freeze([]) })

/** One problem of a merchant's lottery section: the JSON path and what is wrong. */
export interface LotteryConfigProblem {
  path: string
  message: string
}

/** Every problem of the merchant's lottery section (none when it has none). */
export function lotteryConfigProblems(config: MerchantConfig): LotteryConfigProblem[] {
  const lottery = config.lottery
  if (!lottery) return []
  const problems: LotteryConfigProblem[] = []
  const decimals = config.currency.decimals
  const amount = (path: string, value: string, positive: boolean): bigint | null => {
    try {
      const minor = toMinorUnits(value, decimals, { negative: false })
      if (positive && minor === 0n) {
        problems.push({ path, message: 'must be more than zero' })
        return null
      }
      return minor
    } catch {
      problems.push({ path, message: `must be an amount with at most ${decimals} decimals (the currency's), got ${JSON.stringify(value)}` })
      return null
    }
  }
  const checkBetType = (path: string, setting: LotteryBetTypeSetting) => {
    amount(`${path}/price`, setting.price, true)
    amount(`${path}/payout`, setting.payout, false)
    const min = amount(`${path}/min`, setting.min, true)
    const maxPerBet = amount(`${path}/maxPerBet`, setting.maxPerBet, true)
    const maxPerNumber = amount(`${path}/maxPerNumber`, setting.maxPerNumber, true)
    if (min !== null && maxPerBet !== null && min > maxPerBet) problems.push({ path: `${path}/min`, message: `must be at most maxPerBet (${setting.maxPerBet})` })
    if (min !== null && maxPerNumber !== null && min > maxPerNumber) problems.push({ path: `${path}/min`, message: `must be at most maxPerNumber (${setting.maxPerNumber})` })
  }
  for (const [code, setting] of Object.entries(lottery.betTypes)) if (setting) checkBetType(`/lottery/betTypes/${code}`, setting)
  const codes = new Set<string>()
  lottery.games.forEach((game, i) => {
    const path = `/lottery/games/${i}`
    if (codes.has(game.code)) problems.push({ path: `${path}/code`, message: `must differ from every other game's (${game.code} is listed twice)` })
    codes.add(game.code)
    try {
      checkGameSchedule({ schedule: game.schedule, closeBeforeDrawSeconds: game.closeBeforeDrawSeconds })
    } catch (error) {
      problems.push({ path: `${path}/closeBeforeDrawSeconds`, message: (error as Error).message })
    }
    for (const [code, setting] of Object.entries(game.betTypes ?? {})) if (setting) checkBetType(`${path}/betTypes/${code}`, setting)
    if (!offeredSettings(config, game).length) problems.push({ path: `${path}/betTypes`, message: 'must offer at least one bet type (here or in lottery.betTypes)' })
  })
  return problems
}

/** The game's bet types and their settings: the merchant's, each replaced by the game's own where it has one. */
function offeredSettings(config: MerchantConfig, game: LotteryGameSetting): [BetTypeCode, LotteryBetTypeSetting][] {
  const offered: [BetTypeCode, LotteryBetTypeSetting][] = []
  for (const code of BET_TYPE_CODES) {
    const setting = game.betTypes?.[code] ?? config.lottery?.betTypes[code]
    if (setting) offered.push([code, setting])
  }
  return offered
}

/**
 * Throws one Error naming every wrong lottery field of every merchant given (loadMerchants already refuses them with
 * the rest of a file's problems; this guards registries built another way).
 */
export function checkLotteryConfigs(merchants: readonly { config: MerchantConfig; file: string }[]): void {
  const lines = merchants.flatMap(({ config, file }) => lotteryConfigProblems(config).map((p) => `  ${file}: ${p.path}: ${p.message}`))
  if (lines.length) throw new Error(`The lottery settings are wrong:\n${lines.join('\n')}`)
}

/** The merchant's lottery (no games when its config has none), computed once per config. */
export const lotteryConfig = perConfig((config: MerchantConfig): LotteryConfig => {
  const lottery = config.lottery
  if (!lottery) return NO_LOTTERY
  const decimals = config.currency.decimals
  const minor = (value: string) => toMinorUnits(value, decimals, { negative: false })
  return {
    currency: config.currency.code,
    decimals,
    games: lottery.games.map((game) => ({
      code: game.code,
      names: { ...game.names } as Record<string, string>,
      category: game.category,
      table: prizeTable(game.prizeTable),
      schedule: checkGameSchedule({ schedule: game.schedule, closeBeforeDrawSeconds: game.closeBeforeDrawSeconds }),
      betTypes: offeredSettings(config, game).map(([code, setting]) => ({
        type: BET_TYPES[code],
        price: setting.price,
        payout: setting.payout,
        odds: { pays: minor(setting.payout), per: minor(setting.price) },
        min: minor(setting.min),
        maxPerBet: minor(setting.maxPerBet),
        maxPerNumber: minor(setting.maxPerNumber),
      })),
    })),
  }
})

/** The merchant's game with this code, or undefined. */
export function lotteryGame(config: MerchantConfig, code: string): LotteryGame | undefined {
  return lotteryConfig(config).games.find((game) => game.code === code)
}

/** The game's name in `language`, with the catalogue's fallback (English, then the merchant's default), else its code. */
export function gameName(game: LotteryGame, language: string, config: MerchantConfig): string {
  return nameIn(game.names, language, config) || game.code
}
