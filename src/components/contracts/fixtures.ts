/**
 * Story data of the agents' contracts: contracts as `getConsolidated` returns them to `demoagent`, one of each kind
 * and status, and the consolidated answers built from them. Dates are fixed so screenshots do not change.
 */
import type { Consolidated, ContractTerms, ContractView } from '../../contract/schemas/contracts'
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
