/**
 * The part of a merchant's config the browser may see. Rules that are server decisions (IP blocklist,
 * region restriction, maintenance) and data served by their own calls (whitelabel, register rules) stay out.
 */
import { Type, type Static } from 'typebox'
import { MerchantConfig } from './schema'

export const PublicMerchantConfig = Type.Pick(MerchantConfig, [
  'code', 'name', 'brand', 'theme', 'currency', 'languages', 'navigation', 'customerService', 'contacts',
  'appDownload', 'footer', 'chat',
])
export type PublicMerchantConfig = Static<typeof PublicMerchantConfig>

export function toPublicConfig(config: MerchantConfig): PublicMerchantConfig {
  const { code, name, brand, theme, currency, languages, navigation, customerService, contacts, appDownload, footer, chat } = config
  // `chat` (its rooms and limits) only where the merchant's chat is on: the portal shows the chat launcher by it.
  return { code, name, brand, theme, currency, languages, navigation, customerService, contacts, appDownload, footer, ...(chat?.enabled ? { chat } : {}) }
}
