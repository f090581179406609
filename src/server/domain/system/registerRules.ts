/**
 * Register field rules (spec section 5): the merchant names a rule per field, the server turns it into the
 * pattern the portal's form validation uses. Patterns are JavaScript regular-expression sources, anchored, and
 * use no flags, so `new RegExp(pattern).test(value)` is the whole check (length is checked separately).
 */
import type { MerchantConfig, RuleName } from '../../../config/schema'
import type { RegisterSettings } from '../../../contract/schemas/system'

/** '*' is the spec's "anything" rule; it is sent as '.*'. */
export const RULE_PATTERNS: Record<RuleName, string> = {
  LETTERS: '^[A-Za-z]+$',
  LETTER_THEN_ALNUM: '^[A-Za-z][A-Za-z0-9]*$',
  DIGITS: '^[0-9]+$',
  EMAIL: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  NO_SPACES: '^\\S+$',
  UPPERCASE: '^(?=.*[A-Z]).+$',
  STRONG_PASSWORD: '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9\\s])\\S+$',
  FULL_NAME: '^\\S+(?: \\S+)+$',
  DATE_YMD: '^[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])$',
  DATE_MDY: '^(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])-[0-9]{4}$',
  PHONE: '^[0-9]+$',
  ANY: '*',
}

export function patternFor(rule: RuleName): string {
  const pattern = RULE_PATTERNS[rule]
  return pattern === '*' ? '.*' : pattern
}

export function registerSettings(config: MerchantConfig): RegisterSettings {
  return {
    fields: config.register.fields.map(({ field, show, required, rule, minLength, maxLength }) => ({
      field, show, required, rule, pattern: patternFor(rule), minLength, maxLength,
    })),
  }
}
