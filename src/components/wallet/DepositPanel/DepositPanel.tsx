import { useEffect, useId, useRef, useState, type CSSProperties, type FormEvent, type ReactNode, type RefObject } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AccountBalanceIcon from '@mui/icons-material/AccountBalance'
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet'
import CancelIcon from '@mui/icons-material/Cancel'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import CreditCardIcon from '@mui/icons-material/CreditCard'
import CurrencyBitcoinIcon from '@mui/icons-material/CurrencyBitcoin'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import HourglassTopIcon from '@mui/icons-material/HourglassTop'
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined'
import QrCode2Icon from '@mui/icons-material/QrCode2'
import RefreshIcon from '@mui/icons-material/Refresh'
import TimerOffIcon from '@mui/icons-material/TimerOff'
import { useTranslation } from 'react-i18next'
import { tKey } from '../../../../locales'
import type { DepositChannel, DepositChannelType, DepositOrder, DepositStatus } from '../../../contract/schemas/money'
import { ServerError } from '../../auth/fields'
import { visuallyHidden } from '../../layout/a11y'
import { useLocaleTag } from '../../layout/useLocaleTag'
import { AmountField } from '../../primitives/AmountField'
import { AmountText, formatAmount } from '../../primitives/AmountText'
import { EmptyState } from '../../primitives/EmptyState'
import { depositRequest, quickAmounts, validateDeposit, type DepositField, type DepositFieldError, type DepositRequest } from './depositForm'

export type { DepositRequest } from './depositForm'

export interface DepositPanelProps {
  /** The deposit channels the merchant offers, in its order; `null` while they load (skeletons), `[]` when none is open. */
  channels: readonly DepositChannel[] | null
  /** How long a deposit waits for its payment before it expires, in minutes; said under the form ("pay within N minutes"). */
  expiryMinutes: number
  /** The merchant's currency: its symbol (before amounts) and its decimals (what an amount may carry). */
  currency: { symbol: string; decimals: number }
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

/** An icon per kind of channel (decorative: the channel's name says what it is). */
const CHANNEL_ICONS: Record<DepositChannelType, ReactNode> = {
  bank: <AccountBalanceIcon />,
  ewallet: <AccountBalanceWalletIcon />,
  qr: <QrCode2Icon />,
  crypto: <CurrencyBitcoinIcon />,
  card: <CreditCardIcon />,
}

/** What to expect from each kind of channel, said under the picker for the chosen one. */
const CHANNEL_HINTS: Record<DepositChannelType, string> = {
  bank: tKey('wallet:deposit.channelHints.bank'),
  ewallet: tKey('wallet:deposit.channelHints.ewallet'),
  qr: tKey('wallet:deposit.channelHints.qr'),
  crypto: tKey('wallet:deposit.channelHints.crypto'),
  card: tKey('wallet:deposit.channelHints.card'),
}

/** Each state of an order: its headline and sentence (also spoken by the live region), its icon and colour. */
const ORDER_STATES: Record<DepositStatus, { title: string; body: string; icon: ReactNode; colour: string }> = {
  pending: { title: tKey('wallet:deposit.order.pending.title'), body: tKey('wallet:deposit.order.pending.body'), icon: <HourglassTopIcon />, colour: 'primary.main' },
  success: { title: tKey('wallet:deposit.order.success.title'), body: tKey('wallet:deposit.order.success.body'), icon: <CheckCircleIcon />, colour: 'success.main' },
  failed: { title: tKey('wallet:deposit.order.failed.title'), body: tKey('wallet:deposit.order.failed.body'), icon: <CancelIcon />, colour: 'error.main' },
  expired: { title: tKey('wallet:deposit.order.expired.title'), body: tKey('wallet:deposit.order.expired.body'), icon: <TimerOffIcon />, colour: 'text.secondary' },
}

/** An amount as short as it is exact: `100` for 100.00, `0.50` for half a unit (limits and quick amounts). */
function shortAmount(value: string, language: string, decimals: number): string {
  const whole = !/\.\d*[1-9]/.test(value)
  return formatAmount(value, language, whole ? 0 : decimals) ?? value
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
  const { t, i18n } = useTranslation('wallet')
  const titleId = useId()
  const { symbol, decimals } = currency
  const loading = channels === null
  const money = (value: string) => `${symbol}\u00a0${formatAmount(value, i18n.language, decimals) ?? value}`
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
    <Box component="section" aria-labelledby={titleId} data-testid="deposit-panel" sx={{ minWidth: 0 }}>
      <Stack spacing={{ xs: 1.5, sm: 2 }}>
        <Typography id={titleId} component="h3" variant="h5" sx={{ fontWeight: 700 }}>
          {t('deposit.title')}
        </Typography>
        {/* Always present, so a change of state is heard: what is loading, or the order's state. */}
        <Box role="status" sx={visuallyHidden}>
          {spoken}
        </Box>
        <ServerError message={error} />
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, backgroundImage: 'none', minWidth: 0 }}>
          {order ? (
            <OrderView order={order} channelName={channelName(order.channelCode)} currency={currency} busy={busy} onCheck={onCheck} onReset={onReset} headingRef={orderHeading} />
          ) : null}
          {channels !== null && channels.length === 0 ? (
            order ? null : <EmptyState compact icon={<PaymentsOutlinedIcon />} title={t('deposit.unavailable.title')} description={t('deposit.unavailable.description')} />
          ) : (
            // Kept (hidden) while an order is shown, so "Try again" finds the channel and amount the member chose.
            <Box hidden={order !== null}>
              <DepositForm channels={channels} expiryMinutes={expiryMinutes} currency={currency} busy={busy} onSubmit={onSubmit} headingRef={formHeading} />
            </Box>
          )}
        </Paper>
      </Stack>
    </Box>
  )
}

interface DepositFormProps {
  channels: readonly DepositChannel[] | null
  expiryMinutes: number
  currency: { symbol: string; decimals: number }
  busy: boolean
  onSubmit: (request: DepositRequest) => void
  headingRef: RefObject<HTMLHeadingElement | null>
}

/** The form: channel, amount (with quick amounts), the optional codes, and "Deposit". Skeletons while channels load. */
function DepositForm({ channels, expiryMinutes, currency, busy, onSubmit, headingRef }: DepositFormProps) {
  const { t, i18n } = useTranslation('wallet')
  const formTitleId = useId()
  const channelLabelId = useId()
  const hintId = useId()
  const codesId = useId()
  const quickId = useId()
  const radioName = useId()
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
  const money = (value: string) => `${symbol}\u00a0${formatAmount(value, i18n.language, decimals) ?? value}`
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
        <Box>
          <Typography id={channelLabelId} component="p" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
            {t('deposit.channel')}
          </Typography>
          {channels === null ? (
            <ChannelGrid>
              {[0, 1, 2, 3].map((index) => (
                <Skeleton key={index} variant="rounded" height={96} aria-hidden="true" />
              ))}
            </ChannelGrid>
          ) : (
            <ChannelGrid role="radiogroup" labelledBy={channelLabelId} describedBy={channel ? hintId : undefined}>
              {channels.map((option) => (
                <ChannelCard
                  key={option.code}
                  name={radioName}
                  channel={option}
                  checked={option.code === channel?.code}
                  disabled={busy}
                  limits={`${symbol}${shortAmount(option.min, i18n.language, decimals)} – ${symbol}${shortAmount(option.max, i18n.language, decimals)}`}
                  limitsSpoken={t('deposit.limitsSpoken', { min: money(option.min), max: money(option.max) })}
                  onChoose={() => {
                    setChosen(option.code)
                    recheck({ channel: option })
                  }}
                />
              ))}
            </ChannelGrid>
          )}
          {channel ? (
            <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start', color: 'text.secondary', mt: 1 }}>
              <InfoOutlinedIcon aria-hidden="true" sx={{ fontSize: 18, mt: '1px' }} />
              <Typography id={hintId} variant="body2">
                {t(CHANNEL_HINTS[channel.type])}
              </Typography>
            </Box>
          ) : null}
        </Box>

        <Stack spacing={1.25}>
          {loading ? (
            <Skeleton variant="rounded" height={56} aria-hidden="true" />
          ) : (
            // While a deposit runs the limits stay readable (a disabled helper's grey is below contrast in dark mode).
            <Box ref={amountBox} sx={{ '& .MuiFormHelperText-root.Mui-disabled:not(.Mui-error)': { color: 'text.secondary' } }}>
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
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={loading}
            onClick={busy ? (event) => event.preventDefault() : undefined}
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
            sx={{ flexShrink: 0, minWidth: { sm: 160 } }}
          >
            {busy ? t('deposit.submitting') : t('deposit.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  )
}

/** The channel cards' grid: two a row on a phone, up to four on a wide screen. */
function ChannelGrid({ role, labelledBy, describedBy, children }: { role?: 'radiogroup'; labelledBy?: string; describedBy?: string; children: ReactNode }) {
  return (
    <Box
      role={role}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 136px), 1fr))' }}
    >
      {children}
    </Box>
  )
}

/**
 * One channel as a card holding a real radio (visually hidden), so the arrow keys move between channels and Tab
 * enters and leaves the group as they do for radios; the card shows the focus ring of its radio.
 */
function ChannelCard({
  name,
  channel,
  checked,
  disabled,
  limits,
  limitsSpoken,
  onChoose,
}: {
  name: string
  channel: DepositChannel
  checked: boolean
  disabled: boolean
  limits: string
  limitsSpoken: string
  onChoose: () => void
}) {
  const nameId = useId()
  const limitsId = useId()
  return (
    <Box
      component="label"
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: 0.75,
        minWidth: 0,
        paddingBlock: 1.25,
        paddingInline: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: checked ? 'primary.main' : 'divider',
        boxShadow: (theme) => (checked ? `inset 0 0 0 1px ${theme.vars?.palette.primary.main ?? theme.palette.primary.main}` : 'none'),
        bgcolor: checked ? 'action.selected' : 'transparent',
        cursor: disabled ? 'default' : 'pointer',
        transition: 'border-color 120ms, background-color 120ms',
        '&:hover': disabled ? undefined : { borderColor: 'primary.main' },
        '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
      }}
    >
      <input
        type="radio"
        name={name}
        value={channel.code}
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
        aria-labelledby={nameId}
        aria-describedby={limitsId}
        style={visuallyHidden as CSSProperties}
      />
      <Box aria-hidden="true" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', alignSelf: 'stretch' }}>
        <Box
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 32,
            height: 32,
            borderRadius: '50%',
            color: checked ? 'primary.contrastText' : 'primary.main',
            bgcolor: checked ? 'primary.main' : 'action.hover',
            '& svg': { fontSize: 18 },
          }}
        >
          {CHANNEL_ICONS[channel.type]}
        </Box>
        {/* The radio's own mark: a ring, filled when chosen (the real radio is hidden under the card). */}
        <Box
          sx={{
            width: 18,
            height: 18,
            borderRadius: '50%',
            border: 2,
            borderColor: checked ? 'primary.main' : 'text.secondary',
            boxShadow: (theme) => (checked ? `inset 0 0 0 3px ${theme.vars?.palette.background.paper ?? theme.palette.background.paper}` : 'none'),
            bgcolor: checked ? 'primary.main' : 'transparent',
          }}
        />
      </Box>
      <Box sx={{ minWidth: 0, alignSelf: 'stretch' }}>
        <Typography id={nameId} variant="body2" sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'break-word' }}>
          {channel.name}
        </Typography>
        <Typography id={limitsId} variant="caption" component="p" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums', lineHeight: 1.4, mt: 0.25 }}>
          <span aria-hidden="true">
            <bdi>{limits}</bdi>
          </span>
          <Box component="span" sx={visuallyHidden}>
            {limitsSpoken}
          </Box>
        </Typography>
      </Box>
    </Box>
  )
}

interface OrderViewProps {
  order: DepositOrder
  channelName: string
  currency: { symbol: string; decimals: number }
  busy: boolean
  onCheck: () => void
  onReset: () => void
  headingRef: RefObject<HTMLHeadingElement | null>
}

/** The deposit just made: its state, what it was, and what the member can do next. */
function OrderView({ order, channelName, currency, busy, onCheck, onReset, headingRef }: OrderViewProps) {
  const { t, i18n } = useTranslation('wallet')
  const locale = useLocaleTag()
  const headingId = useId()
  const newTabId = useId()
  const state = ORDER_STATES[order.status]
  const money = `${currency.symbol}\u00a0${formatAmount(order.amount, i18n.language, currency.decimals) ?? order.amount}`
  const expires = new Date(order.expiresAt)
  const expiresText = Number.isNaN(expires.getTime()) ? order.expiresAt : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(expires)
  const pending = order.status === 'pending'

  const details: [string, ReactNode][] = [
    [t('deposit.order.amount'), <AmountText key="amount" value={order.amount} currencySymbol={currency.symbol} decimals={currency.decimals} />],
    [t('deposit.order.channel'), channelName],
    [t('deposit.order.orderId'), <bdi key="id">{order.orderId}</bdi>],
  ]
  if (pending) details.push([t('deposit.order.expiresAt'), <time key="expires" dateTime={order.expiresAt}>{expiresText}</time>])

  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={busy || undefined}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <Box aria-hidden="true" sx={{ color: state.colour, lineHeight: 0, '& svg': { fontSize: 40 } }}>
            {state.icon}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={headingId} ref={headingRef} tabIndex={-1} component="h4" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3, outline: 'none' }}>
              {t(state.title)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {t(state.body, { amount: money, channel: channelName })}
            </Typography>
          </Box>
        </Box>

        <Box component="dl" sx={{ m: 0, borderRadius: 1, bgcolor: 'action.hover', paddingInline: 1.5, paddingBlock: 0.5 }}>
          {details.map(([label, value], index) => (
            <Box
              key={label}
              sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2, rowGap: 0.25, paddingBlock: 0.75, borderTop: index ? 1 : 0, borderColor: 'divider' }}
            >
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere', textAlign: 'end' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>

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
              <Button
                variant="outlined"
                onClick={busy ? undefined : onCheck}
                aria-disabled={busy || undefined}
                aria-busy={busy || undefined}
                startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <RefreshIcon aria-hidden="true" />}
                sx={{ flexGrow: { xs: 1, sm: 0 } }}
              >
                {busy ? t('deposit.order.checking') : t('deposit.order.check')}
              </Button>
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
