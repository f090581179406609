/**
 * The winner board (`GCSGAME_getRankList`, spec section 3): the biggest wins of real-money rounds of the last week,
 * from the rounds vendors settled (never made up), each winner's account name masked.
 */
import { CATEGORY_KEYS, type MerchantConfig } from '../../../config/schema'
import { toMajorString } from '../../../contract/money'
import type { RankList } from '../../../contract/schemas/games'
import type { Database } from '../../db/database'
import { bigWins } from '../../db/games/vendorProtocol'
import { nameIn } from './catalogue'

const WINDOW_MS = 7 * 24 * 3_600_000
const DEFAULT_LIMIT = 20

/** `somchai` → `so***ai`; a short name keeps only its first letter (`ab` → `a***`). */
export function maskName(username: string): string {
  const chars = [...username]
  if (chars.length <= 4) return `${chars[0] ?? ''}***`
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`
}

export async function rankList(
  db: Database,
  input: { config: MerchantConfig; language: string; now: Date; gameCategory?: string; limitNum?: string },
): Promise<RankList> {
  const category = input.gameCategory && (CATEGORY_KEYS as readonly string[]).includes(input.gameCategory) ? input.gameCategory : null
  const rows = await bigWins(db, {
    merchantCode: input.config.code, since: new Date(input.now.getTime() - WINDOW_MS), category, limit: Number(input.limitNum ?? DEFAULT_LIMIT),
  })
  return {
    list: rows.map((row) => ({
      vo: {
        username: maskName(row.username),
        gameName: nameIn(row.names, input.language, input.config),
        vendorCode: row.vendorCode,
        nodeId: row.nodeId.toString(),
        winAmount: toMajorString(row.win, input.config.currency.decimals),
        winTime: row.settledAt.toISOString(),
      },
    })),
  }
}
