/**
 * Verifying a drawn round from what was published: its game and number, the prize table, the commitment published
 * when it opened, the seed revealed at the draw, and the result announced. The round is recomputed from the seed
 * alone (derive.ts); nothing the server kept privately is needed. This is what `npm run lottery -- verify <round>`
 * reports for a stored round, and what a player's own re-implementation of derive.ts should agree with.
 */
import { deriveResult, roundKey } from './derive'
import { PRIZE_TIERS, drawResult, prizeTable, type DrawResult, type PrizeNumbers, type PrizeTableCode } from './prizeTables'
import { matchesCommitment, seedFromHex } from './seed'

export interface PublishedRound {
  readonly gameCode: string
  readonly roundNo: string
  readonly table: PrizeTableCode
  /** The hex SHA-256 published when the round opened. */
  readonly commitment: string
  /** The seed revealed at the draw, 64 hex characters. */
  readonly seedHex: string
  /** The numbers announced at the draw, if any, to compare with the recomputed ones. */
  readonly announced?: PrizeNumbers
}

export interface RoundVerification {
  /** The commitment matches the seed, and the announced result (if given) is the recomputed one. */
  readonly ok: boolean
  readonly roundKey: string
  readonly commitmentMatches: boolean
  /** The result recomputed from the revealed seed. */
  readonly derived: DrawResult
  /** Whether the announced numbers are the recomputed ones; null when none were given. */
  readonly announcedMatches: boolean | null
  /** What failed, in words; empty when `ok`. */
  readonly problems: readonly string[]
}

/** Recomputes a round from its revealed seed and checks it against its commitment and announced numbers. */
export function verifyRound(round: PublishedRound): RoundVerification {
  const table = prizeTable(round.table)
  const key = roundKey(round.gameCode, round.roundNo)
  const seed = seedFromHex(round.seedHex)
  const derived = deriveResult(table, seed, key)
  const problems: string[] = []
  const commitmentMatches = matchesCommitment(seed, round.commitment)
  if (!commitmentMatches) problems.push(`the revealed seed's SHA-256 is not the commitment ${round.commitment}`)
  let announcedMatches: boolean | null = null
  if (round.announced) {
    let announced: DrawResult | undefined
    try {
      announced = drawResult(table, round.announced)
    } catch (error) {
      problems.push(`the announced result is not a ${table.code} draw: ${(error as Error).message}`)
    }
    announcedMatches = announced !== undefined && formatResult(announced) === formatResult(derived)
    if (announced && !announcedMatches) problems.push('the announced numbers differ from those recomputed from the seed')
  }
  return { ok: problems.length === 0, roundKey: key, commitmentMatches, derived, announcedMatches, problems }
}

/** A draw as text, one tier a line special first ("special: 12345", "third: 01234 56789 …"): for the command. */
export function formatResult(result: DrawResult): string {
  return PRIZE_TIERS.filter((tier) => result.prizes[tier])
    .map((tier) => `${tier}: ${result.prizes[tier]?.join(' ')}`)
    .join('\n')
}
