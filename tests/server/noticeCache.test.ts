/**
 * The notice cache: repeated reads do not touch the database; a write drops the merchant's entries at once; an
 * entry never outlives the next start or end of a notice, nor serves a moment before it was computed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database, Queryable } from '../../src/server/db/database'
import { migrate } from '../../src/server/db/migrate'
import { insertNotice } from '../../src/server/db/content/notices'
import { createNoticeReader, MAX_AGE_MS, type NoticeReader } from '../../src/server/domain/content/noticeCache'
import { BACKENDS, type TestDatabase } from './helpers'

/** The database, counting the queries that reach it. */
function counting(db: Database): Queryable & { count: number } {
  const wrapper = {
    count: 0,
    query: (sql: string, params?: readonly unknown[]) => {
      wrapper.count += 1
      return db.query(sql, params)
    },
    exec: (sql: string) => db.exec(sql),
  }
  return wrapper as Queryable & { count: number }
}

describe.each(BACKENDS)('notice cache on $name', (backend) => {
  let handle: TestDatabase
  let db: ReturnType<typeof counting>
  let reader: NoticeReader
  const T0 = new Date('2026-11-21T12:00:00Z')
  const at = (ms: number) => new Date(T0.getTime() + ms)
  const read = (now: Date) => reader.read({ merchantCode: 'cachetest', types: ['B', 'H'], now, languages: ['en'] })

  beforeAll(async () => {
    handle = await backend.open()
    await migrate(handle.db)
    db = counting(handle.db)
    reader = createNoticeReader(db)
    await insertNotice(handle.db, { merchantCode: 'cachetest', type: 'B', title: { en: 'Always' }, startAt: at(-60_000) })
  })
  afterAll(async () => {
    reader?.close()
    await handle?.dispose()
  })

  it('answers a repeated read without asking the database', async () => {
    expect((await read(T0)).banners.map((n) => n.title)).toEqual(['Always'])
    const before = db.count
    expect((await read(at(1000))).banners.map((n) => n.title)).toEqual(['Always'])
    expect(db.count).toBe(before)
  })

  it('drops its entries when a notice of the merchant is written', async () => {
    await read(T0)
    await insertNotice(handle.db, { merchantCode: 'cachetest', type: 'B', title: { en: 'New' }, sort: 1, startAt: at(-1000) })
    expect((await read(T0)).banners.map((n) => n.title)).toEqual(['Always', 'New'])
  })

  it('expires at the next start or end of a notice, and never answers for an earlier moment', async () => {
    await insertNotice(handle.db, { merchantCode: 'cachetest', type: 'H', title: { en: 'Flash' }, startAt: at(5000), endAt: at(9000) })
    const flash = async (now: Date) => (await read(now)).player.map((n) => n.title)
    expect(await flash(T0)).toEqual([])
    expect(await flash(at(5000))).toEqual(['Flash'])
    expect(await flash(at(8999))).toEqual(['Flash'])
    expect(await flash(at(9000))).toEqual([])
    expect(await flash(at(6000))).toEqual(['Flash'])
    expect(await flash(at(4000))).toEqual([])
  })

  it('trusts an entry for at most a minute (another process may have written)', async () => {
    await read(at(20_000))
    const before = db.count
    await read(at(20_000 + MAX_AGE_MS))
    expect(db.count).toBeGreaterThan(before)
  })
})
