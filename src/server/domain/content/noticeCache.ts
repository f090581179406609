/**
 * Notices are read on every page and start-up call but change rarely: their answers are kept in the process,
 * per merchant, types and language order. An entry is dropped when a notice of its merchant is written (the
 * repository says so) and expires by itself at the next moment a notice starts or ends, so a notice never
 * shows before its start or after its end. Another process's writes reach this one within MAX_AGE_MS at most.
 */
import type { AgencyNotices, NoticeType, Notices } from '../../../contract/schemas/content'
import type { Queryable } from '../../db/database'
import { nextNoticeChange, onNoticesChanged } from '../../db/content/notices'
import { deepFreeze } from '../perConfig'
import { activeAgencyNotices } from './agencyNotices'
import { activeNotices } from './notices'

/** How long an entry is trusted at most, for writes made by other server processes. */
export const MAX_AGE_MS = 60_000

interface Entry {
  value: Notices | AgencyNotices
  /** The answer holds for `now` in [computedAt, validUntil). */
  computedAt: number
  validUntil: number
}

export interface NoticeReader {
  read(input: { merchantCode: string; types: readonly NoticeType[]; now: Date; languages: readonly string[] }): Promise<Notices>
  /** The agency notices (type AG), kept the same way; who may read them is the caller's check (requireAgent). */
  readAgency(input: { merchantCode: string; now: Date; languages: readonly string[] }): Promise<AgencyNotices>
  /** Stops listening for writes (when the server closes). */
  close(): void
}

export function createNoticeReader(db: Queryable): NoticeReader {
  const entries = new Map<string, Entry>()
  /** Bumped on every write, so a read that started before a write does not store its older answer. */
  const versions = new Map<string, number>()
  const stop = onNoticesChanged((merchantCode) => {
    versions.set(merchantCode, (versions.get(merchantCode) ?? 0) + 1)
    for (const key of entries.keys()) if (key.startsWith(`${merchantCode}|`)) entries.delete(key)
  })

  /** The answer under `key` (its merchant's `types` in `languages`) at `now`: kept, or computed and kept. */
  async function cached<T extends Entry['value']>(key: string, input: { merchantCode: string; now: Date }, compute: () => Promise<T>): Promise<T> {
    const at = input.now.getTime()
    const entry = entries.get(key)
    if (entry && at >= entry.computedAt && at < entry.validUntil) return entry.value as T
    const version = versions.get(input.merchantCode) ?? 0
    const [fresh, next] = await Promise.all([compute(), nextNoticeChange(db, input.merchantCode, input.now)])
    // Shared by every reader until it expires: frozen, so it is also serialised once (routes/endpoint.ts).
    const value = deepFreeze(fresh)
    if ((versions.get(input.merchantCode) ?? 0) === version) {
      entries.set(key, { value, computedAt: at, validUntil: Math.min(at + MAX_AGE_MS, next?.getTime() ?? Number.POSITIVE_INFINITY) })
    }
    return value
  }

  return {
    read: (input) => cached(`${input.merchantCode}|${input.types.join(',')}|${input.languages.join(',')}`, input, () => activeNotices(db, input)),
    readAgency: (input) => cached(`${input.merchantCode}|AG|${input.languages.join(',')}`, input, () => activeAgencyNotices(db, input)),
    close: stop,
  }
}
