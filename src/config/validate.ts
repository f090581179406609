/**
 * Validate a merchant JSON against the schema and the rules a schema can't say (cross-field checks),
 * reporting every problem at once with its JSON path, what was expected and what was found.
 */
import { Value } from 'typebox/value'
import { MerchantConfig, type WhitelabelNode } from './schema'

export interface ConfigError {
  /** File the value came from (as given by the caller). */
  file: string
  /** JSON pointer into the file, e.g. `/languages/default`. */
  path: string
  expected: string
  got: string
}

export type ValidationResult = { ok: true; config: MerchantConfig } | { ok: false; errors: ConfigError[] }

function describe(value: unknown): string {
  if (value === undefined) return 'nothing'
  const text = JSON.stringify(value)
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}

function at(root: unknown, pointer: string): unknown {
  if (!pointer) return root
  let node: unknown = root
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[key]
  }
  return node
}

interface RawError {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
  message: string
}

function expectation(error: RawError): string {
  const p = error.params
  switch (error.keyword) {
    case 'enum':
      return `one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`
    case 'pattern':
      return `a string matching ${String(p.pattern)}`
    case 'type':
      return `a value of type ${String(p.type)}`
    case 'required':
      return `property ${String((p.requiredProperties as string[]).join(', '))}`
    case 'additionalProperties':
      return `no property ${String((p.additionalProperties as string[]).join(', '))}`
    default:
      return error.message.replace(/^must (be |have )?/, '')
  }
}

export function validateMerchantConfig(json: unknown, file: string): ValidationResult {
  const errors: ConfigError[] = []
  for (const raw of Value.Errors(MerchantConfig, json) as unknown as RawError[]) {
    // `additionalProperties: false` reports each extra key twice (as `false` schema and as the keyword); keep one.
    if (raw.keyword === 'boolean') continue
    if (raw.keyword === 'required') {
      for (const prop of raw.params.requiredProperties as string[]) {
        errors.push({ file, path: `${raw.instancePath}/${prop}`, expected: 'a value (required)', got: 'nothing' })
      }
      continue
    }
    if (raw.keyword === 'additionalProperties') {
      for (const prop of raw.params.additionalProperties as string[]) {
        const path = `${raw.instancePath}/${prop}`
        errors.push({ file, path, expected: 'no such property (unknown key)', got: describe(at(json, path)) })
      }
      continue
    }
    errors.push({ file, path: raw.instancePath, expected: expectation(raw), got: describe(at(json, raw.instancePath)) })
  }
  // The cross-field rules run even when the schema found errors, so one start reports all it can. A rule that
  // meets a part the schema already rejected is skipped (that part is reported above); paths reported by the
  // schema are not reported twice.
  const reported = new Set(errors.map((e) => e.path))
  const add: Add = (path, expected, got) => {
    if (reported.has(path)) return
    reported.add(path)
    errors.push({ file, path, expected, got: describe(got) })
  }
  for (const rule of CROSS_FIELD_RULES) {
    try {
      rule(json as MerchantConfig, add)
    } catch {
      // This rule met a part the schema rejected (reported above); what it found before that is kept.
    }
  }
  return errors.length ? { ok: false, errors } : { ok: true, config: json as MerchantConfig }
}

type Add = (path: string, expected: string, got: unknown) => void
type Rule = (config: MerchantConfig, add: Add) => void

const languageAndThemeRule: Rule = (config, add) => {
  const { languages, theme } = config
  if (!languages.selectable.includes(languages.default)) {
    add('/languages/default', `one of the selectable languages (${languages.selectable.join(', ')})`, languages.default)
  }
  languages.supported.forEach((code, i) => {
    if (!languages.selectable.includes(code)) add(`/languages/supported/${i}`, 'a language that is also selectable', code)
  })
  if (!theme.modes.includes(theme.defaultMode)) {
    add('/theme/defaultMode', `one of the allowed modes (${theme.modes.join(', ')})`, theme.defaultMode)
  }
}

const whitelabelRule: Rule = (config, add) => {
  const seenModIds = new Map<string, string>()
  const walk = (nodes: readonly WhitelabelNode[] | undefined, base: string) =>
    (nodes ?? []).forEach((node, i) => {
      const path = `${base}/${i}`
      const first = seenModIds.get(node.modId)
      if (first) add(`${path}/modId`, `a modId used once (already at ${first})`, node.modId)
      else seenModIds.set(node.modId, `${path}/modId`)
      walk(node.childrenNodes as WhitelabelNode[] | undefined, `${path}/childrenNodes`)
    })
  walk(config.whitelabel, '/whitelabel')
}

const vendorRule: Rule = (config, add) => {
  const vendorCodes = new Set<string>()
  const seenCategories = new Set<string>()
  config.navigation.categories.forEach((category, i) => {
    if (seenCategories.has(category.key)) add(`/navigation/categories/${i}/key`, 'a category listed once', category.key)
    seenCategories.add(category.key)
    const inCategory = new Set<string>()
    category.vendors.forEach((vendor, j) => {
      if (inCategory.has(vendor.code)) add(`/navigation/categories/${i}/vendors/${j}/code`, 'a vendor listed once per category', vendor.code)
      inCategory.add(vendor.code)
      vendorCodes.add(vendor.code)
    })
  })
  config.footer.vendorLogos.forEach((code, i) => {
    if (!vendorCodes.has(code)) add(`/footer/vendorLogos/${i}`, 'the code of a vendor in navigation.categories', code)
  })
}

const registerAndDomainRule: Rule = (config, add) => {
  const seenFields = new Set<string>()
  config.register.fields.forEach((rule, i) => {
    if (seenFields.has(rule.field)) add(`/register/fields/${i}/field`, 'a field listed once', rule.field)
    seenFields.add(rule.field)
    if (rule.minLength > rule.maxLength) add(`/register/fields/${i}/minLength`, `at most maxLength (${rule.maxLength})`, rule.minLength)
    if (rule.required && !rule.show) add(`/register/fields/${i}/required`, 'false when the field is not shown', rule.required)
  })

  const seenDomains = new Set<string>()
  config.domains.forEach((domain, i) => {
    if (seenDomains.has(domain)) add(`/domains/${i}`, 'a domain listed once', domain)
    seenDomains.add(domain)
  })
}

const walletRule: Rule = (config, add) => {
  const wallet = config.wallet
  if (!wallet) return
  if (wallet.isSingle && wallet.transferVendors.length) add('/wallet/transferVendors', 'no vendors when isSingle is true', wallet.transferVendors.length)
  const seen = new Set<string>()
  wallet.transferVendors.forEach((vendor, i) => {
    if (seen.has(vendor.code)) add(`/wallet/transferVendors/${i}/code`, 'a vendor listed once', vendor.code)
    seen.add(vendor.code)
  })
}

/** Compares two decimal strings of major units exactly (no floats): negative, zero or positive. */
function compareAmounts(a: string, b: string): number {
  const [aw, af = ''] = a.split('.')
  const [bw, bf = ''] = b.split('.')
  const width = Math.max(af.length, bf.length)
  const x = BigInt(aw + af.padEnd(width, '0'))
  const y = BigInt(bw + bf.padEnd(width, '0'))
  return x < y ? -1 : x > y ? 1 : 0
}

const depositRule: Rule = (config, add) => {
  const seen = new Set<string>()
  config.deposit?.channels.forEach((channel, i) => {
    if (seen.has(channel.code)) add(`/deposit/channels/${i}/code`, 'a channel listed once', channel.code)
    seen.add(channel.code)
    const decimals = config.currency.decimals
    for (const field of ['min', 'max'] as const) {
      if ((channel[field].split('.')[1] ?? '').length > decimals) add(`/deposit/channels/${i}/${field}`, `at most ${decimals} decimals (the currency's)`, channel[field])
    }
    if (compareAmounts(channel.min, '0') <= 0) add(`/deposit/channels/${i}/min`, 'more than zero', channel.min)
    if (compareAmounts(channel.min, channel.max) > 0) add(`/deposit/channels/${i}/min`, `at most max (${channel.max})`, channel.min)
  })
}

const withdrawalRule: Rule = (config, add) => {
  const w = config.withdrawal
  if (!w) return
  const decimals = config.currency.decimals
  for (const field of ['min', 'max'] as const) {
    if ((w[field].split('.')[1] ?? '').length > decimals) add(`/withdrawal/${field}`, `at most ${decimals} decimals (the currency's)`, w[field])
  }
  if (compareAmounts(w.min, '0') <= 0) add('/withdrawal/min', 'more than zero', w.min)
  if (compareAmounts(w.min, w.max) > 0) add('/withdrawal/min', `at most max (${w.max})`, w.min)
}

const CROSS_FIELD_RULES: Rule[] = [languageAndThemeRule, whitelabelRule, vendorRule, registerAndDomainRule, walletRule, depositRule, withdrawalRule]

/** One line per error, the way the server prints a refused merchant. */
export function formatConfigErrors(errors: readonly ConfigError[]): string {
  return errors.map((e) => `${e.file}: ${e.path || '/'}: expected ${e.expected}, got ${e.got}`).join('\n')
}
