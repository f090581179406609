/**
 * In-process jobs (docs/architecture.md "Time, randomness, jobs"): each runs once at start, which catches up on what
 * came due while the server was down, then every `everyMs`. With several server processes only one runs a job at a
 * time: a run happens inside a transaction holding the job's advisory lock (`pg_try_advisory_xact_lock`), and a
 * process that cannot take it skips that turn. Every job is idempotent anyway, so a skipped or doubled turn is
 * harmless; the lock only spares the others the work.
 */
import type { Database } from '../db/database'

export interface Job {
  name: string
  everyMs: number
  run(): Promise<unknown>
}

/** First key of the two-key advisory lock of a job (the second is the hash of its name). */
const JOB_LOCK_SPACE = 7_340_001

/** Runs `job` if no other process is running it now; true when it ran. */
export async function runExclusively(db: Database, job: Pick<Job, 'name' | 'run'>): Promise<boolean> {
  // Embedded PGlite is one process's own database, and one connection: holding a transaction open around the job
  // would only block the job's own transactions.
  if (db.kind === 'pglite') {
    await job.run()
    return true
  }
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1, hashtext($2)) AS locked', [JOB_LOCK_SPACE, job.name])
    if (!rows[0]?.locked) return false
    // The lock lasts while this transaction is open; the job's own writes use their own transactions (other
    // connections of the pool).
    await job.run()
    return true
  })
}

export function startJobs(db: Database, jobs: readonly Job[], onError: (name: string, error: unknown) => void): { stop(): void } {
  const timers: NodeJS.Timeout[] = []
  let stopped = false
  for (const job of jobs) {
    let running = false
    const tick = () => {
      if (running || stopped) return
      running = true
      runExclusively(db, job)
        .catch((error: unknown) => onError(job.name, error))
        .finally(() => (running = false))
    }
    tick()
    const timer = setInterval(tick, job.everyMs)
    timer.unref()
    timers.push(timer)
  }
  return {
    stop() {
      stopped = true
      for (const timer of timers) clearInterval(timer)
    },
  }
}
