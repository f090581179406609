import { describe, expect, it } from 'vitest'
import type { FakeReply } from '../testing/fakeTransport'
import { fakeServer, memoryStorages, portalWith } from '../testing/fixtures'
import { LotteryLaunchStore } from './LotteryLaunchStore'

function member() {
  const storage = memoryStorages()
  storage.session.setItem('token', 'token-of-demomember')
  storage.session.setItem('account', 'demomember')
  storage.session.setItem('userInfo', JSON.stringify({ nickname: 'demomember', account: 'demomember', id: 7, type: 0 }))
  return storage
}

const lobby = { gameUrl: '/lottery-app/?session=abc&view=betting&game=elott-1m', expiresAt: '2026-11-25T12:00:00.000Z' }
const base = () => fakeServer('demo').on('walletBalance', { value: { sumBalance: '1.00', wallets: [] } }).on('unreadCount', { value: 0 })

describe('the lottery launch (the shared launch flow)', () => {
  it('asks for the lottery app with the spec’s payload and shows it; leaving empties the frame and moves no money', async () => {
    const { root, transport } = portalWith(base().on('lotteryLobbyUrl', { value: lobby }), member())
    await root.start()
    const store = new LotteryLaunchStore(root)
    await store.open('betting', 'elott-1m')
    expect(store.phase).toBe('playing')
    expect(store.url).toBe(lobby.gameUrl)
    expect(transport.requests.find((r) => r.name === 'lotteryLobbyUrl')!.query).toMatchObject({
      device: 'web', lottoArea: 'VN', lottoPrizeMode: 'Elott', launchMode: 'LOTT', lottoView: 'betting', lottoGameCode: 'elott-1m',
    })
    await store.leave()
    expect(store.phase).toBe('idle')
    expect(store.url).toBeNull()
    expect(transport.count('walletTransfer')).toBe(0)
  })

  it('asks a guest to log in and asks the server nothing', async () => {
    const { root, transport } = portalWith(base(), memoryStorages())
    await root.start()
    const store = new LotteryLaunchStore(root)
    await store.open('lobby')
    expect(store.phase).toBe('needsLogin')
    expect(root.modals.isOpen('login')).toBe(true)
    expect(transport.count('lotteryLobbyUrl')).toBe(0)
  })

  it('shows a refusal, and retry asks for the same view again', async () => {
    const server = base().on('lotteryLobbyUrl', { status: 404, errorCode: 'lottery.game.not.found' })
    const { root, transport } = portalWith(server, member())
    await root.start()
    const store = new LotteryLaunchStore(root)
    await store.open('betting', 'elott-5m')
    expect(store.phase).toBe('failed')
    expect(store.error?.code).toBe('lottery.game.not.found')
    server.on('lotteryLobbyUrl', { value: lobby })
    await store.retry()
    expect(store.phase).toBe('playing')
    expect(transport.requests.filter((r) => r.name === 'lotteryLobbyUrl').map((r) => r.query?.lottoGameCode)).toEqual(['elott-5m', 'elott-5m'])
  })

  it('drops an answer that arrives after the page was left', async () => {
    let answer: (reply: FakeReply) => void = () => undefined
    const server = base().on('lotteryLobbyUrl', () => new Promise<FakeReply>((resolve) => (answer = resolve)))
    const { root } = portalWith(server, member())
    await root.start()
    const store = new LotteryLaunchStore(root)
    const opening = store.open('lobby')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(store.phase).toBe('launching')
    await store.leave()
    answer({ value: lobby })
    await opening
    expect(store.phase).toBe('idle')
    expect(store.url).toBeNull()
  })
})
