/**
 * A fixed clock for stories that show dates or times: with `parameters: { now: '2026-01-15T12:00:00+07:00' }`
 * a story sees `new Date()` and `Date.now()` return that instant (dates built from explicit values are
 * untouched). Installed in the preview's `beforeEach` and removed after the story, so nothing else is affected.
 */
export function installFixedClock(isoInstant: string): () => void {
  const RealDate = globalThis.Date
  const fixed = new RealDate(isoInstant).getTime()
  if (Number.isNaN(fixed)) throw new RangeError(`parameters.now is not a date: ${isoInstant}`)

  class FixedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(fixed)
      else super(...(args as [string | number | Date]))
    }
    static override now(): number {
      return fixed
    }
  }
  globalThis.Date = FixedDate as DateConstructor
  return () => {
    globalThis.Date = RealDate
  }
}
