/**
 * The browser storages the portal uses, behind the DOM `Storage` interface so tests (and browsers that refuse
 * storage, e.g. some private modes) can hand in an in-memory one.
 */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>

export interface PortalStorages {
  /** Per browser: merchantCode, hisLang, theme mode, balance hidden. */
  local: StorageLike
  /** Per tab session: the session keys of spec section 3, cached calls, publicityClose. */
  session: StorageLike
}

/** An in-memory Storage: used by tests and as the fallback when the browser refuses storage. */
export class MemoryStorage implements StorageLike {
  private readonly items = new Map<string, string>()

  get length(): number {
    return this.items.size
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value))
  }

  removeItem(key: string): void {
    this.items.delete(key)
  }

  clear(): void {
    this.items.clear()
  }

  keys(): string[] {
    return [...this.items.keys()]
  }
}

/** The browser's storage when it works, else memory (accessing `localStorage` can throw when blocked). */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): StorageLike {
  try {
    const storage = window[kind]
    const probe = '__portico_probe__'
    storage.setItem(probe, '1')
    storage.removeItem(probe)
    return storage
  } catch {
    return new MemoryStorage()
  }
}

export function readJson<T>(storage: StorageLike, key: string): T | undefined {
  const text = storage.getItem(key)
  if (text === null) return undefined
  try {
    return JSON.parse(text) as T
  } catch {
    return undefined
  }
}
