/**
 * `npm run lottery -- <command>`: the lottery's tools, reading the server's database directly.
 *
 *   verify <gameCode> <roundNo> [--merchant <code>]   recompute a drawn round from its revealed seed and check it
 *                                                    against the commitment published when it opened and the
 *                                                    result stored at its draw (exit code 0 only when both hold)
 *
 * The database is the server's: PostgreSQL when DATABASE_URL is set, else the embedded one in
 * <PORTICO_DATA_DIR or .data>/pglite. The embedded database serves one process at a time: stop the server first.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { openDatabase } from '../src/server/db/open'
import { auditReport, auditStoredRound } from '../src/server/domain/lottery/audit'

const USAGE = `Usage:
  npm run lottery -- verify <gameCode> <roundNo> [--merchant <code>]`

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args
  const merchantAt = rest.indexOf('--merchant')
  const merchantCode = merchantAt === -1 ? undefined : rest[merchantAt + 1]
  const [gameCode, roundNo] = merchantAt === -1 ? rest : rest.filter((_, i) => i !== merchantAt && i !== merchantAt + 1)
  if (command !== 'verify' || !gameCode || !roundNo || (merchantAt !== -1 && !merchantCode)) throw new Error(USAGE)
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined
  const dataDir = resolve(process.env.PORTICO_DATA_DIR?.trim() || '.data')
  if (!databaseUrl && !existsSync(join(dataDir, 'pglite'))) throw new Error(`No embedded database in ${dataDir}: start the server once, or set DATABASE_URL.`)
  const db = await openDatabase({ databaseUrl, dataDir })
  try {
    const { rows } = await db.query<{ present: boolean }>(`SELECT to_regclass('lottery_rounds') IS NOT NULL AS present`)
    if (!rows[0]?.present) throw new Error(`This database has no lottery rounds yet (${databaseUrl ? 'DATABASE_URL' : 'the embedded database'}): start the server once.`)
    const report = auditReport(await auditStoredRound(db, { gameCode, roundNo, merchantCode }))
    console.log(report.text)
    return report.ok ? 0 : 1
  } finally {
    await db.close()
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  },
)
