/**
 * The merchants shipped with Portico, for Storybook's merchant toolbar and the visual-test modes.
 * The server loads merchant files from disk (and validates them); this list is what the component library
 * shows designers. Adding a brand: add its JSON here too, and it appears in every toolbar at once.
 */
import demo from './demo.json'
import lotus from './lotus.json'
import type { MerchantConfig } from '../schema'

export const MERCHANT_CODES = ['demo', 'lotus'] as const
export type MerchantCode = (typeof MERCHANT_CODES)[number]

export const MERCHANTS: Record<MerchantCode, MerchantConfig> = {
  demo: demo as MerchantConfig,
  lotus: lotus as MerchantConfig,
}
