import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import Box from '@mui/material/Box'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { tKey } from '../../../../locales'
import type { Withdrawal } from '../../../contract/schemas/money'
import { AmountField } from '../../primitives/AmountField'
import { AmountText, useMoney } from '../../primitives/AmountText'
import { ProgressButton } from '../../primitives/ProgressButton'
import { readableHelper } from '../MoneyPanel'
import { ProofsField } from './ProofsField'
import { PROOF_MAX_FILES, addProofs, remainderOf, validateAmountReceived, type ConfirmRequest, type FieldError, type ProofRefusal } from './withdrawForm'
import type { Busy, Currency } from './withdrawView'

type Outcome = 'received' | 'partial' | 'not_received'
type ConfirmField = 'outcome' | 'amountReceived' | 'proofs'

const OUTCOMES: { value: Outcome; label: string }[] = [
  { value: 'received', label: tKey('wallet:withdraw.confirm.received') },
  { value: 'partial', label: tKey('wallet:withdraw.confirm.partial') },
  { value: 'not_received', label: tKey('wallet:withdraw.confirm.notReceived') },
]

interface ConfirmStepProps {
  withdrawal: Withdrawal
  currency: Currency
  busy: Busy
  onConfirm: (request: ConfirmRequest) => void
}

/**
 * What arrived of a paid withdrawal, as a radio group: all of it; part of it (the amount received, with what is
 * still to come worked out exactly); or nothing (screenshots of the bank statement as proof). Then Confirm.
 */
export function ConfirmStep({ withdrawal, currency, busy, onConfirm }: ConfirmStepProps) {
  const { t } = useTranslation('wallet')
  const money = useMoney(currency)
  const questionId = useId()
  const outcomeErrorId = useId()
  const { symbol, decimals } = currency
  const working = busy !== null
  const sending = busy === 'confirm' || busy === 'upload'

  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [amountReceived, setAmountReceived] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const [refused, setRefused] = useState<ProofRefusal[]>([])
  const [errors, setErrors] = useState<Partial<Record<ConfirmField, FieldError>>>({})
  const [submitted, setSubmitted] = useState(false)
  const outcomesBox = useRef<HTMLDivElement | null>(null)
  const amountBox = useRef<HTMLDivElement | null>(null)
  const fileInput = useRef<HTMLInputElement | null>(null)

  const validate = (next: { outcome: Outcome | null; amountReceived: string; files: readonly File[] }) => {
    const found: Partial<Record<ConfirmField, FieldError>> = {}
    if (next.outcome === null) found.outcome = { key: tKey('wallet:withdraw.errors.outcomeRequired') }
    if (next.outcome === 'partial') {
      const fault = validateAmountReceived(next.amountReceived, withdrawal.amount, decimals)
      if (fault) found.amountReceived = fault
    }
    if (next.outcome === 'not_received' && next.files.length === 0) found.proofs = { key: tKey('wallet:withdraw.errors.proofRequired') }
    return found
  }
  const state = { outcome, amountReceived, files }
  const recheck = (change: Partial<typeof state>) => {
    if (submitted) setErrors(validate({ ...state, ...change }))
  }

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])]
    // Cleared, so picking the same file again (after removing it) is a change too.
    event.target.value = ''
    const result = addProofs(files, picked)
    setFiles(result.files)
    setRefused(result.refused)
    recheck({ files: result.files })
  }
  // The row (and its button) removed has gone: focus goes to the picker, once it is enabled again (it is off when full).
  const refocus = useRef(false)
  useEffect(() => {
    if (!refocus.current) return
    refocus.current = false
    fileInput.current?.focus()
  }, [files])
  const remove = (file: File) => {
    const next = files.filter((kept) => kept !== file)
    setFiles(next)
    setRefused([])
    recheck({ files: next })
    refocus.current = true
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (working) return
    setSubmitted(true)
    const found = validate(state)
    setErrors(found)
    if (found.outcome) outcomesBox.current?.querySelector('input')?.focus()
    else if (found.amountReceived) amountBox.current?.querySelector('input')?.focus()
    else if (found.proofs) fileInput.current?.focus()
    else if (outcome === 'received') onConfirm({ withdrawalId: withdrawal.withdrawalId, outcome })
    else if (outcome === 'partial') onConfirm({ withdrawalId: withdrawal.withdrawalId, outcome, amountReceived })
    else if (outcome === 'not_received') onConfirm({ withdrawalId: withdrawal.withdrawalId, outcome, proofs: files })
  }

  const errorText = (field: ConfirmField) => {
    const found = errors[field]
    return found ? t(found.key, { amount: found.amount ? money(found.amount) : '' }) : undefined
  }
  const remainder = outcome === 'partial' && !validateAmountReceived(amountReceived, withdrawal.amount, decimals) ? remainderOf(withdrawal.amount, amountReceived, decimals) : null
  const proofMessages = [...refused.map((refusal) => t(refusal.key, { name: refusal.name, count: PROOF_MAX_FILES })), ...(errors.proofs ? [errorText('proofs') ?? ''] : [])]

  return (
    <Box component="form" noValidate aria-labelledby={questionId} aria-busy={sending || undefined} onSubmit={submit}>
      <Stack spacing={{ xs: 1.5, sm: 2 }}>
        <Box>
          <Typography id={questionId} component="p" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
            {t('withdraw.confirm.question')}
          </Typography>
          <RadioGroup
            ref={outcomesBox}
            aria-labelledby={questionId}
            aria-describedby={errors.outcome ? outcomeErrorId : undefined}
            name={`outcome-${questionId}`}
            value={outcome ?? ''}
            onChange={(event) => {
              const next = event.target.value as Outcome
              setOutcome(next)
              recheck({ outcome: next })
            }}
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 1 }}
          >
            {OUTCOMES.map((option) => {
              const checked = outcome === option.value
              return (
                <FormControlLabel
                  key={option.value}
                  value={option.value}
                  disabled={working}
                  control={<Radio size="small" />}
                  label={t(option.label)}
                  sx={{
                    m: 0,
                    minWidth: 0,
                    paddingInlineEnd: 1.5,
                    borderRadius: 1,
                    border: 1,
                    borderColor: checked ? 'primary.main' : errors.outcome ? 'error.main' : 'divider',
                    bgcolor: checked ? 'action.selected' : 'transparent',
                    '& .MuiFormControlLabel-label': { typography: 'body2', fontWeight: checked ? 700 : 400, lineHeight: 1.3, paddingBlock: { xs: 0.75, sm: 1 } },
                    '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
                  }}
                />
              )
            })}
          </RadioGroup>
          {errors.outcome ? (
            <Typography id={outcomeErrorId} variant="caption" component="p" sx={{ color: 'error.main', mt: 0.75, marginInline: 1.75 }}>
              {errorText('outcome')}
            </Typography>
          ) : null}
        </Box>

        {outcome === 'partial' ? (
          <Box>
            <Box ref={amountBox} sx={readableHelper}>
              <AmountField
                name="amountReceived"
                label={t('withdraw.confirm.amountReceived')}
                value={amountReceived}
                onChange={(next) => {
                  setAmountReceived(next)
                  recheck({ amountReceived: next })
                }}
                decimals={decimals}
                currencySymbol={symbol}
                error={errorText('amountReceived')}
                disabled={working}
              />
            </Box>
            <Typography variant="body2" aria-live="polite" sx={{ mt: 1, color: 'text.secondary' }}>
              {remainder !== null ? (
                <>
                  {t('withdraw.confirm.remainder')}{' '}
                  <Box component="span" sx={{ color: 'text.primary', fontWeight: 700 }}>
                    <AmountText value={remainder} currencySymbol={symbol} decimals={decimals} />
                  </Box>
                </>
              ) : null}
            </Typography>
          </Box>
        ) : null}

        {outcome === 'not_received' ? (
          <ProofsField files={files} messages={proofMessages} invalid={Boolean(errors.proofs)} disabled={working} inputRef={fileInput} onPick={pick} onRemove={remove} />
        ) : null}

        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <ProgressButton
            type="submit"
            variant="contained"
            size="large"
            running={sending}
            disabled={working && !sending}
            sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 160 } }}
          >
            {busy === 'upload' ? t('withdraw.confirm.uploading') : busy === 'confirm' ? t('withdraw.current.confirming') : t('withdraw.confirm.submit')}
          </ProgressButton>
        </Box>
      </Stack>
    </Box>
  )
}
