/**
 * The vendor protocol's reference (docs/vendor-protocol-reference.md) is what `npm run docs:vendor` writes from the
 * vendor table now: a change to the table without the page, or an edit of the page by hand, fails here.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { vendorReference } from '../../src/server/routes/games/vendorReference'
import { VENDOR_API } from '../../src/server/routes/games/vendorProtocolTable'

const PAGE = fileURLToPath(new URL('../../docs/vendor-protocol-reference.md', import.meta.url))

describe('the vendor protocol’s reference', () => {
  it('is the committed page, as the table writes it now (run `npm run docs:vendor` after changing the table)', () => {
    expect(readFileSync(PAGE, 'utf8')).toBe(vendorReference())
  })

  it('names every call’s path, the signature headers and the codes with their statuses', () => {
    const page = vendorReference()
    for (const def of Object.values(VENDOR_API)) expect(page).toContain(`${def.method} ${def.path}`)
    expect(page).toContain('x-vendor-signature')
    expect(page).toContain('| `vendor.signature.invalid` | 401 |')
    expect(page).toContain('| `insufficient.balance` | 400 |')
  })
})
