import { describe, expect, it, vi } from 'vitest'
import type { MrDailySalaries, MrDailySalary, RealTimeAccrual, WageRecord, WageRecords } from '../../../contract/schemas/contracts'
import type { FakeTransport, RecordedRequest } from '../../testing/fakeTransport'
import { fakeServer, memoryStorages, portalWith } from '../../testing/fixtures'
import { ACCRUAL_POLL_MS, WAGE_PAGE_SIZE, WINDOW_PAID_WITHIN_MS, WagesStore, wagesOf, type LiveClock } from './WagesStore'

function agentSession(account = 'demoagent') {
  const storage = memoryStorages()
  storage.session.setItem('token', `token-of-${account}`)
  storage.session.setItem('account', account)
  storage.session.setItem('userInfo', JSON.stringify({ nickname: account, account, id: 9, type: 1 }))
  return storage
}

const record = (id: string, kind: WageRecord['kind'] = 'dailySalary'): WageRecord => ({
  id, kind, gameType: 'LOTT', periodStart: '2026-03-13T17:00:00.000Z', periodEnd: '2026-03-14T17:00:00.000Z', amount: '12.50', status: 'paid', contractId: '7', version: 1,
  periodBet: '2500.00', periodProfitLoss: '-120.00', activeMembers: 4, rateType: 'P', rate: '0.50', tier: 1, rateBelow: '0.00', paidAt: '2026-03-14T17:01:00.000Z',
})
const records = (ids: string[], totalPages = 1): WageRecords => ({ list: ids.map((id) => record(id)), totalCount: ids.length * totalPages, totalPages, total: '999.99' })
const salary = (id: string, status: MrDailySalary['status'] = 'pending'): MrDailySalary => ({
  id, account: 'demosubagent', gameType: 'RNG', day: '2026-03-13', amount: '30.00', periodBet: '6000.00', activeMembers: 3, rate: '0.50', rateType: 'P', status, dueAt: '2026-03-21T00:00:00.000Z', decidedAt: null,
})
const salaries = (list: MrDailySalary[]): MrDailySalaries => ({ list, totalCount: list.length, totalPages: 1 })
/** A real-time window of five minutes from `start`, with `accrued` so far. */
const window = (start: string, accrued: string): RealTimeAccrual => ({ windowStart: start, windowEnd: new Date(Date.parse(start) + 300_000).toISOString(), accrued, periodBet: '100.00', players: 2 })

const agent = () => fakeServer('demo').on('walletBalance', { value: { sumBalance: '1.00', wallets: [] } }).on('unreadCount', { value: 0 }).on('agencyNotices', { value: { list: [], totalCount: 0, totalPages: 0 } as never })
const requestsOf = (transport: FakeTransport, name: string): RecordedRequest[] => transport.requests.filter((r) => r.name === name)

/** A clock the test moves, and a page it shows and hides: the store's polling follows them. */
function manualClock(start: string) {
  let now = Date.parse(start)
  let hidden = false
  const ticks = new Set<() => void>()
  const shownListeners = new Set<() => void>()
  const clock: LiveClock = {
    now: () => now,
    every: (_ms, tick) => {
      ticks.add(tick)
      return () => ticks.delete(tick)
    },
    hidden: () => hidden,
    onShown: (shown) => {
      shownListeners.add(shown)
      return () => shownListeners.delete(shown)
    },
  }
  return {
    clock,
    /** Moves the clock by one polling interval, as the interval timer would. */
    tick() {
      now += ACCRUAL_POLL_MS
      for (const tick of ticks) tick()
    },
    hide: () => (hidden = true),
    show() {
      hidden = false
      for (const shown of shownListeners) shown()
    },
    get timers() {
      return ticks.size + shownListeners.size
    },
  }
}

async function opened(server = agent(), clock?: LiveClock) {
  const { root, transport } = portalWith(server, agentSession())
  await root.start()
  return { root, transport, server, store: new WagesStore(root, clock) }
}

describe('the wage pages', () => {
  it('each kind’s payouts are their own paged list, asked with the agent’s token, 20 a page', async () => {
    const server = agent().on('wageRecords', (request) => ({ value: records([`${(request.query as { kind: string }).kind}-${(request.query as { pageNo: string }).pageNo}`], 3) }))
    const { transport, store } = await opened(server)
    await store.records.dailySalary.load()
    await store.records.dividend.load()
    await store.records.dailySalary.setPage(2)
    const asked = requestsOf(transport, 'wageRecords')
    expect(asked.map((r) => r.query)).toEqual([
      { kind: 'dailySalary', pageNo: '1', pageSize: String(WAGE_PAGE_SIZE) },
      { kind: 'dividend', pageNo: '1', pageSize: '20' },
      { kind: 'dailySalary', pageNo: '2', pageSize: '20' },
    ])
    expect(asked[0]!.headers.Authorization).toBe('token-of-demoagent')
    expect(store.records.dailySalary.rows.map((row) => row.id)).toEqual(['dailySalary-2'])
    expect(store.records.dividend.rows.map((row) => row.id)).toEqual(['dividend-1'])
    // The total is the server's, never summed from the rows.
    expect(store.records.dailySalary.answer?.total).toBe('999.99')
  })

  it('the history of a kind is asked for that kind and kept apart; a failure stays on its kind', async () => {
    const server = agent().on('contractHistory', (request) =>
      (request.query as { kind: string }).kind === 'hourSalary'
        ? { status: 500, errorCode: 'unknown.error' }
        : { value: { list: [{ at: '2026-03-12T04:15:00.000Z', event: 'signed' as const, by: 'demoagent', contractId: '7', version: 2 }] } },
    )
    const { transport, store } = await opened(server)
    await store.loadHistory('dividend')
    await store.loadHistory('hourSalary')
    expect(requestsOf(transport, 'contractHistory').map((r) => r.query)).toEqual([{ kind: 'dividend' }, { kind: 'hourSalary' }])
    expect(store.history.dividend?.map((event) => `${event.event}:${event.version}`)).toEqual(['signed:2'])
    expect(store.history.hourSalary).toBeUndefined()
    expect(store.historyRequests.hourSalary.error?.code).toBe('unknown.error')
    expect(store.historyRequests.dividend.error).toBeNull()
  })
})

describe('the real-time salary’s window in progress', () => {
  it('is read when the page opens, every 15 s while it is shown, at once when shown again, and not after it closes', async () => {
    const time = manualClock('2026-03-14T09:26:00.000Z')
    let accrued = 0
    const server = agent().on('realTimeAccrual', () => ({ value: window('2026-03-14T09:25:00.000Z', `${(accrued += 1)}.00`) }))
    const { transport, store } = await opened(server, time.clock)
    const stop = store.startLive()
    await vi.waitFor(() => expect(store.accrual?.accrued).toBe('1.00'))
    time.tick()
    await vi.waitFor(() => expect(store.accrual?.accrued).toBe('2.00'))
    time.hide()
    time.tick()
    time.tick()
    expect(requestsOf(transport, 'realTimeAccrual')).toHaveLength(2)
    time.show()
    await vi.waitFor(() => expect(store.accrual?.accrued).toBe('3.00'))
    stop()
    expect(time.timers).toBe(0)
    time.tick()
    expect(requestsOf(transport, 'realTimeAccrual')).toHaveLength(3)
  })

  it('reads the records again once the window that ended is paid, and only then', async () => {
    const time = manualClock('2026-03-14T09:29:00.000Z')
    let current = window('2026-03-14T09:25:00.000Z', '4.00')
    const server = agent()
      .on('realTimeAccrual', () => ({ value: current }))
      .on('wageRecords', { value: records(['r1']) })
    const { transport, store } = await opened(server, time.clock)
    await store.records.realTimeSalary.load()
    store.startLive()
    await vi.waitFor(() => expect(store.accrual).not.toBeNull())
    // 09:29:15, then the next window from 09:30: the one that ended (09:30) is paid by 09:31:30.
    time.tick()
    current = window('2026-03-14T09:30:00.000Z', '0.00')
    await vi.waitFor(() => expect(requestsOf(transport, 'realTimeAccrual')).toHaveLength(2))
    time.tick() // 09:29:30: the new window is seen
    await vi.waitFor(() => expect(store.accrual?.windowStart).toBe('2026-03-14T09:30:00.000Z'))
    const readsBefore = () => requestsOf(transport, 'wageRecords').length
    expect(readsBefore()).toBe(1)
    // A poll is over once its read answered and what follows it ran (a task later).
    const polled = async () => {
      await vi.waitFor(() => expect(store.accrualRequest.isLoading).toBe(false))
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    const paidBy = Date.parse('2026-03-14T09:30:00.000Z') + WINDOW_PAID_WITHIN_MS
    while (time.clock.now() + ACCRUAL_POLL_MS < paidBy) {
      time.tick()
      await polled()
    }
    expect(readsBefore()).toBe(1)
    time.tick()
    await vi.waitFor(() => expect(readsBefore()).toBe(2))
    time.tick()
    await polled()
    expect(readsBefore()).toBe(2)
  })

  it('a failed read keeps the figures shown and its error', async () => {
    const time = manualClock('2026-03-14T09:26:00.000Z')
    const server = agent().on('realTimeAccrual', { value: window('2026-03-14T09:25:00.000Z', '7.00') })
    const { store } = await opened(server, time.clock)
    store.startLive()
    await vi.waitFor(() => expect(store.accrual?.accrued).toBe('7.00'))
    server.on('realTimeAccrual', { network: true })
    time.tick()
    await vi.waitFor(() => expect(store.accrualRequest.error?.code).toBe('network.error'))
    expect(store.accrual?.accrued).toBe('7.00')
  })
})

describe('the manual-release daily salaries', () => {
  function mrServer(mine: MrDailySalary[], downline: MrDailySalary[]) {
    return agent().on('mrDailySalaries', (request) => ({ value: salaries((request.query as { scope: string }).scope === 'mine' ? mine : downline) }))
  }

  it('lists the agent’s own and its downlines’ by scope and page', async () => {
    const { transport, store } = await opened(mrServer([salary('1', 'received')], [salary('2')]))
    await store.mine.load()
    await store.downline.load()
    await store.downline.setPage(2)
    expect(requestsOf(transport, 'mrDailySalaries').map((r) => r.query)).toEqual([
      { scope: 'mine', pageNo: '1' },
      { scope: 'downline', pageNo: '1' },
      { scope: 'downline', pageNo: '2' },
    ])
    expect(store.mine.rows.map((row) => row.status)).toEqual(['received'])
  })

  it('a release sends the upline’s decision and reads the waiting list again', async () => {
    const waiting = salary('41')
    const server = mrServer([], [waiting]).on('releaseMrDailySalary', { value: { ...waiting, status: 'received', decidedAt: '2026-03-14T09:00:00.000Z' } })
    const { transport, store } = await opened(server)
    await store.downline.load()
    server.on('mrDailySalaries', { value: salaries([{ ...waiting, status: 'received' }]) })
    const decision = store.decide(waiting, 'release')
    expect(store.deciding).toBe('41')
    expect(await decision).toBe(true)
    expect(requestsOf(transport, 'releaseMrDailySalary').map((r) => r.body)).toEqual([{ id: '41', action: 'release' }])
    expect(store.downline.rows.map((row) => row.status)).toEqual(['received'])
    expect(store.deciding).toBeNull()
  })

  it('a refused decision keeps the server’s message, reads the list again all the same, and a second waits for the first', async () => {
    const waiting = salary('42')
    const server = mrServer([], [waiting, salary('43')]).on('releaseMrDailySalary', { status: 409, errorCode: 'wage.decided' })
    const { transport, store } = await opened(server)
    await store.downline.load()
    expect(await store.decide(waiting, 'refuse')).toBe(false)
    expect(store.decideRequest.error?.messageKey).toBe('agents:contracts.errors.wageDecided')
    expect(requestsOf(transport, 'mrDailySalaries')).toHaveLength(2)

    let release: () => void = () => {}
    server.on('releaseMrDailySalary', async () => {
      await new Promise<void>((resolve) => (release = resolve))
      return { value: { ...waiting, status: 'refused' } }
    })
    const first = store.decide(waiting, 'refuse')
    expect(await store.decide(salary('43'), 'release')).toBe(false)
    await vi.waitFor(() => expect(requestsOf(transport, 'releaseMrDailySalary')).toHaveLength(2))
    release()
    expect(await first).toBe(true)
    expect(requestsOf(transport, 'releaseMrDailySalary').map((r) => r.body)).toEqual([
      { id: '42', action: 'refuse' },
      { id: '42', action: 'refuse' },
    ])
    expect(store.decideRequest.error).toBeNull()
  })
})

describe('another session', () => {
  it('forgets every figure shown; one store per portal', async () => {
    const server = agent()
      .on('wageRecords', { value: records(['r1']) })
      .on('realTimeAccrual', { value: window('2026-03-14T09:25:00.000Z', '1.00') })
      .on('contractHistory', { value: { list: [] } })
    const { root, store } = await opened(server)
    await store.records.hourSalary.load()
    await store.loadAccrual()
    await store.loadHistory('hourSalary')
    store.setMrScope('downline')
    root.signOut()
    expect(store.records.hourSalary.answer).toBeNull()
    expect(store.accrual).toBeNull()
    expect(store.history).toEqual({})
    expect(store.mrScope).toBe('mine')
    expect(wagesOf(root)).toBe(wagesOf(root))
  })
})
