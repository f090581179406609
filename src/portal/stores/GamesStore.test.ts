import { describe, expect, it, vi } from 'vitest'
import type { Game } from '../../contract/schemas/games'
import type { RecordedRequest } from '../testing/fakeTransport'
import { fakeServer, memoryStorages, portalWith } from '../testing/fixtures'
import { gamesStoreOf, LOBBY_PAGE_SIZE } from './GamesStore'

function session() {
  const storage = memoryStorages()
  storage.session.setItem('token', 'token-of-demomember')
  storage.session.setItem('account', 'demomember')
  storage.session.setItem('userInfo', JSON.stringify({ nickname: 'demomember', account: 'demomember', id: 7, type: 0 }))
  return storage
}

const game = (nodeId: number, isFav = 0): Game => ({
  nodeId: String(nodeId), gameId: `g${nodeId}`, vendorCode: 'HSLOT', vendorName: 'House Slots', gameGroupCode: 'RNG', gameType: 'slots',
  name: `Game ${nodeId}`, image: `/assets/games/g${nodeId}.svg`, isHot: 0, isNew: 0, isFav, tags: [], minBet: '1.00', maxBet: '5000.00', maintenance: false,
})

/** A catalogue of `total` games answered a page at a time, as the server pages it. */
function catalogue(total: number, favourites: number[] = []) {
  return (request: RecordedRequest) => {
    const query = request.query as { pageNo: string; pageSize: string }
    const size = Number(query.pageSize)
    const from = (Number(query.pageNo) - 1) * size
    const list = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => game(from + i + 1, favourites.includes(from + i + 1) ? 1 : 0))
    return { value: { list, totalCount: total, totalPages: Math.ceil(total / size) } }
  }
}

const member = () => fakeServer('demo').on('walletBalance', { value: { sumBalance: '1.00', wallets: [] } }).on('unreadCount', { value: 0 })
const listQueries = (requests: RecordedRequest[]) => requests.filter((r) => r.name === 'gameList').map((r) => r.query)
const ids = (games: Game[] | null) => games?.map((g) => g.nodeId)

describe('the game lobby', () => {
  it('lists a category’s vendor a page at a time; "show more" adds the next page until every game is shown', async () => {
    const server = fakeServer('demo').on('gameList', catalogue(LOBBY_PAGE_SIZE + 5))
    const { root, transport } = portalWith(server)
    await root.start()
    const store = gamesStoreOf(root)
    await store.open({ category: 'RNG', vendor: 'HSLOT' })
    expect(listQueries(transport.requests)).toEqual([{ gameGroupCode: 'RNG', vendorCode: 'HSLOT', filter: 'ALL', pageNo: '1', pageSize: String(LOBBY_PAGE_SIZE) }])
    expect(store.list).toHaveLength(LOBBY_PAGE_SIZE)
    expect(store.hasMore).toBe(true)

    await store.loadMore()
    expect(listQueries(transport.requests)[1]).toMatchObject({ pageNo: '2', pageSize: String(LOBBY_PAGE_SIZE) })
    expect(store.list).toHaveLength(LOBBY_PAGE_SIZE + 5)
    expect(ids(store.list)?.at(-1)).toBe(String(LOBBY_PAGE_SIZE + 5))
    expect(store.hasMore).toBe(false)
    await store.loadMore()
    expect(transport.count('gameList')).toBe(2)
  })

  it('coming back with ?page=3 shows three pages in one call; a new vendor, filter or search starts over at page 1', async () => {
    const server = fakeServer('demo').on('gameList', catalogue(100))
    const { root, transport } = portalWith(server)
    await root.start()
    const store = gamesStoreOf(root)
    await store.open({ category: 'RNG', vendor: '' }, 3)
    expect(listQueries(transport.requests)[0]).toEqual({ gameGroupCode: 'RNG', filter: 'ALL', pageNo: '1', pageSize: String(3 * LOBBY_PAGE_SIZE) })
    expect(store.pageNo).toBe(3)
    await store.loadMore()
    expect(listQueries(transport.requests)[1]).toMatchObject({ pageNo: '4', pageSize: String(LOBBY_PAGE_SIZE) })
    expect(ids(store.list)?.slice(-2)).toEqual(['95', '96'])

    await store.setFilter('NEW')
    await store.setKeyword('  drake ')
    await store.setVendor('HMINI')
    expect(listQueries(transport.requests).slice(2)).toEqual([
      { gameGroupCode: 'RNG', filter: 'NEW', pageNo: '1', pageSize: String(LOBBY_PAGE_SIZE) },
      { gameGroupCode: 'RNG', filter: 'NEW', keyword: 'drake', pageNo: '1', pageSize: String(LOBBY_PAGE_SIZE) },
      { gameGroupCode: 'RNG', vendorCode: 'HMINI', filter: 'NEW', keyword: 'drake', pageNo: '1', pageSize: String(LOBBY_PAGE_SIZE) },
    ])
    // Another category starts with every game of all its vendors.
    await store.open({ category: 'LIVE' })
    expect(store.query).toEqual({ category: 'LIVE', vendor: '', filter: 'ALL', keyword: '' })
  })

  it('a slow answer to an older query never replaces the newer one; a failure keeps its error until the retry', async () => {
    let releaseSlow: () => void = () => {}
    const server = fakeServer('demo').on('gameList', async (request) => {
      if ((request.query as { filter: string }).filter === 'NEW') await new Promise<void>((resolve) => (releaseSlow = resolve))
      return { value: { list: [game((request.query as { filter: string }).filter === 'NEW' ? 1 : 2)], totalCount: 1, totalPages: 1 } }
    })
    const { root } = portalWith(server)
    await root.start()
    const store = gamesStoreOf(root)
    const slow = store.open({ category: 'RNG', filter: 'NEW' })
    await vi.waitFor(() => expect(store.requests.list.isLoading).toBe(true))
    await store.open({ category: 'RNG', filter: 'HOT' })
    releaseSlow()
    await slow
    expect(ids(store.list)).toEqual(['2'])
    expect(store.query.filter).toBe('HOT')

    server.on('gameList', { status: 500, errorCode: 'unknown.error' })
    await store.setFilter('ALL')
    expect(store.list).toBeNull()
    expect(store.requests.list.error?.code).toBe('unknown.error')
    server.on('gameList', catalogue(3))
    await store.retry()
    expect(ids(store.list)).toEqual(['1', '2', '3'])
    expect(store.requests.list.error).toBeNull()
  })

  it('a member’s favourite shows at once and stays when the server agrees; it is put back, and the failure shown, when it refuses', async () => {
    let answer: () => void = () => {}
    const server = member()
      .on('gameList', catalogue(3, [2]))
      .on('addFavourite', (request) => new Promise((resolve) => (answer = () => resolve({ value: { nodeId: (request.query as { nodeId: string }).nodeId, isFav: 1 } }))))
    const { root, transport } = portalWith(server, session())
    await root.start()
    const store = gamesStoreOf(root)
    await store.open({ category: 'RNG' })
    const adding = store.toggleFavourite(store.list![0])
    // Marked before the server has answered, and the toggle waits for it.
    expect(store.list![0].isFav).toBe(1)
    expect(store.pendingFavourites.has('1')).toBe(true)
    await vi.waitFor(() => expect(transport.count('addFavourite')).toBe(1))
    answer()
    await adding
    expect(transport.requests.find((r) => r.name === 'addFavourite')!.query).toEqual({ nodeId: '1' })
    expect(store.list![0].isFav).toBe(1)
    expect(store.pendingFavourites.size).toBe(0)

    server.on('removeFavourite', { status: 404, errorCode: 'game.not.found' })
    await store.toggleFavourite(store.list![1])
    expect(transport.count('removeFavourite')).toBe(1)
    expect(store.list![1].isFav).toBe(1)
    expect(root.toast?.code).toBe('game.not.found')
  })

  it('a guest who tries to favourite is asked to log in and nothing is sent; FAV and RECENT fall back to every game', async () => {
    const server = fakeServer('demo').on('gameList', catalogue(2))
    const { root, transport } = portalWith(server)
    await root.start()
    const store = gamesStoreOf(root)
    await store.open({ category: 'RNG', filter: 'FAV' })
    expect(store.query.filter).toBe('ALL')
    await store.toggleFavourite(store.list![0])
    expect(root.modals.top).toEqual({ name: 'login', props: { reason: 'favourite' } })
    expect(transport.count('addFavourite')).toBe(0)
    expect(store.list![0].isFav).toBe(0)
  })

  it('signing out leaves the member’s favourites list for every game; another language asks for the names again', async () => {
    const server = member().on('gameList', catalogue(2, [1])).on('updateLanguage', { value: { language: 'en', direction: 'ltr', translated: true } })
    const { root, transport } = portalWith(server, session())
    await root.start()
    const store = gamesStoreOf(root)
    await store.open({ category: 'RNG', filter: 'FAV' })
    expect(store.query.filter).toBe('FAV')

    root.signOut()
    await vi.waitFor(() => expect(listQueries(transport.requests).at(-1)).toMatchObject({ filter: 'ALL' }))
    expect(store.query.filter).toBe('ALL')

    const before = transport.count('gameList')
    await root.changeLanguage('en')
    await vi.waitFor(() => expect(transport.count('gameList')).toBe(before + 1))
    expect(transport.requests.filter((r) => r.name === 'gameList').at(-1)!.headers.Language).toBe('en')
  })

  it('popular games and the winner board, in the visitor’s language', async () => {
    const server = fakeServer('demo')
      .on('popularGames', { value: [game(5), game(6)] })
      .on('rankList', { value: { list: [{ vo: { username: 'so***ak', gameName: 'Koi Terrace', vendorCode: 'HSLOT', nodeId: '1', winAmount: '100.00', winTime: '2026-11-24T09:00:00.000Z' } }] } })
    const { root, transport } = portalWith(server)
    await root.start()
    const store = gamesStoreOf(root)
    await Promise.all([store.loadPopular(), store.loadWinners()])
    expect(ids(store.popular)).toEqual(['5', '6'])
    expect(store.winners?.[0].vo.username).toBe('so***ak')
    expect(transport.requests.find((r) => r.name === 'rankList')!.query).toEqual({ gameCategory: 'ALL', language: root.ui.language, limitNum: '20' })
  })
})
