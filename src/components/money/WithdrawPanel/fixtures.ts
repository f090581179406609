/** Story data of the withdraw page, in the contract's shapes (what the server answers for a member). */
import type { Withdrawal, WithdrawalReason, WithdrawalRequirements } from '../../../contract/schemas/money'
import { demoBankAccounts } from '../../member/fixtures'

/** The member's two bound accounts, as the requirements carry them. */
const bankAccounts = demoBankAccounts.map(({ id, bankName, holderName, accountNumber }) => ({ id, bankName, holderName, accountNumber }))

/** A member who may withdraw: 100 to 50,000 a time, 1,234.56 in the main wallet, the turnover played. */
export const ready: WithdrawalRequirements = {
  canWithdraw: true,
  reasons: [],
  min: '100.00',
  max: '50000.00',
  available: '1234.56',
  turnover: { required: '5000.00', done: '5230.00' },
  bankAccounts,
  current: null,
}

/** 1,000 baht to Kasikorn asked for eighteen minutes before the story's clock. */
export const pending: Withdrawal = {
  withdrawalId: 'WD-20260314-0007',
  amount: '1000.00',
  bankName: 'Kasikorn Bank',
  accountNumber: '******4821',
  status: 'pending',
  confirmation: null,
  amountReceived: null,
  rejectReason: null,
  createdAt: '2026-03-14T09:12:00.000Z',
  paidAt: null,
  confirmBy: null,
}

/** Paid ten minutes ago; not answered by the same time tomorrow, it counts as received. */
export const paid: Withdrawal = { ...pending, status: 'paid', paidAt: '2026-03-14T09:20:00.000Z', confirmBy: '2026-03-15T09:20:00.000Z' }

/** The requirements while a withdrawal is under way: the form is closed until it is over. */
export function underWay(current: Withdrawal, reason: WithdrawalReason = 'PENDING_WITHDRAWAL_EXISTS'): WithdrawalRequirements {
  return { ...ready, canWithdraw: false, reasons: [reason], available: '234.56', current }
}

/** A member who cannot withdraw, for the given reasons (nothing under way). */
export function blocked(reasons: WithdrawalReason[], change: Partial<WithdrawalRequirements> = {}): WithdrawalRequirements {
  return { ...ready, canWithdraw: false, reasons, ...change }
}
