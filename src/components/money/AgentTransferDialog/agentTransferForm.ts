/**
 * The rules of the agent's transfer and recall dialog, apart from React: a member of the downline must be chosen;
 * a transfer is at most what the agent's main wallet holds, a recall at most what the member holds (both compared
 * exactly in integer minor units), or everything the member holds; the payment password is required.
 */
import { tKey } from '../../../../locales'
import { checkAmount, holdsMoney, type FieldError } from '../UplineTransferPanel/transferForm'

export type { FieldError } from '../UplineTransferPanel/transferForm'

export type AgentTransferMode = 'transfer' | 'recall'

/** A member of the agent's downline, as the dialog lists it. */
export interface DownlineOption {
  /** The member's account name (what is sent). */
  username: string
  /** The member's nickname, if any. */
  nickname: string | null
  /** The member's main wallet, canonical major units. */
  balance: string
}

/** What the dialog sends: the member, the canonical major-unit amount or `'all'` (recall everything), the payment password. */
export interface AgentTransferRequest {
  downline: string
  amount: string | 'all'
  paymentPassword: string
}

export type AgentTransferField = 'downline' | 'amount' | 'paymentPassword'

export interface AgentTransferValues {
  downline: DownlineOption | null
  amount: string
  /** Recall everything the member holds (recall only): the amount is not asked for. */
  everything: boolean
  paymentPassword: string
}

/**
 * What is wrong with the dialog, field by field (nothing: an empty object). `available` is the agent's main wallet,
 * the most it can transfer; a recall is bounded by the chosen member's balance, and recalling everything from a
 * member who holds nothing is refused.
 */
export function validateAgentTransfer(
  mode: AgentTransferMode,
  values: AgentTransferValues,
  available: string,
  decimals: number,
): Partial<Record<AgentTransferField, FieldError>> {
  const found: Partial<Record<AgentTransferField, FieldError>> = {}
  const { downline } = values
  if (downline === null) found.downline = { key: tKey('wallet:agent.errors.downlineRequired') }
  if (mode === 'recall' && values.everything) {
    if (downline !== null && !holdsMoney(downline.balance, decimals)) found.amount = { key: tKey('wallet:agent.errors.nothingToRecall') }
  } else if (mode === 'recall') {
    const amount = checkAmount(values.amount, downline?.balance ?? '0', decimals, tKey('wallet:agent.errors.overDownline'))
    // Until a member is chosen there is no bound to name: only the amount's own faults are said.
    if (amount && (downline !== null || amount.key !== 'wallet:agent.errors.overDownline')) found.amount = amount
  } else {
    const amount = checkAmount(values.amount, available, decimals, tKey('wallet:agent.errors.overAvailable'))
    if (amount) found.amount = amount
  }
  if (values.paymentPassword === '') found.paymentPassword = { key: tKey('wallet:agent.errors.paymentPasswordRequired') }
  return found
}

/** The request for valid values (call after `validateAgentTransfer` found nothing). */
export function requestOf(mode: AgentTransferMode, values: AgentTransferValues & { downline: DownlineOption }): AgentTransferRequest {
  return { downline: values.downline.username, amount: mode === 'recall' && values.everything ? 'all' : values.amount, paymentPassword: values.paymentPassword }
}
