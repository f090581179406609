import { describe, expect, it } from 'vitest'
import type { ContractTerms } from '../../../contract/schemas/contracts'
import { dailyPercentTerms, dividendTerms, realTimeTerms } from '../fixtures'
import { blankDraft, checkOffer, draftFrom, type OfferDraft } from './offerTerms'

const daily = (tiers: OfferDraft['tiers'], rateType: 'P' | 'A' = 'P'): OfferDraft => ({ kind: 'dailySalary', gameType: 'LOTT', period: 'weekly', carryOver: false, rateType, tiers })

describe('an offer checked as it is typed', () => {
  it('gives the terms, as the contract carries them, when every tier reads and keeps the rules', () => {
    const check = checkOffer(daily([{ betVolume: ' 10000 ', activeMember: '3', rate: '0.5' }, { betVolume: '100000.00', activeMember: '10', rate: '1.25' }]), 2, dailyPercentTerms)
    expect(check.tiers.every((tier) => tier.tier === null && Object.keys(tier.fields).length === 0)).toBe(true)
    expect(check.terms).toEqual({
      kind: 'dailySalary',
      details: [
        { betVolume: '10000', activeMember: 3, rateType: 'P', rate: '0.5' },
        { betVolume: '100000.00', activeMember: 10, rateType: 'P', rate: '1.25' },
      ],
    })
  })

  it('says what is wrong with each field: empty, an amount with too many decimals, not a count, not a percent', () => {
    const check = checkOffer(daily([{ betVolume: '10.123', activeMember: '2.5', rate: '' }, { betVolume: '1,000', activeMember: '3', rate: '100.5' }]), 2, null)
    expect(check.tiers.map((tier) => tier.fields)).toEqual([
      { betVolume: 'amount', activeMember: 'count', rate: 'required' },
      { betVolume: 'amount', rate: 'percent' },
    ])
    expect(check.terms).toBeNull()
  })

  it('an amount rate is read as money, a percent rate as a percent', () => {
    expect(checkOffer(daily([{ betVolume: '100', activeMember: '1', rate: '300.50' }], 'A'), 2, null).terms).not.toBeNull()
    expect(checkOffer(daily([{ betVolume: '100', activeMember: '1', rate: '300.50' }], 'P'), 2, null).tiers[0]!.fields).toEqual({ rate: 'percent' })
  })

  it('a tier asking or paying less than the one below falls; the same figures twice are not higher (the shared rules)', () => {
    const falling = checkOffer(daily([{ betVolume: '1000', activeMember: '5', rate: '1' }, { betVolume: '2000', activeMember: '4', rate: '1.5' }]), 2, null)
    expect(falling.tiers.map((tier) => tier.tier)).toEqual([null, 'agents:contracts.errors.tiersFalling'])
    const same = checkOffer(daily([{ betVolume: '1000', activeMember: '5', rate: '1' }, { betVolume: '1000', activeMember: '5', rate: '2' }]), 2, null)
    expect(same.tiers.map((tier) => tier.tier)).toEqual([null, 'agents:contracts.errors.tiersNotHigher'])
    expect(same.terms).toBeNull()
  })

  it('a tier paying more than the upline’s own contract on the same figures is above the ceiling', () => {
    // The ceiling pays 0.50 % from 10,000 with 3 members and 1.25 % from 100,000 with 10.
    const check = checkOffer(daily([{ betVolume: '10000', activeMember: '3', rate: '0.5' }, { betVolume: '50000', activeMember: '5', rate: '0.6' }]), 2, dailyPercentTerms)
    expect(check.tiers.map((tier) => tier.tier)).toEqual([null, 'agents:contracts.errors.rateAboveUpline'])
    // Below the ceiling's first tier, it pays nothing: any rate there is above it.
    expect(checkOffer(daily([{ betVolume: '5000', activeMember: '3', rate: '0.1' }]), 2, dailyPercentTerms).tiers[0]!.tier).toBe('agents:contracts.errors.rateAboveUpline')
  })

  it('a percent against an amount ceiling does not compare: every tier is above it', () => {
    const amounts: ContractTerms = { kind: 'dailySalary', details: [{ betVolume: '1.00', activeMember: 0, rateType: 'A', rate: '9999.00' }] }
    expect(checkOffer(daily([{ betVolume: '100', activeMember: '1', rate: '0.1' }]), 2, amounts).tiers[0]!.tier).toBe('agents:contracts.errors.rateAboveUpline')
  })

  it('a real-time salary checks its loss rates and its win rates each against the ceiling', () => {
    const draft: OfferDraft = { ...draftFrom(realTimeTerms, 'LOTT') }
    expect(checkOffer(draft, 2, realTimeTerms).terms).toEqual(realTimeTerms)
    draft.tiers = [{ betAmount: '100.00', lossRate: '0.50', winRate: '0.30' }]
    expect(checkOffer(draft, 2, realTimeTerms).tiers[0]!.tier).toBe('agents:contracts.errors.rateAboveUpline')
  })

  it('a dividend keeps its period and carry-over; a form filled from terms gives them back', () => {
    const draft = draftFrom(dividendTerms, 'LIVE')
    expect(draft.tiers[0]).toEqual({ minimumBet: '50000.00', netLoss: '10000.00', activeMember: '5', contractRate: '10.00' })
    expect(checkOffer(draft, 2, dividendTerms).terms).toEqual(dividendTerms)
  })

  it('a blank form has one empty tier and the ceiling’s rate type', () => {
    const amounts: ContractTerms = { kind: 'hourSalary', hourSalaryRates: [{ minimumBet: '1.00', activeMember: 0, rateType: 'A', rate: '5.00' }] }
    expect(blankDraft('hourSalary', 'RNG', amounts)).toEqual({ kind: 'hourSalary', gameType: 'RNG', period: 'weekly', carryOver: false, rateType: 'A', tiers: [{ minimumBet: '', activeMember: '', rate: '' }] })
  })

  it('a blank dividend is over the ceiling’s period (the server refuses another)', () => {
    const monthly: ContractTerms = { kind: 'dividend', period: 'monthly', carryOver: false, tiers: [{ minimumBet: '1.00', netLoss: '1.00', activeMember: 1, contractRate: '5.00' }] }
    expect(blankDraft('dividend', 'LIVE', monthly).period).toBe('monthly')
  })
})
