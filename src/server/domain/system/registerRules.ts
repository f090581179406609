/** The register settings endpoint: the merchant's field rules with their patterns (src/config/registerRules.ts). */
import { registerSettingsFrom } from '../../../config/registerRules'
import type { MerchantConfig } from '../../../config/schema'
import type { RegisterSettings } from '../../../contract/schemas/system'
import { perConfig } from '../perConfig'

export { patternFor, RULE_PATTERNS } from '../../../config/registerRules'

export const registerSettings = perConfig((config: MerchantConfig): RegisterSettings => registerSettingsFrom(config))
