/**
 * The agents' contracts and wages of the demo data (docs/contracts.md), made through the product's own paths at their
 * moment of the past: the merchant's default terms offered to its top agents, demoagent signing them, demoagent's
 * offers to demosubagent and demosubagent signing all but the dividend (so logging in as demosubagent shows the
 * agreement dialog with an offer waiting); after the team's play, the wage jobs pay the days since (seedWages).
 */
import type { ContractTerms } from '../../contract/schemas/contracts'
import type { Database } from '../db/database'
import { openContractsOf } from '../db/contracts/contracts'
import { findMemberByUsername } from '../db/member/members'
import { actOnContract, type ContractCall, type ContractServices } from '../domain/contracts/contracts'
import { offerContract, offerMerchantDefaults } from '../domain/contracts/offers'
import { contractSettings } from '../domain/contracts/settings'
import { runWageKind, WAGE_KINDS } from '../domain/contracts/wages'
import type { MerchantRegistry } from '../merchants/registry'

const HOUR_MS = 3_600_000

/** What demoagent offers demosubagent: under its own terms (the merchant's defaults) on every figure. */
const SUB_AGENT_TERMS: readonly { gameType: 'RNG' | 'ELOTT'; terms: ContractTerms; sign: boolean }[] = [
  {
    gameType: 'RNG',
    sign: false,
    terms: {
      kind: 'dividend', period: 'daily', carryOver: true,
      tiers: [
        { minimumBet: '1000', netLoss: '100', activeMember: 1, contractRate: '8' },
        { minimumBet: '10000', netLoss: '1000', activeMember: 3, contractRate: '15' },
      ],
    },
  },
  {
    gameType: 'RNG',
    sign: true,
    terms: {
      kind: 'dailySalary',
      details: [
        { betVolume: '100', activeMember: 1, rateType: 'P', rate: '0.4' },
        { betVolume: '1000', activeMember: 2, rateType: 'P', rate: '0.8' },
      ],
    },
  },
  { gameType: 'RNG', sign: true, terms: { kind: 'hourSalary', hourSalaryRates: [{ minimumBet: '500', activeMember: 1, rateType: 'A', rate: '10' }] } },
  { gameType: 'RNG', sign: true, terms: { kind: 'mrDailySalary', details: [{ betVolume: '1000', activeMember: 1, rateType: 'P', rate: '0.6' }] } },
  {
    gameType: 'ELOTT',
    sign: true,
    terms: { kind: 'realTimeSalary', realTimeSalaryRates: [{ betAmount: '1', lossRate: '0.6', winRate: '0.3' }, { betAmount: '100', lossRate: '1', winRate: '0.5' }] },
  },
]

async function agent(db: Database, merchantCode: string, username: string): Promise<{ memberId: number; accountType: number }> {
  const member = await findMemberByUsername(db, merchantCode, username)
  if (!member) throw new Error(`the demo seed needs ${username}`)
  return { memberId: member.id, accountType: member.accountType }
}

/** Signs every offer waiting for an agent (except the kinds left for the dialog). */
async function signAll(services: ContractServices, call: ContractCall, skip: ReadonlySet<string> = new Set()): Promise<void> {
  for (const row of await openContractsOf(services.db, call.principal.memberId)) {
    if (row.status === 'V' || skip.has(`${row.kind}:${row.gameType}`)) continue
    await actOnContract(services, call, { contractId: String(row.id), action: 'A' }, [row.kind])
  }
}

/**
 * The merchant's terms offered to its top agents, at `at`; with `passOn` (the demo merchant), demoagent signs them and
 * offers its own to demosubagent, which signs all but the dividend. Elsewhere (the journeys' merchants) the offers wait
 * for the agents to answer them in the agreement dialog.
 */
export async function seedAgentContracts(services: ContractServices, merchants: MerchantRegistry, input: { merchantCode: string; at: Date; passOn: boolean }): Promise<void> {
  const config = merchants.byCode(input.merchantCode)?.config
  if (!config || contractSettings(config).kinds.size === 0) return
  const now = input.at
  await offerMerchantDefaults(services, config, now)
  if (!input.passOn) return
  const top = await agent(services.db, input.merchantCode, 'demoagent')
  await signAll(services, { config, principal: top, now })
  const sub = await agent(services.db, input.merchantCode, 'demosubagent')
  const kinds = contractSettings(config).kinds
  const skip = new Set<string>()
  for (const { gameType, terms, sign } of SUB_AGENT_TERMS) {
    if (!kinds.has(terms.kind)) continue
    await offerContract(services, { config, principal: top, now }, { account: 'demosubagent', gameType, terms })
    if (!sign) skip.add(`${terms.kind}:${gameType}`)
  }
  await signAll(services, { config, principal: sub, now: new Date(now.getTime() + HOUR_MS) }, skip)
}

/**
 * The wages of the team's play: every period since `from` that has ended by `now`, paid by the jobs themselves (the
 * hourly salary's last three days and the real-time salary's last six hours, which is the lottery play seeded).
 */
export async function seedWages(db: Database, merchants: MerchantRegistry, input: { merchantCode: string; from: Date; now: Date }): Promise<void> {
  const merchant = merchants.byCode(input.merchantCode)
  if (!merchant) return
  const kinds = contractSettings(merchant.config).kinds
  for (const wage of WAGE_KINDS) {
    if (!kinds.has(wage.kind)) continue
    const recent = wage.kind === 'hourSalary' ? 72 * HOUR_MS : wage.kind === 'realTimeSalary' ? 6 * HOUR_MS : null
    const from = recent === null ? input.from : new Date(Math.max(input.from.getTime(), input.now.getTime() - recent))
    await runWageKind({ db, merchants }, merchant.config, wage, input.now, { from })
  }
}
