import { describe, expect, it, vi } from 'vitest'
import type { CreatedDownline, InviteLink, TeamMember, TeamMembers, TeamOverview, TeamProfitLoss } from '../../../contract/schemas/agents'
import type { RecordedRequest } from '../../testing/fakeTransport'
import { fakeServer, memoryStorages, portalWith } from '../../testing/fixtures'
import { AGENT_REPORT_PAGE_SIZE, AgentCentreStore, EXPORT_MAX_PAGES, EXPORT_PAGE_SIZE, agentCentreOf } from './AgentCentreStore'

function agentSession(account = 'demoagent') {
  const storage = memoryStorages()
  storage.session.setItem('token', `token-of-${account}`)
  storage.session.setItem('account', account)
  storage.session.setItem('userInfo', JSON.stringify({ nickname: account, account, id: 9, type: 1 }))
  return storage
}

const period = { range: 'today' as const, from: '2026-03-14', to: '2026-03-14', timeZone: 'Asia/Bangkok' }
const figures = { deposits: '1000.00', withdrawals: '250.00', bets: '800.00', validBets: '780.00', wins: '700.00', bonuses: '10.00', netProfit: '-90.00', rounds: 41 }
const overview: TeamOverview = {
  period,
  team: { size: 12, directMembers: 8, directAgents: 2, indirectMembers: 2, indirectAgents: 0 },
  newMembers: 3,
  activeMembers: 5,
  firstDeposits: 2,
  figures,
  byGameType: [],
  daily: [{ day: '2026-03-14', bets: '800.00', validBets: '780.00', wins: '700.00', netProfit: '-90.00', deposits: '1000.00', withdrawals: '250.00' }],
}
const member = (account: string, balance = '10.00'): TeamMember => ({
  account, nickname: null, accountType: 0, isAgent: false, status: 'active', regDate: '2026-03-01T00:00:00.000Z', lastLoginAt: null, balance, directCount: 0, depth: 1, upline: 'demoagent',
})
/** A members page whose balance total is deliberately not the sum of its rows: the store must show the server's. */
const membersPage = (accounts: string[], totalPages = 1, path = ['demoagent']): TeamMembers => ({ list: accounts.map((a) => member(a)), totalPages, totalCount: accounts.length * totalPages, footer: { balance: '9999.99' }, path })
const profitPage = (accounts: string[]): TeamProfitLoss => ({
  list: accounts.map((account) => ({ account, accountType: 0, isLine: false, bets: '1.00', validBets: '1.00', wins: '0.00', bonuses: '0.00', netProfit: '-1.00', rounds: 1 })),
  totalPages: 1, totalCount: accounts.length, footer: { bets: '5.00', validBets: '5.00', wins: '0.00', bonuses: '0.00', netProfit: '-5.00', rounds: 5 }, period, path: ['demoagent'],
})
const link = (id: string): InviteLink => ({ id, code: `c${id}`, accountType: 'member', channel: `ch${id}`, createdAt: '2026-03-01T00:00:00.000Z', expiresAt: null, expired: false, registrations: 0, path: `/join?aff=c${id}` })

const agent = () => fakeServer('demo').on('walletBalance', { value: { sumBalance: '1.00', wallets: [] } }).on('unreadCount', { value: 0 }).on('agencyNotices', { value: { list: [], totalCount: 0, totalPages: 0 } as never })
const requestsOf = (requests: RecordedRequest[], name: string) => requests.filter((r) => r.name === name)

async function opened(server = agent(), account = 'demoagent') {
  const { root, transport } = portalWith(server, agentSession(account))
  await root.start()
  return { root, transport, server, store: new AgentCentreStore(root) }
}

describe('the agent centre', () => {
  it('asks for this month’s overview with the agent’s token and shows the server’s figures as they come', async () => {
    const { transport, store } = await opened(agent().on('agentTeamOverview', { value: overview }))
    await store.loadOverview()
    const [request] = requestsOf(transport.requests, 'agentTeamOverview')
    expect(request!.query).toEqual({ range: 'thisMonth' })
    expect(request!.headers.Authorization).toBe('token-of-demoagent')
    expect(store.overview?.figures).toEqual(figures)
    expect(store.overview?.team.size).toBe(12)
  })

  it('a custom range asks with its two days; one still being typed, or reversed, asks nothing', async () => {
    const { transport, store } = await opened(agent().on('agentTeamOverview', { value: overview }))
    await store.setOverviewRange({ range: 'custom', from: '2026-03-01', to: '' })
    await store.setOverviewRange({ range: 'custom', from: '2026-03-10', to: '2026-03-02' })
    await store.setOverviewRange({ range: 'custom', from: '2025-01-01', to: '2026-03-02' })
    expect(requestsOf(transport.requests, 'agentTeamOverview')).toHaveLength(0)
    await store.setOverviewRange({ range: 'custom', from: '2026-03-01', to: '2026-03-07' })
    expect(requestsOf(transport.requests, 'agentTeamOverview').map((r) => r.query)).toEqual([{ range: 'custom', from: '2026-03-01', to: '2026-03-07' }])
  })

  it('team members: the filter becomes the contract’s query, paged by 20; the totals are the server’s footer', async () => {
    const { transport, store } = await opened(agent().on('agentTeamMembers', { value: membersPage(['m1', 'm2'], 3, ['demoagent', 'sub1']) }))
    await store.members.load()
    await store.members.setFilter({ ...store.members.filter, parent: 'sub1', account: 'ab', type: 'agent', status: 'locked', minBalance: '5', maxBalance: '', lastLoginDays: '7', sort: 'balance', order: 'asc' })
    await store.members.setPage(2)
    expect(requestsOf(transport.requests, 'agentTeamMembers').map((r) => r.query)).toEqual([
      { sort: 'regDate', order: 'desc', pageNo: '1', pageSize: String(AGENT_REPORT_PAGE_SIZE) },
      { parent: 'sub1', account: 'ab', type: 'agent', status: 'locked', minBalance: '5', lastLoginDays: '7', sort: 'balance', order: 'asc', pageNo: '1', pageSize: '20' },
      expect.objectContaining({ parent: 'sub1', pageNo: '2' }),
    ])
    expect(store.members.footer).toEqual({ balance: '9999.99' })
    expect(store.members.answer?.path).toEqual(['demoagent', 'sub1'])
  })

  it('a slow answer to an older sort never replaces the newer one', async () => {
    let release: () => void = () => {}
    const server = agent().on('agentTeamProfitLoss', async (request) => {
      const byAccount = (request.query as { sort?: string }).sort === 'account'
      if (byAccount) await new Promise<void>((resolve) => (release = resolve))
      return { value: profitPage(byAccount ? ['old'] : ['new']) }
    })
    const { store } = await opened(server)
    const slow = store.profitLoss.setFilter({ ...store.profitLoss.filter, sort: 'account', order: 'asc' })
    await vi.waitFor(() => expect(store.profitLoss.isLoading).toBe(true))
    await store.profitLoss.setFilter({ ...store.profitLoss.filter, sort: 'wins', order: 'desc' })
    release()
    await slow
    expect(store.profitLoss.rows.map((row) => row.account)).toEqual(['new'])
    expect(store.profitLoss.footer?.netProfit).toBe('-5.00')
  })

  it('the CSV export asks for every page of the current filter, 100 rows at a time', async () => {
    const server = agent().on('agentTeamMembers', (request) => {
      const page = Number((request.query as { pageNo: string }).pageNo)
      return { value: membersPage([`p${page}a`, `p${page}b`], 3) }
    })
    const { transport, store } = await opened(server)
    await store.members.setFilter({ ...store.members.filter, type: 'member' })
    const rows = await store.exportRows<TeamMember>('members')
    expect(rows?.map((row) => row.account)).toEqual(['p1a', 'p1b', 'p2a', 'p2b', 'p3a', 'p3b'])
    const exported = requestsOf(transport.requests, 'agentTeamMembers').slice(1)
    expect(exported.map((r) => r.query)).toEqual([1, 2, 3].map((page) => expect.objectContaining({ type: 'member', pageNo: String(page), pageSize: String(EXPORT_PAGE_SIZE) })))
    expect(store.exportTruncated).toBe(false)
    expect(store.exporting).toBeNull()
    // The table shown is left as it was.
    expect(store.members.page).toBe(1)
  })

  it('the CSV export stops at 50 pages and says the file is cut; a failed page gives no file', async () => {
    const server = agent().on('agentTeamBets', (request) => ({
      value: { list: [{ id: String((request.query as { pageNo: string }).pageNo), account: 'a', gameType: 'RNG', gameName: 'g', vendorName: 'v', bet: '1.00', win: '0.00', profit: '-1.00', settledAt: '2026-03-14T00:00:00.000Z' }], totalPages: 80, totalCount: 80, footer: { bet: '80.00', win: '0.00', profit: '-80.00', rounds: 80 }, period },
    }))
    const { transport, store } = await opened(server)
    const rows = await store.exportRows('bets')
    expect(rows).toHaveLength(EXPORT_MAX_PAGES)
    expect(requestsOf(transport.requests, 'agentTeamBets')).toHaveLength(EXPORT_MAX_PAGES)
    expect(store.exportTruncated).toBe(true)
    expect(store.lastExport).toBe('bets') // the page whose button says the file was cut

    server.on('agentTeamBets', { status: 500, errorCode: 'unknown.error' })
    expect(await store.exportRows('bets')).toBeNull()
    expect(store.exportRequest.error?.code).toBe('unknown.error')
    expect(store.exporting).toBeNull()
  })

  it('creating an account sends the form, keeps what the server made and asks for the members again', async () => {
    const made: CreatedDownline = { account: 'newbie01', accountType: 0, mustChangePassword: true }
    const { transport, store } = await opened(agent().on('agentTeamMembers', { value: membersPage(['m1']) }).on('createDownline', { value: made }))
    await store.members.load()
    expect(await store.createDownline({ account: 'newbie01', accountType: 'member' })).toBe(true)
    expect(requestsOf(transport.requests, 'createDownline')[0]!.body).toEqual({ account: 'newbie01', accountType: 'member' })
    expect(store.created).toEqual(made)
    await vi.waitFor(() => expect(requestsOf(transport.requests, 'agentTeamMembers')).toHaveLength(2))
  })

  it('a refused account keeps the server’s error and makes nothing', async () => {
    const { store } = await opened(agent().on('createDownline', { status: 400, errorCode: 'register.account.exists' }))
    expect(await store.createDownline({ account: 'taken', accountType: 'agent' })).toBe(false)
    expect(store.created).toBeNull()
    expect(store.createRequest.error?.code).toBe('register.account.exists')
  })

  it('invite links: a new one and a deleted one each read the list again', async () => {
    let links = [link('1'), link('2')]
    const server = agent()
      .on('inviteLinks', () => ({ value: { list: links, totalCount: links.length } }))
      .on('createInviteLink', (request) => {
        links = [...links, { ...link('3'), channel: (request.body as { channel: string }).channel }]
        return { value: links[2] as never }
      })
      .on('deleteInviteLink', (request) => {
        links = links.filter((l) => l.id !== (request.body as { id: string }).id)
        return { value: { deleted: true } as never }
      })
    const { transport, store } = await opened(server)
    await store.loadInviteLinks()
    expect(store.inviteLinks?.map((l) => l.id)).toEqual(['1', '2'])
    await store.createInviteLink({ accountType: 'member', expiryDays: 7, channel: 'LINE' })
    expect(requestsOf(transport.requests, 'createInviteLink')[0]!.body).toEqual({ accountType: 'member', expiryDays: 7, channel: 'LINE' })
    expect(store.inviteLinks?.map((l) => l.channel)).toEqual(['ch1', 'ch2', 'LINE'])
    await store.deleteInviteLink('1')
    expect(requestsOf(transport.requests, 'deleteInviteLink')[0]!.body).toEqual({ id: '1' })
    expect(store.inviteLinks?.map((l) => l.id)).toEqual(['2', '3'])
    expect(store.deletingLink).toBeNull()
  })

  it('signing out forgets the team; one store per portal', async () => {
    const { root, store } = await opened(agent().on('agentTeamOverview', { value: overview }).on('agentTeamMembers', { value: membersPage(['m1']) }))
    await store.loadOverview()
    await store.members.setFilter({ ...store.members.filter, account: 'm' })
    root.signOut()
    expect(store.overview).toBeNull()
    expect(store.members.answer).toBeNull()
    expect(store.members.filter.account).toBe('')
    expect(agentCentreOf(root)).toBe(agentCentreOf(root))
    const other = await opened()
    expect(agentCentreOf(other.root)).not.toBe(agentCentreOf(root))
  })
})
