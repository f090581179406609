/**
 * `npm run wages -- verify <payout id>`: recomputes a wage payout from the raw bets (the settled rounds and lottery
 * results themselves, by the shared rules, not the job's SQL) and says whether it matches what was paid (exit code 0
 * only when it does). docs/contracts.md.
 *
 * The database is the server's: PostgreSQL when DATABASE_URL is set, else the embedded one in
 * <PORTICO_DATA_DIR or .data>/pglite. The embedded database serves one process at a time: stop the server first.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { openDatabase } from '../src/server/db/open'
import { verifyPayout } from '../src/server/domain/contracts/verify'
import { loadMerchants } from '../src/server/merchants/load'

const USAGE = `Usage:
  npm run wages -- verify <payout id>`

async function main(args: string[]): Promise<number> {
  const [command, id] = args
  if (command !== 'verify' || !id || !/^[0-9]{1,18}$/.test(id)) throw new Error(USAGE)
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined
  const dataDir = resolve(process.env.PORTICO_DATA_DIR?.trim() || '.data')
  if (!databaseUrl && !existsSync(join(dataDir, 'pglite'))) throw new Error(`No embedded database in ${dataDir}: start the server once, or set DATABASE_URL.`)
  const merchants = await loadMerchants()
  const db = await openDatabase({ databaseUrl, dataDir })
  try {
    const report = await verifyPayout(db, (code) => merchants.byCode(code)?.config, BigInt(id))
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
