/**
 * Verifying a stored round (`npm run lottery -- verify <gameCode> <roundNo>`): read from the database what was
 * published (its commitment, its revealed seed, its stored result), recompute the result from the seed alone
 * (verify.ts) and say whether the seed is the one committed to and the stored result the recomputed one.
 */
import type { Queryable } from '../../db/database'
import { roundsByGameAndNo, type RoundRow } from '../../db/lottery/rounds'
import { formatResult, verifyRound, type RoundVerification } from './verify'

export interface StoredRoundQuery {
  gameCode: string
  roundNo: string
  /** Needed only when several merchants run a game with this code. */
  merchantCode?: string
}

export type StoredRoundAudit =
  | { found: false; message: string }
  | { found: true; round: Pick<RoundRow, 'merchantCode' | 'gameCode' | 'roundNo' | 'prizeTable' | 'status' | 'commitment' | 'seedHex' | 'drawsAt' | 'drawnAt'>; verification: RoundVerification | null }

/** The round's published facts and, once drawn, their verification. */
export async function auditStoredRound(db: Queryable, query: StoredRoundQuery): Promise<StoredRoundAudit> {
  const rows = await roundsByGameAndNo(db, query.gameCode, query.roundNo, query.merchantCode)
  if (!rows.length) return { found: false, message: `No round ${query.gameCode}:${query.roundNo}${query.merchantCode ? ` for merchant ${query.merchantCode}` : ''}.` }
  if (rows.length > 1) return { found: false, message: `Merchants ${rows.map((r) => r.merchantCode).join(', ')} each have a round ${query.gameCode}:${query.roundNo}: name one with --merchant.` }
  const round = rows[0]
  const verification = round.seedHex
    ? verifyRound({ gameCode: round.gameCode, roundNo: round.roundNo, table: round.prizeTable, commitment: round.commitment, seedHex: round.seedHex, announced: round.result ?? undefined })
    : null
  return { found: true, round, verification }
}

/** The audit as the command prints it; `ok` decides its exit code. */
export function auditReport(audit: StoredRoundAudit): { ok: boolean; text: string } {
  if (!audit.found) return { ok: false, text: audit.message }
  const { round, verification } = audit
  const lines = [
    `Round ${round.gameCode}:${round.roundNo} (merchant ${round.merchantCode}, ${round.prizeTable} prize table): ${round.status}, draws at ${round.drawsAt.toISOString()}`,
    `  commitment (SHA-256 of the seed, published when it opened): ${round.commitment}`,
  ]
  if (!verification) {
    lines.push('  Not drawn yet: its seed stays secret until the draw, so there is nothing to verify.')
    return { ok: false, text: lines.join('\n') }
  }
  const yes = (value: boolean | null) => (value === null ? 'no stored result' : value ? 'yes' : 'NO')
  lines.push(
    `  revealed seed: ${round.seedHex}`,
    `  round key: ${verification.roundKey}`,
    '  recomputed from the seed:',
    ...formatResult(verification.derived).split('\n').map((line) => `    ${line}`),
    `  the seed is the one committed to: ${yes(verification.commitmentMatches)}`,
    `  the stored result is the recomputed one: ${yes(verification.announcedMatches)}`,
    ...verification.problems.map((problem) => `  PROBLEM: ${problem}`),
    verification.ok ? 'Verified.' : 'NOT verified.',
  )
  return { ok: verification.ok, text: lines.join('\n') }
}
