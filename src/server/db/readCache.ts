/**
 * A read-through cache in front of the reads nearly every call makes (the session behind a token, a member's
 * balances), so that they cost no round trip while nothing has changed.
 *
 * It is kept right by invalidation, not by expiry: every write of what it holds invalidates it once the write is
 * committed (`whenCommitted`), in this process at once and in the others through the event bus (Redis when
 * REDIS_URL is set). A load that was under way while its key was invalidated may have read the old rows, so its
 * answer is returned but not kept. The expiry (`ttlMs`) only bounds how long a lost cross-process message can
 * leave another process answering an old value.
 *
 * A cache belongs to the database whose rows it mirrors (`readCacheOf`): every server in a test process has its
 * own database, so it has its own caches.
 */
import type { Database } from './database'

interface Entry<V> {
  value: V
  storedAt: number
  tags: readonly string[]
}

/** What was invalidated: keys, or tags (every entry carrying one of them). */
export type Invalidation = { keys: readonly string[] } | { tags: readonly string[] }

/** A load under way; `stale` once its key was invalidated before it finished. */
interface Ticket {
  stale: boolean
}

export interface ReadCacheOptions<V> {
  ttlMs: number
  /** The least recently used entry goes when a new one would pass this. */
  maxEntries: number
  /** Other names an entry can be invalidated by (a session by its member). */
  tagsOf?: (value: V) => readonly string[]
  now?: () => number
}

export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>()
  private readonly byTag = new Map<string, Set<string>>()
  private readonly loading = new Map<string, Set<Ticket>>()
  private readonly now: () => number
  /** Told of every invalidation made here (not of those received from elsewhere): how other processes hear. */
  onInvalidate: ((invalidation: Invalidation) => void) | null = null

  constructor(private readonly options: ReadCacheOptions<V>) {
    this.now = options.now ?? Date.now
  }

  get size(): number {
    return this.entries.size
  }

  /** The value under `key`: kept, or loaded (and kept unless invalidated meanwhile). */
  async read(key: string, load: () => Promise<V>): Promise<V> {
    const kept = this.entries.get(key)
    if (kept && this.now() - kept.storedAt < this.options.ttlMs) {
      // Most recently used last, so eviction takes the least recently used.
      this.entries.delete(key)
      this.entries.set(key, kept)
      return kept.value
    }
    const ticket: Ticket = { stale: false }
    let tickets = this.loading.get(key)
    if (!tickets) this.loading.set(key, (tickets = new Set()))
    tickets.add(ticket)
    try {
      const value = await load()
      if (!ticket.stale) this.store(key, value)
      return value
    } finally {
      tickets.delete(ticket)
      if (!tickets.size) this.loading.delete(key)
    }
  }

  /**
   * Forgets `keys`; `everywhere` also tells `onInvalidate` (the other processes), `here` does not (a message that
   * came from another process, or a write not yet committed that will be invalidated again when it is).
   */
  invalidate(keys: readonly string[], where: 'everywhere' | 'here' = 'everywhere'): void {
    for (const key of keys) {
      this.forget(key)
      for (const ticket of this.loading.get(key) ?? []) ticket.stale = true
    }
    if (where === 'everywhere' && keys.length) this.onInvalidate?.({ keys })
  }

  /**
   * Forgets every entry carrying one of `tags`, and every load under way: a load's tags are known only once it
   * has read its rows.
   */
  invalidateTagged(tags: readonly string[], where: 'everywhere' | 'here' = 'everywhere'): void {
    for (const tag of tags) for (const key of [...(this.byTag.get(tag) ?? [])]) this.forget(key)
    for (const tickets of this.loading.values()) for (const ticket of tickets) ticket.stale = true
    if (where === 'everywhere' && tags.length) this.onInvalidate?.({ tags })
  }

  /** Applies an invalidation another process made. */
  apply(invalidation: Invalidation): void {
    if ('keys' in invalidation) this.invalidate(invalidation.keys, 'here')
    else this.invalidateTagged(invalidation.tags, 'here')
  }

  private store(key: string, value: V): void {
    this.forget(key)
    const tags = this.options.tagsOf?.(value) ?? []
    this.entries.set(key, { value, storedAt: this.now(), tags })
    for (const tag of tags) {
      let keys = this.byTag.get(tag)
      if (!keys) this.byTag.set(tag, (keys = new Set()))
      keys.add(key)
    }
    if (this.entries.size > this.options.maxEntries) this.forget(this.entries.keys().next().value as string)
  }

  private forget(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag)
      keys?.delete(key)
      if (keys && !keys.size) this.byTag.delete(tag)
    }
  }
}

/** How one process tells the others what it invalidated (the event bus), and hears what they did. */
export interface InvalidationTransport {
  send(message: { cache: string } & Invalidation): void
  /** Calls `receive` with every message another process sent (its own may come back too: harmless). */
  listen(receive: (message: { cache: string } & Invalidation) => void): void
}

interface Registry {
  caches: Map<string, ReadCache<unknown>>
  transport: InvalidationTransport | null
}

const registries = new WeakMap<Database, Registry>()

function registryOf(database: Database): Registry {
  let registry = registries.get(database)
  if (!registry) registries.set(database, (registry = { caches: new Map(), transport: null }))
  return registry
}

function wire(registry: Registry, name: string, cache: ReadCache<unknown>): void {
  const { transport } = registry
  cache.onInvalidate = transport ? (invalidation) => transport.send({ cache: name, ...invalidation }) : null
}

/** The database's cache named `name`, made with `options` on first use. */
export function readCacheOf<V>(database: Database, name: string, options: ReadCacheOptions<V>): ReadCache<V> {
  const registry = registryOf(database)
  let cache = registry.caches.get(name)
  if (!cache) {
    registry.caches.set(name, (cache = new ReadCache<V>(options) as ReadCache<unknown>))
    wire(registry, name, cache)
  }
  return cache as ReadCache<V>
}

/**
 * Connects the database's caches, those made so far and those made later, to the other processes serving the same
 * database: what one invalidates, every one forgets.
 */
export function shareInvalidations(database: Database, transport: InvalidationTransport): void {
  const registry = registryOf(database)
  registry.transport = transport
  for (const [name, cache] of registry.caches) wire(registry, name, cache)
  transport.listen((message) => {
    const { cache: name, ...invalidation } = message
    registry.caches.get(name)?.apply(invalidation as Invalidation)
  })
}
