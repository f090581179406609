import { useId, useRef, useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined'
import SupervisorAccountOutlinedIcon from '@mui/icons-material/SupervisorAccountOutlined'
import { useTranslation } from 'react-i18next'
import type { UplineInfo } from '../../../contract/schemas/money'
import { AmountField } from '../../primitives/AmountField'
import { AmountText, useMoney } from '../../primitives/AmountText'
import { EmptyState } from '../../primitives/EmptyState'
import { ProgressButton } from '../../primitives/ProgressButton'
import { MaxAmountRow, MoneyPanel, PanelSkeleton, PaymentPasswordField, Summary, SummaryItem } from '../MoneyPanel'
import { holdsMoney, validateUplineTransfer, type FieldError, type UplineField, type UplineTransferRequest } from './transferForm'
import type { TransferCurrency, TransferResult } from './transferParts'

export type { UplineTransferRequest } from './transferForm'
export type { TransferCurrency, TransferResult } from './transferParts'

export interface UplineTransferPanelProps {
  /**
   * The member's upline and what its main wallet holds (canonical major units); `null` while it loads (skeletons).
   * An `upline` of `null` means the member has none: the panel says so and shows no form.
   */
  info: UplineInfo | null
  /** The merchant's currency: its symbol (before amounts) and its decimals (what an amount may carry). */
  currency: TransferCurrency
  /** The transfer is being sent: the fields wait and the button shows progress (and keeps focus). */
  busy: boolean
  /** The last transfer's failure, already translated by the portal; shown in an alert above the form. */
  error: string | null
  /**
   * The last transfer that went through: a note says what was sent to whom, and the form is cleared for the next
   * one. Each new result (a new object) clears it again.
   */
  result: TransferResult | null
  /** Send `amount` (canonical major units, `"100.5"`) to the upline, with the payment password as typed. */
  onSubmit: (request: UplineTransferRequest) => void
}

/**
 * The member centre's "transfer to upline" page: who the member's upline (its agent) is, what the member can send,
 * and a form: the amount (more than zero and at most what the main wallet holds, compared exactly in integer minor
 * units, with "Max") and the payment password; the first field at fault takes focus and nothing is sent. A member
 * without an upline is told so, with no form. After a transfer a note says what was sent, and the form clears.
 * Presentational: the portal's store sends the request and passes `busy`, `error`, `result` and the new `info` back in.
 */
export function UplineTransferPanel({ info, currency, busy, error, result, onSubmit }: UplineTransferPanelProps) {
  const { t } = useTranslation('wallet')
  const titleId = useId()
  const money = useMoney(currency)

  return (
    <MoneyPanel
      title={t('agent.upline.title')}
      titleId={titleId}
      testId="upline-transfer"
      status={info === null ? t('agent.upline.loading') : undefined}
      error={error}
      notice={
        result && info?.upline ? (
          <Alert severity="success" variant="outlined" role="status">
            {t('agent.upline.sent', { amount: money(result.moved), name: result.counterparty })}
          </Alert>
        ) : null
      }
    >
      {info === null ? (
        <PanelSkeleton fields={2} />
      ) : info.upline === null ? (
        <EmptyState compact icon={<PersonOffOutlinedIcon />} title={t('agent.upline.noUpline.title')} description={t('agent.upline.noUpline.body')} />
      ) : (
        <UplineForm labelledBy={titleId} upline={info.upline} available={info.available} currency={currency} busy={busy} result={result} onSubmit={onSubmit} />
      )}
    </MoneyPanel>
  )
}

interface UplineFormProps {
  /** The panel's heading, which names the form too. */
  labelledBy: string
  upline: string
  available: string
  currency: TransferCurrency
  busy: boolean
  result: TransferResult | null
  onSubmit: (request: UplineTransferRequest) => void
}

/** Who receives and what can be sent, then the amount (with Max), the payment password and Send. */
function UplineForm({ labelledBy, upline, available, currency, busy, result, onSubmit }: UplineFormProps) {
  const { t } = useTranslation('wallet')
  const money = useMoney(currency)
  const { symbol, decimals } = currency

  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Partial<Record<UplineField, FieldError>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [lastBusy, setLastBusy] = useState(busy)
  const [lastResult, setLastResult] = useState(result)
  const amountBox = useRef<HTMLDivElement | null>(null)
  const passwordRef = useRef<HTMLInputElement | null>(null)

  // A transfer that went through clears the form for the next one; one that came back refused keeps the amount
  // and drops the password (it is typed again, as at every payment).
  if (lastResult !== result) {
    setLastResult(result)
    if (result !== null) {
      setAmount('')
      setPassword('')
      setErrors({})
      setSubmitted(false)
    }
  }
  if (lastBusy !== busy) {
    setLastBusy(busy)
    if (lastBusy && !busy) setPassword('')
  }

  const values = { amount, paymentPassword: password }
  /** Keeps what changed, and once the form has been submitted re-checks it so a message goes as soon as it is right. */
  const update = (change: Partial<UplineTransferRequest>) => {
    if (change.amount !== undefined) setAmount(change.amount)
    if (change.paymentPassword !== undefined) setPassword(change.paymentPassword)
    if (submitted) setErrors(validateUplineTransfer({ ...values, ...change }, available, decimals))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setSubmitted(true)
    const found = validateUplineTransfer(values, available, decimals)
    setErrors(found)
    if (found.amount) amountBox.current?.querySelector('input')?.focus()
    else if (found.paymentPassword) passwordRef.current?.focus()
    else onSubmit({ amount, paymentPassword: password })
  }

  const errorText = (field: UplineField) => {
    const found = errors[field]
    return found ? t(found.key, { amount: found.amount ? money(found.amount) : '' }) : undefined
  }

  return (
    <Box component="form" noValidate aria-labelledby={labelledBy} aria-busy={busy || undefined} onSubmit={submit}>
      <Stack spacing={2.5}>
        <Summary>
          <SummaryItem term={t('agent.upline.upline')} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
            <SupervisorAccountOutlinedIcon aria-hidden="true" fontSize="small" sx={{ color: 'primary.main', flexShrink: 0 }} />
            <Box component="bdi" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {upline}
            </Box>
          </SummaryItem>
          <SummaryItem term={t('agent.upline.available')}>
            <AmountText value={available} currencySymbol={symbol} decimals={decimals} />
          </SummaryItem>
        </Summary>

        <MaxAmountRow fieldRef={amountBox} maxLabel={t('agent.max')} onMax={() => update({ amount: available })} maxDisabled={busy || !holdsMoney(available, decimals)}>
          <AmountField
            name="amount"
            label={t('agent.amount')}
            value={amount}
            onChange={(next) => update({ amount: next })}
            decimals={decimals}
            currencySymbol={symbol}
            error={errorText('amount')}
            disabled={busy}
          />
        </MaxAmountRow>

        <PaymentPasswordField
          label={t('agent.paymentPassword')}
          value={password}
          onChange={(next) => update({ paymentPassword: next })}
          error={errorText('paymentPassword')}
          disabled={busy}
          inputRef={passwordRef}
        />

        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <ProgressButton type="submit" variant="contained" size="large" running={busy} sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 160 } }}>
            {busy ? t('agent.upline.submitting') : t('agent.upline.submit')}
          </ProgressButton>
        </Box>
      </Stack>
    </Box>
  )
}
