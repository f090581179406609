import { useId, type ReactNode, type RefObject } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import CancelIcon from '@mui/icons-material/Cancel'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import HourglassTopIcon from '@mui/icons-material/HourglassTop'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import RefreshIcon from '@mui/icons-material/Refresh'
import TimerOffIcon from '@mui/icons-material/TimerOff'
import { useTranslation } from 'react-i18next'
import { tKey } from '../../../../locales'
import type { DepositOrder, DepositStatus } from '../../../contract/schemas/money'
import { useDateFormat } from '../../content/useDateFormat'
import { visuallyHidden } from '../../layout/a11y'
import { AmountText, useMoney, type MoneyCurrency } from '../../primitives/AmountText'
import { ProgressButton } from '../../primitives/ProgressButton'
import { DetailList, StateHeading } from '../MoneyPanel'

/** Each state of an order: its headline and sentence (also spoken by the live region), its icon and colour. */
export const ORDER_STATES: Record<DepositStatus, { title: string; body: string; icon: ReactNode; colour: string }> = {
  pending: { title: tKey('wallet:deposit.order.pending.title'), body: tKey('wallet:deposit.order.pending.body'), icon: <HourglassTopIcon />, colour: 'primary.main' },
  success: { title: tKey('wallet:deposit.order.success.title'), body: tKey('wallet:deposit.order.success.body'), icon: <CheckCircleIcon />, colour: 'success.main' },
  failed: { title: tKey('wallet:deposit.order.failed.title'), body: tKey('wallet:deposit.order.failed.body'), icon: <CancelIcon />, colour: 'error.main' },
  expired: { title: tKey('wallet:deposit.order.expired.title'), body: tKey('wallet:deposit.order.expired.body'), icon: <TimerOffIcon />, colour: 'text.secondary' },
}

interface OrderViewProps {
  order: DepositOrder
  channelName: string
  currency: MoneyCurrency
  busy: boolean
  onCheck: () => void
  onReset: () => void
  headingRef: RefObject<HTMLHeadingElement | null>
}

/** The deposit just made: its state, what it was, and what the member can do next. */
export function OrderView({ order, channelName, currency, busy, onCheck, onReset, headingRef }: OrderViewProps) {
  const { t } = useTranslation('wallet')
  const dateTime = useDateFormat()
  const money = useMoney(currency)
  const headingId = useId()
  const newTabId = useId()
  const state = ORDER_STATES[order.status]
  const pending = order.status === 'pending'

  const details: [string, ReactNode][] = [
    [t('deposit.order.amount'), <AmountText key="amount" value={order.amount} currencySymbol={currency.symbol} decimals={currency.decimals} />],
    [t('deposit.order.channel'), channelName],
    [t('deposit.order.orderId'), <bdi key="id">{order.orderId}</bdi>],
  ]
  if (pending) details.push([t('deposit.order.expiresAt'), <time key="expires" dateTime={order.expiresAt}>{dateTime(order.expiresAt)}</time>])

  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={busy || undefined}>
      <Stack spacing={2}>
        <StateHeading
          icon={state.icon}
          colour={state.colour}
          id={headingId}
          headingRef={headingRef}
          title={t(state.title)}
          body={t(state.body, { amount: money(order.amount), channel: channelName })}
        />
        <DetailList details={details} />

        {pending ? (
          <Stack spacing={1.25}>
            {order.payUrl ? (
              <>
                <Button
                  component="a"
                  href={order.payUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="contained"
                  size="large"
                  fullWidth
                  aria-describedby={newTabId}
                  endIcon={<OpenInNewIcon aria-hidden="true" />}
                >
                  {t('deposit.order.openPayment')}
                </Button>
                <Box id={newTabId} sx={visuallyHidden}>
                  {t('deposit.order.opensInNewTab')}
                </Box>
              </>
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('deposit.order.noPayUrl')}
              </Typography>
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center' }}>
              <ProgressButton variant="outlined" running={busy} onClick={onCheck} icon={<RefreshIcon aria-hidden="true" />} sx={{ flexGrow: { xs: 1, sm: 0 } }}>
                {busy ? t('deposit.order.checking') : t('deposit.order.check')}
              </ProgressButton>
              <Button variant="text" color="inherit" onClick={onReset} disabled={busy} sx={{ flexGrow: { xs: 1, sm: 0 }, color: 'text.secondary' }}>
                {t('deposit.order.cancel')}
              </Button>
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('deposit.order.afterPaying')}
            </Typography>
          </Stack>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button variant={order.status === 'success' ? 'outlined' : 'contained'} size="large" onClick={onReset} disabled={busy} sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 200 } }}>
              {order.status === 'success' ? t('deposit.order.another') : t('deposit.order.retry')}
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  )
}
