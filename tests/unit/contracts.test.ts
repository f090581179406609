/**
 * The contracts' shared rules (src/contract/contracts.ts): the buttons and the transition table agree, rates in
 * exact units, tiers that never fall, a downline never above its upline, and wages split up a chain whose parts
 * sum exactly to the whole. Every figure below is worked by hand in the comment beside it.
 */
import { describe, expect, it } from 'vitest'
import {
  CONTRACT_BUTTONS, CONTRACT_KINDS, CONTRACT_TRANSITIONS, OPEN_CONTRACT_STATUSES, carryOver, contractTransition, matchTier, percentToPpm,
  ppmToPercent, shownStatus, splitFixedUpChain, splitUpChain, tierProblems, tiersAboveUpline, type Tier,
} from '../../src/contract/contracts'

const tier = (thresholds: number[], ratePercent: string): Tier => ({ thresholds: thresholds.map(BigInt), rate: percentToPpm(ratePercent)! })

describe('buttons and transitions', () => {
  it('shows exactly the spec’s buttons', () => {
    const shown = (kind: (typeof CONTRACT_KINDS)[number], status: 'P' | 'E' | 'V') => CONTRACT_BUTTONS[kind][status]?.map((b) => `${b.label}:${b.action}`)
    expect(shown('dividend', 'P')).toEqual(['sign:A', 'reject:R'])
    expect(shown('dividend', 'E')).toEqual(['sign:A', 'reject:R'])
    expect(shown('dividend', 'V')).toEqual(['terminate:C', 'reject:A'])
    expect(shown('dailySalary', 'P')).toEqual(['sign:A', 'reject:R'])
    expect(shown('dailySalary', 'V')).toEqual(['terminate:C', 'reject:A'])
    expect(shown('hourSalary', 'P')).toEqual(['sign:A', 'reject:R'])
    expect(shown('hourSalary', 'V')).toEqual(['terminate:A', 'reject:R'])
  })

  it('every button sends an action the server accepts in that state, and nothing else is accepted from an open state', () => {
    for (const kind of CONTRACT_KINDS) {
      for (const status of OPEN_CONTRACT_STATUSES) {
        const buttons = CONTRACT_BUTTONS[kind][status] ?? []
        for (const button of buttons) expect(contractTransition(kind, status, button.action), `${kind} ${status} ${button.label}`).not.toBeNull()
        const accepted = Object.keys(CONTRACT_TRANSITIONS[kind][status] ?? {}).sort()
        expect(accepted, `${kind} ${status}`).toEqual([...new Set(buttons.map((b) => b.action))].sort())
      }
    }
  })

  it('signing puts an offer in force, rejecting refuses it, and every button on a contract in force ends it', () => {
    expect(contractTransition('dividend', 'P', 'A')).toBe('V')
    expect(contractTransition('dividend', 'E', 'R')).toBe('rejected')
    expect(contractTransition('dividend', 'V', 'C')).toBe('terminated')
    expect(contractTransition('hourSalary', 'V', 'A')).toBe('terminated')
    // Not in the table: refused, whatever the kind.
    expect(contractTransition('dailySalary', 'P', 'C')).toBeNull()
    expect(contractTransition('dailySalary', 'E', 'A')).toBeNull()
    expect(contractTransition('hourSalary', 'P', 'C')).toBeNull()
    // A replayed action on an ended contract changes nothing.
    for (const kind of CONTRACT_KINDS) for (const action of ['A', 'R', 'C'] as const) expect(contractTransition(kind, 'terminated', action)).toBeNull()
  })

  it('shows E as pending', () => {
    expect(shownStatus('E')).toBe('P')
    expect(shownStatus('V')).toBe('V')
  })
})

describe('rates', () => {
  it('reads a percent with at most two decimals, exactly', () => {
    expect(percentToPpm('1.25')).toBe(12_500n) // 1.25 % = 0.0125 = 12 500 per million
    expect(percentToPpm('0.5')).toBe(5_000n)
    expect(percentToPpm('100')).toBe(1_000_000n)
    for (const bad of ['1.255', '-1', '100.01', 'abc', '', '1e2']) expect(percentToPpm(bad), bad).toBeNull()
  })

  it('shows ppm as a percent ×100 with two decimals', () => {
    expect(ppmToPercent(12_500n)).toBe('1.25')
    expect(ppmToPercent(5_000n)).toBe('0.50')
    expect(ppmToPercent(1_000_000n)).toBe('100.00')
    expect(ppmToPercent(12_599n)).toBe('1.25') // below the 0.01 % shown: down
  })
})

describe('tiers', () => {
  // Daily salary tiers: betVolume (minor units), activeMember; rate.
  const daily = [tier([100_000, 5], '0.50'), tier([500_000, 10], '0.80'), tier([2_000_000, 20], '1.00')]

  it('accepts rising tiers and names the one that falls or repeats', () => {
    expect(tierProblems(daily)).toEqual([])
    expect(tierProblems([])).toEqual([{ code: 'contract.tiers.empty' }])
    expect(tierProblems([daily[0]!, tier([500_000, 4], '0.80')])).toEqual([{ code: 'contract.tiers.falling', tier: 1 }]) // fewer members asked
    expect(tierProblems([daily[0]!, tier([500_000, 10], '0.40')])).toEqual([{ code: 'contract.tiers.falling', tier: 1 }]) // a lower rate
    expect(tierProblems([daily[0]!, tier([100_000, 5], '0.60')])).toEqual([{ code: 'contract.tiers.notHigher', tier: 1 }])
    expect(tierProblems([{ thresholds: [-1n, 0n], rate: 1n }])).toEqual([{ code: 'contract.tiers.negative', tier: 0 }])
  })

  it('matches the highest tier every figure meets, and says what the next one wanted', () => {
    // 600,000 bet by 8 active members: tier 1 wants 500,000 and 10 members, so only tier 0 (0.50 %); tier 1 still
    // wants 2 more members and no more bets.
    expect(matchTier(daily, [600_000n, 8n])).toEqual({ tier: 0, rate: 5_000n, shortOf: [0n, 2n] })
    // 2,500,000 by 25: the top tier, nothing above it.
    expect(matchTier(daily, [2_500_000n, 25n])).toEqual({ tier: 2, rate: 10_000n, shortOf: [] })
    // 50,000 by 9: no tier; the first wants 50,000 more.
    expect(matchTier(daily, [50_000n, 9n])).toEqual({ tier: -1, rate: 0n, shortOf: [50_000n, 0n] })
  })

  it('finds a downline tier that would pay more than the upline on the same figures', () => {
    const upline = { rateType: 'P' as const, tiers: daily }
    expect(tiersAboveUpline({ rateType: 'P', tiers: [tier([100_000, 5], '0.50'), tier([500_000, 10], '0.70')] }, upline)).toEqual([])
    // 0.90 % from 500,000 and 10: the upline pays 0.80 % there.
    expect(tiersAboveUpline({ rateType: 'P', tiers: [tier([100_000, 5], '0.40'), tier([500_000, 10], '0.90')] }, upline)).toEqual([1])
    // A tier below the upline's first: the upline pays nothing there.
    expect(tiersAboveUpline({ rateType: 'P', tiers: [tier([50_000, 5], '0.10')] }, upline)).toEqual([0])
    // A percent against an amount does not compare.
    expect(tiersAboveUpline({ rateType: 'A', tiers: [tier([100_000, 5], '0.10')] }, upline)).toEqual([0])
  })
})

describe('wages up the chain', () => {
  it('pays each agent its rate over the one below, rounded once, the parts summing to the whole', () => {
    // A base of 123,457 minor units; rates 0.50 % (player's agent), 0.80 %, 1.25 % (top).
    //   ⌊123457 × 0.005⌋ = ⌊617.285⌋ = 617; ⌊123457 × 0.008⌋ = ⌊987.656⌋ = 987; ⌊123457 × 0.0125⌋ = ⌊1543.2125⌋ = 1543
    //   parts: 617, 987 − 617 = 370, 1543 − 987 = 556; 617 + 370 + 556 = 1543 = the top rate on the whole base.
    const shares = splitUpChain(123_457n, [
      { agentId: 3, rate: 5_000n },
      { agentId: 2, rate: 8_000n },
      { agentId: 1, rate: 12_500n },
    ])
    expect(shares.map((s) => s.amount)).toEqual([617n, 370n, 556n])
    expect(shares.reduce((sum, s) => sum + s.amount, 0n)).toBe((123_457n * 12_500n) / 1_000_000n)
  })

  it('gives nothing to an agent whose rate equals the one below, and refuses a chain whose rate falls', () => {
    expect(splitUpChain(10_000n, [{ agentId: 2, rate: 10_000n }, { agentId: 1, rate: 10_000n }]).map((s) => s.amount)).toEqual([100n, 0n])
    expect(() => splitUpChain(10_000n, [{ agentId: 2, rate: 10_000n }, { agentId: 1, rate: 9_000n }])).toThrow(RangeError)
  })

  it('splits an amount rate by difference', () => {
    // Tiers paying 50.00, 80.00, 120.00: 5000, 3000, 4000 minor units.
    expect(splitFixedUpChain([{ agentId: 3, rate: 5_000n }, { agentId: 2, rate: 8_000n }, { agentId: 1, rate: 12_000n }]).map((s) => s.amount)).toEqual([5_000n, 3_000n, 4_000n])
  })

  it('sums exactly for any base and rising rates', () => {
    let seed = 7
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648)
    for (let run = 0; run < 2_000; run++) {
      const base = BigInt(next() % 10_000_000)
      let rate = 0n
      const chain = Array.from({ length: 1 + (next() % 8) }, (_, i) => ({ agentId: i, rate: (rate += BigInt(next() % 5_000)) }))
      const shares = splitUpChain(base, chain)
      expect(shares.every((s) => s.amount >= 0n)).toBe(true)
      expect(shares.reduce((sum, s) => sum + s.amount, 0n)).toBe((base * chain.at(-1)!.rate) / 1_000_000n)
    }
  })
})

describe('dividend carry-over', () => {
  it('carries a won period into the next, which makes it up first, and pays on what is left', () => {
    // The team wins 300.00 (net loss −30 000): nothing paid, 30 000 carried.
    expect(carryOver(-30_000n, 0n, true)).toEqual({ base: 0n, carriedOut: 30_000n })
    // Next it loses 100.00: 30 000 − 10 000 = 20 000 still to make up, carried on.
    expect(carryOver(10_000n, 30_000n, true)).toEqual({ base: 0n, carriedOut: 20_000n })
    // Then it wins 50.00 more: the deficit grows to 25 000.
    expect(carryOver(-5_000n, 20_000n, true)).toEqual({ base: 0n, carriedOut: 25_000n })
    // Then it loses 400.00: 40 000 − 25 000 = 15 000 paid on, nothing carried.
    expect(carryOver(40_000n, 25_000n, true)).toEqual({ base: 15_000n, carriedOut: 0n })
    // Made up exactly: nothing paid, nothing carried.
    expect(carryOver(25_000n, 25_000n, true)).toEqual({ base: 0n, carriedOut: 0n })
  })

  it('without carry-over each period stands alone', () => {
    expect(carryOver(-30_000n, 0n, false)).toEqual({ base: 0n, carriedOut: 0n })
    expect(carryOver(10_000n, 30_000n, false)).toEqual({ base: 10_000n, carriedOut: 0n })
    expect(() => carryOver(10_000n, -1n, true)).toThrow(RangeError)
  })
})
