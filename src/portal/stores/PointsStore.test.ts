import { describe, expect, it } from 'vitest'
import { accountServer } from '../../../tests/unit/accountServer'
import type { RecordedRequest } from '../testing/fakeTransport'
import { memoryStorages, portalWith } from '../testing/fixtures'
import { pointsOf } from './PointsStore'

let sealedBy: Awaited<ReturnType<typeof accountServer>>
/** The keys the store sent, each body opened as the server opens it. */
const keysOf = (requests: readonly RecordedRequest[]) =>
  Promise.all(requests.filter((r) => r.name === 'redeemPoints').map(async (r) => (await sealedBy.open(r)).idempotencyKey as string))

function session() {
  const storage = memoryStorages()
  storage.session.setItem('token', 'token-of-demomember')
  storage.session.setItem('account', 'demomember')
  storage.session.setItem('userInfo', JSON.stringify({ nickname: 'demomember', account: 'demomember', id: 7, type: 0 }))
  return storage
}

const config = { enabled: true, earnEvery: '100', rates: [{ gameType: 'RNG' as const, points: 2 }], convertPoints: 10, convertCash: '1', minConvert: '100' }
const item = { id: 3, code: 'keyring', kind: 'goods' as const, titles: { en: 'Keyring' }, image: 'keyring', points: '100', cash: '0.00', stock: 5, perMemberLimit: 2 }
const redeem = { transactionNo: 'P20261130ABCDEFGH', appliedAt: '2026-11-30T05:00:00.000Z', type: 'goods' as const, titles: { en: 'Keyring' }, quantity: 1, points: '100', amount: '0.00', status: 'in_process' as const, remark: null }

/** The body-encryption key's server too: a redeem and a conversion are sealed. */
async function server(reply: () => 'network' | 'refuse' | 'ok' = () => 'ok') {
  sealedBy = await accountServer()
  return sealedBy.transport
    .on('walletBalance', { value: { sumBalance: '1.00', wallets: [] } })
    .on('unreadCount', { value: 0 })
    .on('pointsConfig', { value: config })
    .on('pointsRewards', { value: { list: [item] } })
    .on('pointsBalance', { value: { points: '340' } })
    .on('pointsRedeems', { value: { list: [redeem], totalCount: 1, totalPages: 1 } })
    .on('pointsHistory', { value: { list: [], totalCount: 0, totalPages: 0 } })
    .on('redeemPoints', () => {
      const r = reply()
      return r === 'network' ? { network: true } : r === 'refuse' ? { status: 409, errorCode: 'points.item.out.of.stock', value: { stock: 0 } } : { value: redeem }
    })
    .on('convertPoints', { value: { points: '120', cash: '12.00', balance: '220' } })
}

describe('the points store', () => {
  it('reads the programme, catalogue, balance and redeems; redeems once per key, keeping the key of a lost answer', async () => {
    let reply: 'network' | 'refuse' | 'ok' = 'network'
    const { root, transport } = portalWith(await server(() => reply), session())
    await root.start()
    const store = pointsOf(root)
    expect(pointsOf(root)).toBe(store)
    await store.load()
    expect(store.config?.convertPoints).toBe(10)
    expect(store.items.map((i) => i.code)).toEqual(['keyring'])
    expect(store.balance).toBe('340')
    expect(store.redeems?.totalCount).toBe(1)

    const draft = { itemId: 3, quantity: 1, paymentPassword: '246810', address: '88 Sukhumvit Road', phone: '+66 81 234 5678' }
    expect(await store.redeem(draft)).toBe(false)
    reply = 'ok'
    expect(await store.redeem(draft)).toBe(true)
    const keys = await keysOf(transport.requests)
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/)
    expect(keys[0]).toBe(keys[1])
    expect(store.redeemed?.transactionNo).toBe(redeem.transactionNo)
    // A refusal is an answer: the next try is a new key.
    reply = 'refuse'
    expect(await store.redeem(draft)).toBe(false)
    expect(store.requests.redeem.error?.code).toBe('points.item.out.of.stock')
    reply = 'ok'
    await store.redeem(draft)
    const later = await keysOf(transport.requests)
    expect(new Set(later).size).toBe(3)
  })

  it('converts points, telling the cash at the merchant’s rate before it sends', async () => {
    const { root } = portalWith(await server(), session())
    await root.start()
    const store = pointsOf(root)
    await store.load()
    expect(store.cashFor('120')).toBe('12')
    expect(store.cashFor('125')).toBeNull()
    expect(await store.convert('120', '246810')).toBe(true)
    expect(store.balance).toBe('220')
    expect(store.converted?.cash).toBe('12.00')
  })
})
