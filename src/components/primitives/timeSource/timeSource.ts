/**
 * The monotonic clock components measure short intervals with (one click a second, a countdown's seconds left).
 * Real time by default; a story or test replaces it with a manual clock it advances itself, so behaviour over time
 * is checked by moving the clock, never by waiting on the real one.
 */
let now: () => number = () => performance.now()

/** Milliseconds on the components' monotonic clock. */
export function monotonicNow(): number {
  return now()
}

export interface ManualTime {
  /** Moves the clock forward. */
  advance(ms: number): void
  /** Puts the real clock back (a story's `beforeEach` returns it as its cleanup). */
  restore(): void
}

/** Replaces the components' clock with one that moves only when told to. */
export function installManualTime(startMs = 1_000_000): ManualTime {
  let at = startMs
  const previous = now
  now = () => at
  return {
    advance: (ms) => {
      at += ms
    },
    restore: () => {
      now = previous
    },
  }
}
