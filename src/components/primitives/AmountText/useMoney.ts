import { useTranslation } from 'react-i18next'
import { formatAmount } from './AmountText'

/** A currency as money needs it: its symbol (before amounts) and its decimals (what an amount may carry). */
export interface MoneyCurrency {
  symbol: string
  decimals: number
}

/**
 * An amount with the currency's symbol and the language's digits, as one string (for sentences, messages and
 * labels, where an `AmountText` element cannot go): `useMoney(currency)("1500")` is `"฿ 1,500.00"`. A value that
 * is not an amount is shown as it is.
 */
export function useMoney(currency: MoneyCurrency): (value: string) => string {
  const { i18n } = useTranslation()
  return (value) => `${currency.symbol}\u00a0${formatAmount(value, i18n.language, currency.decimals) ?? value}`
}
