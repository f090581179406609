import { useEffect, useRef } from 'react'
import Box from '@mui/material/Box'
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined'
import { useTranslation } from 'react-i18next'
import type { DepositChannel, DepositOrder } from '../../../contract/schemas/money'
import { useMoney, type MoneyCurrency } from '../../primitives/AmountText'
import { EmptyState } from '../../primitives/EmptyState'
import { MoneyPanel } from '../MoneyPanel'
import { AmountForm } from './AmountForm'
import type { DepositRequest } from './depositForm'
import { ORDER_STATES, OrderView } from './OrderView'

export type { DepositRequest } from './depositForm'

export interface DepositPanelProps {
  /** The deposit channels the merchant offers, in its order; `null` while they load (skeletons), `[]` when none is open. */
  channels: readonly DepositChannel[] | null
  /** How long a deposit waits for its payment before it expires, in minutes; said under the form ("pay within N minutes"). */
  expiryMinutes: number
  /** The merchant's currency: its symbol (before amounts) and its decimals (what an amount may carry). */
  currency: MoneyCurrency
  /** The deposit just made, if any: the form gives way to its state (waiting for payment, received, declined, expired). */
  order: DepositOrder | null
  /** A request is running (a deposit being made, or its status asked for): the form is disabled, its button shows progress. */
  busy: boolean
  /** The last request's failure, already translated by the portal; shown in an alert. */
  error: string | null
  /** Make a deposit: the channel's code, the amount (canonical major units, `"500"`) and the codes typed, if any. */
  onSubmit: (request: DepositRequest) => void
  /** Ask the server for the pending order's status again ("Check status"). */
  onCheck: () => void
  /** Leave the order shown and go back to an empty form (cancel and start again, or make another deposit). */
  onReset: () => void
}

/**
 * The member centre's deposit page (depositv2): the channels the merchant offers as a radio group of cards, the
 * amount with quick amounts inside the chosen channel's limits, optional bonus and promotion codes, and "Deposit".
 * The form checks itself before anything is sent (an amount within the channel's limits, compared exactly in
 * integer minor units; well-formed codes) and the first field at fault takes focus. Once a deposit is made, the
 * form gives way to its order: waiting for payment (with the provider's payment page, a status check and a way
 * out), received, declined or expired; a polite live region says each state. Presentational: the portal's wallet
 * store makes the requests and passes `busy`, `error` and the order back in.
 */
export function DepositPanel({ channels, expiryMinutes, currency, order, busy, error, onSubmit, onCheck, onReset }: DepositPanelProps) {
  const { t } = useTranslation('wallet')
  const loading = channels === null
  const money = useMoney(currency)
  const channelName = (code: string) => channels?.find((channel) => channel.code === code)?.name ?? code

  // The order view replaces the form, and the form comes back after it: focus goes to the new view's heading, so a
  // keyboard or screen reader user is not left on a button that has gone (never on the first render).
  const orderHeading = useRef<HTMLHeadingElement | null>(null)
  const formHeading = useRef<HTMLHeadingElement | null>(null)
  const showingOrder = order !== null
  const shown = useRef(showingOrder)
  useEffect(() => {
    if (shown.current === showingOrder) return
    shown.current = showingOrder
    ;(showingOrder ? orderHeading : formHeading).current?.focus()
  }, [showingOrder])

  // What the live region says: the order's state (headline, then sentence, as two blocks), or that channels are loading.
  const spoken = order ? (
    <>
      <p>{t(ORDER_STATES[order.status].title)}</p>
      <p>{t(ORDER_STATES[order.status].body, { amount: money(order.amount), channel: channelName(order.channelCode) })}</p>
    </>
  ) : loading ? (
    t('deposit.loading')
  ) : null

  return (
    <MoneyPanel title={t('deposit.title')} testId="deposit-panel" status={spoken} error={error}>
      {order ? (
        <OrderView order={order} channelName={channelName(order.channelCode)} currency={currency} busy={busy} onCheck={onCheck} onReset={onReset} headingRef={orderHeading} />
      ) : null}
      {channels !== null && channels.length === 0 ? (
        order ? null : <EmptyState compact icon={<PaymentsOutlinedIcon />} title={t('deposit.unavailable.title')} description={t('deposit.unavailable.description')} />
      ) : (
        // Kept (hidden) while an order is shown, so "Try again" finds the channel and amount the member chose.
        <Box hidden={order !== null}>
          <AmountForm channels={channels} expiryMinutes={expiryMinutes} currency={currency} busy={busy} onSubmit={onSubmit} headingRef={formHeading} />
        </Box>
      )}
    </MoneyPanel>
  )
}
