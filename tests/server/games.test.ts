/**
 * The games catalogue through `app.inject` on PGlite and (with DATABASE_URL) PostgreSQL: only connected vendors are
 * listed (the house studios, not the config's third-party integrations); the game list with its filters, search and
 * pages, named in the request's language; favourites and recent games for a member (a guest gets the list without
 * marks); game types, vendor lanes, hot and popular games (a vendor in maintenance drops out of popular and says so);
 * the header menus and the start data from the same catalogue; the house games' art. Bad queries are refused.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENDPOINTS, type EndpointName } from '../../src/contract/endpoints'
import type { Database } from '../../src/server/db/database'
import { touchRecent } from '../../src/server/db/games/catalogue'
import { migrate } from '../../src/server/db/migrate'
import { setMaintenance } from '../../src/server/domain/games/catalogue'
import { HOUSE_ARENA_GAMES, HOUSE_ARENA_STUDIOS, HOUSE_BOOK_GAMES, HOUSE_BOOK_STUDIOS, HOUSE_GAMES, HOUSE_LOTTERY_VENDOR, HOUSE_STUDIOS } from '../../src/server/games/house/catalogue'
import { createPasswordHasher } from '../../src/server/domain/accounts/passwords'
import { seed } from '../../src/server/seed'
import { applyMiniGamesSettings, MINI_GAMES_STUDIO } from '../../src/server/seed/games'
import { BACKENDS, expectContract, expectError, loadTestMerchants, loggedInMember, testServer, type TestDatabase } from './helpers'

const PASSWORD = 'Heron#Valley2026'
const demo = { host: 'localhost:3000' }

describe.each(BACKENDS)('games catalogue on $name', (backend) => {
  let handle: TestDatabase
  let db: Database
  let app: FastifyInstance
  let clock: Awaited<ReturnType<typeof testServer>>['clock']
  let serial = 0
  const hasher = createPasswordHasher()
  let passwordHash = ''

  beforeAll(async () => {
    handle = await backend.open()
    db = handle.db
    await migrate(db)
    passwordHash = await hasher.hash(PASSWORD)
    ;({ app, clock } = await testServer({ db, passwordHasher: hasher, rateLimit: { perMinute: 10_000 } }))
    await seed(db, await loadTestMerchants(), clock, hasher)
  })
  afterAll(async () => {
    await app?.close()
    await handle?.dispose()
  })

  const member = () =>
    loggedInMember(app, db, { merchantCode: 'demo', username: `gm${backend.name.slice(0, 2)}${++serial}`, password: PASSWORD, passwordHash, headers: demo, at: clock.now() })
  function call(name: EndpointName, options: { query?: string; token?: string; language?: string } = {}) {
    const def = ENDPOINTS[name]
    return app.inject({
      method: def.method,
      url: `${def.path}${options.query ? `?${options.query}` : ''}`,
      headers: { ...demo, ...(options.token ? { authorization: options.token } : {}), ...(options.language ? { language: options.language } : {}) },
    })
  }
  const value = async (name: EndpointName, options: Parameters<typeof call>[1] = {}) => {
    const response = await call(name, options)
    expect(response.statusCode, response.body).toBe(200)
    expectContract(name, response.json())
    return response.json().value
  }
  const nodeIdOf = async (gameId: string) => ((await value('gameList', { query: 'pageSize=100' })).list as { gameId: string; nodeId: string }[]).find((g) => g.gameId === gameId)!.nodeId

  it('lists only connected vendors: the house studios and books (and our lottery, in the menus), the lanes and the start data', async () => {
    const menus = await value('gameMenus')
    const vendorCodes = menus.flatMap((menu: { gameMenus: { vendorCode: string }[] }) => menu.gameMenus.map((v) => v.vendorCode)).sort()
    // The demo runs lottery games of both lottery categories: our lottery is the vendor of each. Its navigation lists
    // sports, e-sports and cockfighting, so both house books and the arena are listed, first, in its navigation's order.
    const house = [...HOUSE_STUDIOS, ...HOUSE_BOOK_STUDIOS, ...HOUSE_ARENA_STUDIOS].map((s) => s.code)
    expect(vendorCodes).toEqual([...house, HOUSE_LOTTERY_VENDOR.code, HOUSE_LOTTERY_VENDOR.code].sort())
    expect(menus.map((menu: { gameGroupCode: string }) => menu.gameGroupCode)).toEqual(['SPORTS', 'ESPORTS', 'COCKFIGHT', 'RNG', 'LIVE', 'LOTT', 'ELOTT'])
    // The config's third-party vendors (SBO, PG, EVO, ...) are integrations an operator would connect: listed nowhere.
    expect(JSON.stringify(menus)).not.toMatch(/"SBO"|"PG"|"EVO"/)
    const lanes = (await value('gameVendors', { query: 'platform=html5-desktop' })).data.lanes
    expect(lanes.map((lane: { gameGroupCode: string }) => lane.gameGroupCode)).toEqual(['SPORTS', 'ESPORTS', 'COCKFIGHT', 'RNG', 'LIVE'])
    expect(lanes[3].vendors.map((v: { vendorCode: string; gameCount: number }) => [v.vendorCode, v.gameCount])).toEqual([['HSLOT', 2], ['HMINI', 2]])
    expect((await value('gameVendors', { query: 'gameGroupCode=LIVE' })).data.lanes).toHaveLength(1)
  })

  it('lists games with the filters NEW, HOT and ALL, a search in any language, a vendor, a game type and pages', async () => {
    const all = await value('gameList', { query: 'gameGroupCode=RNG' })
    expect(all.list.map((g: { gameId: string }) => g.gameId)).toEqual(['koi-terrace', 'kiln-drake', 'crash', 'dice'])
    expect(all).toMatchObject({ totalCount: 4, totalPages: 1 })
    expect(all.list[0]).toMatchObject({ name: 'ระเบียงปลาคาร์ป', vendorName: 'House Slots', gameGroupCode: 'RNG', gameType: 'slots', isFav: 0, minBet: '1.00', maxBet: '5000.00', maintenance: false })
    expect((await value('gameList', { query: 'gameGroupCode=RNG', language: 'en' })).list[0].name).toBe('Koi Terrace')
    // A language the catalogue has no names in reads English, as the portal shows its untranslated strings.
    expect((await value('gameList', { query: 'gameGroupCode=RNG', language: 'ar' })).list[0].name).toBe('Koi Terrace')
    const ids = async (query: string) => (await value('gameList', { query })).list.map((g: { gameId: string }) => g.gameId)
    expect(await ids('gameGroupCode=RNG&filter=NEW')).toEqual(['kiln-drake', 'crash', 'dice'])
    expect(await ids('filter=HOT')).toEqual(['koi-terrace', 'baccarat-a', 'crash'])
    expect(await ids('vendorCode=HMINI')).toEqual(['crash', 'dice'])
    expect(await ids('gameType=dice')).toEqual(['dice'])
    expect(await ids('keyword=drake')).toEqual(['kiln-drake'])
    expect(await ids('keyword=%E0%B8%A1%E0%B8%B1%E0%B8%87%E0%B8%81%E0%B8%A3')).toEqual(['kiln-drake']) // มังกร, in its Thai name
    expect(await ids('keyword=nothing-like-this')).toEqual([])
    const page2 = await value('gameList', { query: 'pageSize=2&pageNo=2' })
    const listed = HOUSE_GAMES.length + HOUSE_BOOK_GAMES.length + HOUSE_ARENA_GAMES.length
    expect(page2).toMatchObject({ totalCount: listed, totalPages: Math.ceil(listed / 2) })
    expect(page2.list).toHaveLength(2)
    expect((await value('gameTypes', { query: 'vendorCode=HMINI' })).list).toEqual(['crash', 'dice'])
    expect((await value('gameTypes')).list).toEqual(['slots', 'baccarat', 'crash', 'dice', 'sportsbook', 'esportsbook', 'cockfight'])
  })

  it('a member favourites games and finds them under FAV, newest first; recent games under RECENT; a guest has neither', async () => {
    const m = await member()
    const lotus = await nodeIdOf('koi-terrace')
    const dice = await nodeIdOf('dice')
    expect(await value('addFavourite', { query: `nodeId=${lotus}`, token: m.token })).toEqual({ nodeId: lotus, isFav: 1 })
    clock.advance(1000)
    await value('addFavourite', { query: `nodeId=${dice}`, token: m.token })
    await value('addFavourite', { query: `nodeId=${dice}`, token: m.token }) // twice is once
    const fav = await value('gameList', { query: 'filter=FAV', token: m.token })
    expect(fav.list.map((g: { gameId: string; isFav: number }) => [g.gameId, g.isFav])).toEqual([['dice', 1], ['koi-terrace', 1]])
    expect((await value('favourites', { token: m.token })).content).toHaveLength(2)
    // The member's marks on any list; a guest sees none and has no FAV.
    const marked = (await value('gameList', { query: 'gameGroupCode=RNG', token: m.token })).list.filter((g: { isFav: number }) => g.isFav).map((g: { gameId: string }) => g.gameId)
    expect(marked.sort()).toEqual(['dice', 'koi-terrace'])
    expect((await value('gameList', { query: 'gameGroupCode=RNG' })).list.every((g: { isFav: number }) => g.isFav === 0)).toBe(true)
    expect((await value('gameList', { query: 'filter=FAV' })).list).toEqual([])
    // A token that no longer counts is answered as a guest.
    expect((await value('gameList', { query: 'filter=FAV', token: 'not-a-token-at-all' })).list).toEqual([])

    await value('removeFavourite', { query: `nodeId=${lotus}`, token: m.token })
    expect((await value('favourites', { token: m.token })).content.map((g: { gameId: string }) => g.gameId)).toEqual(['dice'])

    await touchRecent(db, m.id, BigInt(dice), clock.now())
    clock.advance(1000)
    await touchRecent(db, m.id, BigInt(lotus), clock.now())
    expect((await value('recentGames', { token: m.token })).list.map((g: { gameId: string }) => g.gameId)).toEqual(['koi-terrace', 'dice'])
    expect((await value('gameList', { query: 'filter=RECENT', token: m.token })).list.map((g: { gameId: string }) => g.gameId)).toEqual(['koi-terrace', 'dice'])
    expectError(await call('favourites'), 401, 'please.login')
    expectError(await call('addFavourite', { query: 'nodeId=999999', token: m.token }), 404, 'game.not.found')
  })

  it('hot and popular games; a vendor in maintenance says so and drops out of popular, and comes back after', async () => {
    expect((await value('hotGames', { query: 'merchantCode=demo&isPlatform=2&platform=html5-desktop&language=th' })).list.map((g: { gameId: string }) => g.gameId)).toEqual([
      'koi-terrace', 'baccarat-a', 'crash',
    ])
    expect((await value('popularGames')).map((g: { gameId: string }) => g.gameId)).toContain('baccarat-a')
    const from = new Date(clock.now().getTime() - 60_000)
    const until = new Date(clock.now().getTime() + 3_600_000)
    await setMaintenance(db, 'demo', 'HLIVE', { from, until })
    expect((await value('popularGames')).map((g: { gameId: string }) => g.gameId)).not.toContain('baccarat-a')
    const live = (await value('gameList', { query: 'gameGroupCode=LIVE' })).list[0]
    expect(live.maintenance).toBe(true)
    const lane = (await value('gameVendors', { query: 'gameGroupCode=LIVE' })).data.lanes[0].vendors[0]
    expect(lane).toMatchObject({ vendorCode: 'HLIVE', maintenance: true, maintenanceFrom: from.toISOString(), maintenanceUntil: until.toISOString() })
    expect((await value('gameMenus')).find((m: { gameGroupCode: string }) => m.gameGroupCode === 'LIVE').gameMenus[0].maintenance).toBe(true)
    await setMaintenance(db, 'demo', 'HLIVE', null)
    expect((await value('popularGames')).map((g: { gameId: string }) => g.gameId)).toContain('baccarat-a')
  })

  it('refuses bad queries and draws only the house games’ art', async () => {
    for (const query of ['filter=SOME', 'gameGroupCode=NOPE', 'pageSize=0', 'pageSize=101', 'pageNo=0', 'vendorCode=x', 'extra=1']) {
      expectError(await call('gameList', { query }), 400, 'request.invalid')
    }
    const m = await member()
    for (const query of ['nodeId=0', 'nodeId=abc', 'nodeId=1e3', '']) expectError(await call('addFavourite', { query, token: m.token }), 400, 'request.invalid')
    const art = await app.inject({ method: 'GET', url: '/assets/games/koi-terrace.svg', headers: demo })
    expect(art.statusCode).toBe(200)
    expect(art.headers['content-type']).toContain('image/svg+xml')
    expect(art.body).toContain('<title id="g-koi-terrace">Koi Terrace</title>')
    expect((await app.inject({ method: 'GET', url: '/assets/games/made-up-game.svg', headers: demo })).statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url: '/assets/vendors/HSLOT.svg', headers: demo })).statusCode).toBe(200)
  })
  it('puts the mini games under the category and name the merchant config gives them, at the next start, and back', async () => {
    const config = (await loadTestMerchants()).byCode('demo')!.config
    const gameIds = async (category: string) => (await value('gameList', { query: `gameGroupCode=${category}&pageSize=100` })).list.map((game: { gameId: string }) => game.gameId)
    const menuOf = async (category: string) => (await value('gameMenus')).find((menu: { gameGroupCode: string }) => menu.gameGroupCode === category)
    const mini = HOUSE_GAMES.filter((game) => game.vendorCode === MINI_GAMES_STUDIO).map((game) => game.gameId).sort()
    expect(mini).toEqual(['crash', 'dice'])

    expect(await applyMiniGamesSettings(db, { ...config, houseGames: { miniGames: { category: 'PVP', name: 'Quick Games' } } })).toBe(true)
    expect((await gameIds('PVP')).sort()).toEqual(mini)
    expect(await gameIds('RNG')).not.toContain('dice')
    expect((await menuOf('PVP')).gameMenus.map((vendor: { vendorCode: string; labelName: string }) => [vendor.vendorCode, vendor.labelName])).toEqual([[MINI_GAMES_STUDIO, 'Quick Games']])
    // Applied again with the same settings, nothing changes.
    expect(await applyMiniGamesSettings(db, { ...config, houseGames: { miniGames: { category: 'PVP', name: 'Quick Games' } } })).toBe(false)

    // With the merchant's own setting again (demo: slots, "Mini Games"), they are back, and PVP is hidden again.
    expect(await applyMiniGamesSettings(db, config)).toBe(true)
    expect(await gameIds('RNG')).toEqual(expect.arrayContaining(mini))
    expect(await menuOf('PVP')).toBeUndefined()
  })
})
