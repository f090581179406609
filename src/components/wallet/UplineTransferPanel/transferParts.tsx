/** What the forms that move money between an agent and its members share: the currency, the result, amounts in words, the button. */
import type { ReactNode } from 'react'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import { useTranslation } from 'react-i18next'
import { formatAmount } from '../../primitives/AmountText'

/** A currency as the forms need it: its symbol (before amounts) and its decimals (what an amount may carry). */
export type TransferCurrency = { symbol: string; decimals: number }

/** What a transfer between an agent and a member moved, as the server answered it. */
export interface TransferResult {
  /** The amount moved, canonical major units. */
  moved: string
  /** Who the money went to (or came from): an account name. */
  counterparty: string
}

/** An amount with the currency's symbol and the language's digits, as one string (for sentences and messages). */
export function useMoney(currency: TransferCurrency): (value: string) => string {
  const { i18n } = useTranslation('wallet')
  return (value) => `${currency.symbol}\u00a0${formatAmount(value, i18n.language, currency.decimals) ?? value}`
}

/**
 * The submit button of a money form: while its request runs it shows progress, says so (aria-busy) and ignores
 * presses, but keeps focus (aria-disabled rather than disabled, so a keyboard user is not thrown out of the form).
 */
export function ProgressButton({ running, children, sx }: { running: boolean; children: ReactNode; sx?: object }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      onClick={running ? (event) => event.preventDefault() : undefined}
      aria-disabled={running || undefined}
      aria-busy={running || undefined}
      startIcon={running ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
      sx={sx}
    >
      {children}
    </Button>
  )
}
