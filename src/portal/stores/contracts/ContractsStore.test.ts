import { describe, expect, it, vi } from 'vitest'
import {
  consolidatedOf,
  dailyInForce,
  dailyPending,
  dividendAboveDownlines,
  dividendInForce,
  dividendNewVersion,
  dividendPending,
  hourlyInForce,
  hourlyPending,
  manualDailyPending,
  realTimeInForce,
  realTimePending,
} from '../../../components/contracts/fixtures'
import type { Consolidated, ContractView } from '../../../contract/schemas/contracts'
import type { FakeTransport, RecordedRequest } from '../../testing/fakeTransport'
import { fakeServer, memoryStorages, portalWith } from '../../testing/fixtures'
import { contractsOf } from './ContractsStore'

/** A session of `account` (type `type`) left in session storage by an earlier page: the start restores it. */
function sessionOf(account: string, type: number, storage = memoryStorages()) {
  storage.session.setItem('token', `token-of-${account}`)
  storage.session.setItem('account', account)
  storage.session.setItem('userInfo', JSON.stringify({ nickname: account, account, id: 9, type }))
  if ([1, 2, 4, 41, 42].includes(type)) storage.session.setItem('isAgent', String(type))
  return storage
}

const acted = (contract: ContractView, status: string) => ({ value: { contractId: contract.contractId, status, ended: [] } as never })

/** An agent's server: no agency notices, and `consolidated` as the agent's contracts. */
function agentServer(consolidated: Consolidated = consolidatedOf()) {
  return fakeServer('demo')
    .on('walletBalance', { value: { sumBalance: '1.00', wallets: [] } })
    .on('unreadCount', { value: 0 })
    .on('agencyNotices', { value: { list: [], totalCount: 0, totalPages: 0 } as never })
    .on('getConsolidated', { value: consolidated })
}

const requestsOf = (transport: FakeTransport, name: string): RecordedRequest[] => transport.requests.filter((r) => r.name === name)

/** Starts the portal with an agent's session and lets the RootStore load the contracts' chunk and read them. */
async function started(server: FakeTransport, type = 1, account = 'demoagent') {
  const portal = portalWith(server, sessionOf(account, type))
  await portal.root.start()
  const store = contractsOf(portal.root)
  await vi.waitFor(() => expect(store.request.loaded).toBe(true))
  return { ...portal, store }
}

describe('the agreement opens after an agent logs in', () => {
  it.each([1, 2, 41, 42])('reads the contracts of an agent (type %s) with its token and opens the agreement when offers wait', async (type) => {
    const { root, transport, store } = await started(agentServer(consolidatedOf(dividendPending, dividendInForce, dividendNewVersion, hourlyInForce, realTimePending)), type)
    const [request] = requestsOf(transport, 'getConsolidated')
    expect(request!.headers.Authorization).toBe('token-of-demoagent')
    expect(requestsOf(transport, 'getConsolidated')).toHaveLength(1)
    // P and E wait, across kinds; the contracts in force do not.
    expect(store.pending.map((c) => `${c.terms.kind}:${c.gameType}:${c.status}`)).toEqual(['dividend:LIVE:E', 'dividend:LOTT:P', 'realTimeSalary:ELOTT:P'])
    await vi.waitFor(() => expect(root.modals.isOpen('agreement')).toBe(true))
  })

  it('keeps each kind’s status as the server gives it (N when it names none)', async () => {
    const { store } = await started(agentServer(consolidatedOf(dividendInForce, dailyPending, hourlyInForce)))
    expect(store.status('dividend')).toBe('V')
    expect(store.status('dailySalary')).toBe('P')
    expect(store.status('hourSalary')).toBe('V')
    expect(store.status('realTimeSalary')).toBe('N')
    expect(store.statuses).toEqual({ dividend: 'V', dailySalary: 'P', hourSalary: 'V' })
  })

  it('opens nothing when only contracts in force are there, or none', async () => {
    const inForce = await started(agentServer(consolidatedOf(dividendInForce, dailyInForce)))
    expect(inForce.store.pending).toEqual([])
    expect(inForce.root.modals.isOpen('agreement')).toBe(false)
    const none = await started(agentServer())
    expect(none.root.modals.isOpen('agreement')).toBe(false)
  })

  it('a failed read opens nothing and keeps the error', async () => {
    const portal = portalWith(agentServer().on('getConsolidated', { status: 403, errorCode: 'error.not.agent' }), sessionOf('demoagent', 1))
    await portal.root.start()
    const store = contractsOf(portal.root)
    await vi.waitFor(() => expect(store.request.error?.code).toBe('error.not.agent'))
    expect(store.consolidated).toBeNull()
    expect(portal.root.modals.isOpen('agreement')).toBe(false)
  })

  it.each([
    ['a trial account (type 4)', 4],
    ['a member', 0],
  ])('never reads contracts for %s (spec: consolidated loading is skipped for type 4)', async (_name, type) => {
    const { root, transport } = portalWith(agentServer(consolidatedOf(dividendPending)), sessionOf('someone', type))
    await root.start()
    // The session's wallet loads on the start's own reaction; the contracts' chunk is already in this test's module
    // graph, so an agent's read would have been asked by the time the wallet is made and one more task has run.
    await vi.waitFor(() => expect(root.wallet).not.toBeNull())
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(transport.count('getConsolidated')).toBe(0)
    expect(root.modals.isOpen('agreement')).toBe(false)
  })

  it('an agent logging in after the start reads its contracts then', async () => {
    const { root, transport } = portalWith(agentServer(consolidatedOf(dailyPending)))
    await root.start()
    expect(transport.count('getConsolidated')).toBe(0)
    root.session.signIn({ token: 't1', userInfo: { nickname: 'A', account: 'demoagent', id: 3, type: 1 }, isAgent: 1 })
    await vi.waitFor(() => expect(root.modals.isOpen('agreement')).toBe(true))
    expect(transport.count('getConsolidated')).toBe(1)
  })
})

describe('answering a contract', () => {
  async function answering(consolidated = consolidatedOf()) {
    const server = agentServer(consolidated)
    const portal = await started(server)
    return { ...portal, server }
  }

  it('sends each kind’s call with its own body (spec section 3), then reads the list again', async () => {
    const { server, transport, store } = await answering()
    server.on('participation', acted(dividendPending, 'V')).on('wage', acted(dailyPending, 'V')).on('hourSalary', acted(hourlyPending, 'V'))
    expect(await store.act(dividendPending, 'A')).toBe(true)
    expect(await store.act(dailyPending, 'R')).toBe(true)
    expect(await store.act(manualDailyPending, 'A')).toBe(true)
    expect(await store.act(hourlyInForce, 'A')).toBe(true)
    expect(await store.act(realTimeInForce, 'R')).toBe(true)
    expect(requestsOf(transport, 'participation').map((r) => r.body)).toEqual([{ contractId: dividendPending.contractId, productType: 'LOTT', status: 'A' }])
    expect(requestsOf(transport, 'wage').map((r) => r.body)).toEqual([
      { id: dailyPending.id, status: 'R' },
      { id: manualDailyPending.id, status: 'A' },
    ])
    expect(requestsOf(transport, 'hourSalary').map((r) => r.body)).toEqual([
      { contractId: hourlyInForce.contractId, status: 'A' },
      { contractId: realTimeInForce.contractId, status: 'R' },
    ])
    // One read at the start, and one after each of the five answers, in that order.
    const contractCalls: readonly string[] = ['getConsolidated', 'participation', 'wage', 'hourSalary']
    const names = transport.requests.map((r) => r.name).filter((name) => contractCalls.includes(name ?? ''))
    expect(names).toEqual(['getConsolidated', 'participation', 'getConsolidated', 'wage', 'getConsolidated', 'wage', 'getConsolidated', 'hourSalary', 'getConsolidated', 'hourSalary', 'getConsolidated'])
  })

  it('the list shown is the one read after the answer', async () => {
    const { server, store } = await answering(consolidatedOf(dividendPending))
    expect(store.pending).toHaveLength(1)
    server.on('participation', acted(dividendPending, 'V')).on('getConsolidated', { value: consolidatedOf({ ...dividendPending, status: 'V' }) })
    const answer = store.act(dividendPending, 'A')
    expect(store.answering).toEqual({ contract: dividendPending, action: 'A' })
    await answer
    expect(store.answering).toBeNull()
    expect(store.pending).toEqual([])
    expect(store.consolidated?.divtypeinfo.LOTT?.status).toBe('V')
  })

  it('confirmEnding is sent only when the agent confirmed the warning', async () => {
    const { server, transport, store } = await answering(consolidatedOf(dividendAboveDownlines))
    server.on('participation', acted(dividendAboveDownlines, 'V'))
    await store.act(dividendAboveDownlines, 'A', true)
    expect(requestsOf(transport, 'participation')[0]!.body).toEqual({ contractId: dividendAboveDownlines.contractId, productType: 'RNG', status: 'A', confirmEnding: true })
  })

  it('a refused answer keeps the server’s error, reads the list again, and the next answer clears it', async () => {
    const { server, transport, store } = await answering(consolidatedOf(hourlyPending))
    server.on('hourSalary', { status: 409, errorCode: 'contract.action.invalid' })
    expect(await store.act(hourlyPending, 'A')).toBe(false)
    expect(store.answerRequest.error?.code).toBe('contract.action.invalid')
    // The contracts' own catalogue came with the chunk: the message is the contracts' namespace's.
    expect(store.answerRequest.error?.messageKey).toBe('agents:contracts.errors.actionInvalid')
    expect(transport.count('getConsolidated')).toBe(2)
    expect(store.answering).toBeNull()
    server.on('hourSalary', acted(hourlyPending, 'rejected'))
    expect(await store.act(hourlyPending, 'R')).toBe(true)
    expect(store.answerRequest.error).toBeNull()
  })

  it('closing the dialog forgets the last answer’s error', async () => {
    const { server, store } = await answering(consolidatedOf(dailyPending))
    server.on('wage', { status: 404, errorCode: 'contract.not.found' })
    await store.act(dailyPending, 'A')
    expect(store.answerRequest.error?.messageKey).toBe('agents:contracts.errors.notFound')
    store.clearAnswerError()
    expect(store.answerRequest.error).toBeNull()
  })

  it('a second answer while one is on its way is not sent', async () => {
    const { server, transport, store } = await answering(consolidatedOf(dividendPending, dailyPending))
    let release: (() => void) | undefined
    server.on('participation', async () => {
      await new Promise<void>((resolve) => (release = resolve))
      return acted(dividendPending, 'V')
    })
    const first = store.act(dividendPending, 'A')
    await vi.waitFor(() => expect(release).toBeDefined())
    expect(await store.act(dailyPending, 'A')).toBe(false)
    release!()
    await first
    expect(transport.count('wage')).toBe(0)
  })

  it('signing out forgets the contracts; one store per portal', async () => {
    const { root, store } = await answering(consolidatedOf(dividendPending))
    expect(store.pending).toHaveLength(1)
    root.signOut()
    expect(store.consolidated).toBeNull()
    expect(store.pending).toEqual([])
    expect(await store.act(dividendPending, 'A')).toBe(false)
    expect(contractsOf(root)).toBe(contractsOf(root))
  })
})
