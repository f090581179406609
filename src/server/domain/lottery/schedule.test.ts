/**
 * Round times: the round and its open/close/draw times at an instant, exactly at the close and the draw, across
 * midnight in the game's zone (where the UTC date and the local date differ), and the properties that let several
 * processes agree without talking (every instant of a round names it; its number leads back to it).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkGameSchedule, isBettingOpen, roundAt, roundByIndex, roundByNo, roundsDrawnBetween, scheduleAt, type GameSchedule, type RoundWindow } from './schedule'

const at = (iso: string) => new Date(iso)
const times = (round: RoundWindow) => ({ roundNo: round.roundNo, opensAt: round.opensAt.toISOString(), closesAt: round.closesAt.toISOString(), drawsAt: round.drawsAt.toISOString() })

/** An electronic game every 5 minutes, betting closing 30 s before the draw. */
const FIVE_MINUTES: GameSchedule = { schedule: { kind: 'interval', everySeconds: 300 }, closeBeforeDrawSeconds: 30 }
const ONE_MINUTE: GameSchedule = { schedule: { kind: 'interval', everySeconds: 60 }, closeBeforeDrawSeconds: 10 }
/** The northern game: draws 18:15 Vietnam time (UTC+7), betting closing 15 minutes before. */
const NORTH: GameSchedule = { schedule: { kind: 'daily', drawTime: '18:15', utcOffsetMinutes: 420 }, closeBeforeDrawSeconds: 900 }

describe('an interval game', () => {
  it('numbers round n from n × every seconds to (n + 1) × every', () => {
    // 2026-11-25T03:40:00Z is 1,795,578,000 s = 5,985,260 × 300.
    const now = scheduleAt(FIVE_MINUTES, at('2026-11-25T03:42:17.500Z'))
    expect(times(now.current)).toEqual({ roundNo: '5985260', opensAt: '2026-11-25T03:40:00.000Z', closesAt: '2026-11-25T03:44:30.000Z', drawsAt: '2026-11-25T03:45:00.000Z' })
    expect(now.bettingOpen).toBe(true)
    expect(times(now.next)).toEqual({ roundNo: '5985261', opensAt: '2026-11-25T03:45:00.000Z', closesAt: '2026-11-25T03:49:30.000Z', drawsAt: '2026-11-25T03:50:00.000Z' })
    // A one-minute game at the same instant: ⌊1,795,578,137.5 / 60⌋ = 29,926,302.
    expect(times(roundAt(ONE_MINUTE, at('2026-11-25T03:42:17.500Z')))).toEqual({ roundNo: '29926302', opensAt: '2026-11-25T03:42:00.000Z', closesAt: '2026-11-25T03:42:50.000Z', drawsAt: '2026-11-25T03:43:00.000Z' })
  })

  it('opens a round exactly when the previous one draws', () => {
    const now = scheduleAt(FIVE_MINUTES, at('2026-11-25T03:40:00.000Z'))
    expect(now.current.roundNo).toBe('5985260')
    expect(now.bettingOpen).toBe(true)
  })

  it('closes betting exactly at the close time; the round stays current until its draw', () => {
    expect(scheduleAt(FIVE_MINUTES, at('2026-11-25T03:44:29.999Z'))).toMatchObject({ current: { roundNo: '5985260' }, bettingOpen: true })
    expect(scheduleAt(FIVE_MINUTES, at('2026-11-25T03:44:30.000Z'))).toMatchObject({ current: { roundNo: '5985260' }, bettingOpen: false })
    expect(scheduleAt(FIVE_MINUTES, at('2026-11-25T03:44:59.999Z'))).toMatchObject({ current: { roundNo: '5985260' }, bettingOpen: false })
  })

  it('at the draw time exactly, the next round is current and open', () => {
    const now = scheduleAt(FIVE_MINUTES, at('2026-11-25T03:45:00.000Z'))
    expect(now.current.roundNo).toBe('5985261')
    expect(now.bettingOpen).toBe(true)
    expect(now.next.roundNo).toBe('5985262')
  })

  it('reads a round number back, and refuses what is not one', () => {
    expect(times(roundByNo(FIVE_MINUTES, '5985260'))).toEqual(times(roundAt(FIVE_MINUTES, at('2026-11-25T03:40:00Z'))))
    expect(() => roundByNo(FIVE_MINUTES, '05985260')).toThrow(/whole number/)
    expect(() => roundByNo(FIVE_MINUTES, '20261125-0345')).toThrow(/whole number/)
    expect(() => roundByNo(FIVE_MINUTES, '')).toThrow(/whole number/)
    // A whole number whose draw would fall after the last date a clock can show is no round either.
    expect(() => roundByNo(FIVE_MINUTES, '144000000000')).toThrow(/outside the dates/)
    expect(roundByNo(FIVE_MINUTES, '28799999999').drawsAt.getTime()).toBeLessThanOrEqual(8.64e15)
  })
})

describe('a daily game', () => {
  it('is numbered by its draw\'s local date, and opens at the previous draw', () => {
    // 18:15 +07:00 is 11:15Z; betting closes 18:00 local, 11:00Z.
    const now = scheduleAt(NORTH, at('2026-11-25T08:00:00Z'))
    expect(times(now.current)).toEqual({ roundNo: '20261125', opensAt: '2026-11-24T11:15:00.000Z', closesAt: '2026-11-25T11:00:00.000Z', drawsAt: '2026-11-25T11:15:00.000Z' })
    expect(now.bettingOpen).toBe(true)
    expect(now.next.roundNo).toBe('20261126')
  })

  it('closes exactly at 18:00 local and draws at 18:15', () => {
    expect(scheduleAt(NORTH, at('2026-11-25T10:59:59.999Z'))).toMatchObject({ current: { roundNo: '20261125' }, bettingOpen: true })
    expect(scheduleAt(NORTH, at('2026-11-25T11:00:00.000Z'))).toMatchObject({ current: { roundNo: '20261125' }, bettingOpen: false })
    expect(scheduleAt(NORTH, at('2026-11-25T11:14:59.999Z'))).toMatchObject({ current: { roundNo: '20261125' }, bettingOpen: false })
    expect(scheduleAt(NORTH, at('2026-11-25T11:15:00.000Z'))).toMatchObject({ current: { roundNo: '20261126' }, bettingOpen: true })
  })

  it('goes by the local date, not the UTC date, after midnight in Vietnam', () => {
    // 19:00Z on the 25th is 02:00 on the 26th in Hanoi: the current round is the 26th's, drawn 11:15Z that day.
    const now = scheduleAt(NORTH, at('2026-11-25T19:00:00Z'))
    expect(times(now.current)).toEqual({ roundNo: '20261126', opensAt: '2026-11-25T11:15:00.000Z', closesAt: '2026-11-26T11:00:00.000Z', drawsAt: '2026-11-26T11:15:00.000Z' })
    // 16:59:59.999Z is 23:59:59.999 on the 25th local, 17:00Z midnight of the 26th: the same round either side.
    expect(roundAt(NORTH, at('2026-11-25T16:59:59.999Z')).roundNo).toBe('20261126')
    expect(roundAt(NORTH, at('2026-11-25T17:00:00.000Z')).roundNo).toBe('20261126')
  })

  it('handles a draw just after local midnight: betting closes the evening before', () => {
    // Draw 00:10 +07:00 = 17:10Z the day before; close 15 min earlier, 23:55 local = 16:55Z.
    const game: GameSchedule = { schedule: { kind: 'daily', drawTime: '00:10', utcOffsetMinutes: 420 }, closeBeforeDrawSeconds: 900 }
    const late = scheduleAt(game, at('2026-11-25T16:54:59Z'))
    expect(times(late.current)).toEqual({ roundNo: '20261126', opensAt: '2026-11-24T17:10:00.000Z', closesAt: '2026-11-25T16:55:00.000Z', drawsAt: '2026-11-25T17:10:00.000Z' })
    expect(late.bettingOpen).toBe(true)
    // 23:55 local exactly: closed. Local midnight: still the 26th's round, still closed.
    expect(scheduleAt(game, at('2026-11-25T16:55:00Z'))).toMatchObject({ current: { roundNo: '20261126' }, bettingOpen: false })
    expect(scheduleAt(game, at('2026-11-25T17:00:00Z'))).toMatchObject({ current: { roundNo: '20261126' }, bettingOpen: false })
    // 00:10 local on the 26th: the 27th's round, open.
    expect(scheduleAt(game, at('2026-11-25T17:10:00Z'))).toMatchObject({ current: { roundNo: '20261127' }, bettingOpen: true })
  })

  it('handles a zone behind UTC and a late draw, and the turn of the year', () => {
    // Draw 23:30 at UTC−5 = 04:30Z the next UTC day. At 03:00Z on the 26th it is 22:00 on the 25th locally.
    const west: GameSchedule = { schedule: { kind: 'daily', drawTime: '23:30', utcOffsetMinutes: -300 }, closeBeforeDrawSeconds: 60 }
    expect(times(roundAt(west, at('2026-11-26T03:00:00Z')))).toEqual({ roundNo: '20261125', opensAt: '2026-11-25T04:30:00.000Z', closesAt: '2026-11-26T04:29:00.000Z', drawsAt: '2026-11-26T04:30:00.000Z' })
    // After the northern draw on 31 December, the current round is 1 January's.
    expect(scheduleAt(NORTH, at('2026-12-31T12:00:00Z')).current.roundNo).toBe('20270101')
    expect(roundByNo(NORTH, '20280229').drawsAt.toISOString()).toBe('2028-02-29T11:15:00.000Z')
  })

  it('reads a date round number back, and refuses dates that don\'t exist', () => {
    expect(times(roundByNo(NORTH, '20261126'))).toEqual(times(roundAt(NORTH, at('2026-11-25T19:00:00Z'))))
    for (const bad of ['20270229', '20261301', '20261100', '2026112', '2026-11-25', '5985260']) expect(() => roundByNo(NORTH, bad), bad).toThrow(/YYYYMMDD/)
  })
})

describe('any schedule', () => {
  const games: GameSchedule[] = [
    FIVE_MINUTES,
    ONE_MINUTE,
    { schedule: { kind: 'interval', everySeconds: 180 }, closeBeforeDrawSeconds: 0 },
    NORTH,
    { schedule: { kind: 'daily', drawTime: '16:15', utcOffsetMinutes: 420 }, closeBeforeDrawSeconds: 1800 },
    { schedule: { kind: 'daily', drawTime: '00:00', utcOffsetMinutes: -210 }, closeBeforeDrawSeconds: 0 },
  ]

  it('names, at every instant of a round, that round; and its number leads back to it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...games), fc.integer({ min: 0, max: 4_102_444_800_000 }), (game, ms) => {
        const t = new Date(ms)
        const round = roundAt(game, t)
        expect(round.opensAt.getTime()).toBeLessThanOrEqual(ms)
        expect(ms).toBeLessThan(round.drawsAt.getTime())
        expect(round.closesAt.getTime()).toBe(round.drawsAt.getTime() - game.closeBeforeDrawSeconds * 1000)
        expect(isBettingOpen(round, t)).toBe(ms < round.closesAt.getTime())
        expect(times(roundByNo(game, round.roundNo))).toEqual(times(round))
        // Its first and last instants name it too; the next round opens at its draw.
        expect(roundAt(game, round.opensAt).index).toBe(round.index)
        expect(roundAt(game, new Date(round.drawsAt.getTime() - 1)).index).toBe(round.index)
        expect(roundByIndex(game, round.index + 1).opensAt.getTime()).toBe(round.drawsAt.getTime())
      }),
      { numRuns: 2000, seed: 20261125 },
    )
  })

  it('refuses a schedule that is not well formed or leaves no time to bet', () => {
    expect(() => checkGameSchedule({ schedule: { kind: 'interval', everySeconds: 0 }, closeBeforeDrawSeconds: 0 })).toThrow(/every 1 to 86400/)
    expect(() => checkGameSchedule({ schedule: { kind: 'interval', everySeconds: 1.5 }, closeBeforeDrawSeconds: 0 })).toThrow(/whole seconds/)
    expect(() => checkGameSchedule({ schedule: { kind: 'interval', everySeconds: 60 }, closeBeforeDrawSeconds: 60 })).toThrow(/less than the 60 s/)
    expect(() => checkGameSchedule({ schedule: { kind: 'interval', everySeconds: 60 }, closeBeforeDrawSeconds: -1 })).toThrow(/0 or more/)
    expect(() => checkGameSchedule({ schedule: { kind: 'daily', drawTime: '24:00', utcOffsetMinutes: 420 }, closeBeforeDrawSeconds: 0 })).toThrow(/HH:MM/)
    expect(() => checkGameSchedule({ schedule: { kind: 'daily', drawTime: '6:15', utcOffsetMinutes: 420 }, closeBeforeDrawSeconds: 0 })).toThrow(/HH:MM/)
    expect(() => checkGameSchedule({ schedule: { kind: 'daily', drawTime: '18:15', utcOffsetMinutes: 900 }, closeBeforeDrawSeconds: 0 })).toThrow(/UTC offset/)
    expect(() => checkGameSchedule({ schedule: { kind: 'daily', drawTime: '18:15', utcOffsetMinutes: 420 }, closeBeforeDrawSeconds: 86_400 })).toThrow(/less than the 86400 s/)
    expect(() => roundAt(NORTH, new Date('not a date'))).toThrow(/valid date/)
  })
})

describe('catching up', () => {
  it('lists the rounds drawn after the last run and up to now, oldest first', () => {
    // Last ran 03:40:30; now 03:45:00: the rounds drawn at 03:41, 03:42, 03:43, 03:44 and 03:45.
    const rounds = roundsDrawnBetween(ONE_MINUTE, at('2026-11-25T03:40:30Z'), at('2026-11-25T03:45:00Z'))
    expect(rounds.map((round) => round.drawsAt.toISOString().slice(11, 19))).toEqual(['03:41:00', '03:42:00', '03:43:00', '03:44:00', '03:45:00'])
    // A run exactly at a draw counts that draw as done.
    expect(roundsDrawnBetween(ONE_MINUTE, at('2026-11-25T03:41:00Z'), at('2026-11-25T03:41:59.999Z'))).toEqual([])
    // Three days down: three northern draws to catch up on.
    expect(roundsDrawnBetween(NORTH, at('2026-11-25T12:00:00Z'), at('2026-11-28T12:00:00Z')).map((round) => round.roundNo)).toEqual(['20261126', '20261127', '20261128'])
    expect(roundsDrawnBetween(ONE_MINUTE, at('2026-11-25T00:00:00Z'), at('2026-11-26T00:00:00Z'), 3)).toHaveLength(3)
  })
})
