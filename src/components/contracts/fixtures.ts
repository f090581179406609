/**
 * Story data of the agents' contracts: contracts as `getConsolidated` returns them to `demoagent`, one of each kind
 * and status, and the consolidated answers built from them. Dates are fixed so screenshots do not change.
 */
import type { TeamMember } from '../../contract/schemas/agents'
import type {
  Consolidated,
  ContractEvent,
  ContractPreview,
  ContractTerms,
  ContractView,
  DownlineContracts,
  MrDailySalaries,
  MrDailySalary,
  RealTimeAccrual,
  WageRecord,
  WageRecords,
} from '../../contract/schemas/contracts'
import { CONSOLIDATED_LISTS, isWaiting } from './consolidated'

export const demoCurrency = { symbol: '฿', decimals: 2 }

let nextId = 7100

/** A contract of `terms`, offered by the agent's upline unless said otherwise. */
export function contract(terms: ContractTerms, extra: Partial<ContractView> = {}): ContractView {
  const id = String((nextId += 1))
  const gameType = extra.gameType ?? 'LOTT'
  const inForce = extra.status === 'V'
  return {
    contractId: id,
    id,
    version: 1,
    gameType,
    productType: gameType,
    status: 'P',
    upline: 'topagent',
    offeredAt: '2026-03-12T04:15:00.000Z',
    effectiveFrom: inForce ? '2026-03-01T00:00:00.000Z' : null,
    terms,
    downlineHigherRate: 'N',
    endsContracts: [],
    ...extra,
  }
}

export const dividendTerms: ContractTerms = {
  kind: 'dividend',
  period: 'weekly',
  carryOver: true,
  tiers: [
    { minimumBet: '50000.00', netLoss: '10000.00', activeMember: 5, contractRate: '10.00' },
    { minimumBet: '200000.00', netLoss: '50000.00', activeMember: 15, contractRate: '15.50' },
    { minimumBet: '1000000.00', netLoss: '200000.00', activeMember: 40, contractRate: '22.25' },
  ],
}

export const dailyPercentTerms: ContractTerms = {
  kind: 'dailySalary',
  details: [
    { betVolume: '10000.00', activeMember: 3, rateType: 'P', rate: '0.50' },
    { betVolume: '100000.00', activeMember: 10, rateType: 'P', rate: '1.25' },
  ],
}

export const dailyAmountTerms: ContractTerms = {
  kind: 'dailySalary',
  details: [
    { betVolume: '20000.00', activeMember: 5, rateType: 'A', rate: '300.00' },
    { betVolume: '150000.00', activeMember: 20, rateType: 'A', rate: '2500.00' },
  ],
}

export const manualDailyTerms: ContractTerms = {
  kind: 'mrDailySalary',
  details: [{ betVolume: '30000.00', activeMember: 5, rateType: 'P', rate: '0.80' }],
}

export const hourlyTerms: ContractTerms = {
  kind: 'hourSalary',
  hourSalaryRates: [
    { minimumBet: '5000.00', activeMember: 2, rateType: 'P', rate: '0.30' },
    { minimumBet: '25000.00', activeMember: 6, rateType: 'A', rate: '150.00' },
  ],
}

export const realTimeTerms: ContractTerms = {
  kind: 'realTimeSalary',
  realTimeSalaryRates: [
    { betAmount: '100.00', lossRate: '0.50', winRate: '0.20' },
    { betAmount: '1000.00', lossRate: '1.00', winRate: '0.40' },
  ],
}

export const dividendPending = contract(dividendTerms, { gameType: 'LOTT' })
export const dividendInForce = contract(dividendTerms, { gameType: 'LIVE', status: 'V', upline: null })
/** A new version of the LIVE dividend in force, offered to replace it (E, shown as pending). */
export const dividendNewVersion = contract({ ...dividendTerms, period: 'monthly', carryOver: false }, { gameType: 'LIVE', status: 'E', version: 2, contractId: dividendInForce.contractId, id: dividendInForce.id })
export const dailyPending = contract(dailyPercentTerms, { gameType: 'RNG' })
export const dailyInForce = contract(dailyAmountTerms, { gameType: 'SPORTS', status: 'V' })
export const manualDailyPending = contract(manualDailyTerms, { gameType: 'FISH' })
export const hourlyPending = contract(hourlyTerms, { gameType: 'PVP' })
export const hourlyInForce = contract(hourlyTerms, { gameType: 'RNG', status: 'V' })
export const realTimePending = contract(realTimeTerms, { gameType: 'ELOTT' })
export const realTimeInForce = contract(realTimeTerms, { gameType: 'LOTT', status: 'V' })

/** A dividend whose rate is below two downlines' contracts: signing it ends them. */
export const dividendAboveDownlines = contract(
  { ...dividendTerms, tiers: [{ minimumBet: '50000.00', netLoss: '10000.00', activeMember: 5, contractRate: '8.00' }] },
  {
    gameType: 'RNG',
    downlineHigherRate: 'Y',
    endsContracts: [
      { contractId: '6801', account: 'subagent01', kind: 'dividend', gameType: 'RNG' },
      { contractId: '6802', account: 'subagent07', kind: 'dividend', gameType: 'RNG' },
    ],
  },
)

const EMPTY: Consolidated = {
  divtypereq: {},
  divtypeinfo: {},
  dailysalreqtype: {},
  dailysalinfo: {},
  contracthoursalreq: {},
  contracthoursalinfo: {},
  contractmrdailysalreqtype: {},
  contractmrdailysalinfotype: {},
  realtimesalreqtype: {},
  realtimesalinfotype: {},
  status: {},
}

/**
 * The consolidated answer holding `contracts`: each in its kind's list of offers (P, E) or of contracts in force (V),
 * by game type, and each kind's status (V when one is in force, else P when one waits, else N).
 */
export function consolidatedOf(...contracts: ContractView[]): Consolidated {
  const answer: Consolidated = structuredClone(EMPTY)
  for (const each of contracts) {
    const lists = CONSOLIDATED_LISTS[each.terms.kind]
    answer[isWaiting(each) ? lists.offers : lists.inForce][each.gameType] = each
    const before = answer.status[each.terms.kind]
    answer.status[each.terms.kind] = each.status === 'V' || before === 'V' ? 'V' : 'P'
  }
  return answer
}

/** What `demoagent` meets after logging in: offers of every kind waiting, beside contracts in force. */
export const demoConsolidated = consolidatedOf(dividendPending, dividendInForce, dividendNewVersion, dailyPending, dailyInForce, hourlyInForce, realTimePending)

export const emptyConsolidated = consolidatedOf()

// ---------------------------------------------------------------------------------------------------------------
// The wage pages and the offer page. Stories run in UTC, so a period of whole days starts at UTC midnight here (in the
// portal, the merchant's days are midnights of the reader's zone, UTC+7 for a Thai agent).

/** The clock of the wage stories: 2 minutes 25 seconds before the real-time window's end. */
export const WAGES_NOW = '2026-03-14T09:27:35.000Z'

const payout = (extra: Partial<WageRecord> & Pick<WageRecord, 'id' | 'periodStart' | 'periodEnd' | 'amount'>): WageRecord => ({
  kind: 'dailySalary',
  gameType: 'LOTT',
  status: 'paid',
  contractId: '7101',
  version: 1,
  periodBet: '25000.00',
  periodProfitLoss: '-1820.50',
  activeMembers: 6,
  rateType: 'P',
  rate: '0.50',
  tier: 1,
  rateBelow: '0.00',
  paidAt: extra.periodEnd,
  ...extra,
})

/** Three days of the daily salary: a percent tier, an amount tier, a day no tier was reached. */
export const dailyRecords: WageRecords = {
  list: [
    payout({ id: '9003', periodStart: '2026-03-13T00:00:00.000Z', periodEnd: '2026-03-14T00:00:00.000Z', amount: '625.00', periodBet: '125000.00', periodProfitLoss: '-4210.00', activeMembers: 12, rate: '1.25', tier: 2, rateBelow: '0.50' }),
    payout({ id: '9002', periodStart: '2026-03-12T00:00:00.000Z', periodEnd: '2026-03-13T00:00:00.000Z', amount: '300.00', gameType: 'SPORTS', rateType: 'A', rate: '300.00', periodProfitLoss: '2150.75' }),
    payout({ id: '9001', periodStart: '2026-03-11T00:00:00.000Z', periodEnd: '2026-03-12T00:00:00.000Z', amount: '0.00', periodBet: '4300.00', periodProfitLoss: '-310.00', activeMembers: 2, tier: 0, rate: '0.00' }),
  ],
  totalCount: 3,
  totalPages: 1,
  total: '925.00',
}

/** Two weeks of the dividend (Monday to Monday). */
export const dividendRecords: WageRecords = {
  list: [
    payout({ id: '9102', kind: 'dividend', gameType: 'LIVE', periodStart: '2026-03-02T00:00:00.000Z', periodEnd: '2026-03-09T00:00:00.000Z', amount: '7750.00', periodBet: '480000.00', periodProfitLoss: '-50000.00', activeMembers: 18, rate: '15.50', tier: 2 }),
    payout({ id: '9101', kind: 'dividend', gameType: 'LIVE', periodStart: '2026-02-23T00:00:00.000Z', periodEnd: '2026-03-02T00:00:00.000Z', amount: '1200.00', periodBet: '90000.00', periodProfitLoss: '-12000.00', activeMembers: 7, rate: '10.00' }),
  ],
  totalCount: 2,
  totalPages: 1,
  total: '8950.00',
}

/** Real-time windows of five minutes, the last still being paid out. */
export const realTimeRecords: WageRecords = {
  list: [
    payout({ id: '9202', kind: 'realTimeSalary', periodStart: '2026-03-14T09:20:00.000Z', periodEnd: '2026-03-14T09:25:00.000Z', amount: '3.40', periodBet: '640.00', periodProfitLoss: '-210.00', activeMembers: 3, rate: '0.50', realTime: { results: 9, wonStake: '40.00', lostStake: '600.00' } }),
    payout({ id: '9201', kind: 'realTimeSalary', gameType: 'ELOTT', periodStart: '2026-03-14T09:15:00.000Z', periodEnd: '2026-03-14T09:20:00.000Z', amount: '1.10', periodBet: '220.00', periodProfitLoss: '95.00', activeMembers: 1, rate: '0.50', realTime: { results: 2, wonStake: '120.00', lostStake: '100.00' } }),
  ],
  totalCount: 14,
  totalPages: 7,
  total: '58.90',
}

export const emptyRecords: WageRecords = { list: [], totalCount: 0, totalPages: 0, total: '0.00' }

/** The real-time salary's window in progress: 09:25 to 09:30. */
export const demoAccrual: RealTimeAccrual = { windowStart: '2026-03-14T09:25:00.000Z', windowEnd: '2026-03-14T09:30:00.000Z', accrued: '2.35', periodBet: '470.00', players: 4 }

/** A contract's history, newest first: offered by the upline, signed, a new version, the old one superseded. */
export const demoHistory: ContractEvent[] = [
  { at: '2026-03-09T00:00:00.000Z', event: 'superseded', by: 'system', contractId: '7102', version: 1 },
  { at: '2026-03-08T11:42:00.000Z', event: 'signed', by: 'demoagent', contractId: '7102', version: 2 },
  { at: '2026-03-08T03:10:00.000Z', event: 'offered', by: 'topagent', contractId: '7102', version: 2 },
  { at: '2026-02-28T06:00:00.000Z', event: 'signed', by: 'demoagent', contractId: '7102', version: 1 },
  { at: '2026-02-27T09:30:00.000Z', event: 'offered', by: 'merchant', contractId: '7102', version: 1 },
]

const released = (extra: Partial<MrDailySalary> & Pick<MrDailySalary, 'id' | 'day' | 'status'>): MrDailySalary => ({
  account: 'demoagent',
  gameType: 'RNG',
  amount: '150.00',
  periodBet: '30000.00',
  activeMembers: 5,
  rate: '0.50',
  rateType: 'P',
  dueAt: '2026-03-21T00:05:00.000Z',
  decidedAt: null,
  ...extra,
})

/** The agent's own manual-release salaries, one of each status. */
export const mySalaries: MrDailySalaries = {
  list: [
    released({ id: '8804', day: '2026-03-13', status: 'pending' }),
    released({ id: '8803', day: '2026-03-12', status: 'received', decidedAt: '2026-03-13T02:14:00.000Z', amount: '212.40' }),
    released({ id: '8802', day: '2026-03-11', status: 'refused', decidedAt: '2026-03-12T08:00:00.000Z' }),
    released({ id: '8801', day: '2026-03-02', status: 'expired', decidedAt: '2026-03-09T00:05:00.000Z', dueAt: '2026-03-09T00:05:00.000Z' }),
  ],
  totalCount: 4,
  totalPages: 1,
}

/** Its direct downlines' waiting for its release (and one released). */
export const downlineSalaries: MrDailySalaries = {
  list: [
    released({ id: '8904', account: 'demosubagent', day: '2026-03-13', status: 'pending', amount: '96.00', periodBet: '19200.00', activeMembers: 4 }),
    released({ id: '8903', account: 'subagent07', day: '2026-03-13', status: 'pending', gameType: 'LOTT', rateType: 'A', rate: '120.00', amount: '120.00' }),
    released({ id: '8902', account: 'demosubagent', day: '2026-03-12', status: 'received', decidedAt: '2026-03-13T01:00:00.000Z', amount: '88.00' }),
  ],
  totalCount: 3,
  totalPages: 1,
}

export const noSalaries: MrDailySalaries = { list: [], totalCount: 0, totalPages: 0 }

/** Hourly terms of one rate type (an offer's tiers are all percents or all amounts). */
export const hourlyPercentTerms: ContractTerms = {
  kind: 'hourSalary',
  hourSalaryRates: [
    { minimumBet: '5000.00', activeMember: 2, rateType: 'P', rate: '0.30' },
    { minimumBet: '25000.00', activeMember: 6, rateType: 'P', rate: '0.60' },
  ],
}

/** What `demoagent` holds in force and may offer: the ceiling of each offer. */
export const demoHeld = {
  dividend: { LIVE: dividendTerms },
  dailySalary: { LOTT: dailyPercentTerms },
  hourSalary: { RNG: hourlyPercentTerms },
  realTimeSalary: { LOTT: realTimeTerms },
} as const satisfies Partial<Record<string, Partial<Record<string, ContractTerms>>>>

/** demoagent's direct downline agents. */
export const demoDownlineAgents: TeamMember[] = ['demosubagent', 'subagent01', 'subagent07'].map((account, i) => ({
  account,
  nickname: null,
  accountType: 2,
  isAgent: true,
  status: 'active',
  regDate: '2026-02-01T00:00:00.000Z',
  lastLoginAt: null,
  balance: '0.00',
  directCount: [4, 1, 12][i]!,
  depth: 1,
  upline: 'demoagent',
}))

/** demosubagent's contracts as demoagent sees them: a daily salary in force, a dividend offered, an hourly slot of its own only. */
export const demoSubagentContracts: DownlineContracts = {
  account: 'demosubagent',
  slots: [
    {
      kind: 'dailySalary',
      gameType: 'LOTT',
      current: contract(
        { kind: 'dailySalary', details: [{ betVolume: '10000.00', activeMember: 3, rateType: 'P', rate: '0.40' }, { betVolume: '100000.00', activeMember: 10, rateType: 'P', rate: '1.00' }] },
        { status: 'V', upline: 'demoagent', contractId: '7301', id: '7301', offeredAt: '2026-03-01T05:00:00.000Z', effectiveFrom: '2026-03-02T00:00:00.000Z' },
      ),
      pending: null,
      own: dailyPercentTerms,
      history: [
        { at: '2026-03-01T07:20:00.000Z', event: 'signed', by: 'demosubagent', contractId: '7301', version: 1 },
        { at: '2026-03-01T05:00:00.000Z', event: 'offered', by: 'demoagent', contractId: '7301', version: 1 },
      ],
    },
    {
      kind: 'dividend',
      gameType: 'LIVE',
      current: null,
      pending: contract({ ...dividendTerms, tiers: dividendTerms.tiers.slice(0, 2) }, { gameType: 'LIVE', upline: 'demoagent', contractId: '7302', id: '7302' }),
      own: dividendTerms,
      history: [{ at: '2026-03-12T04:15:00.000Z', event: 'offered', by: 'demoagent', contractId: '7302', version: 1 }],
    },
    { kind: 'hourSalary', gameType: 'RNG', current: null, pending: null, own: hourlyPercentTerms, history: [] },
  ],
}

/** What lower daily terms would have paid demosubagent's line yesterday. */
export const demoPreview: ContractPreview = {
  periodStart: '2026-03-13T00:00:00.000Z',
  periodEnd: '2026-03-14T00:00:00.000Z',
  periodBet: '48200.00',
  periodProfitLoss: '-3120.00',
  activeMembers: 7,
  tier: 1,
  amount: '192.80',
}

/**
 * After a story's play pressed something further down: the picture is taken from the top (only what is in the
 * window is painted) and without the focus ring of the last control pressed.
 */
export function settleForPicture(): void {
  ;(document.activeElement as HTMLElement | null)?.blur()
  window.scrollTo(0, 0)
}
