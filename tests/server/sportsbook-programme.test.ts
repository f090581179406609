/**
 * A merchant's programme as the book seals it (book/programme.ts, migration 040): the day's seed, pace and matches per
 * sport are written by the first process to need the day, and every other process (or a restart with a changed
 * config) derives the same fixtures from what was sealed, never from its own config. A short-match merchant
 * (`sportsbook.matchesPerDay` with a fast pace) gets its many short matches listed once.
 */
import { afterEach, describe, expect, it } from 'vitest'
import type { MerchantConfig } from '../../src/config/schema'
import { createSecretBox } from '../../src/server/crypto/secretBox'
import { Programmes } from '../../src/server/domain/sports/book/programme'
import type { BookServices } from '../../src/server/domain/sports/book/services'
import { cryptoRandom, fixedClock } from '../../src/server/runtime'
import { BACKENDS, loadTestMerchants, type TestDatabase } from './helpers'

const DAY = '2026-12-01'
const NONE = { basketball: 0, tennis: 0, cricket: 0, moba: 0, shooter: 0 }

function withBook(config: MerchantConfig, sportsbook: MerchantConfig['sportsbook']): MerchantConfig {
  return { ...config, sportsbook: { ...config.sportsbook, ...sportsbook } }
}

for (const backend of BACKENDS) {
  describe(`the sportsbook's programme (${backend.name})`, () => {
    let handle: TestDatabase | undefined
    afterEach(async () => {
      await handle?.dispose()
      handle = undefined
    })

    it('seals the matches per sport with the day: another process with another config derives the same fixtures', async () => {
      handle = await backend.open()
      const { db } = handle
      const demo = (await loadTestMerchants()).byCode('demo')!.config
      const secrets = createSecretBox(cryptoRandom.bytes(32))
      // The book's wallet and merchants are not used by the programme.
      const services = { db, secrets, random: cryptoRandom, clock: fixedClock(`${DAY}T00:00:00.000Z`) } as unknown as BookServices
      const short = withBook(demo, { paceMsPerMinute: 400, matchesPerDay: { football: 600, ...NONE } })

      const first = await new Programmes(services).day(short, DAY)
      expect(first.specs.size).toBeGreaterThan(500)
      expect([...first.specs.values()].every((spec) => spec.sport === 'football' && spec.pace === 400)).toBe(true)
      const { rows: [sealed] } = await db.query<{ pace: number; matches: Record<string, number> }>(`SELECT pace, matches FROM sports_days WHERE merchant_code = 'demo' AND day = $1`, [DAY])
      expect(sealed).toEqual({ pace: 400, matches: { football: 600, ...NONE } })
      const { rows: [listed] } = await db.query<{ n: bigint }>(`SELECT count(*) AS n FROM sports_events WHERE merchant_code = 'demo' AND day = $1`, [DAY])
      expect(Number(listed.n)).toBe(first.specs.size)

      // Another process, whose config was changed in the meantime: the day stays as it was sealed.
      const changed = withBook(demo, { paceMsPerMinute: 60_000, matchesPerDay: { football: 3 } })
      const second = await new Programmes(services).day(changed, DAY)
      expect([...second.specs.keys()]).toEqual([...first.specs.keys()])
      expect([...second.specs.values()].map((spec) => spec.startsAt)).toEqual([...first.specs.values()].map((spec) => spec.startsAt))

      // A merchant that sets none seals none: its days use the feed's defaults.
      const next = await new Programmes(services).day(demo, '2026-12-02')
      expect(new Set([...next.specs.values()].map((spec) => spec.sport)).size).toBeGreaterThan(3)
      const { rows: [plain] } = await db.query<{ matches: unknown }>(`SELECT matches FROM sports_days WHERE merchant_code = 'demo' AND day = '2026-12-02'`)
      expect(plain.matches).toBeNull()
    })
  })
}
