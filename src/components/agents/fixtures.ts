/** Story data of the agent centre (shapes of the contract's answers; never reaches the bundle). */
import { baccaratRound, diceRound, slotsRound } from '../member/BettingRecord/fixtures'
import type { AgentIncome, InviteLink, ReportPeriod, TeamBets, TeamMembers, TeamOverview, TeamProfitLoss, TeamTransactions } from '../../contract/schemas/agents'
import type { Notice } from '../../contract/schemas/content'

/** Saturday 14 March 2026, 09:30 UTC: the stories' clock. */
export const STORY_NOW = '2026-03-14T09:30:00.000Z'
export const STORY_TODAY = '2026-03-14'
export const demoCurrency = { symbol: '฿', decimals: 2 }

export const weekPeriod: ReportPeriod = { range: 'thisWeek', from: '2026-03-09', to: '2026-03-14', timeZone: 'Asia/Bangkok' }

const days = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14']
const dailyBets = ['12500.00', '9800.50', '15320.00', '7400.00', '18650.75', '4200.00']
const dailyNet = ['-1250.00', '820.50', '-3100.00', '450.00', '-2210.25', '300.00']

export const demoOverview: TeamOverview = {
  period: weekPeriod,
  team: { size: 128, directMembers: 74, directAgents: 6, indirectMembers: 45, indirectAgents: 3 },
  newMembers: 11,
  activeMembers: 63,
  firstDeposits: 7,
  figures: { deposits: '245800.00', withdrawals: '118450.50', bets: '70120.25', validBets: '67871.25', wins: '62340.00', bonuses: '2790.00', netProfit: '-4990.25', rounds: 5214 },
  byGameType: [{ gameType: 'RNG', bets: '50120.25', validBets: '49000.00', wins: '45000.00', netProfit: '-5120.25' }],
  daily: days.map((day, index) => ({ day, bets: dailyBets[index]!, validBets: dailyBets[index]!, wins: '0.00', netProfit: dailyNet[index]!, deposits: '0.00', withdrawals: '0.00' })),
}

export const emptyOverview: TeamOverview = {
  ...demoOverview,
  team: { size: 0, directMembers: 0, directAgents: 0, indirectMembers: 0, indirectAgents: 0 },
  newMembers: 0,
  activeMembers: 0,
  firstDeposits: 0,
  figures: { deposits: '0.00', withdrawals: '0.00', bets: '0.00', validBets: '0.00', wins: '0.00', bonuses: '0.00', netProfit: '0.00', rounds: 0 },
  daily: [],
}

const member = (account: string, extra: Partial<TeamMembers['list'][number]> = {}): TeamMembers['list'][number] => ({
  account,
  nickname: null,
  accountType: 0,
  isAgent: false,
  status: 'active',
  regDate: '2026-02-03T08:15:00.000Z',
  lastLoginAt: '2026-03-13T20:41:00.000Z',
  balance: '1520.00',
  directCount: 0,
  depth: 1,
  upline: 'demoagent',
  ...extra,
})

export const demoMembers: TeamMembers = {
  list: [
    member('somchai88', { nickname: 'สมชาย', balance: '12540.75' }),
    member('subagent01', { accountType: 2, isAgent: true, balance: '30500.00', directCount: 14 }),
    member('lucky_77', { balance: '0.00', lastLoginAt: null }),
    member('nida2026', { status: 'locked', balance: '85.20' }),
    member('wang_lei', { balance: '2210.00', regDate: '2026-03-12T11:00:00.000Z' }),
  ],
  totalPages: 4,
  totalCount: 74,
  footer: { balance: '158420.35' },
  path: ['demoagent'],
}

export const subLineMembers: TeamMembers = {
  list: [member('sub_player1', { upline: 'subagent01', depth: 2, balance: '400.00' }), member('sub_player2', { upline: 'subagent01', depth: 2, balance: '0.00' })],
  totalPages: 1,
  totalCount: 2,
  footer: { balance: '400.00' },
  path: ['demoagent', 'subagent01'],
}

export const emptyMembers: TeamMembers = { list: [], totalPages: 0, totalCount: 0, footer: { balance: '0.00' }, path: ['demoagent'] }

const pl = (account: string, isLine: boolean, bets: string, wins: string, netProfit: string, rounds: number) => ({ account, accountType: isLine ? 2 : 0, isLine, bets, validBets: bets, wins, bonuses: '0.00', netProfit, rounds })

export const demoProfitLoss: TeamProfitLoss = {
  list: [pl('subagent01', true, '30210.00', '27100.00', '-3110.00', 2011), pl('somchai88', false, '12500.00', '13820.50', '1320.50', 804), pl('wang_lei', false, '4200.00', '3100.00', '-1100.00', 300), pl('nida2026', false, '980.25', '0.00', '-980.25', 61)],
  totalPages: 2,
  totalCount: 23,
  footer: { bets: '70120.25', validBets: '67871.25', wins: '62340.00', bonuses: '2790.00', netProfit: '-4990.25', rounds: 5214 },
  period: weekPeriod,
  path: ['demoagent'],
}

export const emptyProfitLoss: TeamProfitLoss = { ...demoProfitLoss, list: [], totalPages: 0, totalCount: 0, footer: { bets: '0.00', validBets: '0.00', wins: '0.00', bonuses: '0.00', netProfit: '0.00', rounds: 0 } }

export const demoBets: TeamBets = {
  list: [
    { id: 'R90412', account: 'somchai88', gameType: 'RNG', gameName: 'Koi Terrace', vendorName: 'House Slots', bet: '50.00', win: '182.50', profit: '132.50', settledAt: '2026-03-14T09:12:00.000Z', round: slotsRound },
    { id: 'R90411', account: 'wang_lei', gameType: 'LIVE', gameName: 'Baccarat Table A', vendorName: 'House Live', bet: '1000.00', win: '0.00', profit: '-1000.00', settledAt: '2026-03-14T09:05:00.000Z', round: baccaratRound },
    { id: 'R90408', account: 'nida2026', gameType: 'PVP', gameName: 'Dice Over/Under', vendorName: 'House Mini Games', bet: '20.00', win: '39.60', profit: '19.60', settledAt: '2026-03-14T08:47:00.000Z', round: diceRound },
    { id: 'L881-17', account: 'nida2026', gameType: 'ELOTT', gameName: 'elott-1m', vendorName: 'Lottery', bet: '10.00', win: '0.00', profit: '-10.00', settledAt: '2026-03-14T08:40:00.000Z', round: null },
  ],
  totalPages: 3,
  totalCount: 52,
  footer: { bet: '8450.00', win: '7980.10', profit: '-469.90', rounds: 52 },
  period: weekPeriod,
}

export const demoTransactions: TeamTransactions = {
  list: [
    { id: 't-3001', account: 'somchai88', type: 'deposit', amount: '5000.00', balanceAfter: '12540.75', at: '2026-03-14T08:00:00.000Z' },
    { id: 't-3000', account: 'wang_lei', type: 'withdrawal', amount: '-1200.00', balanceAfter: '2210.00', at: '2026-03-14T07:40:00.000Z' },
    { id: 't-2999', account: 'lucky_77', type: 'agent_transfer', amount: '300.00', balanceAfter: '300.00', at: '2026-03-13T22:10:00.000Z' },
  ],
  totalPages: 1,
  totalCount: 3,
  footer: { credits: '5300.00', debits: '1200.00' },
  period: weekPeriod,
}

export const demoIncome: AgentIncome = {
  list: [
    { day: '2026-03-14', fromUpline: '0.00', wages: '320.00', total: '320.00' },
    { day: '2026-03-13', fromUpline: '5000.00', wages: '410.50', total: '5410.50' },
    { day: '2026-03-12', fromUpline: '0.00', wages: '298.00', total: '298.00' },
  ],
  totalPages: 1,
  totalCount: 3,
  footer: { fromUpline: '5000.00', wages: '1028.50', total: '6028.50' },
  period: weekPeriod,
}

export const demoLinks: InviteLink[] = [
  { id: '11', code: 'AGX7K2', accountType: 'member', channel: 'LINE group', createdAt: '2026-03-01T10:00:00.000Z', expiresAt: null, expired: false, registrations: 23, path: '/join?aff=AGX7K2' },
  { id: '12', code: 'SUB9Q1', accountType: 'agent', channel: 'Facebook', createdAt: '2026-03-10T10:00:00.000Z', expiresAt: '2026-03-17T10:00:00.000Z', expired: false, registrations: 1, path: '/join?aff=SUB9Q1' },
  { id: '10', code: 'OLD001', accountType: 'member', channel: 'Flyer', createdAt: '2026-02-01T10:00:00.000Z', expiresAt: '2026-02-02T10:00:00.000Z', expired: true, registrations: 0, path: '/join?aff=OLD001' },
]

export const demoNotices: Notice[] = [
  { id: 1, type: 'AG', title: 'Commission rules from March', content: '<p>From <b>1 March</b> the commission is paid every Monday.</p>', imageUrl: null, link: null, startAt: '2026-02-20T00:00:00.000Z' },
  { id: 2, type: 'AG', title: 'New invite link page', content: '<p>You can now make invite links with an expiry.</p><script>alert(1)</script>', imageUrl: null, link: null, startAt: '2026-03-10T00:00:00.000Z' },
]
