import { describe, expect, it } from 'vitest'
import { chromeOf, isGamePage, PORTAL_ROUTES } from './routeTable'

const byPath = (path: string) => PORTAL_ROUTES.find((r) => r.paths.includes(path))

describe('route table (spec section 2)', () => {
  it('registers every route of the spec', () => {
    const spec = [
      '/register', '/register.html', '/', '/index', '/index.html', '/home', '/agentHome', '/pointMall', '/elott', '/lottery',
      '/vnlottery', '/rng', '/bgs', '/bingo', '/fish', '/live', '/pvp', '/hot', '/sports', '/esports', '/cockfight',
      '/promotions', '/help', '/helpmc', '/down', '/join', '/seamless', '/game', '/member', '/lott',
    ]
    for (const path of spec) expect(byPath(path), path).toBeDefined()
    const all = PORTAL_ROUTES.flatMap((r) => r.paths)
    expect(new Set(all).size).toBe(all.length)
  })

  it('gives each route its layout', () => {
    expect(byPath('/')?.layout).toBe('full')
    expect(byPath('/register')).toMatchObject({ page: 'home', opensModal: 'register' })
    expect(byPath('/agentHome')?.layout).toBe('headerFooter')
    expect(byPath('/lottery')).toMatchObject({ layout: 'headerOnly', requiresToken: true })
    expect(byPath('/helpmc')?.layout).toBe('bare')
    for (const path of ['/seamless', '/game', '/vnlottery']) expect(byPath(path)?.layout, path).toBe('headerOnly')
  })

  it('hides the side menu on game pages only', () => {
    for (const path of ['/seamless', '/lottert', '/vnlottery', '/sealottery', '/seamless/']) expect(isGamePage(path), path).toBe(true)
    expect(isGamePage('/game')).toBe(false)
    expect(chromeOf('headerOnly', '/seamless')).toEqual({ header: true, footer: false, sideMenu: false })
    expect(chromeOf('headerOnly', '/game')).toEqual({ header: true, footer: false, sideMenu: true })
    expect(chromeOf('full', '/')).toEqual({ header: true, footer: true, sideMenu: true })
    expect(chromeOf('bare', '/helpmc')).toEqual({ header: false, footer: false, sideMenu: false })
  })
})
