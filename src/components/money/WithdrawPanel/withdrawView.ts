import type { Withdrawal, WithdrawalRequirements } from '../../../contract/schemas/money'
import type { MoneyCurrency } from '../../primitives/AmountText'

/** The merchant's currency: its symbol (before amounts) and its decimals (what an amount may carry). */
export type Currency = MoneyCurrency

/** The request running, if any: a withdrawal being asked for, a confirmation being sent, or the proofs being uploaded. */
export type Busy = 'withdraw' | 'confirm' | 'upload' | null

/** What the panel shows: loading, the form, why the member cannot withdraw, or the state of the withdrawal under way. */
export type View = 'loading' | 'form' | 'blocked' | CurrentState

/** The states of a withdrawal under way. */
export type CurrentState = 'pending' | 'paid' | 'partial' | 'not_received' | 'rejected'

/** Answers after which a withdrawal is over (the server does not send those as `current`; treated as none if it did). */
const FINISHED: readonly Withdrawal['confirmation'][] = ['received', 'all_received', 'auto_received']

export function viewOf(requirements: WithdrawalRequirements | null): View {
  if (!requirements) return 'loading'
  const current = requirements.current
  if (current && !FINISHED.includes(current.confirmation)) {
    if (current.status === 'pending') return 'pending'
    if (current.status === 'rejected') return 'rejected'
    if (current.confirmation === 'partial') return 'partial'
    if (current.confirmation === 'not_received') return 'not_received'
    return 'paid'
  }
  return requirements.canWithdraw ? 'form' : 'blocked'
}
