import { describe, expect, it, vi } from 'vitest'
import { periodRange } from '../../components/money/PeriodFilter/periodRange'
import type { BetRound, BettingRecord } from '../../contract/schemas/games'
import type { RecordedRequest } from '../testing/fakeTransport'
import { fakeServer, memoryStorages, portalWith } from '../testing/fixtures'
import { BETTING_RECORD_PAGE_SIZE, BettingRecordStore, bettingRecordOf } from './BettingRecordStore'

/** Saturday 14 March 2026, 09:30 UTC: the clock the store reads periods against. */
const NOW = new Date('2026-03-14T09:30:00.000Z')

const round = (id: number, gameName = `Game ${id}`): BetRound => ({
  id: String(id), roundRef: `r-${id}`, nodeId: '1', gameName, vendorCode: 'HSLOT', vendorName: 'House Slots', gameGroupCode: 'RNG', gameType: 'slots',
  bet: '1.00', win: '0.00', profit: '-1.00', status: 'settled', trial: false, createdAt: '2026-03-14T09:00:00.000Z', settledAt: '2026-03-14T09:00:01.000Z', result: null,
})

const answer = (ids: number[], gameName?: (id: number) => string): BettingRecord => ({
  list: ids.map((id) => round(id, gameName?.(id))),
  totalCount: 45,
  totalPages: 3,
  totals: { bet: '45.00', win: '0.00', profit: '-45.00', rounds: 45 },
})

function signedIn() {
  const storage = memoryStorages()
  storage.session.setItem('token', 'token-of-demomember')
  storage.session.setItem('account', 'demomember')
  storage.session.setItem('userInfo', JSON.stringify({ nickname: 'demomember', account: 'demomember', id: 7, type: 0 }))
  return storage
}

const member = () => fakeServer('demo').on('walletBalance', { value: { sumBalance: '1.00', wallets: [] } }).on('unreadCount', { value: 0 })
const recordRequests = (requests: RecordedRequest[]) => requests.filter((r) => r.name === 'bettingRecord')

async function opened(server = member().on('bettingRecord', { value: answer([1, 2]) })) {
  const { root, transport } = portalWith(server, signedIn())
  await root.start()
  return { root, transport, server, store: new BettingRecordStore(root, () => NOW) }
}

describe('the betting record', () => {
  it('asks for today, every category and vendor, with the member’s token; the totals are the server’s', async () => {
    const { transport, store } = await opened()
    await store.load()
    const [request] = recordRequests(transport.requests)
    const today = periodRange('today', NOW)
    expect(request!.query).toEqual({ from: today.from, to: today.to, pageNo: '1', pageSize: String(BETTING_RECORD_PAGE_SIZE) })
    expect(request!.headers.Authorization).toBe('token-of-demomember')
    expect(request!.headers.Language).toBe('th')
    expect(store.answer?.list.map((r) => r.id)).toEqual(['1', '2'])
    expect(store.answer?.totals).toEqual({ bet: '45.00', win: '0.00', profit: '-45.00', rounds: 45 })
    expect(store.request.isLoading).toBe(false)
  })

  it('asks for the filtered page; a new filter starts again from page 1', async () => {
    const { transport, store } = await opened()
    await store.setPage(3)
    await store.setFilter({ category: 'RNG', vendor: 'HMINI', period: { period: 'custom', start: '2026-03-01', end: '2026-03-07' } })
    const custom = periodRange('custom', NOW, { start: '2026-03-01', end: '2026-03-07' })
    expect(recordRequests(transport.requests).map((r) => r.query)).toEqual([
      expect.objectContaining({ pageNo: '3' }),
      { gameGroupCode: 'RNG', vendorCode: 'HMINI', from: custom.from, to: custom.to, pageNo: '1', pageSize: '20' },
    ])
    expect(store.page).toBe(1)
    // From the start of the 1st to the start of the 8th: the last day is whole, `to` exclusive.
    expect(custom.to).toBe(new Date(2026, 2, 8).toISOString())
  })

  it('a custom period still being typed asks for nothing and keeps the rounds shown', async () => {
    const { transport, store } = await opened()
    await store.load()
    await store.setFilter({ category: '', vendor: '', period: { period: 'custom', start: '2026-03-10', end: '' } })
    await store.setFilter({ category: '', vendor: '', period: { period: 'custom', start: '2026-03-10', end: '2026-03-02' } })
    expect(recordRequests(transport.requests)).toHaveLength(1)
    expect(store.answer?.list).toHaveLength(2)
  })

  it('a slow answer to an older filter never replaces the newer one; a failure keeps its error until the retry', async () => {
    let releaseSlow: () => void = () => {}
    const server = member().on('bettingRecord', async (request) => {
      const live = (request.query as { gameGroupCode?: string }).gameGroupCode === 'LIVE'
      if (live) await new Promise<void>((resolve) => (releaseSlow = resolve))
      return { value: answer(live ? [100] : [200]) }
    })
    const { store } = await opened(server)
    const slow = store.setFilter({ category: 'LIVE', vendor: '', period: { period: 'today' } })
    await vi.waitFor(() => expect(store.request.isLoading).toBe(true))
    await store.setFilter({ category: 'RNG', vendor: '', period: { period: 'today' } })
    releaseSlow()
    await slow
    expect(store.answer?.list.map((r) => r.id)).toEqual(['200'])
    expect(store.filter.category).toBe('RNG')

    server.on('bettingRecord', { status: 500, errorCode: 'unknown.error' })
    await store.setPage(2)
    expect(store.request.error?.code).toBe('unknown.error')
    expect(store.request.isLoading).toBe(false)
    server.on('bettingRecord', { value: answer([21, 22]) })
    await store.load()
    expect(store.request.error).toBeNull()
    expect(store.answer?.list.map((r) => r.id)).toEqual(['21', '22'])
    expect(store.page).toBe(2)
  })

  it('another language asks again for the names in it; signing out forgets the rounds and the filter', async () => {
    const server = member()
      .on('bettingRecord', (request) => ({ value: answer([1], () => (request.headers.Language === 'en' ? 'Koi Terrace' : 'ระเบียงปลาคาร์ป')) }))
      .on('updateLanguage', { value: { language: 'en', direction: 'ltr', translated: true } })
    const { root, transport, store } = await opened(server)
    await store.setFilter({ category: 'RNG', vendor: '', period: { period: 'yesterday' } })
    expect(store.answer?.list[0]!.gameName).toBe('ระเบียงปลาคาร์ป')

    await root.changeLanguage('en')
    await vi.waitFor(() => expect(store.answer?.list[0]!.gameName).toBe('Koi Terrace'))
    const requests = recordRequests(transport.requests)
    expect(requests).toHaveLength(2)
    expect(requests[1]!.headers.Language).toBe('en')
    expect(requests[1]!.query).toEqual(requests[0]!.query)

    root.signOut()
    expect(store.answer).toBeNull()
    expect(store.filter).toEqual({ category: '', vendor: '', period: { period: 'today' } })
    expect(store.page).toBe(1)
  })

  it('one store per portal, made when the page first opens', async () => {
    const { root } = await opened()
    expect(bettingRecordOf(root)).toBe(bettingRecordOf(root))
    const other = await opened()
    expect(bettingRecordOf(other.root)).not.toBe(bettingRecordOf(root))
  })
})
