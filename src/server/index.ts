/** The server's public surface for scripts, end-to-end setup and benchmarks. */
export { buildServer, type ServerOptions } from './app'
export { readSettings, parseTrustProxy, type ProcessSettings } from './config'
export * from './db'
export { loadMerchants, MerchantConfigError, DEFAULT_MERCHANT_DIR } from './merchants/load'
export { createMerchantRegistry, normaliseHost, hostFromUrl, type Merchant, type MerchantRegistry, type MerchantSource } from './merchants/registry'
export { seed, SEED_NOTICES } from './seed'
export { AppError } from './errors'
export { systemClock, cryptoRandom, fixedClock, type Clock, type RandomSource } from './runtime'
