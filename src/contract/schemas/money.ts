/** Request and response shapes of the money calls (the ledger's read side). */
import { Type, type Static } from 'typebox'

/** An amount on the wire: a decimal string in major units with exactly the currency's decimals (`1234.50`). */
export const MajorAmount = Type.String({ pattern: '^-?[0-9]{1,20}(\\.[0-9]{1,8})?$', description: 'Major units, the currency’s decimals.' })
export type MajorAmount = Static<typeof MajorAmount>

export const WalletKind = Type.Union([Type.Literal('main'), Type.Literal('vendor'), Type.Literal('trial')])
export type WalletKind = Static<typeof WalletKind>

export const WalletBalanceItem = Type.Object({
  kind: WalletKind,
  /** The vendor a `vendor` wallet is kept at (transfer-wallet mode). */
  vendorCode: Type.Optional(Type.String()),
  balance: MajorAmount,
})
export type WalletBalanceItem = Static<typeof WalletBalanceItem>

/**
 * The member's balance: `sumBalance` is the main wallet plus every vendor wallet (real money, never trial credit);
 * for a trial account (type 4) it is its trial play credit. The main wallet is always listed (zero before any
 * movement); a trial account's trial wallet likewise.
 */
export const WalletBalance = Type.Object({
  sumBalance: MajorAmount,
  wallets: Type.Array(WalletBalanceItem),
})
export type WalletBalance = Static<typeof WalletBalance>
