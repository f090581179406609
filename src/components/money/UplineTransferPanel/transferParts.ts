/** What the forms that move money between an agent and its members share: the currency and the result. */
import type { MoneyCurrency } from '../../primitives/AmountText'

/** A currency as the forms need it: its symbol (before amounts) and its decimals (what an amount may carry). */
export type TransferCurrency = MoneyCurrency

/** What a transfer between an agent and a member moved, as the server answered it. */
export interface TransferResult {
  /** The amount moved, canonical major units. */
  moved: string
  /** Who the money went to (or came from): an account name. */
  counterparty: string
}
