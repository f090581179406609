import { describe, expect, it } from 'vitest'
import { CATEGORY_KEYS } from '../../config/constants'
import { CATEGORY_PATHS, DROPDOWN_VENDOR_LIMIT, dropdownVendors, helpTopicPath, isActivePath, needsMember, SHORTCUT_PATHS, vendorPath } from './navigation'

const vendors = (count: number) => Array.from({ length: count }, (_, index) => `V${index + 1}`)

describe('top navigation', () => {
  it('gives every category a page path of its own', () => {
    const paths = CATEGORY_KEYS.map((key) => CATEGORY_PATHS[key])
    expect(paths.every((path) => /^\/[a-z]+$/.test(path))).toBe(true)
    expect(new Set(paths).size).toBe(CATEGORY_KEYS.length)
  })

  it('lists at most 11 vendors, and only slots add "more" past 11', () => {
    expect(DROPDOWN_VENDOR_LIMIT).toBe(11)
    expect(dropdownVendors('RNG', vendors(14))).toEqual({ shown: vendors(11), more: true })
    expect(dropdownVendors('RNG', vendors(11))).toEqual({ shown: vendors(11), more: false })
    expect(dropdownVendors('LIVE', vendors(14))).toEqual({ shown: vendors(11), more: false })
    expect(dropdownVendors('SPORTS', vendors(3))).toEqual({ shown: vendors(3), more: false })
  })

  it('marks a tab active on its page and below it, home only on home and its aliases', () => {
    expect(isActivePath('/rng', '/rng?vendor=PG')).toBe(true)
    expect(isActivePath('/rng', '/rng/lobby')).toBe(true)
    expect(isActivePath('/rng', '/rngx')).toBe(false)
    for (const home of ['/', '/index', '/index.html', '/home', '/#top']) expect(isActivePath('/', home)).toBe(true)
    expect(isActivePath('/', '/sports')).toBe(false)
  })

  it('builds vendor and help links with encoded query values', () => {
    expect(vendorPath('RNG', 'PG')).toBe('/rng?vendor=PG')
    expect(vendorPath('LIVE', 'A&B')).toBe('/live?vendor=A%26B')
    expect(helpTopicPath('responsible-gaming')).toBe('/help?tag=responsible-gaming')
  })

  it('sends a visitor to log in for member pages only; the agent centre is not one', () => {
    expect(needsMember(SHORTCUT_PATHS.deposit)).toBe(true)
    expect(needsMember(SHORTCUT_PATHS.memberCentre)).toBe(true)
    expect(needsMember(SHORTCUT_PATHS.agentCentre)).toBe(false)
    expect(needsMember(SHORTCUT_PATHS.promotions)).toBe(false)
  })
})
