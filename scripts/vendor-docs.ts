/**
 * `npm run docs:vendor`: writes docs/vendor-protocol-reference.md, the page an operator hands a game vendor, from the
 * vendor protocol's table (src/server/routes/games/vendorProtocolTable.ts). Run it after changing the table; a server test
 * fails while the committed page differs.
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { vendorReference } from '../src/server/routes/games/vendorReference'

const target = fileURLToPath(new URL('../docs/vendor-protocol-reference.md', import.meta.url))
writeFileSync(target, vendorReference())
console.log(`Wrote ${target}`)
