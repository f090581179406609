import { describe, expect, it } from 'vitest'
import { encodeServiceLink } from '../../contract/serviceLinkCipher'
import { fakeServer, portalWith } from '../testing/fixtures'
import { CustomerServiceStore, customerServiceOf } from './CustomerServiceStore'
import type { ServiceWindow, WindowOpener } from './liveChatWindow'

const LINK = 'https://livechat.example.com/portico-demo'

/** A window that records where it was sent and whether it was closed. */
function fakeWindow() {
  const win = { closed: false, opener: 'the portal' as unknown, sentTo: [] as string[], close: () => (win.closed = true), location: { replace: (url: string) => void win.sentTo.push(url) } }
  return win
}

/** An opener that answers the given windows in turn (null: blocked), and records what it was asked. */
function opener(...windows: (ReturnType<typeof fakeWindow> | null)[]) {
  const calls: { url: string; target: string; features: string }[] = []
  const open: WindowOpener = (url, target, features) => {
    calls.push({ url, target, features })
    return (windows.shift() ?? null) as ServiceWindow | null
  }
  return { open, calls }
}

async function started(handler: Parameters<ReturnType<typeof fakeServer>['on']>[1], windows: (ReturnType<typeof fakeWindow> | null)[]) {
  const server = fakeServer('demo').on('customerService', handler)
  const { root, transport } = portalWith(server)
  await root.start()
  const open = opener(...windows)
  const store = new CustomerServiceStore({ api: root.api, openWindow: open.open, baseUrl: () => 'https://portico.test/' })
  return { store, open, transport }
}

describe('the live chat', () => {
  it('opens a 440×500 window cut from the page, and sends it to the decoded link', async () => {
    const win = fakeWindow()
    const { store, open, transport } = await started(async () => ({ value: { type: '3', link: await encodeServiceLink(LINK, 'Ab12Cd34') } }), [win])
    await store.open()
    expect(open.calls).toEqual([{ url: 'about:blank', target: 'portico-live-chat', features: expect.stringMatching(/^popup=yes,width=440,height=500,/) }])
    expect(win.opener).toBeNull()
    expect(win.sentTo).toEqual([LINK])
    expect(win.closed).toBe(false)
    expect(store).toMatchObject({ blocked: false, error: null, isLoading: false })
    expect(transport.requests.filter((r) => r.name === 'customerService')).toHaveLength(1)
  })

  it('asks to allow pop-ups when the window was blocked, and the retry (a new click) opens it', async () => {
    const win = fakeWindow()
    const { store, transport } = await started(async () => ({ value: { type: '3', link: await encodeServiceLink(LINK, 'Zz98Yy76') } }), [null, win])
    await store.open()
    expect(store.blocked).toBe(true)
    // Nothing is asked while there is no window to send it to.
    expect(transport.requests.filter((r) => r.name === 'customerService')).toHaveLength(0)
    await store.open()
    expect(store.blocked).toBe(false)
    expect(win.sentTo).toEqual([LINK])
  })

  it('closes the window and keeps the translated error when the call fails', async () => {
    const win = fakeWindow()
    const { store } = await started(() => ({ status: 404, errorCode: 'customer.service.unavailable' }), [win])
    await store.open()
    expect(win.closed).toBe(true)
    expect(win.sentTo).toEqual([])
    expect(store.error?.code).toBe('customer.service.unavailable')
    expect(store.error?.messageKey).toBe('support:service.errors.unavailable')
    store.dismiss()
    expect(store.error).toBeNull()
  })

  it('never opens what is not a web address, and reads a path against the page', async () => {
    const evil = fakeWindow()
    const { store } = await started(async () => ({ value: { type: '3', link: await encodeServiceLink('javascript:alert(1)', 'Ab12Cd34') } }), [evil])
    await store.open()
    expect(evil.closed).toBe(true)
    expect(evil.sentTo).toEqual([])
    expect(store.error?.code).toBe('customer.service.link.invalid')

    const local = fakeWindow()
    const second = await started(async () => ({ value: { type: '3', link: await encodeServiceLink('/livechat', 'Ab12Cd34') } }), [local])
    await second.store.open()
    expect(local.sentTo).toEqual(['https://portico.test/livechat'])
  })

  it('is one store per portal', async () => {
    const { root } = portalWith(fakeServer('demo'))
    expect(customerServiceOf(root)).toBe(customerServiceOf(root))
  })
})
