import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatConfigErrors, validateMerchantConfig, type MerchantConfig } from '../../src/config'
import { effectiveFeatures, isFeatureEnabled } from '../../src/config/whitelabel'
import { MerchantConfig as MerchantSchema } from '../../src/config/schema'
import { MERCHANTS, MERCHANT_CODES } from '../../src/config/merchants'

const merchantsDir = join(import.meta.dirname, '../../src/config/merchants')
const demo = (): MerchantConfig => structuredClone(MERCHANTS.demo)

describe('shipped merchants', () => {
  const files = readdirSync(merchantsDir).filter((f) => f.endsWith('.json') && f !== 'merchant.schema.json')

  it.each(files)('%s is valid and names the schema', (file) => {
    const json = JSON.parse(readFileSync(join(merchantsDir, file), 'utf8'))
    const result = validateMerchantConfig(json, file)
    if (!result.ok) throw new Error(formatConfigErrors(result.errors))
    expect(json.$schema).toBe('../merchant.schema.json')
    expect(`${json.code}.json`).toBe(file)
  })

  // An SVG shown through <img> may only use the viewer's installed fonts, so words in it must be outlines.
  const assetsDir = join(merchantsDir, 'assets')
  const svgs = readdirSync(assetsDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.svg'))
  it.each(svgs)('assets/%s draws its words as outlines, not <text> in a system font', (file) => {
    expect(readFileSync(join(assetsDir, file), 'utf8')).not.toMatch(/<text\b/)
  })

  it('every shipped merchant is in the Storybook list', () => {
    expect([...MERCHANT_CODES].sort()).toEqual(files.map((f) => f.replace('.json', '')).sort())
  })

  it('the written JSON Schema matches the TypeBox schema (run `npm run config:schema` after changing it)', () => {
    const written = JSON.parse(readFileSync(join(import.meta.dirname, '../../src/config/merchant.schema.json'), 'utf8'))
    const { $schema: _draft, title: _title, ...rest } = written
    expect(rest).toEqual(JSON.parse(JSON.stringify(MerchantSchema)))
  })

  it('the second brand differs where white-labelling says it should', () => {
    const lotus = MERCHANTS.lotus
    expect(lotus.languages.default).toBe('en')
    expect(lotus.theme.defaultMode).toBe('light')
    expect(isFeatureEnabled(lotus.whitelabel, 'MOBILENUMREG3')).toBe(false)
    expect(isFeatureEnabled(lotus.whitelabel, 'VIP')).toBe(false)
    expect(isFeatureEnabled(lotus.whitelabel, 'POINTSMALL')).toBe(false)
    expect(isFeatureEnabled(MERCHANTS.demo.whitelabel, 'VIP')).toBe(true)
  })
})

describe('validateMerchantConfig', () => {
  it('reports every error at once with path, expectation and value', () => {
    const bad = demo() as unknown as Record<string, unknown>
    bad.currency = { code: 'thb', symbol: '฿' }
    bad.colour = 'red'
    ;(bad.theme as Record<string, unknown>).defaultMode = 'sepia'
    const result = validateMerchantConfig(bad, 'bad.json')
    expect(result.ok).toBe(false)
    if (result.ok) return
    const byPath = Object.fromEntries(result.errors.map((e) => [e.path, e]))
    expect(byPath['/currency/code']).toMatchObject({ file: 'bad.json', got: '"thb"' })
    expect(byPath['/currency/code'].expected).toContain('^[A-Z]{3}$')
    expect(byPath['/currency/decimals']).toMatchObject({ expected: 'a value (required)', got: 'nothing' })
    expect(byPath['/colour']).toMatchObject({ expected: 'no such property (unknown key)', got: '"red"' })
    expect(byPath['/theme/defaultMode'].expected).toBe('one of "dark", "light"')
    expect(formatConfigErrors(result.errors)).toContain('bad.json: /currency/code: expected a string matching')
  })

  it('checks what a schema cannot: languages, theme, duplicate modIds, footer vendors, field lengths', () => {
    const config = demo()
    config.languages.default = 'ja'
    config.languages.selectable = ['th', 'en']
    config.languages.supported = ['th', 'cn']
    config.theme = { defaultMode: 'light', modes: ['dark'] }
    config.whitelabel.push({ modId: 'VIP', enabled: true })
    config.footer.vendorLogos = ['NOPE']
    config.register.fields[0] = { ...config.register.fields[0], minLength: 9, maxLength: 3 }
    const result = validateMerchantConfig(config, 'x.json')
    expect(result.ok).toBe(false)
    if (result.ok) return
    const paths = result.errors.map((e) => e.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/languages/default', '/languages/supported/1', '/theme/defaultMode', `/whitelabel/${config.whitelabel.length - 1}/modId`,
        '/footer/vendorLogos/0', '/register/fields/0/minLength',
      ]),
    )
  })

  it('reports cross-field errors together with schema errors, each path once', () => {
    const config = demo()
    config.languages.selectable = ['th', 'en']
    config.languages.default = 'ja'
    ;(config.brand.colours as Record<string, unknown>).primary = 'teal'
    ;(config.languages as Record<string, unknown>).supported = 'th'
    const result = validateMerchantConfig(config, 'x.json')
    expect(result.ok).toBe(false)
    if (result.ok) return
    const paths = result.errors.map((e) => e.path)
    expect(paths).toEqual(expect.arrayContaining(['/brand/colours/primary', '/languages/supported', '/languages/default']))
    expect(new Set(paths).size).toBe(paths.length)
  })
})

describe('whitelabel tree', () => {
  it('a feature is on only when every ancestor is enabled', () => {
    const tree = [{ modId: 'REGISTER' as const, enabled: false, childrenNodes: [{ modId: 'MOBILENUMREG3' as const, enabled: true }] }]
    expect(isFeatureEnabled(tree, 'MOBILENUMREG3')).toBe(false)
    expect(isFeatureEnabled(tree, 'VIP')).toBe(false)
    tree[0].enabled = true
    expect(isFeatureEnabled(tree, 'MOBILENUMREG3')).toBe(true)
    expect(effectiveFeatures(tree)).toEqual({ REGISTER: true, MOBILENUMREG3: true })
  })
})
