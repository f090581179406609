import { describe, expect, it, vi } from 'vitest'
import { dailyPercentTerms, dividendTerms } from '../../../components/contracts/fixtures'
import { AGENT_ENDPOINTS } from '../../../contract/agentEndpoints'
import type { TeamMember, TeamMembers } from '../../../contract/schemas/agents'
import type { ContractPreview, DownlineContracts, OfferContractBody } from '../../../contract/schemas/contracts'
import { registerEndpoints } from '../../api/endpointTable'
import type { FakeTransport, RecordedRequest } from '../../testing/fakeTransport'
import { fakeServer, memoryStorages, portalWith } from '../../testing/fixtures'
import { ContractOfferStore, contractOfferOf, OFFER_AGENTS_PAGE_SIZE } from './ContractOfferStore'

// The team members call is the agent centre's, registered by its chunk before the offer page's loads.
registerEndpoints(AGENT_ENDPOINTS)

function agentSession(account = 'demoagent') {
  const storage = memoryStorages()
  storage.session.setItem('token', `token-of-${account}`)
  storage.session.setItem('account', account)
  storage.session.setItem('userInfo', JSON.stringify({ nickname: account, account, id: 9, type: 1 }))
  return storage
}

const member = (account: string, depth = 1, isAgent = true): TeamMember => ({
  account, nickname: null, accountType: isAgent ? 2 : 0, isAgent, status: 'active', regDate: '2026-03-01T00:00:00.000Z', lastLoginAt: null, balance: '0.00', directCount: 3, depth, upline: 'demoagent',
})
const team = (list: TeamMember[]): TeamMembers => ({ list, totalPages: 1, totalCount: list.length, footer: { balance: '0.00' }, path: ['demoagent'] })
const slotsOf = (account: string, pending = false): DownlineContracts => ({
  account,
  slots: [{ kind: 'dailySalary', gameType: 'LOTT', current: null, pending: pending ? ({ terms: dailyPercentTerms } as never) : null, own: dailyPercentTerms, history: [] }],
})
const body = (rate: string, account = 'demosubagent'): OfferContractBody => ({
  account,
  gameType: 'LOTT',
  terms: { kind: 'dailySalary', details: [{ betVolume: '1000.00', activeMember: 2, rateType: 'P', rate }] },
})
const preview = (amount: string): ContractPreview => ({ periodStart: '2026-03-13T17:00:00.000Z', periodEnd: '2026-03-14T17:00:00.000Z', periodBet: '5000.00', periodProfitLoss: '-80.00', activeMembers: 3, tier: 1, amount })

const agent = () => fakeServer('demo').on('walletBalance', { value: { sumBalance: '1.00', wallets: [] } }).on('unreadCount', { value: 0 }).on('agencyNotices', { value: { list: [], totalCount: 0, totalPages: 0 } as never })
const requestsOf = (transport: FakeTransport, name: string): RecordedRequest[] => transport.requests.filter((r) => r.name === name)

async function opened(server = agent()) {
  const { root, transport } = portalWith(server, agentSession())
  await root.start()
  const store = new ContractOfferStore(root)
  // The what-if waits for the typing to stop; a test waits less.
  store.previewDelayMs = 10
  return { root, transport, server, store }
}

describe('the offer page’s downline agents', () => {
  it('lists the direct agents by account; a search asks the prefix and keeps only the direct agents', async () => {
    const server = agent().on('agentTeamMembers', (request) =>
      (request.query as { account?: string }).account ? { value: team([member('ab1'), member('ab2', 2), member('abc', 1, false)]) } : { value: team([member('sub1'), member('sub2')]) },
    )
    const { transport, store } = await opened(server)
    await store.agents.load()
    expect(store.directAgents?.map((a) => a.account)).toEqual(['sub1', 'sub2'])
    await store.search('ab')
    expect(requestsOf(transport, 'agentTeamMembers').map((r) => r.query)).toEqual([
      { type: 'agent', sort: 'account', order: 'asc', pageNo: '1', pageSize: String(OFFER_AGENTS_PAGE_SIZE) },
      { type: 'agent', account: 'ab', sort: 'account', order: 'asc', pageNo: '1', pageSize: '20' },
    ])
    // A deeper agent (ab2) cannot be offered terms, nor a member (abc).
    expect(store.directAgents?.map((a) => a.account)).toEqual(['ab1'])
  })

  it('choosing an agent reads its contracts; choosing another forgets the first one’s', async () => {
    const server = agent().on('downlineContracts', (request) => ({ value: slotsOf((request.query as { account: string }).account) }))
    const { transport, store } = await opened(server)
    await store.choose('demosubagent')
    expect(store.contracts?.account).toBe('demosubagent')
    expect(store.contracts?.slots[0]?.own).toEqual(dailyPercentTerms)
    const choosing = store.choose('sub2')
    expect(store.contracts).toBeNull()
    await choosing
    expect(requestsOf(transport, 'downlineContracts').map((r) => r.query)).toEqual([{ account: 'demosubagent' }, { account: 'sub2' }])
    expect(store.contracts?.account).toBe('sub2')
  })
})

describe('the what-if', () => {
  it('is asked once the terms stop changing, for the last terms only', async () => {
    const server = agent().on('contractPreview', (request) => ({ value: preview((request.body as OfferContractBody).terms.kind === 'dailySalary' ? '25.00' : '0.00') }))
    const { transport, store } = await opened(server)
    store.setTerms(body('0.2'))
    store.setTerms(body('0.25'))
    expect(store.previewLoading).toBe(true)
    await vi.waitFor(() => expect(store.preview?.amount).toBe('25.00'))
    expect(requestsOf(transport, 'contractPreview').map((r) => r.body)).toEqual([body('0.25')])
    expect(store.previewLoading).toBe(false)
  })

  it('terms that do not keep the rules ask nothing and clear the figures shown', async () => {
    const { transport, store } = await opened(agent().on('contractPreview', { value: preview('25.00') }))
    store.setTerms(body('0.25'))
    await vi.waitFor(() => expect(store.preview).not.toBeNull())
    store.setTerms(null)
    expect(store.preview).toBeNull()
    expect(store.previewLoading).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(requestsOf(transport, 'contractPreview')).toHaveLength(1)
  })

  it('an answer for terms since changed never lands over the newer one', async () => {
    let release: () => void = () => {}
    const server = agent().on('contractPreview', async (request) => {
      const rate = ((request.body as OfferContractBody).terms as { details: { rate: string }[] }).details[0]!.rate
      if (rate === '0.2') await new Promise<void>((resolve) => (release = resolve))
      return { value: preview(rate === '0.2' ? 'old' : 'new') }
    })
    const { store } = await opened(server)
    store.setTerms(body('0.2'))
    await vi.waitFor(() => expect(store.previewRequest.isLoading).toBe(true))
    store.setTerms(body('0.3'))
    await vi.waitFor(() => expect(store.preview?.amount).toBe('new'))
    release()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(store.preview?.amount).toBe('new')
  })

  it('a refusal is kept as the server’s message (the same the offer would get)', async () => {
    const { store } = await opened(agent().on('contractPreview', { status: 400, errorCode: 'contract.rate.aboveUpline' }))
    store.setTerms(body('9.99'))
    await vi.waitFor(() => expect(store.previewRequest.error?.messageKey).toBe('agents:contracts.errors.rateAboveUpline'))
    expect(store.preview).toBeNull()
  })
})

describe('sending the offer', () => {
  it('sends the terms; the downline’s contracts shown are the answer’s', async () => {
    const server = agent().on('downlineContracts', { value: slotsOf('demosubagent') }).on('offerContract', { value: slotsOf('demosubagent', true) })
    const { transport, store } = await opened(server)
    await store.choose('demosubagent')
    expect(await store.offer(body('0.25'))).toBe(true)
    expect(requestsOf(transport, 'offerContract').map((r) => r.body)).toEqual([body('0.25')])
    expect(store.contracts?.slots[0]?.pending).not.toBeNull()
    expect(store.sent).toBe(true)
    // Changed terms are not the ones sent.
    store.setTerms(body('0.3'))
    expect(store.sent).toBe(false)
  })

  it('a refused offer keeps the server’s message and the contracts shown', async () => {
    const server = agent().on('downlineContracts', { value: slotsOf('demosubagent') }).on('offerContract', { status: 400, errorCode: 'contract.tiers.falling' })
    const { store } = await opened(server)
    await store.choose('demosubagent')
    expect(await store.offer({ ...body('0.25'), terms: dividendTerms })).toBe(false)
    expect(store.offerRequest.error?.messageKey).toBe('agents:contracts.errors.tiersFalling')
    expect(store.sent).toBe(false)
    expect(store.contracts?.slots[0]?.pending).toBeNull()
  })

  it('another session forgets the agent chosen and what was shown; one store per portal', async () => {
    const server = agent().on('downlineContracts', { value: slotsOf('demosubagent') }).on('agentTeamMembers', { value: team([member('sub1')]) })
    const { root, store } = await opened(server)
    await store.agents.load()
    await store.choose('demosubagent')
    root.signOut()
    expect(store.account).toBeNull()
    expect(store.contracts).toBeNull()
    expect(store.directAgents).toBeNull()
    expect(contractOfferOf(root)).toBe(contractOfferOf(root))
  })
})
