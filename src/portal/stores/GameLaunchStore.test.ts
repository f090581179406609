import { describe, expect, it, vi } from 'vitest'
import type { Game } from '../../contract/schemas/games'
import { fakeServer, memoryStorages, portalWith } from '../testing/fixtures'
import { GameLaunchStore } from './GameLaunchStore'

function session(type = 0) {
  const storage = memoryStorages()
  storage.session.setItem('token', 'token-of-demomember')
  storage.session.setItem('account', 'demomember')
  storage.session.setItem('userInfo', JSON.stringify({ nickname: 'demomember', account: 'demomember', id: 7, type }))
  return storage
}

const content = (wallet: 'main' | 'vendor' | 'trial', newWindow = false) => ({
  content: {
    game_url: '/house/play/koi-terrace?session=abc&lang=th', vendorCode: 'HSLOT', gameName: 'Koi Terrace', wallet, transferred: '0.00', newWindow,
    expiresAt: '2026-11-25T12:00:00.000Z',
  },
})

const game = (nodeId: string, maintenance = false): Game => ({
  nodeId, gameId: `g${nodeId}`, vendorCode: 'HMINI', vendorName: 'House Mini Games', gameGroupCode: 'RNG', gameType: 'dice', name: `Game ${nodeId}`,
  image: '/assets/games/dice.svg', isHot: 1, isNew: 0, isFav: 0, tags: [], minBet: '1.00', maxBet: '100.00', maintenance,
})

const base = () => fakeServer('demo').on('walletBalance', { value: { sumBalance: '1.00', wallets: [] } }).on('unreadCount', { value: 0 })

describe('the game launch', () => {
  it('launches with the spec’s payload, brings the money to the game, and recalls a vendor wallet on leaving', async () => {
    const server = base().on('launchGame', { value: content('vendor') }).on('walletTransfer', { value: { moved: '5.00', replayed: false, balance: { sumBalance: '5.00', wallets: [] } } })
    const { root, transport } = portalWith(server, session())
    await root.start()
    const store = new GameLaunchStore(root)
    await store.launch('42')
    expect(store.phase).toBe('playing')
    expect(store.content?.game_url).toBe('/house/play/koi-terrace?session=abc&lang=th')
    const request = transport.requests.find((r) => r.name === 'launchGame')!
    expect(request.query).toMatchObject({ nodeId: '42', accountType: '1', confirmTrans: '1', launchMode: 'GLS', platform: 'html5-desktop', clientType: '3', username: 'demomember', merchantCode: 'demo' })
    // The session travels in the Authorization header, never in the address.
    expect(request.query).not.toHaveProperty('token')
    await store.leave()
    expect(transport.requests.find((r) => r.name === 'walletTransfer')!.body).toMatchObject({ action: 'recallAll' })
    expect(store.phase).toBe('idle')
  })

  it('hands the match to open to the frame in its fragment, never to the server', async () => {
    const { root, transport } = portalWith(base().on('launchGame', { value: content('main') }), session())
    await root.start()
    const store = new GameLaunchStore(root)
    await store.launch('42', { event: 'fb-2026-11-30-7' })
    expect(store.url).toBe('/house/play/koi-terrace?session=abc&lang=th#event=fb-2026-11-30-7')
    expect(JSON.stringify(transport.requests.find((r) => r.name === 'launchGame')!.query)).not.toContain('fb-2026')
  })

  it('plays a trial account free, and recalls nothing for a seamless game', async () => {
    const server = base().on('launchGame', { value: content('trial') })
    const { root, transport } = portalWith(server, session(4))
    await root.start()
    const store = new GameLaunchStore(root)
    await store.launch('42')
    expect(transport.requests.find((r) => r.name === 'launchGame')!.query).toMatchObject({ accountType: '0', confirmTrans: '0' })
    await store.leave()
    expect(transport.count('walletTransfer')).toBe(0)
  })

  it('asks a guest to log in, and launches nothing', async () => {
    const { root, transport } = portalWith(base(), memoryStorages())
    await root.start()
    const store = new GameLaunchStore(root)
    await store.launch('42')
    expect(store.phase).toBe('needsLogin')
    expect(root.modals.isOpen('login')).toBe(true)
    expect(transport.count('launchGame')).toBe(0)
  })

  it('suggests popular games (not the one in maintenance, nor others in maintenance) while the vendor is in maintenance', async () => {
    const server = base()
      .on('launchGame', { status: 409, errorCode: 'vendor.under.maintenance', value: { vendorCode: 'HLIVE', from: '2026-11-25T08:00:00.000Z', until: '2026-11-25T10:00:00.000Z' } })
      .on('popularGames', { value: [game('42'), game('7'), game('8', true)] })
    const { root } = portalWith(server, session())
    await root.start()
    const store = new GameLaunchStore(root)
    await store.launch('42')
    expect(store.phase).toBe('maintenance')
    expect(store.maintenanceUntil).toBe('2026-11-25T10:00:00.000Z')
    expect(store.suggestions?.map((g) => g.nodeId)).toEqual(['7'])
  })

  it('carries the deposit remedy when the balance is short, and a blocked window says so', async () => {
    const server = base().on('launchGame', { status: 400, errorCode: 'launch.balance.not.enough', value: { minBet: '1.00', balance: '0.00', wallet: 'main' } })
    const { root } = portalWith(server, session())
    await root.start()
    const store = new GameLaunchStore(root)
    await store.launch('42')
    expect(store.phase).toBe('failed')
    expect(store.error?.recovery).toBe('openDeposit')

    server.on('launchGame', { value: content('main', true) })
    const blocked = vi.fn(() => null)
    const windowed = new GameLaunchStore(root, blocked)
    await windowed.launch('42')
    expect(blocked).toHaveBeenCalledWith('/house/play/koi-terrace?session=abc&lang=th')
    expect(windowed.phase).toBe('popupBlocked')
  })
})
