/**
 * Answers derived only from a merchant's config (public config, whitelabel, register settings, domains, game
 * menus) are the same for every request while the config is loaded: each is computed once per config object
 * and frozen, so every reader shares one value (and routes/endpoint.ts serialises it once).
 */
import type { MerchantConfig } from '../../config/schema'

/** Freezes a plain value and everything in it, so a shared answer cannot be changed by one of its readers. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}

export function perConfig<T>(derive: (config: MerchantConfig) => T): (config: MerchantConfig) => T {
  const values = new WeakMap<MerchantConfig, T>()
  return (config) => {
    if (values.has(config)) return values.get(config) as T
    const value = deepFreeze(derive(config))
    values.set(config, value)
    return value
  }
}
