/**
 * How contracts write their figures: money with the currency's decimals and the reader's grouping (AmountText), a
 * percent with two decimals ("1.25 %"), counts with the reader's digits. Every figure is the contract's as the server
 * sent it; nothing here rounds a rate the server did not.
 */
import { useTranslation } from 'react-i18next'
import { AmountText, formatAmount } from '../primitives/AmountText'
import type { MoneyCurrency } from '../primitives/AmountText'

export type { MoneyCurrency }

/** Decimals of a percent rate (spec: a salary rate's percent shows two). */
const PERCENT_DECIMALS = 2

/** A percent as the spec shows it: two decimals in the reader's digits, then " %" ("1.25 %"). */
export function Percent({ value }: { value: string }) {
  const { i18n } = useTranslation()
  const digits = formatAmount(value, i18n.language, PERCENT_DECIMALS) ?? value
  // Isolated so a right-to-left page keeps the sign after the number.
  return <bdi style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{`${digits}\u00a0%`}</bdi>
}

/** An amount of a contract's tier (a threshold, or an amount rate), with the merchant's currency. */
export function Money({ value, currency }: { value: string; currency: MoneyCurrency }) {
  return <AmountText value={value} currencySymbol={currency.symbol} decimals={currency.decimals} />
}

/** A tier's rate: a percent when its `rateType` is P, else an amount of money (spec section 3). */
export function Rate({ rateType, rate, currency }: { rateType: 'P' | 'A'; rate: string; currency: MoneyCurrency }) {
  return rateType === 'P' ? <Percent value={rate} /> : <Money value={rate} currency={currency} />
}

/** A count with the reader's digits and grouping. */
export function Count({ value }: { value: number }) {
  const { i18n } = useTranslation()
  return <bdi>{formatAmount(value, i18n.language, 0) ?? String(value)}</bdi>
}
