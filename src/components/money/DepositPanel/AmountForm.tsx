import { useId, useRef, useState, type FormEvent, type RefObject } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import HourglassTopIcon from '@mui/icons-material/HourglassTop'
import { useTranslation } from 'react-i18next'
import type { DepositChannel } from '../../../contract/schemas/money'
import { visuallyHidden } from '../../layout/a11y'
import { AmountField } from '../../primitives/AmountField'
import { useMoney, type MoneyCurrency } from '../../primitives/AmountText'
import { ProgressButton } from '../../primitives/ProgressButton'
import { readableHelper } from '../MoneyPanel'
import { ChannelList, shortAmount } from './ChannelList'
import { depositRequest, quickAmounts, validateDeposit, type DepositField, type DepositFieldError, type DepositRequest } from './depositForm'

interface AmountFormProps {
  channels: readonly DepositChannel[] | null
  expiryMinutes: number
  currency: MoneyCurrency
  busy: boolean
  onSubmit: (request: DepositRequest) => void
  headingRef: RefObject<HTMLHeadingElement | null>
}

/** The form: channel, amount (with quick amounts), the optional codes, and "Deposit". Skeletons while channels load. */
export function AmountForm({ channels, expiryMinutes, currency, busy, onSubmit, headingRef }: AmountFormProps) {
  const { t, i18n } = useTranslation('wallet')
  const formTitleId = useId()
  const codesId = useId()
  const quickId = useId()
  const { symbol, decimals } = currency
  const loading = channels === null

  const [chosen, setChosen] = useState<string | null>(null)
  const [amount, setAmount] = useState('')
  const [codesOpen, setCodesOpen] = useState(false)
  const [bonusCode, setBonusCode] = useState('')
  const [promoCode, setPromoCode] = useState('')
  const [errors, setErrors] = useState<Partial<Record<DepositField, DepositFieldError>>>({})
  const [submitted, setSubmitted] = useState(false)
  const amountBox = useRef<HTMLDivElement | null>(null)
  const bonusRef = useRef<HTMLInputElement | null>(null)
  const promoRef = useRef<HTMLInputElement | null>(null)

  // The first channel unless the member chose another; one no longer offered falls back to it.
  const channel = channels?.find((candidate) => candidate.code === chosen) ?? channels?.[0] ?? null
  const quick = channel ? quickAmounts(channel.min, channel.max, decimals) : []
  const money = useMoney(currency)
  const values = { amount, bonusCode, promoCode }

  /** Keeps what changed, and once the form has been submitted re-checks it so a message goes as soon as it is right. */
  const recheck = (next: { channel?: DepositChannel; amount?: string; bonusCode?: string; promoCode?: string; codesOpen?: boolean }) => {
    const limits = next.channel ?? channel
    if (submitted && limits) setErrors(validateDeposit({ ...values, ...next }, limits, decimals, next.codesOpen ?? codesOpen))
  }
  const changeAmount = (next: string) => {
    setAmount(next)
    recheck({ amount: next })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy || !channel) return
    setSubmitted(true)
    const found = validateDeposit(values, channel, decimals, codesOpen)
    setErrors(found)
    if (found.amount) amountBox.current?.querySelector('input')?.focus()
    else if (found.bonusCode) bonusRef.current?.focus()
    else if (found.promoCode) promoRef.current?.focus()
    else onSubmit(depositRequest(channel.code, values, codesOpen))
  }

  const errorText = (field: DepositField) => {
    const found = errors[field]
    return found ? t(found.key, { channel: channel?.name ?? '', amount: found.limit ? money(found.limit) : '' }) : undefined
  }

  const codeField = (field: 'bonusCode' | 'promoCode', label: string, value: string, set: (value: string) => void, ref: typeof bonusRef) => (
    <TextField
      fullWidth
      name={field}
      label={label}
      value={value}
      disabled={busy}
      inputRef={ref}
      error={Boolean(errors[field])}
      helperText={errorText(field) ?? t('deposit.codeHint')}
      onChange={(event) => {
        set(event.target.value)
        recheck({ [field]: event.target.value })
      }}
      slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false } }}
    />
  )

  return (
    <Box component="form" noValidate aria-labelledby={formTitleId} aria-busy={busy || undefined} onSubmit={submit}>
      <Typography id={formTitleId} ref={headingRef} tabIndex={-1} component="h4" sx={visuallyHidden}>
        {t('deposit.formTitle')}
      </Typography>
      <Stack spacing={2.5}>
        <ChannelList
          channels={channels}
          chosen={channel}
          currency={currency}
          disabled={busy}
          onChoose={(option) => {
            setChosen(option.code)
            recheck({ channel: option })
          }}
        />

        <Stack spacing={1.25}>
          {loading ? (
            <Skeleton variant="rounded" height={56} aria-hidden="true" />
          ) : (
            // While a deposit runs the limits stay readable (a disabled helper's grey is below contrast in dark mode).
            <Box ref={amountBox} sx={readableHelper}>
              <AmountField
                name="amount"
                label={t('deposit.amount')}
                value={amount}
                onChange={changeAmount}
                decimals={decimals}
                currencySymbol={symbol}
                min={channel?.min}
                max={channel?.max}
                error={errorText('amount')}
                disabled={busy}
              />
            </Box>
          )}
          {quick.length > 0 ? (
            <Box role="group" aria-labelledby={quickId} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography id={quickId} variant="body2" component="span" sx={visuallyHidden}>
                {t('deposit.quickAmounts')}
              </Typography>
              {quick.map((value) => {
                const selected = value === amount
                return (
                  <Chip
                    key={value}
                    label={shortAmount(value, i18n.language, decimals)}
                    color={selected ? 'primary' : 'default'}
                    variant={selected ? 'filled' : 'outlined'}
                    aria-pressed={selected}
                    disabled={busy}
                    onClick={() => changeAmount(value)}
                    sx={{ minWidth: 64, fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
                  />
                )
              })}
            </Box>
          ) : null}
        </Stack>

        <Box>
          <Button
            variant="text"
            size="small"
            aria-expanded={codesOpen}
            aria-controls={codesId}
            disabled={busy || loading}
            onClick={() => {
              setCodesOpen(!codesOpen)
              recheck({ codesOpen: !codesOpen })
            }}
            endIcon={<ExpandMoreIcon aria-hidden="true" sx={{ transition: 'transform 150ms', transform: codesOpen ? 'rotate(180deg)' : 'none' }} />}
            sx={{ marginInlineStart: '-5px' }}
          >
            {t('deposit.haveCode')}
          </Button>
          <Box id={codesId} hidden={!codesOpen} sx={{ pt: 1.5 }}>
            {codesOpen ? (
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
                {codeField('bonusCode', t('deposit.bonusCode'), bonusCode, setBonusCode, bonusRef)}
                {codeField('promoCode', t('deposit.promoCode'), promoCode, setPromoCode, promoRef)}
              </Box>
            ) : null}
          </Box>
        </Box>

        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'stretch', sm: 'center' }, gap: 1.5, justifyContent: 'space-between' }}>
          <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start', color: 'text.secondary' }}>
            <HourglassTopIcon aria-hidden="true" sx={{ fontSize: 18, mt: '1px' }} />
            <Typography variant="body2">{t('deposit.expiryHint', { count: expiryMinutes })}</Typography>
          </Box>
          <ProgressButton type="submit" variant="contained" size="large" running={busy} disabled={loading} sx={{ flexShrink: 0, minWidth: { sm: 160 } }}>
            {busy ? t('deposit.submitting') : t('deposit.submit')}
          </ProgressButton>
        </Box>
      </Stack>
    </Box>
  )
}
