import { describe, expect, it, vi } from 'vitest'
import { fakeServer, memoryStorages, portalWith } from '../../testing/fixtures'
import type { UserInfo } from '../accounts/SessionStore'

/** A member's session left in session storage by an earlier page: the start restores it. */
function sessionOf(account: string, storage = memoryStorages()) {
  const userInfo: UserInfo = { nickname: account, account, id: 7, type: 0 }
  storage.session.setItem('token', `token-of-${account}`)
  storage.session.setItem('account', account)
  storage.session.setItem('userInfo', JSON.stringify(userInfo))
  return storage
}

const balanceOf = (sumBalance: string) => ({ value: { sumBalance, wallets: [{ kind: 'main' as const, balance: sumBalance }] } })

describe('the header balance comes from the ledger', () => {
  it('is unknown until the ledger answers, then shows its sum, read with the session token', async () => {
    const { root, transport } = portalWith(fakeServer('demo').on('walletBalance', balanceOf('1250.50')), sessionOf('demomember'))
    await root.start()
    await vi.waitFor(() => expect(root.wallet?.sumBalance).toBe('1250.50'))
    const request = transport.requests.find((r) => r.name === 'walletBalance')!
    expect(request.headers.Authorization).toBe('token-of-demomember')
  })

  it('is never asked for a guest; a login reads it, a sign-out forgets it', async () => {
    const { root, transport } = portalWith(fakeServer('demo').on('walletBalance', balanceOf('10.00')))
    await root.start()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(root.wallet).toBeNull()
    expect(transport.count('walletBalance')).toBe(0)
    root.session.signIn({ token: 't1', userInfo: { nickname: 'M', account: 'demomember', id: 3, type: 0 } })
    await vi.waitFor(() => expect(root.wallet?.sumBalance).toBe('10.00'))
    root.session.signOut()
    expect(root.wallet?.sumBalance).toBeNull()
  })

  it('a refresh reads it again; a failed read keeps its error and shows no made-up figure', async () => {
    const server = fakeServer('demo').on('walletBalance', balanceOf('5.00'))
    const { root, transport } = portalWith(server, sessionOf('demomember'))
    await root.start()
    await vi.waitFor(() => expect(root.wallet?.sumBalance).toBe('5.00'))
    server.on('walletBalance', balanceOf('7.25'))
    await root.wallet!.refresh()
    expect(root.wallet!.sumBalance).toBe('7.25')
    expect(transport.count('walletBalance')).toBe(2)

    const failing = portalWith(fakeServer('demo').on('walletBalance', { status: 500, errorCode: 'unknown.error' }), sessionOf('demomember'))
    await failing.root.start()
    await vi.waitFor(() => expect(failing.root.wallet?.request.error).toBeTruthy())
    expect(failing.root.wallet!.sumBalance).toBeNull()
  })
})

describe('the member’s event stream', () => {
  it('is split into events, across chunks, skipping comments', async () => {
    const { parseEventStream } = await import('../../api/events')
    const parser = parseEventStream()
    expect(parser.push(': connected\n\nevent: balance\ndata: {"a"')).toEqual([])
    expect(parser.push(':1}\n\n: keep-alive\n\ndata: 2\r\n\r\n')).toEqual(['{"a":1}', '2'])
  })

  it('shows a streamed balance at once, keeps a deposit’s new state, and reads the balance again after a reconnect', async () => {
    const { WalletStore } = await import('./WalletStore')
    const server = fakeServer('demo').on('walletBalance', balanceOf('1.00'))
    const { root, transport } = portalWith(server, sessionOf('demomember'))
    await root.start()
    // The root's own wallet (no stream on a fake network) has read its balance: the reads below are ours.
    await vi.waitFor(() => expect(root.wallet?.sumBalance).toBe('1.00'))
    const opened: { onEvent(e: unknown): void; end(): void }[] = []
    const events = (options: { onEvent(e: unknown): void; onOpen?(): void; signal: AbortSignal }) =>
      new Promise<void>((resolve) => {
        options.onOpen?.()
        opened.push({ onEvent: options.onEvent, end: resolve })
        options.signal.addEventListener('abort', () => resolve())
      })
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      const wallet = new WalletStore({ api: root.api, session: root.session, events: events as never })
      wallet.startEvents()
      await vi.waitFor(() => expect(opened).toHaveLength(1))
      opened[0].onEvent({ type: 'balance', balance: { sumBalance: '99.00', wallets: [{ kind: 'main', balance: '99.00' }] } })
      expect(wallet.sumBalance).toBe('99.00')
      opened[0].onEvent({ type: 'deposit', order: { orderId: 'order-1234', status: 'success' } })
      expect(wallet.depositUpdate?.orderId).toBe('order-1234')
      const reads = transport.count('walletBalance')
      opened[0].end()
      await vi.advanceTimersByTimeAsync(1_000)
      await vi.waitFor(() => expect(opened).toHaveLength(2))
      await vi.waitFor(() => expect(transport.count('walletBalance')).toBe(reads + 1))
      wallet.stopEvents()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('the unread message count', () => {
  it('is read with the session, follows the stream, and is never asked for a trial account', async () => {
    const { WalletStore } = await import('./WalletStore')
    const server = fakeServer('demo').on('walletBalance', balanceOf('1.00')).on('unreadCount', { value: 3 })
    const { root, transport } = portalWith(server, sessionOf('demomember'))
    await root.start()
    await vi.waitFor(() => expect(root.wallet?.unread).toBe(3))
    expect(transport.requests.find((r) => r.name === 'unreadCount')!.headers.Authorization).toBe('token-of-demomember')

    let onEvent: (e: unknown) => void = () => {}
    const events = (options: { onEvent(e: unknown): void; signal: AbortSignal }) =>
      new Promise<void>((resolve) => {
        onEvent = options.onEvent
        options.signal.addEventListener('abort', () => resolve())
      })
    const wallet = new WalletStore({ api: root.api, session: root.session, events: events as never })
    wallet.startEvents()
    await vi.waitFor(() => expect(onEvent).not.toBe(undefined))
    onEvent({ type: 'unread', count: 4 })
    expect(wallet.unread).toBe(4)
    wallet.stopEvents()

    root.session.signOut()
    expect(root.wallet!.unread).toBeNull()
    const before = transport.count('unreadCount')
    root.session.signIn({ token: 't4', userInfo: { nickname: 'T', account: 'trial001', id: 9, type: 4 }, isAgent: 4 })
    await vi.waitFor(() => expect(root.wallet?.sumBalance).toBe('1.00'))
    expect(transport.count('unreadCount')).toBe(before)
    expect(root.wallet!.unread).toBeNull()
  })
})
