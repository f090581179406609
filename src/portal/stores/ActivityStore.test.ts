import { describe, expect, it } from 'vitest'
import { activeBonus, application, applyView, claimView } from '../../components/engagement/activities/fixtures'
import { fakeServer, memoryStorages, portalWith } from '../testing/fixtures'
import { activityOf } from './ActivityStore'

function session() {
  const storage = memoryStorages()
  storage.session.setItem('token', 'token-of-demomember')
  storage.session.setItem('account', 'demomember')
  storage.session.setItem('userInfo', JSON.stringify({ nickname: 'demomember', account: 'demomember', id: 7, type: 0 }))
  return storage
}

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])], name, { type: 'image/png', lastModified: 1 })
const base = () => fakeServer('demo').on('walletBalance', { value: { sumBalance: '1.00', wallets: [] } }).on('unreadCount', { value: 0 })

describe('the activity store', () => {
  it('reads the member’s state, claims in one call and reads the bonuses again', async () => {
    const server = base()
      .on('myActivities', { value: { list: [claimView] } })
      .on('claimActivity', { value: { ...claimView, state: 'claimed', action: null, bonus: null } })
      .on('myBonuses', { value: { list: [activeBonus] } })
    const { root, transport } = portalWith(server, session())
    await root.start()
    const store = activityOf(root)
    expect(activityOf(root)).toBe(store)
    await store.load('slots-free-bonus')
    expect(store.views.get('slots-free-bonus')?.state).toBe('claim')
    await store.loadBonuses()
    expect(await store.act('slots-free-bonus', 'claim')).toBe(true)
    expect(transport.requests.find((r) => r.name === 'claimActivity')?.body).toEqual({ code: 'slots-free-bonus' })
    expect(store.views.get('slots-free-bonus')?.state).toBe('claimed')
    expect(store.done.get('slots-free-bonus')).toBe('claim')
    await expect.poll(() => transport.requests.filter((r) => r.name === 'myBonuses').length).toBe(2)
  })

  it('uploads an application’s images first, keeps the key of one with no answer, and uploads each image once', async () => {
    let reply: 'network' | 'ok' = 'network'
    let uploads = 0
    const server = base()
      .on('myActivities', { value: { list: [{ ...applyView, state: 'applying', action: null }] } })
      .on('uploadActivityImage', () => ({ value: { imageId: `image-${++uploads}-xyz`, contentType: 'image/png', size: 10 } }))
      .on('applyActivity', () => (reply === 'network' ? { network: true } : { value: application }))
    const { root, transport } = portalWith(server, session())
    await root.start()
    const store = activityOf(root)
    const image = png('slip.png')
    expect(await store.apply('newbie-welcome', { remark: 'Slip attached.', images: [image] })).toBe(false)
    reply = 'ok'
    expect(await store.apply('newbie-welcome', { remark: 'Slip attached.', images: [image] })).toBe(true)
    const sends = transport.requests.filter((r) => r.name === 'applyActivity').map((r) => r.body as { idempotencyKey: string; imageIds: string[]; remark: string })
    expect(sends).toHaveLength(2)
    expect(sends[1].idempotencyKey).toBe(sends[0].idempotencyKey)
    expect(sends[1]).toMatchObject({ code: 'newbie-welcome', remark: 'Slip attached.', imageIds: ['image-1-xyz'] })
    expect(uploads).toBe(1)
    expect(store.lastApplication?.state).toBe('applying')
    await expect.poll(() => store.views.get('newbie-welcome')?.state).toBe('applying')
  })

  it('asks nothing for a guest', async () => {
    const server = base()
    const { root, transport } = portalWith(server, memoryStorages())
    await root.start()
    await activityOf(root).load('slots-free-bonus')
    await activityOf(root).loadBonuses()
    expect(transport.requests.filter((r) => r.name === 'myActivities' || r.name === 'myBonuses')).toEqual([])
  })
})
