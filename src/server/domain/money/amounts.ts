/** The money domain's shared checks at the edge: an amount a member sent, and whether a member may move real money. */
import { toPositiveMinorUnits } from '../../../contract/money'
import { AppError } from '../../errors'
import { TRIAL_ACCOUNT_TYPE } from '../accounts/freeplay'

/** A movement's amount in minor units: more than zero and exact in the currency, or `amount.invalid`. */
export function movementAmount(major: string, decimals: number): bigint {
  try {
    return toPositiveMinorUnits(major, decimals)
  } catch {
    throw new AppError('amount.invalid')
  }
}

/** A trial account (free play) has play credit only: no money to move, deposit, withdraw or transfer. */
export function requireRealMoneyAccount(principal: { accountType: number }): void {
  if (principal.accountType === TRIAL_ACCOUNT_TYPE) throw new AppError('in_need_true_account')
}

export const isTrialAccount = (principal: { accountType: number }) => principal.accountType === TRIAL_ACCOUNT_TYPE
