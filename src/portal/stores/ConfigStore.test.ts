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

  it('resolves footer vendor logos from the merchant list and the menus', async () => {
    const { root } = portalWith(fakeServer('demo'))
    await root.start()
    expect(root.config.footerVendors.length).toBeGreaterThan(0)
    expect(root.config.footerVendors[0]).toMatchObject({ code: 'SBO' })
  })

  it('turns the whitelabel tree into feature flags (lotus has VIP and the points mall off)', async () => {
    const { root } = portalWith(fakeServer('lotus'))
    await root.start()
    expect(root.config.isEnabled('VIP')).toBe(false)
    expect(root.config.isEnabled('POINTSMALL')).toBe(false)
  })
})
