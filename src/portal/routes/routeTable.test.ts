import { describe, expect, it } from 'vitest'
import { CATEGORY_KEYS, CATEGORY_PATHS } from '../../config/constants'
import { PATH_ALIASES, PATHS, pathOf, UNROUTED_GAME_PATHS } from '../../config/paths'
import { FIXED_NAV_PATHS, helpTopicPath, memberPagePath, SHORTCUT_PATHS, vendorPath } from '../../components/layout/navigation'
import { chromeOf, GAME_PAGE_PATHS, isGamePage, PORTAL_ROUTES } from './routeTable'

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
    expect(chromeOf('headerOnly', '/seamless')).toEqual({ header: true, footer: false, sideMenu: false, floating: false })
    expect(chromeOf('headerOnly', '/game')).toEqual({ header: true, footer: false, sideMenu: true, floating: false })
    expect(chromeOf('full', '/')).toEqual({ header: true, footer: true, sideMenu: true, floating: true })
    expect(chromeOf('bare', '/helpmc')).toEqual({ header: false, footer: false, sideMenu: false, floating: false })
  })
})

describe('one path table for routes and links', () => {
  const registered = new Set(PORTAL_ROUTES.flatMap((r) => r.paths))

  it('registers exactly the paths of the path table and their aliases', () => {
    const table = [...Object.values(PATHS), ...Object.values(PATH_ALIASES).flat()]
    expect([...registered].sort()).toEqual([...table].sort())
  })

  it('sends every link the header, side menu, bottom bar and footer build to a registered route', () => {
    const links = [
      ...Object.values(FIXED_NAV_PATHS),
      ...Object.values(SHORTCUT_PATHS),
      ...CATEGORY_KEYS.map((key) => CATEGORY_PATHS[key]),
      ...CATEGORY_KEYS.map((key) => vendorPath(key, 'PG')),
      helpTopicPath('terms'),
      memberPagePath(),
      memberPagePath('withdraw'),
    ]
    const unrouted = links.filter((link) => !registered.has(pathOf(link)))
    expect(unrouted).toEqual([])
  })

  it('lets only the token-gated routes ask for a token: the lottery page', () => {
    const gated = PORTAL_ROUTES.filter((r) => r.requiresToken).flatMap((r) => r.paths)
    expect(gated).toEqual([PATHS.lottery])
  })

  it('counts the four game pages of the spec, two of which no route answers yet', () => {
    expect([...GAME_PAGE_PATHS].sort()).toEqual(['/lottert', '/sealottery', '/seamless', '/vnlottery'])
    for (const path of UNROUTED_GAME_PATHS) expect(registered.has(path), path).toBe(false)
  })
})
