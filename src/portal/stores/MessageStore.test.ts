import { describe, expect, it, vi } from 'vitest'
import { fakeServer, memoryStorages, portalWith } from '../testing/fixtures'
import { messageStoreOf } from './MessageStore'
import { walletOf } from './money/WalletStore'

function session() {
  const storage = memoryStorages()
  storage.session.setItem('token', 'token-of-demomember')
  storage.session.setItem('account', 'demomember')
  storage.session.setItem('userInfo', JSON.stringify({ nickname: 'demomember', account: 'demomember', id: 7, type: 0 }))
  return storage
}

const message = (id: string, read = false) => ({ id, kind: 'deposit.credited', params: { amount: '5', orderId: `o${id}` }, createdAt: '2026-11-24T09:00:00.000Z', read })
const pageOf = (unread: number, ...ids: string[]) => ({ value: { list: ids.map((id) => message(id)), totalCount: ids.length, totalPages: 1, unread } })

describe('the messages page', () => {
  it('loads a page and keeps the header’s count in step; marking read shows at once and sends the ids', async () => {
    const server = fakeServer('demo').on('walletBalance', { value: { sumBalance: '1.00', wallets: [] } }).on('unreadCount', { value: 2 }).on('memberMessages', pageOf(2, '2', '1'))
    const { root, transport } = portalWith(server, session())
    await root.start()
    const store = messageStoreOf(root)
    await store.load(1)
    expect(store.page?.list.map((m) => m.id)).toEqual(['2', '1'])
    expect(walletOf(root).unread).toBe(2)

    server.on('readMessages', { value: { unread: 1 } })
    await store.markRead('2')
    expect(transport.requests.find((r) => r.name === 'readMessages')!.body).toEqual({ ids: ['2'] })
    expect(store.page?.list.map((m) => m.read)).toEqual([true, false])
    expect(walletOf(root).unread).toBe(1)

    server.on('readMessages', { value: { unread: 0 } })
    await store.markAllRead()
    expect(transport.requests.filter((r) => r.name === 'readMessages')[1].body).toEqual({ all: true })
    expect(store.page?.list.every((m) => m.read)).toBe(true)
    expect(walletOf(root).unread).toBe(0)
  })

  it('a new message while the page is open brings the first page again; a failed mark keeps its error and changes nothing', async () => {
    const server = fakeServer('demo').on('walletBalance', { value: { sumBalance: '1.00', wallets: [] } }).on('unreadCount', { value: 1 }).on('memberMessages', pageOf(1, '1'))
    const { root, transport } = portalWith(server, session())
    await root.start()
    const store = messageStoreOf(root)
    await store.load(1)
    server.on('memberMessages', pageOf(2, '2', '1'))
    walletOf(root).setUnread(2)
    await vi.waitFor(() => expect(store.page?.list.map((m) => m.id)).toEqual(['2', '1']))
    expect(transport.count('memberMessages')).toBe(2)

    server.on('readMessages', { status: 500, errorCode: 'unknown.error' })
    await store.markRead('2')
    expect(store.requests.read.error).toBeTruthy()
    expect(store.page?.list[0].read).toBe(false)
  })
})
