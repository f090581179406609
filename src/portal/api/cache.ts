/**
 * The one place cached calls live (spec section 9 "Session-cached keys").
 *
 * Each endpoint with a `cacheKey` in the contract is kept in session storage under exactly that key
 * (index_notice, routers, settings, validate, ...). One call can have several answers — per merchant, per query,
 * and for language-dependent calls per language — so the stored item is a small map:
 *
 *   sessionStorage['index_notice'] = {"demo|th|{...query}": {...value}, "demo|en|{...query}": {...}}
 *
 * The variant always includes the merchant; it includes the language only for the calls the contract marks
 * `languageDependent` (their text comes back translated), so switching language misses the cache for those and
 * hits it for everything else.
 */
import type { EndpointName } from '../../contract/endpoints'
import { endpointDef } from './endpointTable'
import { readJson, type StorageLike } from '../storage'

export interface CacheContext {
  merchantCode: string
  language: string
}

type CacheItem = Record<string, unknown>

export function cacheVariant(name: EndpointName, context: CacheContext, query: unknown): string {
  const parts = [context.merchantCode]
  if (endpointDef(name).languageDependent) parts.push(context.language)
  if (query !== undefined) parts.push(JSON.stringify(query))
  return parts.join('|')
}

export class SessionCache {
  constructor(private readonly storage: StorageLike) {}

  read(key: string, variant: string): { hit: true; value: unknown } | { hit: false } {
    const item = readJson<CacheItem>(this.storage, key)
    if (item && typeof item === 'object' && Object.hasOwn(item, variant)) return { hit: true, value: item[variant] }
    return { hit: false }
  }

  write(key: string, variant: string, value: unknown): void {
    const item = readJson<CacheItem>(this.storage, key) ?? {}
    item[variant] = value
    try {
      this.storage.setItem(key, JSON.stringify(item))
    } catch {
      // Quota exceeded: the call simply is not cached; the answer is still returned.
    }
  }

  remove(key: string): void {
    this.storage.removeItem(key)
  }
}
