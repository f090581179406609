import { afterEach, describe, expect, it, vi } from 'vitest'
import { comingMatches, liveMatches } from '../../components/sports/LiveMatches/fixtures'
import { fakeServer, portalWith } from '../testing/fixtures'
import { LIVE_REFRESH_MS, liveMatchesOf } from './LiveMatchesStore'

describe('the live matches store', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('reads the matches when a section watches, again every LIVE_REFRESH_MS while watched, and not after', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const answers = [liveMatches, comingMatches, liveMatches]
    const server = fakeServer('demo').on('liveMatches', () => ({ value: { at: '2026-03-14T12:00:00.000Z', matches: answers.shift() ?? [] } }))
    const { root, transport } = portalWith(server)
    await root.start()
    const store = liveMatchesOf(root)
    expect(liveMatchesOf(root)).toBe(store)
    const calls = () => transport.requests.filter((request) => request.name === 'liveMatches').length

    const stop = store.watch()
    await vi.waitFor(() => expect(store.matches).toEqual(liveMatches))
    // A second section watching at once asks nothing more.
    const stopOther = store.watch()
    expect(calls()).toBe(1)
    vi.advanceTimersByTime(LIVE_REFRESH_MS)
    await vi.waitFor(() => expect(store.matches).toEqual(comingMatches))
    stopOther()
    stop()
    stop()
    vi.advanceTimersByTime(3 * LIVE_REFRESH_MS)
    expect(calls()).toBe(2)
  })

  it('keeps the last matches through a failed refresh, with the error on the request', async () => {
    let fail = false
    const server = fakeServer('demo').on('liveMatches', () => (fail ? { status: 503, errorCode: 'system.unavailable' } : { value: { at: '2026-03-14T12:00:00.000Z', matches: liveMatches } }))
    const { root } = portalWith(server)
    await root.start()
    const store = liveMatchesOf(root)
    await store.load()
    fail = true
    await store.load()
    expect(store.matches).toEqual(liveMatches)
    expect(store.request.error).not.toBeNull()
  })
})
