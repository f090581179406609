/**
 * A least-recently-used set of image URLs that have loaded in this page (spec section 9: a cache of 200
 * images). An image whose URL is in it renders at once, without waiting to scroll into view.
 */
export const IMAGE_CACHE_SIZE = 200

export class LruSet {
  private readonly entries = new Set<string>()
  constructor(readonly capacity: number) {}

  has(key: string): boolean {
    if (!this.entries.has(key)) return false
    // Refresh recency: a Set iterates in insertion order, so re-inserting moves the key to the newest end.
    this.entries.delete(key)
    this.entries.add(key)
    return true
  }

  add(key: string): void {
    this.entries.delete(key)
    this.entries.add(key)
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.values().next().value as string
      this.entries.delete(oldest)
    }
  }

  get size(): number {
    return this.entries.size
  }

  clear(): void {
    this.entries.clear()
  }
}

/** The page-wide cache of loaded image URLs. */
export const loadedImages = new LruSet(IMAGE_CACHE_SIZE)
