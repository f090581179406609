import { describe, expect, it } from 'vitest'
import { fakeServer, memoryStorages, noticesWith, portalWith } from '../testing/fixtures'

describe('NoticeStore and the announcement popup', () => {
  it('opens the popup when popup items exist and publicityClose is not set; closing stores it', async () => {
    const { root, storage } = portalWith(fakeServer('demo'))
    await root.start()
    await root.notices.load()
    expect(root.notices.popup).toHaveLength(3)
    expect(root.notices.shouldOpenPopup).toBe(true)
    root.notices.closePopup()
    expect(storage.session.getItem('publicityClose')).not.toBeNull()
    expect(root.notices.shouldOpenPopup).toBe(false)
  })

  it('does not reopen in the same session (a reload with publicityClose set)', async () => {
    const storage = memoryStorages()
    storage.session.setItem('publicityClose', '1')
    const { root } = portalWith(fakeServer('demo'), storage)
    await root.start()
    await root.notices.load()
    expect(root.notices.shouldOpenPopup).toBe(false)
  })

  it('does not open without popup items', async () => {
    const { root } = portalWith(fakeServer('demo').on('notices', { value: noticesWith(0) }))
    await root.start()
    await root.notices.load()
    expect(root.notices.banners).toHaveLength(1)
    expect(root.notices.shouldOpenPopup).toBe(false)
  })

  it('serves notices from the index_notice cache within the session', async () => {
    const { root, transport, storage } = portalWith(fakeServer('demo'))
    await root.start()
    await root.notices.load()
    await root.notices.load()
    expect(transport.count('notices')).toBe(1)
    expect(storage.session.getItem('index_notice')).toContain('Notice 100')
    await root.notices.load({ refresh: true })
    expect(transport.count('notices')).toBe(2)
  })

  it('keeps the load error on the request state', async () => {
    const { root } = portalWith(fakeServer('demo').on('notices', { network: true }))
    await root.start()
    await root.notices.load()
    expect(root.notices.request.error?.code).toBe('network.error')
    expect(root.notices.shouldOpenPopup).toBe(false)
  })
})
