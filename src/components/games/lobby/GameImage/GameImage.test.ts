import { describe, expect, it } from 'vitest'
import { gameImageUrl, imageUrlOn, pickImageHost } from './imageUrl'
import { createLoadBatcher, LOAD_BATCH_INTERVAL_MS } from './loadBatches'

describe('the image host of a game picture', () => {
  it('is one of the configured hosts, at random; none configured means this server', () => {
    const hosts = ['https://img1.example', 'https://img2.example', 'https://img3.example']
    expect(pickImageHost(hosts, () => 0)).toBe('https://img1.example')
    expect(pickImageHost(hosts, () => 0.5)).toBe('https://img2.example')
    expect(pickImageHost(hosts, () => 0.9999)).toBe('https://img3.example')
    expect(pickImageHost([], () => 0.5)).toBe('')
  })

  it('prefixes the path with exactly one slash; this server ("") and full URLs leave it as it is', () => {
    expect(imageUrlOn('https://img.example/', '/assets/games/koi.svg')).toBe('https://img.example/assets/games/koi.svg')
    expect(imageUrlOn('https://img.example/cdn', 'assets/games/koi.svg')).toBe('https://img.example/cdn/assets/games/koi.svg')
    expect(imageUrlOn('', '/assets/games/koi.svg')).toBe('/assets/games/koi.svg')
    expect(imageUrlOn('https://img.example', 'https://vendor.example/koi.png')).toBe('https://vendor.example/koi.png')
    expect(imageUrlOn('https://img.example', 'data:image/svg+xml,<svg/>')).toBe('data:image/svg+xml,<svg/>')
  })

  it('stays the same for a picture asked for again, so the cache and the browser find it', () => {
    const hosts = ['https://a.example', 'https://b.example']
    const first = gameImageUrl('/assets/games/stable.svg', hosts, () => 0.9)
    expect(first).toBe('https://b.example/assets/games/stable.svg')
    expect(gameImageUrl('/assets/games/stable.svg', hosts, () => 0)).toBe(first)
    // Other hosts (another merchant's answer) choose again.
    expect(gameImageUrl('/assets/games/stable.svg', ['https://c.example'], () => 0)).toBe('https://c.example/assets/games/stable.svg')
  })
})

/** A clock and timer queue the test moves by hand. */
function manualTimers() {
  let now = 1_000
  const timers: { at: number; run: () => void }[] = []
  return {
    now: () => now,
    setTimer: (run: () => void, ms: number) => void timers.push({ at: now + ms, run }),
    advance(ms: number) {
      now += ms
      for (const timer of timers.filter((t) => t.at <= now).sort((a, b) => a.at - b.at)) {
        timers.splice(timers.indexOf(timer), 1)
        timer.run()
      }
    },
  }
}

describe('starting picture loads in batches', () => {
  it('starts the first batch at once, and the next no sooner than 200 ms after', () => {
    const clock = manualTimers()
    const batcher = createLoadBatcher({ now: clock.now, setTimer: clock.setTimer })
    const started: string[] = []
    batcher.request(() => started.push('a'))
    batcher.request(() => started.push('b'))
    clock.advance(0)
    expect(started).toEqual(['a', 'b'])

    batcher.request(() => started.push('c'))
    batcher.request(() => started.push('d'))
    clock.advance(LOAD_BATCH_INTERVAL_MS - 1)
    expect(started).toEqual(['a', 'b'])
    expect(batcher.pending).toBe(2)
    clock.advance(1)
    expect(started).toEqual(['a', 'b', 'c', 'd'])

    // After a quiet spell the next batch starts at once again.
    clock.advance(1_000)
    batcher.request(() => started.push('e'))
    clock.advance(0)
    expect(started.at(-1)).toBe('e')
  })

  it('drops a picture that left the page before its turn', () => {
    const clock = manualTimers()
    const batcher = createLoadBatcher({ now: clock.now, setTimer: clock.setTimer })
    const started: string[] = []
    batcher.request(() => started.push('kept'))
    const cancel = batcher.request(() => started.push('gone'))
    cancel()
    clock.advance(0)
    expect(started).toEqual(['kept'])
  })
})
