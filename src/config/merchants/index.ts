/// <reference types="vite/client" />
/**
 * The merchants shipped with Portico, found in this folder (every `*.json` beside this file), for Storybook's
 * merchant toolbar, the visual-test modes and the tests. The server finds the same files itself (and validates
 * them). A new brand is one JSON file here: it appears in every toolbar and on the server at once.
 * Bundler-only (Vite, Vitest, Storybook): the server reads the folder with merchants/load.ts.
 */
import type { MerchantConfig } from '../schema'

const files = import.meta.glob<MerchantConfig>('./*.json', { eager: true, import: 'default' })

/** Every shipped merchant by its code, in file-name order. */
export const MERCHANTS: Readonly<Record<string, MerchantConfig>> = Object.fromEntries(
  Object.keys(files)
    .sort()
    .map((file) => [files[file].code, files[file]]),
)

export const MERCHANT_CODES: readonly string[] = Object.keys(MERCHANTS)
export type MerchantCode = string
