/** Story data of the money records, in the contract's shapes (what the server answers for a member). */
import type { PersonalProfit, TransactionHistory } from '../../../contract/schemas/money'
import { demoMerchant } from '../../layout/fixtures'
import type { CurrencyDisplay } from './SignedAmount'

/** Saturday 14 March 2026, 09:30 UTC: this week began on Monday the 9th, this month on the 1st. */
export { STORY_NOW } from '../../member/fixtures'

export const demoCurrency: CurrencyDisplay = { symbol: demoMerchant.currency.symbol, decimals: demoMerchant.currency.decimals }

/** The demo merchant's transfer-wallet vendors, by code. */
export const demoWalletNames: Record<string, string> = { HSLOT: 'House Slots', HLIVE: 'House Live' }

/**
 * A first page of ten, newest first, balances consistent from the oldest up: deposits, a bonus, a withdrawal asked
 * for and refused (the money comes back), a transfer to House Slots (the member's money is unchanged), then bets
 * and a win there.
 */
export const demoHistory: TransactionHistory = {
  list: [
    { id: 'L-1024', type: 'bet', createdAt: '2026-03-14T09:12:00.000Z', amount: '-50.00', balanceAfter: '14295.60', reference: 'HSLOT-R-88213007' },
    { id: 'L-1023', type: 'win', createdAt: '2026-03-14T09:05:00.000Z', amount: '12345.60', balanceAfter: '14345.60', reference: 'HSLOT-R-88212950' },
    { id: 'L-1022', type: 'bet', createdAt: '2026-03-14T08:58:00.000Z', amount: '-100.00', balanceAfter: '2000.00', reference: 'HSLOT-R-88212950' },
    {
      id: 'L-1021',
      type: 'transfer',
      createdAt: '2026-03-14T08:40:00.000Z',
      amount: '0.00',
      transferred: { from: 'main', to: 'HSLOT', amount: '500.00' },
      balanceAfter: '2100.00',
      reference: null,
    },
    { id: 'L-1020', type: 'deposit', createdAt: '2026-03-14T08:31:00.000Z', amount: '1500.00', balanceAfter: '2100.00', reference: 'DEP-20260314-0007' },
    { id: 'L-1019', type: 'withdrawal_reject', createdAt: '2026-03-13T20:15:00.000Z', amount: '300.00', balanceAfter: '600.00', reference: 'WD-20260313-0042' },
    { id: 'L-1018', type: 'withdrawal_request', createdAt: '2026-03-13T18:02:00.000Z', amount: '-300.00', balanceAfter: '300.00', reference: 'WD-20260313-0042' },
    { id: 'L-1017', type: 'bonus', createdAt: '2026-03-13T12:00:00.000Z', amount: '100.00', balanceAfter: '600.00', reference: 'BONUS-WELCOME' },
    { id: 'L-1016', type: 'deposit', createdAt: '2026-03-12T10:04:00.000Z', amount: '500.00', balanceAfter: '500.00', reference: 'DEP-20260312-0003' },
  ],
  totalPages: 3,
  totalCount: 27,
  footer: { totalIn: '16245.60', totalOut: '1150.00' },
}

/** Two of them (the transfer, a withdrawal asked for): with the filters, totals and pages, a phone's screenful. */
export const shortHistory: TransactionHistory = { ...demoHistory, list: [3, 6].map((index) => demoHistory.list[index]!) }

/** Nothing matches the filter. */
export const emptyHistory: TransactionHistory = { list: [], totalPages: 0, totalCount: 0, footer: { totalIn: '0.00', totalOut: '0.00' } }

/** A good week: wins above bets. */
export const demoProfit: PersonalProfit = {
  betAmount: '8450.00',
  winAmount: '12345.60',
  profit: '3895.60',
  bonus: '100.00',
  deposit: '2000.00',
  withdrawal: '300.00',
  betCount: 1284,
}

/** A bad week: bets above wins. */
export const lossProfit: PersonalProfit = {
  betAmount: '5200.00',
  winAmount: '3875.25',
  profit: '-1324.75',
  bonus: '0.00',
  deposit: '5000.00',
  withdrawal: '0.00',
  betCount: 312,
}

/** A period with nothing in it. */
export const idleProfit: PersonalProfit = { betAmount: '0.00', winAmount: '0.00', profit: '0.00', bonus: '0.00', deposit: '0.00', withdrawal: '0.00', betCount: 0 }
