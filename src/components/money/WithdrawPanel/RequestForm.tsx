import { useId, useRef, useState, type FormEvent, type RefObject } from 'react'
import Box from '@mui/material/Box'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import { useTranslation } from 'react-i18next'
import type { WithdrawalRequirements } from '../../../contract/schemas/money'
import { visuallyHidden } from '../../layout/a11y'
import { AmountField } from '../../primitives/AmountField'
import { AmountText, useMoney } from '../../primitives/AmountText'
import { ProgressButton } from '../../primitives/ProgressButton'
import { MaxAmountRow, PaymentPasswordField, readableHelper, Summary, SummaryItem } from '../MoneyPanel'
import { turnoverProgress, validateWithdrawal, withdrawalCeiling, type FieldError, type WithdrawField, type WithdrawRequest } from './withdrawForm'
import type { Busy, Currency } from './withdrawView'

interface RequestFormProps {
  requirements: WithdrawalRequirements
  currency: Currency
  busy: Busy
  onWithdraw: (request: WithdrawRequest) => void
  headingRef: RefObject<HTMLHeadingElement | null>
}

/** The form: what can be withdrawn and the turnover, then amount (with Max), bank account, payment password, Withdraw. */
export function RequestForm({ requirements, currency, busy, onWithdraw, headingRef }: RequestFormProps) {
  const { t } = useTranslation('wallet')
  const formTitleId = useId()
  const money = useMoney(currency)
  const { symbol, decimals } = currency
  const { min, max, available, turnover, bankAccounts } = requirements
  const ceiling = withdrawalCeiling(max, available, decimals)
  const working = busy !== null

  const [amount, setAmount] = useState('')
  const [chosen, setChosen] = useState<number | null>(null)
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Partial<Record<WithdrawField, FieldError>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [lastBusy, setLastBusy] = useState(busy)
  const amountBox = useRef<HTMLDivElement | null>(null)
  const bankRef = useRef<HTMLInputElement | null>(null)
  const passwordRef = useRef<HTMLInputElement | null>(null)

  // A withdrawal that came back (refused: a wrong password, a limit) leaves the form as it was, less the password.
  if (lastBusy !== busy) {
    setLastBusy(busy)
    if (lastBusy === 'withdraw' && busy === null) setPassword('')
  }

  // The first account unless the member chose another; one no longer bound falls back to it.
  const account = bankAccounts.find((candidate) => candidate.id === chosen) ?? bankAccounts[0] ?? null
  const values = { amount, bankAccountId: account?.id ?? null, paymentPassword: password }

  /** Keeps what changed, and once the form has been submitted re-checks it so a message goes as soon as it is right. */
  const update = (change: Partial<typeof values>) => {
    if (change.amount !== undefined) setAmount(change.amount)
    if (change.bankAccountId !== undefined) setChosen(change.bankAccountId)
    if (change.paymentPassword !== undefined) setPassword(change.paymentPassword)
    if (submitted) setErrors(validateWithdrawal({ ...values, ...change }, requirements, decimals))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (working) return
    setSubmitted(true)
    const found = validateWithdrawal(values, requirements, decimals)
    setErrors(found)
    if (found.amount) amountBox.current?.querySelector('input')?.focus()
    else if (found.bankAccountId) bankRef.current?.focus()
    else if (found.paymentPassword) passwordRef.current?.focus()
    else if (values.bankAccountId !== null) onWithdraw({ amount, bankAccountId: values.bankAccountId, paymentPassword: password })
  }

  const errorText = (field: WithdrawField) => {
    const found = errors[field]
    return found ? t(found.key, { amount: found.amount ? money(found.amount) : '' }) : undefined
  }
  const progress = turnoverProgress(turnover.done, turnover.required, decimals)

  return (
    <Box component="form" noValidate aria-labelledby={formTitleId} aria-busy={busy === 'withdraw' || undefined} onSubmit={submit}>
      <Typography id={formTitleId} ref={headingRef} tabIndex={-1} component="h4" sx={visuallyHidden}>
        {t('withdraw.formTitle')}
      </Typography>
      <Stack spacing={2.5}>
        <Summary>
          <SummaryItem term={t('withdraw.available')}>
            <AmountText value={available} currencySymbol={symbol} decimals={decimals} />
          </SummaryItem>
          <SummaryItem term={t('withdraw.turnover')} note sx={{ mt: { sm: 0.5 }, display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
            {progress.percent >= 100 ? <CheckCircleIcon aria-hidden="true" sx={{ fontSize: 18, color: 'success.main' }} /> : null}
            <span>{t('withdraw.turnoverOf', { done: money(turnover.done), required: money(turnover.required) })}</span>
          </SummaryItem>
        </Summary>

        {/* While a withdrawal runs the limits stay readable. */}
        <MaxAmountRow fieldRef={amountBox} fieldSx={readableHelper} maxLabel={t('withdraw.max')} onMax={() => update({ amount: ceiling })} maxDisabled={working || !/[1-9]/.test(ceiling)}>
          <AmountField
            name="amount"
            label={t('withdraw.amount')}
            value={amount}
            onChange={(next) => update({ amount: next })}
            decimals={decimals}
            currencySymbol={symbol}
            min={min}
            max={ceiling}
            error={errorText('amount')}
            disabled={working}
          />
        </MaxAmountRow>

        <TextField
          select
          fullWidth
          name="bankAccountId"
          label={t('withdraw.bankAccount')}
          value={account ? String(account.id) : ''}
          disabled={working}
          error={Boolean(errors.bankAccountId)}
          helperText={errorText('bankAccountId')}
          inputRef={bankRef}
          onChange={(event) => update({ bankAccountId: Number(event.target.value) })}
          slotProps={{
            select: {
              renderValue: (id) => {
                const picked = bankAccounts.find((candidate) => String(candidate.id) === String(id))
                return picked ? (
                  <Box component="span" sx={{ display: 'flex', gap: 1, minWidth: 0 }}>
                    <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                      {picked.bankName}
                    </Box>
                    <Box component="bdi" sx={{ color: 'text.secondary', flexShrink: 0 }}>
                      {picked.accountNumber}
                    </Box>
                  </Box>
                ) : null
              },
            },
          }}
        >
          {bankAccounts.map((option) => (
            <MenuItem key={option.id} value={String(option.id)}>
              <ListItemText
                primary={option.bankName}
                secondary={
                  <>
                    {option.holderName} · <bdi>{option.accountNumber}</bdi>
                  </>
                }
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                sx={{ my: 0 }}
              />
            </MenuItem>
          ))}
        </TextField>

        <PaymentPasswordField
          label={t('withdraw.paymentPassword')}
          value={password}
          onChange={(next) => update({ paymentPassword: next })}
          error={errorText('paymentPassword')}
          disabled={working}
          inputRef={passwordRef}
        />

        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <ProgressButton
            type="submit"
            variant="contained"
            size="large"
            running={busy === 'withdraw'}
            disabled={working && busy !== 'withdraw'}
            sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 160 } }}
          >
            {busy === 'withdraw' ? t('withdraw.submitting') : t('withdraw.submit')}
          </ProgressButton>
        </Box>
      </Stack>
    </Box>
  )
}
