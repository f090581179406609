import { describe, expect, it, vi } from 'vitest'
import { promotionDetailFixture, promotionsFixture } from '../../components/engagement/promotions/fixtures'
import { fakeServer, memoryStorages, portalWith } from '../testing/fixtures'
import { promotionsOf } from './PromotionsStore'

const types = { OTHERS: 1, SPORTS: 0, LIVE: 0, SLOTS: 1, CARDS: 0, FISH: 0, LOTTO: 0, REBATE: 0, POINTS_MALL: 0, RANKING: 0, DEPOSIT: 1, APP_DOWNLOAD: 0, NEWBIE: 1, GAMES: 0, MISSION: 2 }

function session() {
  const storage = memoryStorages()
  storage.session.setItem('token', 'token-of-demomember')
  storage.session.setItem('account', 'demomember')
  storage.session.setItem('userInfo', JSON.stringify({ nickname: 'demomember', account: 'demomember', id: 7, type: 0 }))
  return storage
}

describe('the promotions store', () => {
  it('reads the hall and a detail in the visitor’s language, and again after a language switch', async () => {
    const server = fakeServer('demo')
      .on('promotions', (request) => ({ value: { list: promotionsFixture.map((p) => ({ ...p, title: `${p.title} (${request.headers.Language})` })) } }))
      .on('promotionDetail', (request) => ({ value: { ...promotionDetailFixture, title: `detail (${request.headers.Language})` } }))
    const { root, transport } = portalWith(server)
    await root.start()
    const store = promotionsOf(root)
    expect(promotionsOf(root)).toBe(store)
    await store.load()
    expect(store.list?.[0]?.title).toBe('100% first deposit bonus (th)')
    await store.loadDetail('first-deposit-match')
    expect(transport.requests.find((r) => r.name === 'promotionDetail')!.query).toEqual({ code: 'first-deposit-match' })
    expect(store.detail?.title).toBe('detail (th)')
    await root.changeLanguage('en')
    await vi.waitFor(() => expect(store.list?.[0]?.title).toBe('100% first deposit bonus (en)'))
    await vi.waitFor(() => expect(store.detail?.title).toBe('detail (en)'))
  })

  it('keeps an unknown code’s refusal on the detail request', async () => {
    const server = fakeServer('demo').on('promotionDetail', { status: 404, errorCode: 'promotion.not.found' })
    const { root } = portalWith(server)
    await root.start()
    const store = promotionsOf(root)
    await store.loadDetail('gone')
    expect(store.requests.detail.error).toMatchObject({ code: 'promotion.not.found', messageKey: 'promotions:errors.notFound' })
    expect(store.detail).toBeNull()
  })

  it('counts a member’s missions for the badge, and asks nothing for a guest', async () => {
    const guest = portalWith(fakeServer('demo').on('availablePromotions', { value: { types, total: 5 } }))
    await guest.root.start()
    await promotionsOf(guest.root).loadAvailable()
    expect(guest.transport.requests.some((r) => r.name === 'availablePromotions')).toBe(false)
    expect(promotionsOf(guest.root).missionCount).toBe(0)

    const server = fakeServer('demo')
      .on('walletBalance', { value: { sumBalance: '1.00', wallets: [] } })
      .on('unreadCount', { value: 0 })
      .on('availablePromotions', { value: { types, total: 5 } })
    const { root } = portalWith(server, session())
    await root.start()
    await promotionsOf(root).loadAvailable()
    expect(promotionsOf(root).missionCount).toBe(2)
  })
})
