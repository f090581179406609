/** Writes src/config/merchant.schema.json from the TypeBox schema; every merchant JSON names it in `$schema`. */
import { writeFileSync } from 'node:fs'
import { MerchantConfig } from '../src/config/schema'

const target = new URL('../src/config/merchant.schema.json', import.meta.url)
const schema = { $schema: 'http://json-schema.org/draft-07/schema#', title: 'Portico merchant', ...MerchantConfig }
writeFileSync(target, `${JSON.stringify(schema, null, 2)}\n`)
console.log(`wrote ${target.pathname}`)
