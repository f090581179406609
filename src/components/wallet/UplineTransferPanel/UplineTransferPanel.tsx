import { useId, useRef, useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined'
import SupervisorAccountOutlinedIcon from '@mui/icons-material/SupervisorAccountOutlined'
import { useTranslation } from 'react-i18next'
import type { UplineInfo } from '../../../contract/schemas/money'
import { ServerError } from '../../auth/fields'
import { visuallyHidden } from '../../layout/a11y'
import { AmountField } from '../../primitives/AmountField'
import { AmountText } from '../../primitives/AmountText'
import { EmptyState } from '../../primitives/EmptyState'
import { holdsMoney, validateUplineTransfer, type FieldError, type UplineField, type UplineTransferRequest } from './transferForm'
import { ProgressButton, useMoney, type TransferCurrency, type TransferResult } from './transferParts'

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
    <Box component="section" aria-labelledby={titleId} data-testid="upline-transfer" sx={{ minWidth: 0 }}>
      <Stack spacing={{ xs: 1.5, sm: 2 }}>
        <Typography id={titleId} component="h3" variant="h5" sx={{ fontWeight: 700 }}>
          {t('agent.upline.title')}
        </Typography>
        {info === null ? (
          <Box role="status" sx={visuallyHidden}>
            {t('agent.upline.loading')}
          </Box>
        ) : null}
        <ServerError message={error} />
        {result && info?.upline ? (
          <Alert severity="success" variant="outlined" role="status">
            {t('agent.upline.sent', { amount: money(result.moved), name: result.counterparty })}
          </Alert>
        ) : null}
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, backgroundImage: 'none', minWidth: 0 }}>
          {info === null ? (
            <LoadingView />
          ) : info.upline === null ? (
            <EmptyState compact icon={<PersonOffOutlinedIcon />} title={t('agent.upline.noUpline.title')} description={t('agent.upline.noUpline.body')} />
          ) : (
            <UplineForm labelledBy={titleId} upline={info.upline} available={info.available} currency={currency} busy={busy} result={result} onSubmit={onSubmit} />
          )}
        </Paper>
      </Stack>
    </Box>
  )
}

/** The form's shape while the upline loads (nothing to press yet). */
function LoadingView() {
  return (
    <Stack spacing={2.5} aria-hidden="true">
      <Skeleton variant="rounded" height={72} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={56} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Skeleton variant="rounded" height={42} sx={{ width: { xs: '100%', sm: 160 } }} />
      </Box>
    </Stack>
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
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            gap: { xs: 1, sm: 2 },
            borderRadius: 1,
            bgcolor: 'action.hover',
            paddingInline: 2,
            paddingBlock: 1.5,
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {t('agent.upline.upline')}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 700, lineHeight: 1.4, display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
              <SupervisorAccountOutlinedIcon aria-hidden="true" fontSize="small" sx={{ color: 'primary.main', flexShrink: 0 }} />
              <Box component="bdi" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {upline}
              </Box>
            </Typography>
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {t('agent.upline.available')}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 700, lineHeight: 1.4 }}>
              <AmountText value={available} currencySymbol={symbol} decimals={decimals} />
            </Typography>
          </Box>
        </Box>

        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <Box ref={amountBox} sx={{ flexGrow: 1, minWidth: 0 }}>
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
          </Box>
          <Button variant="outlined" onClick={() => update({ amount: available })} disabled={busy || !holdsMoney(available, decimals)} sx={{ minHeight: 56, flexShrink: 0 }}>
            {t('agent.max')}
          </Button>
        </Box>

        <TextField
          fullWidth
          type="password"
          name="paymentPassword"
          label={t('agent.paymentPassword')}
          value={password}
          disabled={busy}
          inputRef={passwordRef}
          error={Boolean(errors.paymentPassword)}
          helperText={errorText('paymentPassword')}
          onChange={(event) => update({ paymentPassword: event.target.value })}
          slotProps={{ htmlInput: { autoComplete: 'off', inputMode: 'numeric', maxLength: 64, autoCapitalize: 'none', spellCheck: false } }}
        />

        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <ProgressButton running={busy} sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 160 } }}>
            {busy ? t('agent.upline.submitting') : t('agent.upline.submit')}
          </ProgressButton>
        </Box>
      </Stack>
    </Box>
  )
}
