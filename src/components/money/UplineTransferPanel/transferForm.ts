/**
 * The rules of the forms that move money between an agent and its members, apart from React: the amount is checked
 * exactly in integer minor units (never as a float) against what the payer holds, and the payment password is
 * required. Shared by the member's "transfer to upline" page and the agent's transfer and recall dialog.
 */
import { tKey } from '../../../../locales'
import { toMinorUnits } from '../../../contract/money'

/** A field's fault: its translation key, and the canonical major-unit amount the message names (formatted by the component). */
export interface FieldError {
  key: string
  amount?: string
}

/** An amount in minor units, or null when it is not one the currency holds (a typo, more decimals than it has). */
export function minorOrNull(amount: string, decimals: number): bigint | null {
  try {
    return toMinorUnits(amount, decimals, { negative: false })
  } catch {
    return null
  }
}

/**
 * What is wrong with an amount to be sent from a wallet holding `available` (null: nothing): it is required, must be
 * one the currency can hold, more than zero and at most `available`, compared exactly. Over the balance, the message
 * is `overKey` and names the balance. A balance that cannot be read counts as zero.
 */
export function checkAmount(amount: string, available: string, decimals: number, overKey: string): FieldError | null {
  if (amount === '') return { key: tKey('wallet:agent.errors.amountRequired') }
  const value = minorOrNull(amount, decimals)
  if (value === null) return { key: tKey('wallet:agent.errors.amountInvalid') }
  if (value === 0n) return { key: tKey('wallet:agent.errors.amountZero') }
  if (value > (minorOrNull(available, decimals) ?? 0n)) return { key: overKey, amount: available }
  return null
}

/** Whether a balance holds anything (more than zero, read exactly): what "Max" and "recall everything" need. */
export function holdsMoney(balance: string, decimals: number): boolean {
  return (minorOrNull(balance, decimals) ?? 0n) > 0n
}

export type UplineField = 'amount' | 'paymentPassword'

/** What a member sends to its upline: the canonical major-unit amount (`"100.5"`) and the payment password. */
export interface UplineTransferRequest {
  amount: string
  paymentPassword: string
}

/** What is wrong with the "transfer to upline" form, field by field (nothing: an empty object). */
export function validateUplineTransfer(values: UplineTransferRequest, available: string, decimals: number): Partial<Record<UplineField, FieldError>> {
  const found: Partial<Record<UplineField, FieldError>> = {}
  const amount = checkAmount(values.amount, available, decimals, tKey('wallet:agent.errors.overAvailable'))
  if (amount) found.amount = amount
  if (values.paymentPassword === '') found.paymentPassword = { key: tKey('wallet:agent.errors.paymentPasswordRequired') }
  return found
}
