import { describe, expect, it, vi } from 'vitest'
import type { WalletBalance } from '../../../contract/schemas/money'
import { fakeServer, memoryStorages, portalWith } from '../../testing/fixtures'
import type { FakeReply } from '../../testing/fakeTransport'
import { moneyStoreOf } from './MoneyStore'

const balance = (main: string, slot: string): WalletBalance => ({
  sumBalance: (Number(main) + Number(slot)).toFixed(2),
  wallets: [{ kind: 'main', balance: main }, { kind: 'vendor', vendorCode: 'HSLOT', balance: slot }],
})

async function loggedIn(replies: FakeReply[]) {
  const server = fakeServer('demo')
    .on('walletBalance', { value: balance('100.00', '0.00') })
    .on('walletTransfer', () => replies.shift() ?? { status: 500, errorCode: 'unknown.error' })
  const { root, transport } = portalWith(server, memoryStorages())
  await root.start()
  root.session.signIn({ token: 't1', userInfo: { nickname: 'M', account: 'demomember', id: 3, type: 0 } })
  await vi.waitFor(() => expect(root.wallet?.sumBalance).toBe('100.00'))
  return { root, transport, money: moneyStoreOf(root) }
}

const keysSent = (transport: { requests: { name?: string; body: unknown }[] }) =>
  transport.requests.filter((r) => r.name === 'walletTransfer').map((r) => (r.body as { idempotencyKey: string }).idempotencyKey)

describe('wallet transfers', () => {
  it('send the transfer with a fresh key and show the answered balances in the header at once', async () => {
    const { root, transport, money } = await loggedIn([{ value: { moved: '25.00', replayed: false, balance: balance('75.00', '25.00') } }])
    expect(await money.transfer({ from: 'main', to: 'HSLOT', amount: '25' })).toBe(true)
    expect(root.wallet!.sumBalance).toBe('100.00')
    expect(root.wallet!.balance!.wallets[0]).toEqual({ kind: 'main', balance: '75.00' })
    expect(money.lastTransfer?.moved).toBe('25.00')
    const body = transport.requests.find((r) => r.name === 'walletTransfer')!.body
    expect(body).toMatchObject({ action: 'transfer', from: 'main', to: 'HSLOT', amount: '25' })
    expect(keysSent(transport)[0]).toMatch(/^[0-9a-f]{32}$/)
  })

  it('a try without an answer keeps its key, so sending it again is a replay; an answer ends the key', async () => {
    const ok = { value: { moved: '25.00', replayed: true, balance: balance('75.00', '25.00') } }
    const { transport, money } = await loggedIn([{ network: true }, ok, { status: 400, errorCode: 'insufficient.balance' }, { status: 400, errorCode: 'insufficient.balance' }])
    expect(await money.transfer({ from: 'main', to: 'HSLOT', amount: '25' })).toBe(false)
    expect(money.requests.transfer.error?.code).toBe('network.error')
    expect(await money.transfer({ from: 'main', to: 'HSLOT', amount: '25' })).toBe(true)
    const [first, retry] = keysSent(transport)
    expect(retry).toBe(first)
    // A refusal is an answer: the next try, even of the same transfer, is a new request.
    expect(await money.transfer({ from: 'main', to: 'HSLOT', amount: '25' })).toBe(false)
    expect(money.requests.transfer.error?.code).toBe('insufficient.balance')
    expect(await money.transfer({ from: 'main', to: 'HSLOT', amount: '25' })).toBe(false)
    const keys = keysSent(transport)
    expect(new Set(keys).size).toBe(3)
  })

  it('another transfer after one without an answer gets a key of its own', async () => {
    const { transport, money } = await loggedIn([{ network: true }, { value: { moved: '1.00', replayed: false, balance: balance('99.00', '1.00') } }])
    await money.transfer({ from: 'main', to: 'HSLOT', amount: '25' })
    await money.transfer({ from: 'main', to: 'HSLOT', amount: '1' })
    const [a, b] = keysSent(transport)
    expect(a).not.toBe(b)
  })

  it('recall all is one call; a sign-out forgets the pages’ data', async () => {
    const { root, transport, money } = await loggedIn([{ value: { moved: '5.00', replayed: false, balance: balance('100.00', '0.00') } }])
    expect(await money.recallAll()).toBe(true)
    expect(transport.requests.find((r) => r.name === 'walletTransfer')!.body).toMatchObject({ action: 'recallAll' })
    root.session.signOut()
    expect(money.lastTransfer).toBeNull()
  })
})

describe('records', () => {
  it('ask for the filtered page; a new filter starts again from page 1', async () => {
    const server = fakeServer('demo')
      .on('walletBalance', { value: balance('1.00', '0.00') })
      .on('transactionHistory', { value: { list: [], totalPages: 0, totalCount: 0, footer: { totalIn: '0.00', totalOut: '0.00' } } })
    const { root, transport } = portalWith(server, memoryStorages())
    await root.start()
    root.session.signIn({ token: 't1', userInfo: { nickname: 'M', account: 'demomember', id: 3, type: 0 } })
    const money = moneyStoreOf(root)
    await money.loadHistory({ page: 3 })
    await money.loadHistory({ type: 'deposit', period: { from: '2026-11-01T00:00:00.000Z', to: '2026-11-02T00:00:00.000Z' } })
    const queries = transport.requests.filter((r) => r.name === 'transactionHistory').map((r) => r.query)
    expect(queries).toEqual([
      { pageNo: '3', pageSize: '20' },
      { pageNo: '1', pageSize: '20', type: 'deposit', from: '2026-11-01T00:00:00.000Z', to: '2026-11-02T00:00:00.000Z' },
    ])
    expect(money.records.answer?.totalCount).toBe(0)
  })
})

describe('deposits', () => {
  const order = (status: 'pending' | 'success') => ({
    orderId: 'order-0001', channelCode: 'promptpay', amount: '500.00', status, createdAt: '2026-11-21T12:00:00.000Z', expiresAt: '2026-11-21T12:30:00.000Z',
    payUrl: status === 'pending' ? 'http://localhost:3000/sandbox/pay/order-0001?sig=x' : null, bonusCode: null, promoCode: null,
  })

  it('a deposit retried after no answer is the same request; its state follows the server’s events and checks', async () => {
    const replies: FakeReply[] = [{ network: true }, { value: order('pending') }]
    const server = fakeServer('demo')
      .on('walletBalance', { value: balance('1.00', '0.00') })
      .on('createDeposit', () => replies.shift()!)
      .on('depositOrder', { value: order('success') })
    const { root, transport } = portalWith(server, memoryStorages())
    await root.start()
    root.session.signIn({ token: 't1', userInfo: { nickname: 'M', account: 'demomember', id: 3, type: 0 } })
    await vi.waitFor(() => expect(root.wallet?.sumBalance).toBe('1.00'))
    const money = moneyStoreOf(root)
    const request = { channelCode: 'promptpay', amount: '500' }
    expect(await money.createDeposit(request)).toBe(false)
    expect(await money.createDeposit(request)).toBe(true)
    const keys = transport.requests.filter((r) => r.name === 'createDeposit').map((r) => (r.body as { idempotencyKey: string }).idempotencyKey)
    expect(keys[1]).toBe(keys[0])
    expect(money.deposit?.status).toBe('pending')

    // The member says they have paid: the order is read, and a success reads the balance again.
    const reads = transport.count('walletBalance')
    await money.checkDeposit()
    expect(money.deposit?.status).toBe('success')
    await vi.waitFor(() => expect(transport.count('walletBalance')).toBe(reads + 1))
  })
})

