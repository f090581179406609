import { useEffect, useId, useRef, useState, type ChangeEvent, type CSSProperties, type FormEvent, type ReactNode, type RefObject } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet'
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined'
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined'
import CancelIcon from '@mui/icons-material/Cancel'
import CasinoIcon from '@mui/icons-material/Casino'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import CloseIcon from '@mui/icons-material/Close'
import CreditCardIcon from '@mui/icons-material/CreditCard'
import EventBusyIcon from '@mui/icons-material/EventBusy'
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined'
import HourglassTopIcon from '@mui/icons-material/HourglassTop'
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined'
import LockOutlinedIcon from '@mui/icons-material/LockOutlined'
import ManageSearchIcon from '@mui/icons-material/ManageSearch'
import PasswordOutlinedIcon from '@mui/icons-material/PasswordOutlined'
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined'
import RefreshIcon from '@mui/icons-material/Refresh'
import ScheduleIcon from '@mui/icons-material/Schedule'
import TimelapseIcon from '@mui/icons-material/Timelapse'
import { useTranslation } from 'react-i18next'
import { tKey } from '../../../../locales'
import type { Withdrawal, WithdrawalReason, WithdrawalRequirements } from '../../../contract/schemas/money'
import { ServerError } from '../../auth/fields'
import { visuallyHidden } from '../../layout/a11y'
import { useLocaleTag } from '../../layout/useLocaleTag'
import { AmountField } from '../../primitives/AmountField'
import { AmountText, formatAmount } from '../../primitives/AmountText'
import { ErrorState } from '../../primitives/ErrorState'
import { LazyTooltip } from '../../primitives/LazyTooltip'
import {
  PROOF_ACCEPT,
  PROOF_MAX_FILES,
  addProofs,
  formatFileSize,
  remainderOf,
  turnoverProgress,
  validateAmountReceived,
  validateWithdrawal,
  withdrawalCeiling,
  type ConfirmRequest,
  type FieldError,
  type ProofRefusal,
  type WithdrawField,
  type WithdrawRequest,
} from './withdrawForm'

export type { ConfirmRequest, WithdrawRequest } from './withdrawForm'

type Currency = { symbol: string; decimals: number }
type Busy = 'withdraw' | 'confirm' | 'upload' | null

export interface WithdrawPanelProps {
  /**
   * What the server says about withdrawing now: whether the member can (and if not, why), the limits, the balance,
   * the turnover, the bound bank accounts and the withdrawal under way; `null` while it loads (skeletons).
   */
  requirements: WithdrawalRequirements | null
  /** The merchant's currency: its symbol (before amounts) and its decimals (what an amount may carry). */
  currency: Currency
  /**
   * The request running, if any: a withdrawal being asked for, a confirmation being sent, or the proofs being
   * uploaded before it. The part it belongs to is disabled and its button shows progress.
   */
  busy: Busy
  /** The last request's failure, already translated by the portal; shown in an alert above the panel. */
  error: string | null
  /** Ask for a withdrawal: the amount (canonical major units, `"500"`), the bank account's id and the payment password. */
  onWithdraw: (request: WithdrawRequest) => void
  /**
   * Go and fix a reason the member cannot withdraw that is fixed elsewhere (bind a bank card, set a real name, set a
   * payment password): the page decides where (the security centre). Offered only for those three reasons.
   */
  onFix: (reason: WithdrawalReason) => void
  /**
   * Say what arrived of a paid withdrawal: all of it, part of it (`amountReceived`, canonical major units, less than
   * the withdrawal), nothing (`proofs`: 1 to 3 PNG or JPEG images of at most 5 MB, which the page uploads first), or,
   * after a part, the rest (`all_received`).
   */
  onConfirm: (request: ConfirmRequest) => void
  /** Ask the server for the requirements again (the withdrawal's state, the balance, the turnover). */
  onRefresh: () => void
}

/** What the panel shows: loading, the form, why the member cannot withdraw, or the state of the withdrawal under way. */
type View = 'loading' | 'form' | 'blocked' | 'pending' | 'paid' | 'partial' | 'not_received' | 'rejected'

/** Answers after which a withdrawal is over (the server does not send those as `current`; treated as none if it did). */
const FINISHED: readonly Withdrawal['confirmation'][] = ['received', 'all_received', 'auto_received']

function viewOf(requirements: WithdrawalRequirements | null): View {
  if (!requirements) return 'loading'
  const current = requirements.current
  if (current && !FINISHED.includes(current.confirmation)) {
    if (current.status === 'pending') return 'pending'
    if (current.status === 'rejected') return 'rejected'
    if (current.confirmation === 'partial') return 'partial'
    if (current.confirmation === 'not_received') return 'not_received'
    return 'paid'
  }
  return requirements.canWithdraw ? 'form' : 'blocked'
}

/** Each state of a withdrawal under way: its headline and sentence, its icon and colour. */
const CURRENT_STATES: Record<'pending' | 'paid' | 'partial' | 'not_received' | 'rejected', { title: string; body: string; icon: ReactNode; colour: string }> = {
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

/** Why a member cannot withdraw: a headline, a sentence, an icon, and the button that goes to fix it where there is one. */
const REASONS: Record<WithdrawalReason, { title: string; body: string; icon: ReactNode; fix?: string }> = {
  BANK_CARD_REQUIRED: {
    title: tKey('wallet:withdraw.reasons.BANK_CARD_REQUIRED.title'),
    body: tKey('wallet:withdraw.reasons.BANK_CARD_REQUIRED.body'),
    icon: <CreditCardIcon />,
    fix: tKey('wallet:withdraw.reasons.BANK_CARD_REQUIRED.fix'),
  },
  REAL_NAME_REQUIRED: {
    title: tKey('wallet:withdraw.reasons.REAL_NAME_REQUIRED.title'),
    body: tKey('wallet:withdraw.reasons.REAL_NAME_REQUIRED.body'),
    icon: <BadgeOutlinedIcon />,
    fix: tKey('wallet:withdraw.reasons.REAL_NAME_REQUIRED.fix'),
  },
  PAYMENT_PASSWORD_REQUIRED: {
    title: tKey('wallet:withdraw.reasons.PAYMENT_PASSWORD_REQUIRED.title'),
    body: tKey('wallet:withdraw.reasons.PAYMENT_PASSWORD_REQUIRED.body'),
    icon: <PasswordOutlinedIcon />,
    fix: tKey('wallet:withdraw.reasons.PAYMENT_PASSWORD_REQUIRED.fix'),
  },
  TURNOVER_NOT_MET: { title: tKey('wallet:withdraw.reasons.TURNOVER_NOT_MET.title'), body: tKey('wallet:withdraw.reasons.TURNOVER_NOT_MET.body'), icon: <CasinoIcon /> },
  PENDING_WITHDRAWAL_EXISTS: {
    title: tKey('wallet:withdraw.reasons.PENDING_WITHDRAWAL_EXISTS.title'),
    body: tKey('wallet:withdraw.reasons.PENDING_WITHDRAWAL_EXISTS.body'),
    icon: <HourglassTopIcon />,
  },
  CONFIRMATION_REQUIRED: {
    title: tKey('wallet:withdraw.reasons.CONFIRMATION_REQUIRED.title'),
    body: tKey('wallet:withdraw.reasons.CONFIRMATION_REQUIRED.body'),
    icon: <FactCheckOutlinedIcon />,
  },
  DAILY_LIMIT_REACHED: { title: tKey('wallet:withdraw.reasons.DAILY_LIMIT_REACHED.title'), body: tKey('wallet:withdraw.reasons.DAILY_LIMIT_REACHED.body'), icon: <EventBusyIcon /> },
  BALANCE_TOO_LOW: { title: tKey('wallet:withdraw.reasons.BALANCE_TOO_LOW.title'), body: tKey('wallet:withdraw.reasons.BALANCE_TOO_LOW.body'), icon: <AccountBalanceWalletIcon /> },
}

/** An amount with the currency's symbol and the language's digits, as one string (for sentences and messages). */
function useMoney(currency: Currency): (value: string) => string {
  const { i18n } = useTranslation('wallet')
  return (value) => `${currency.symbol}\u00a0${formatAmount(value, i18n.language, currency.decimals) ?? value}`
}

/** A date and time in the page's language (the platform's ISO instant shown as is when it cannot be read). */
function useDateTime(): (iso: string) => string {
  const locale = useLocaleTag()
  return (iso) => {
    const date = new Date(iso)
    return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
  }
}

/**
 * The member centre's withdraw page. With a withdrawal under way it shows that instead of the form: being
 * processed; paid and waiting for the member to say what arrived (all, part of it with the amount, or nothing with
 * screenshots as proof, before a deadline after which it counts as received); part received, with "I have now
 * received it all"; nothing received and under review; or refused (the money back in the wallet). Otherwise, when
 * the member cannot withdraw, it lists why, with a button to fix what is fixed elsewhere; else the form: amount
 * (between the minimum and the smaller of the maximum and the balance, checked exactly in integer minor units, with
 * "Max"), the bank account and the payment password; the first field at fault takes focus. When the view changes
 * (a withdrawal made, an answer sent) focus goes to the new view's heading and a polite live region says it.
 * Presentational: the portal's wallet store makes the requests and passes `busy`, `error` and the new requirements back in.
 */
export function WithdrawPanel({ requirements, currency, busy, error, onWithdraw, onFix, onConfirm, onRefresh }: WithdrawPanelProps) {
  const { t } = useTranslation('wallet')
  const titleId = useId()
  const view = viewOf(requirements)

  // The view replaces what was there (the button pressed may have gone): focus goes to its heading, but not on the
  // first render nor when the requirements first arrive.
  const heading = useRef<HTMLHeadingElement | null>(null)
  const shown = useRef(view)
  useEffect(() => {
    if (shown.current === view) return
    const before = shown.current
    shown.current = view
    if (before !== 'loading' && view !== 'loading') heading.current?.focus()
  }, [view])

  const current = requirements?.current ?? null
  const loadFailed = requirements === null && error !== null
  const spoken = view === 'loading' ? (loadFailed ? null : t('withdraw.loading')) : view === 'form' || view === 'blocked' ? null : t(CURRENT_STATES[view].title)

  return (
    <Box component="section" aria-labelledby={titleId} data-testid="withdraw-panel" sx={{ minWidth: 0 }}>
      <Stack spacing={{ xs: 1.5, sm: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id={titleId} component="h3" variant="h5" sx={{ fontWeight: 700, flexGrow: 1 }}>
            {t('withdraw.title')}
          </Typography>
          <LazyTooltip title={t('withdraw.refresh')}>
            <IconButton aria-label={t('withdraw.refresh')} onClick={onRefresh} disabled={busy !== null}>
              <RefreshIcon />
            </IconButton>
          </LazyTooltip>
        </Box>
        {/* Always present, so a change of state is heard: what is loading, or the withdrawal's state. */}
        <Box role="status" sx={visuallyHidden}>
          {spoken}
        </Box>
        {/* A failed first load says so in the panel, with a retry; a failed request says so above it. */}
        {loadFailed ? null : <ServerError message={error} />}
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, backgroundImage: 'none', minWidth: 0 }}>
          {loadFailed ? (
            <ErrorState compact message={error} onRetry={onRefresh} retrying={busy !== null} />
          ) : requirements === null ? (
            <LoadingView />
          ) : current && view !== 'form' && view !== 'blocked' ? (
            <CurrentView key={current.withdrawalId} view={view} withdrawal={current} currency={currency} busy={busy} onConfirm={onConfirm} onRefresh={onRefresh} headingRef={heading} />
          ) : view === 'blocked' ? (
            <BlockedView requirements={requirements} currency={currency} onFix={onFix} headingRef={heading} />
          ) : (
            <WithdrawForm requirements={requirements} currency={currency} busy={busy} onWithdraw={onWithdraw} headingRef={heading} />
          )}
        </Paper>
      </Stack>
    </Box>
  )
}

/** The form's shape while the requirements load (nothing to press yet). */
function LoadingView() {
  return (
    <Stack spacing={2.5} aria-hidden="true">
      <Skeleton variant="rounded" height={72} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={56} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Skeleton variant="rounded" height={42} sx={{ width: { xs: '100%', sm: 160 } }} />
      </Box>
    </Stack>
  )
}

interface WithdrawFormProps {
  requirements: WithdrawalRequirements
  currency: Currency
  busy: Busy
  onWithdraw: (request: WithdrawRequest) => void
  headingRef: RefObject<HTMLHeadingElement | null>
}

/** The form: what can be withdrawn and the turnover, then amount (with Max), bank account, payment password, Withdraw. */
function WithdrawForm({ requirements, currency, busy, onWithdraw, headingRef }: WithdrawFormProps) {
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
              {t('withdraw.available')}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 700, lineHeight: 1.4 }}>
              <AmountText value={available} currencySymbol={symbol} decimals={decimals} />
            </Typography>
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {t('withdraw.turnover')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, mt: { sm: 0.5 }, display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
              {progress.percent >= 100 ? <CheckCircleIcon aria-hidden="true" sx={{ fontSize: 18, color: 'success.main' }} /> : null}
              <span>{t('withdraw.turnoverOf', { done: money(turnover.done), required: money(turnover.required) })}</span>
            </Typography>
          </Box>
        </Box>

        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          {/* While a withdrawal runs the limits stay readable (a disabled helper's grey is below contrast in dark mode). */}
          <Box ref={amountBox} sx={{ flexGrow: 1, minWidth: 0, '& .MuiFormHelperText-root.Mui-disabled:not(.Mui-error)': { color: 'text.secondary' } }}>
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
          </Box>
          <Button variant="outlined" onClick={() => update({ amount: ceiling })} disabled={working || !/[1-9]/.test(ceiling)} sx={{ minHeight: 56, flexShrink: 0 }}>
            {t('withdraw.max')}
          </Button>
        </Box>

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

        <TextField
          fullWidth
          type="password"
          name="paymentPassword"
          label={t('withdraw.paymentPassword')}
          value={password}
          disabled={working}
          inputRef={passwordRef}
          error={Boolean(errors.paymentPassword)}
          helperText={errorText('paymentPassword')}
          onChange={(event) => update({ paymentPassword: event.target.value })}
          slotProps={{ htmlInput: { autoComplete: 'off', inputMode: 'numeric', maxLength: 64, autoCapitalize: 'none', spellCheck: false } }}
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

interface BlockedViewProps {
  requirements: WithdrawalRequirements
  currency: Currency
  onFix: (reason: WithdrawalReason) => void
  headingRef: RefObject<HTMLHeadingElement | null>
}

/** Why the member cannot withdraw now, one reason a row, each with what to do and, where it is fixed elsewhere, a button. */
function BlockedView({ requirements, currency, onFix, headingRef }: BlockedViewProps) {
  const { t } = useTranslation('wallet')
  const headingId = useId()
  const money = useMoney(currency)
  const { turnover } = requirements
  const progress = turnoverProgress(turnover.done, turnover.required, currency.decimals)
  const values = {
    done: money(turnover.done),
    required: money(turnover.required),
    remaining: money(progress.remaining),
    available: money(requirements.available),
    min: money(requirements.min),
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack spacing={2}>
        <StateHeading icon={<LockOutlinedIcon />} colour="text.secondary" id={headingId} headingRef={headingRef} title={t('withdraw.blocked.title')} body={t('withdraw.blocked.body')} />
        <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {requirements.reasons.map((reason) => {
            const about = REASONS[reason]
            return (
              <Box
                component="li"
                key={reason}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', sm: 'auto minmax(0, 1fr) auto' },
                  columnGap: 1.5,
                  rowGap: 1,
                  alignItems: 'center',
                  paddingInline: 1.5,
                  paddingBlock: 1.25,
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                }}
              >
                <Box
                  aria-hidden="true"
                  sx={{ alignSelf: 'start', display: 'grid', placeItems: 'center', width: 36, height: 36, borderRadius: '50%', bgcolor: 'action.hover', color: 'primary.main', '& svg': { fontSize: 20 } }}
                >
                  {about.icon}
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="p" variant="subtitle2" sx={{ fontWeight: 700, lineHeight: 1.4 }}>
                    {t(about.title)}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
                    {t(about.body, values)}
                  </Typography>
                  {reason === 'TURNOVER_NOT_MET' ? (
                    <Box sx={{ mt: 1 }}>
                      <LinearProgress
                        variant="determinate"
                        value={progress.percent}
                        aria-label={t('withdraw.turnover')}
                        aria-valuetext={t('withdraw.turnoverOf', { done: values.done, required: values.required })}
                        sx={{ height: 8, borderRadius: 4 }}
                      />
                      <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                        {t('withdraw.turnoverOf', { done: values.done, required: values.required })}
                      </Typography>
                    </Box>
                  ) : null}
                </Box>
                {about.fix ? (
                  <Button variant="outlined" size="small" onClick={() => onFix(reason)} sx={{ gridColumn: { xs: 2, sm: 3 }, justifySelf: 'start', whiteSpace: 'nowrap' }}>
                    {t(about.fix)}
                  </Button>
                ) : null}
              </Box>
            )
          })}
        </Box>
      </Stack>
    </Box>
  )
}

/** A view's icon, headline (which takes focus when the view replaces another) and sentence. */
function StateHeading({
  icon,
  colour,
  id,
  headingRef,
  title,
  body,
}: {
  icon: ReactNode
  colour: string
  id: string
  headingRef: RefObject<HTMLHeadingElement | null>
  title: string
  body: ReactNode
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box aria-hidden="true" sx={{ color: colour, lineHeight: 0, '& svg': { fontSize: { xs: 32, sm: 40 } } }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography id={id} ref={headingRef} tabIndex={-1} component="h4" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3, outline: 'none' }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {body}
        </Typography>
      </Box>
    </Box>
  )
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
function CurrentView({ view, withdrawal, currency, busy, onConfirm, onRefresh, headingRef }: CurrentViewProps) {
  const { t } = useTranslation('wallet')
  const headingId = useId()
  const money = useMoney(currency)
  const dateTime = useDateTime()
  const state = CURRENT_STATES[view as keyof typeof CURRENT_STATES]
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
        <StateHeading icon={state.icon} colour={state.colour} id={headingId} headingRef={headingRef} title={t(state.title)} body={body} />

        <Box component="dl" sx={{ m: 0, borderRadius: 1, bgcolor: 'action.hover', paddingInline: 1.5, paddingBlock: 0.5 }}>
          {details.map(([label, value], index) => (
            <Box
              key={label}
              sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2, rowGap: 0.25, paddingBlock: { xs: 0.5, sm: 0.75 }, borderTop: index ? 1 : 0, borderColor: 'divider' }}
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
function ConfirmStep({ withdrawal, currency, busy, onConfirm }: ConfirmStepProps) {
  const { t } = useTranslation('wallet')
  const locale = useLocaleTag()
  const money = useMoney(currency)
  const questionId = useId()
  const outcomeErrorId = useId()
  const proofsLabelId = useId()
  const proofsHintId = useId()
  const proofsErrorId = useId()
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
  const proofMessages = [...refused.map((refusal) => t(refusal.key, { name: refusal.name, count: PROOF_MAX_FILES })), ...(errors.proofs ? [errorText('proofs')] : [])]
  const full = files.length >= PROOF_MAX_FILES

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
            <Box ref={amountBox} sx={{ '& .MuiFormHelperText-root.Mui-disabled:not(.Mui-error)': { color: 'text.secondary' } }}>
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
          <Box role="group" aria-labelledby={proofsLabelId}>
            <Typography id={proofsLabelId} component="p" variant="subtitle2" sx={{ fontWeight: 700 }}>
              {t('withdraw.confirm.proofs')}
            </Typography>
            <Typography id={proofsHintId} variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
              {t('withdraw.confirm.proofsHint', { count: PROOF_MAX_FILES })}
            </Typography>
            {files.length > 0 ? (
              <Box component="ul" aria-labelledby={proofsLabelId} sx={{ listStyle: 'none', m: 0, p: 0, mt: 1, display: 'grid', gap: 0.75 }}>
                {files.map((file) => (
                  <Box
                    component="li"
                    key={`${file.name}-${file.size}-${file.lastModified}`}
                    sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, paddingInlineStart: 1.25, paddingBlock: 0.25, borderRadius: 1, border: 1, borderColor: 'divider' }}
                  >
                    <ImageOutlinedIcon aria-hidden="true" sx={{ fontSize: 20, color: 'text.secondary', flexShrink: 0 }} />
                    <Typography variant="body2" noWrap title={file.name} sx={{ minWidth: 0, flexGrow: 1 }}>
                      <bdi>{file.name}</bdi>
                    </Typography>
                    <Typography variant="caption" sx={{ color: 'text.secondary', flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
                      {formatFileSize(file.size, locale)}
                    </Typography>
                    <IconButton size="small" aria-label={t('withdraw.confirm.remove', { name: file.name })} onClick={() => remove(file)} disabled={working}>
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </Box>
                ))}
              </Box>
            ) : null}
            {/* The label looks like a button; the file input inside it is what takes focus and opens the picker. */}
            <Button
              component="label"
              role={undefined}
              tabIndex={-1}
              variant="outlined"
              disabled={working || full}
              startIcon={<AddPhotoAlternateOutlinedIcon aria-hidden="true" />}
              sx={{ mt: 1, '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '2px' } }}
            >
              {t('withdraw.confirm.addProofs')}
              <input
                ref={fileInput}
                type="file"
                name="proofs"
                accept={PROOF_ACCEPT}
                multiple
                disabled={working || full}
                onChange={pick}
                aria-describedby={proofMessages.length ? `${proofsHintId} ${proofsErrorId}` : proofsHintId}
                aria-invalid={errors.proofs ? true : undefined}
                style={visuallyHidden as CSSProperties}
              />
            </Button>
            {proofMessages.length ? (
              <Box id={proofsErrorId} role="alert" sx={{ mt: 0.75 }}>
                {proofMessages.map((message) => (
                  <Typography key={message} variant="caption" component="p" sx={{ color: 'error.main' }}>
                    {message}
                  </Typography>
                ))}
              </Box>
            ) : null}
          </Box>
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

/**
 * A button whose request may be running: then it shows progress, says so (aria-busy) and ignores presses, but keeps
 * focus (aria-disabled rather than disabled, so a keyboard user is not thrown back to the top of the page).
 */
function ProgressButton({
  running,
  disabled,
  onClick,
  icon,
  children,
  ...props
}: {
  running: boolean
  disabled: boolean
  onClick?: () => void
  icon?: ReactNode
  children: ReactNode
  type?: 'submit'
  variant: 'outlined' | 'contained'
  size?: 'large'
  sx?: object
}) {
  return (
    <Button
      {...props}
      disabled={disabled}
      onClick={running ? (event) => event.preventDefault() : onClick}
      aria-disabled={running || undefined}
      aria-busy={running || undefined}
      startIcon={running ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : icon}
    >
      {children}
    </Button>
  )
}
