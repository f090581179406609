/**
 * The periods' instants. The browser tests run in UTC (vitest.config.ts, BROWSER_CONTEXT), so a local midnight
 * is `T00:00:00.000Z` here; the last test checks the boundaries are local midnights whatever the zone.
 */
import { describe, expect, it } from 'vitest'
import { dayOf, parseDay, periodRange, periodRangeOf } from './periodRange'

// Saturday 14 March 2026, mid-morning.
const NOW = new Date('2026-03-14T09:30:00.000Z')

describe('periodRange', () => {
  it('spans today and yesterday as whole days', () => {
    expect(periodRange('today', NOW)).toEqual({ from: '2026-03-14T00:00:00.000Z', to: '2026-03-15T00:00:00.000Z' })
    expect(periodRange('yesterday', NOW)).toEqual({ from: '2026-03-13T00:00:00.000Z', to: '2026-03-14T00:00:00.000Z' })
  })

  it('starts this week on Monday and ends it with today', () => {
    expect(periodRange('thisWeek', NOW)).toEqual({ from: '2026-03-09T00:00:00.000Z', to: '2026-03-15T00:00:00.000Z' })
    // On a Monday the week is that day; on a Sunday it began six days before.
    expect(periodRange('thisWeek', new Date('2026-03-09T23:59:59.999Z')).from).toBe('2026-03-09T00:00:00.000Z')
    expect(periodRange('thisWeek', new Date('2026-03-15T08:00:00.000Z'))).toEqual({ from: '2026-03-09T00:00:00.000Z', to: '2026-03-16T00:00:00.000Z' })
  })

  it('starts this month on the 1st, across a year end too', () => {
    expect(periodRange('thisMonth', NOW)).toEqual({ from: '2026-03-01T00:00:00.000Z', to: '2026-03-15T00:00:00.000Z' })
    expect(periodRange('thisMonth', new Date('2025-12-31T18:00:00.000Z'))).toEqual({ from: '2025-12-01T00:00:00.000Z', to: '2026-01-01T00:00:00.000Z' })
    // A week that began in the previous month.
    expect(periodRange('thisWeek', new Date('2026-04-02T10:00:00.000Z')).from).toBe('2026-03-30T00:00:00.000Z')
  })

  it('takes a custom period from its first day to the end of its last day', () => {
    expect(periodRange('custom', NOW, { start: '2026-02-27', end: '2026-03-02' })).toEqual({ from: '2026-02-27T00:00:00.000Z', to: '2026-03-03T00:00:00.000Z' })
    expect(periodRange('custom', NOW, { start: '2026-03-14', end: '2026-03-14' })).toEqual({ from: '2026-03-14T00:00:00.000Z', to: '2026-03-15T00:00:00.000Z' })
    // Leap day.
    expect(periodRange('custom', NOW, { start: '2024-02-29', end: '2024-02-29' }).to).toBe('2024-03-01T00:00:00.000Z')
  })

  it('refuses a custom period that is missing, not real days, or backwards', () => {
    expect(() => periodRange('custom', NOW)).toThrow(RangeError)
    expect(() => periodRange('custom', NOW, { start: '2026-02-30', end: '2026-03-01' })).toThrow(RangeError)
    expect(() => periodRange('custom', NOW, { start: '14/03/2026', end: '2026-03-14' })).toThrow(RangeError)
    expect(() => periodRange('custom', NOW, { start: '2026-03-14', end: '2026-03-13' })).toThrow(RangeError)
  })

  it('puts every boundary at a local midnight', () => {
    for (const period of ['today', 'yesterday', 'thisWeek', 'thisMonth'] as const) {
      const { from, to } = periodRange(period, NOW)
      for (const instant of [new Date(from), new Date(to)]) {
        expect([instant.getHours(), instant.getMinutes(), instant.getSeconds(), instant.getMilliseconds()]).toEqual([0, 0, 0, 0])
      }
      // Every period but yesterday holds the present moment.
      if (period !== 'yesterday') {
        expect(new Date(from).getTime()).toBeLessThanOrEqual(NOW.getTime())
        expect(new Date(to).getTime()).toBeGreaterThan(NOW.getTime())
      }
    }
  })
})

describe('periodRangeOf', () => {
  it('is null while a custom period is incomplete or backwards', () => {
    expect(periodRangeOf({ period: 'custom' }, NOW)).toBeNull()
    expect(periodRangeOf({ period: 'custom', start: '2026-03-01', end: '' }, NOW)).toBeNull()
    expect(periodRangeOf({ period: 'custom', start: '2026-03-10', end: '2026-03-01' }, NOW)).toBeNull()
    expect(periodRangeOf({ period: 'custom', start: '2026-03-01', end: '2026-03-10' }, NOW)).toEqual({ from: '2026-03-01T00:00:00.000Z', to: '2026-03-11T00:00:00.000Z' })
    expect(periodRangeOf({ period: 'today', start: '2020-01-01', end: '2020-01-02' }, NOW)).toEqual(periodRange('today', NOW))
  })
})

describe('days', () => {
  it('reads and writes YYYY-MM-DD in local time', () => {
    expect(dayOf(parseDay('2026-03-09'))).toBe('2026-03-09')
    expect(dayOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
  })
})
