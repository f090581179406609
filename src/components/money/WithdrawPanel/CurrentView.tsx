import { useId, type ReactNode, type RefObject } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import CancelIcon from '@mui/icons-material/Cancel'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import HourglassTopIcon from '@mui/icons-material/HourglassTop'
import ManageSearchIcon from '@mui/icons-material/ManageSearch'
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined'
import RefreshIcon from '@mui/icons-material/Refresh'
import ScheduleIcon from '@mui/icons-material/Schedule'
import TimelapseIcon from '@mui/icons-material/Timelapse'
import { useTranslation } from 'react-i18next'
import { tKey } from '../../../../locales'
import type { Withdrawal } from '../../../contract/schemas/money'
import { useDateFormat } from '../../content/useDateFormat'
import { AmountText, useMoney } from '../../primitives/AmountText'
import { ProgressButton } from '../../primitives/ProgressButton'
import { DetailList, StateHeading } from '../MoneyPanel'
import { ConfirmStep } from './ConfirmStep'
import { remainderOf, type ConfirmRequest } from './withdrawForm'
import type { Busy, Currency, CurrentState, View } from './withdrawView'

/** Each state of a withdrawal under way: its headline and sentence, its icon and colour. */
export const CURRENT_STATES: Record<CurrentState, { title: string; body: string; icon: ReactNode; colour: string }> = {
  pending: { title: tKey('wallet:withdraw.current.pending.title'), body: tKey('wallet:withdraw.current.pending.body'), icon: <HourglassTopIcon />, colour: 'primary.main' },
  paid: { title: tKey('wallet:withdraw.current.paid.title'), body: tKey('wallet:withdraw.current.paid.body'), icon: <PaymentsOutlinedIcon />, colour: 'success.main' },
  partial: { title: tKey('wallet:withdraw.current.partial.title'), body: tKey('wallet:withdraw.current.partial.body'), icon: <TimelapseIcon />, colour: 'warning.main' },
  not_received: {
    title: tKey('wallet:withdraw.current.notReceived.title'),
    body: tKey('wallet:withdraw.current.notReceived.body'),
    icon: <ManageSearchIcon />,
    colour: 'info.main',
  },
  rejected: { title: tKey('wallet:withdraw.current.rejected.title'), body: tKey('wallet:withdraw.current.rejected.body'), icon: <CancelIcon />, colour: 'error.main' },
}

interface CurrentViewProps {
  view: View
  withdrawal: Withdrawal
  currency: Currency
  busy: Busy
  onConfirm: (request: ConfirmRequest) => void
  onRefresh: () => void
  headingRef: RefObject<HTMLHeadingElement | null>
}

/** The withdrawal under way: its state, what it is, and what the member can do about it. */
export function CurrentView({ view, withdrawal, currency, busy, onConfirm, onRefresh, headingRef }: CurrentViewProps) {
  const { t } = useTranslation('wallet')
  const headingId = useId()
  const money = useMoney(currency)
  const dateTime = useDateFormat()
  const state = CURRENT_STATES[view as CurrentState]
  const { symbol, decimals } = currency
  const received = withdrawal.amountReceived ?? '0'
  const remainder = remainderOf(withdrawal.amount, received, decimals) ?? withdrawal.amount
  const amountText = (value: string) => <AmountText value={value} currencySymbol={symbol} decimals={decimals} />
  const time = (iso: string) => (
    <time dateTime={iso}>
      <bdi>{dateTime(iso)}</bdi>
    </time>
  )

  const details: [string, ReactNode][] = [[t('withdraw.current.amount'), amountText(withdrawal.amount)]]
  if (view === 'partial') {
    details.push([t('withdraw.current.received'), amountText(received)], [t('withdraw.current.toCome'), amountText(remainder)])
  }
  details.push([
    t('withdraw.current.bankAccount'),
    <bdi key="bank">
      {withdrawal.bankName} {withdrawal.accountNumber}
    </bdi>,
  ])
  if (withdrawal.paidAt && view !== 'pending' && view !== 'rejected') details.push([t('withdraw.current.paidAt'), time(withdrawal.paidAt)])
  else details.push([t('withdraw.current.requestedAt'), time(withdrawal.createdAt)])
  if (view === 'rejected' && withdrawal.rejectReason) details.push([t('withdraw.current.rejectReason'), withdrawal.rejectReason])

  const body = t(state.body, { amount: money(withdrawal.amount), received: money(received), remainder: money(remainder) })

  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={busy !== null || undefined}>
      <Stack spacing={{ xs: 1.5, sm: 2 }}>
        <StateHeading icon={state.icon} colour={state.colour} id={headingId} headingRef={headingRef} title={t(state.title)} body={body} compactOnPhone />
        <DetailList details={details} compactOnPhone />

        {view === 'pending' ? (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button variant="outlined" onClick={onRefresh} disabled={busy !== null} startIcon={<RefreshIcon aria-hidden="true" />} sx={{ width: { xs: '100%', sm: 'auto' } }}>
              {t('withdraw.current.check')}
            </Button>
          </Box>
        ) : null}

        {view === 'paid' ? (
          <>
            {withdrawal.confirmBy ? (
              <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start' }}>
                <ScheduleIcon aria-hidden="true" sx={{ fontSize: 18, mt: '1px', color: 'info.main' }} />
                {/* The time isolated, so it reads in its own order inside a right-to-left sentence. */}
                <Typography variant="body2">{t('withdraw.current.paid.deadline', { time: `\u2068${dateTime(withdrawal.confirmBy)}\u2069` })}</Typography>
              </Box>
            ) : null}
            <ConfirmStep withdrawal={withdrawal} currency={currency} busy={busy} onConfirm={onConfirm} />
          </>
        ) : null}

        {view === 'partial' ? (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <ProgressButton
              variant="contained"
              size="large"
              running={busy === 'confirm'}
              disabled={busy !== null && busy !== 'confirm'}
              onClick={() => onConfirm({ withdrawalId: withdrawal.withdrawalId, outcome: 'all_received' })}
              icon={<CheckCircleIcon />}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {busy === 'confirm' ? t('withdraw.current.confirming') : t('withdraw.current.partial.allReceived')}
            </ProgressButton>
          </Box>
        ) : null}
      </Stack>
    </Box>
  )
}
