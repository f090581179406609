import { describe, expect, it } from 'vitest'
import { IMAGE_CACHE_SIZE, LruSet, loadedImages } from './imageCache'

describe('LruSet', () => {
  it('forgets the least recently used URL beyond its capacity', () => {
    const cache = new LruSet(2)
    cache.add('a')
    cache.add('b')
    expect(cache.has('a')).toBe(true) // a is now the most recent
    cache.add('c') // evicts b
    expect(cache.has('b')).toBe(false)
    expect(cache.has('a')).toBe(true)
    expect(cache.has('c')).toBe(true)
    expect(cache.size).toBe(2)
  })

  it('is sized 200 for images (spec section 9)', () => {
    expect(IMAGE_CACHE_SIZE).toBe(200)
    expect(loadedImages.capacity).toBe(200)
  })
})
