import { afterEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_TIMEOUT_MS } from '../../contract'
import { ChunkLoadError, classifyChunkError, loadChunk } from './loadChunk'

afterEach(() => {
  vi.useRealTimers()
})

describe('loadChunk', () => {
  it('resolves the module', async () => {
    await expect(loadChunk(async () => ({ default: 1 }))).resolves.toEqual({ default: 1 })
  })

  it('times out after 120 s', async () => {
    vi.useFakeTimers()
    const pending = loadChunk(() => new Promise(() => undefined)).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1)
    await vi.advanceTimersByTimeAsync(1)
    const error = (await pending) as ChunkLoadError
    expect(error).toBeInstanceOf(ChunkLoadError)
    expect(error.type).toBe('timeout')
  })

  it('reports a 404 JS chunk as missing and other failures as error', async () => {
    const failed = new TypeError('Failed to fetch dynamically imported module: http://x/assets/Help-abc.js')
    expect(await classifyChunkError(failed, async () => 404)).toMatchObject({ type: 'missing', asset: 'js', url: 'http://x/assets/Help-abc.js' })
    expect(await classifyChunkError(failed, async () => 200)).toMatchObject({ type: 'error', asset: 'js' })
    expect(await classifyChunkError(failed, async () => undefined)).toMatchObject({ type: 'error' })
    expect(await classifyChunkError(new Error('boom'), async () => 404)).toMatchObject({ type: 'error', url: undefined })
  })

  it('recognises a CSS preload failure', async () => {
    const css = new Error('Unable to preload CSS for /assets/Help-abc.css')
    expect(await classifyChunkError(css, async () => 404)).toMatchObject({ type: 'missing', asset: 'css', url: '/assets/Help-abc.css' })
    await expect(loadChunk(() => Promise.reject(css), { probeStatus: async () => 500 })).rejects.toMatchObject({ type: 'error', asset: 'css' })
  })
})
