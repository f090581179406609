import { describe, expect, it } from 'vitest'
import { fakeServer, gameMenusFor, portalWith } from '../testing/fixtures'

describe('ConfigStore', () => {
  it('orders categories by the merchant top nav, whatever order the menus arrive in', async () => {
    // Reversed, so the answer's own order cannot pass for the top navigation's.
    const server = fakeServer('demo').on('gameMenus', { value: gameMenusFor('demo').reverse() })
    const { root } = portalWith(server)
    await root.start()
    const order = root.config.categories.map((c) => c.gameGroupCode)
    const inNav = root.config.navOrder.filter((key) => order.includes(key as never))
    expect(inNav.length).toBeGreaterThan(3)
    expect(order.slice(0, inNav.length)).toEqual(inNav)
  })

  it('hides a category whose vendors are empty', async () => {
    const server = fakeServer('demo')
    server.on('gameMenus', { value: [{ gameGroupCode: 'LIVE', labelName: 'LIVE', path: '/live', gameMenus: [] }, { gameGroupCode: 'FISH', labelName: 'FISH', path: '/fish', gameMenus: [{ vendorCode: 'JDB', labelName: 'JDB', logo: '/x.svg', isHot: 0, maintenance: false }] }] })
    const { root } = portalWith(server)
    await root.start()
    expect(root.config.categories.map((c) => c.gameGroupCode)).toEqual(['FISH'])
  })

  it('shows the menus’ vendors in the footer, those the merchant names first, never one it names but has not connected', async () => {
    const server = fakeServer('demo')
    const vendor = (code: string) => ({ vendorCode: code, labelName: `Vendor ${code}`, logo: `/assets/vendors/${code}.svg`, isHot: 0, maintenance: false })
    // demo's footer list names SBO first (and PG later); the catalogue has connected PG and two house studios, not SBO.
    server.on('gameMenus', { value: [{ gameGroupCode: 'RNG', labelName: 'RNG', path: '/rng', gameMenus: [vendor('HSLOT'), vendor('PG'), vendor('HMINI')] }] })
    const { root } = portalWith(server)
    await root.start()
    expect(root.config.footerVendors.map((v) => v.code)).toEqual(['PG', 'HSLOT', 'HMINI'])
    expect(root.config.footerVendors[0]).toEqual({ code: 'PG', name: 'Vendor PG', logo: '/assets/vendors/PG.svg' })
  })

  it('turns the whitelabel tree into feature flags (lotus has VIP and the points mall off)', async () => {
    const { root } = portalWith(fakeServer('lotus'))
    await root.start()
    expect(root.config.isEnabled('VIP')).toBe(false)
    expect(root.config.isEnabled('POINTSMALL')).toBe(false)
  })
})
