import { afterEach, describe, expect, it } from 'vitest'
import { installManualTime, monotonicNow } from './timeSource'

describe('the components’ monotonic clock', () => {
  let restore = () => {}
  afterEach(() => restore())

  it('follows a manual clock while one is installed, then real time again', () => {
    const clock = installManualTime(5_000)
    restore = clock.restore
    expect(monotonicNow()).toBe(5_000)
    clock.advance(1_050)
    expect(monotonicNow()).toBe(6_050)
    clock.restore()
    const real = monotonicNow()
    expect(Math.abs(real - performance.now())).toBeLessThan(50)
  })
})
