/**
 * Register field rules (spec section 5): the merchant names a rule per field; this is the pattern each name
 * stands for, which the server checks and sends to the portal in its register settings. Patterns are JavaScript
 * regular-expression sources, anchored, and use no flags, so `new RegExp(pattern).test(value)` is the whole check
 * (length is checked separately). Pure data: the server, the portal and the stories read the same patterns.
 */
import type { MerchantConfig, RuleName } from './schema'

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

/** The register settings of a merchant as the server sends them: each field's rule with its pattern. */
export function registerSettingsFrom(config: Pick<MerchantConfig, 'register'>) {
  return {
    fields: config.register.fields.map(({ field, show, required, rule, minLength, maxLength }) => ({
      field, show, required, rule, pattern: patternFor(rule), minLength, maxLength,
    })),
  }
}
