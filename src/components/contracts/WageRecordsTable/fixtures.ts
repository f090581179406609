/** The dividend record with carry-over (docs/contracts.md "Carry-over"): the stories' figures, worked by hand. */
import type { WageRecord, WageRecords } from '../../../contract/schemas/contracts'

const day = (extra: Partial<WageRecord> & Pick<WageRecord, 'id' | 'periodStart' | 'periodEnd' | 'amount' | 'periodProfitLoss'>): WageRecord => ({
  kind: 'dividend',
  gameType: 'RNG',
  status: 'paid',
  contractId: '7302',
  version: 2,
  periodBet: '2400.00',
  activeMembers: 4,
  rateType: 'P',
  rate: '10.00',
  tier: 1,
  rateBelow: '0.00',
  paidAt: extra.periodEnd,
  ...extra,
})

/**
 * Five days of a daily dividend paying 10 %: the first on a version without carry-over (no carried amounts), then
 * version 2 with it. The 10th the team won 300.00: nothing paid, 300.00 carried out; the 11th it lost 100.00, which
 * makes up part of it (200.00 carried on); the 12th it lost 500.00: 200.00 made up, 10 % of 300.00 paid; the 13th
 * stands alone.
 */
export const dividendCarryRecords: WageRecords = {
  list: [
    day({ id: '9405', periodStart: '2026-03-13T00:00:00.000Z', periodEnd: '2026-03-14T00:00:00.000Z', amount: '20.00', periodProfitLoss: '-200.00', carriedIn: '0.00', carriedOut: '0.00' }),
    day({ id: '9404', periodStart: '2026-03-12T00:00:00.000Z', periodEnd: '2026-03-13T00:00:00.000Z', amount: '30.00', periodProfitLoss: '-500.00', periodBet: '6100.00', carriedIn: '200.00', carriedOut: '0.00' }),
    day({ id: '9403', periodStart: '2026-03-11T00:00:00.000Z', periodEnd: '2026-03-12T00:00:00.000Z', amount: '0.00', periodProfitLoss: '-100.00', tier: 0, rate: '0.00', paidAt: null, carriedIn: '300.00', carriedOut: '200.00' }),
    day({ id: '9402', periodStart: '2026-03-10T00:00:00.000Z', periodEnd: '2026-03-11T00:00:00.000Z', amount: '0.00', periodProfitLoss: '300.00', periodBet: '1900.00', tier: 0, rate: '0.00', paidAt: null, carriedIn: '0.00', carriedOut: '300.00' }),
    day({ id: '9401', periodStart: '2026-03-09T00:00:00.000Z', periodEnd: '2026-03-10T00:00:00.000Z', amount: '15.00', periodProfitLoss: '-150.00', contractId: '7301', version: 1 }),
  ],
  totalCount: 5,
  totalPages: 1,
  total: '65.00',
}
