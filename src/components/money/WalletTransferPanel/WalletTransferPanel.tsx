import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet'
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined'
import MoveDownIcon from '@mui/icons-material/MoveDown'
import RefreshIcon from '@mui/icons-material/Refresh'
import SwapHorizIcon from '@mui/icons-material/SwapHoriz'
import SwapVertIcon from '@mui/icons-material/SwapVert'
import { useTranslation } from 'react-i18next'
import { tKey } from '../../../../locales'
import { toMajorString, toMinorUnits } from '../../../contract/money'
import type { WalletBalance } from '../../../contract/schemas/money'
import { ServerError } from '../../accounts/fields'
import { visuallyHidden } from '../../layout/a11y'
import { AmountField } from '../../primitives/AmountField'
import { AmountText, useMoney } from '../../primitives/AmountText'
import { LazyTooltip } from '../../primitives/LazyTooltip'
import { ProgressButton } from '../../primitives/ProgressButton'
import { MaxAmountRow } from '../MoneyPanel'

/** The main wallet's name on the wire (vendor codes are upper case, so it never clashes with one). */
const MAIN_WALLET = 'main'

export interface WalletTransferPanelProps {
  /** The member's balances (major-unit decimal strings); `null` while they load: skeletons are shown, not 0.00. */
  balance: WalletBalance | null
  /** The vendor wallets a member can use besides main, in the merchant's order; one missing from `balance` reads 0.00. */
  vendors: readonly { vendorCode: string; name: string }[]
  /** The merchant keeps one wallet: only the main balance is shown, with a note that there is nothing to transfer. */
  isSingle: boolean
  /** The merchant's currency: its symbol (before amounts) and its decimals (what an amount may carry). */
  currency: { symbol: string; decimals: number }
  /** The request running, if any: the form and buttons are disabled and the running one shows progress. */
  busy: 'transfer' | 'recall' | null
  /** The last request's failure, already translated by the portal; shown in an alert. */
  error: string | null
  /** Move `amount` (canonical major units, `"100.5"`) from one wallet to another: `'main'` or a vendor code. */
  onTransfer: (request: { from: string; to: string; amount: string }) => void
  /** Bring every vendor wallet back to the main wallet (offered only when one of them holds money). */
  onRecallAll: () => void
  /** Ask the server for the balances again; shown as a refresh button beside the heading when given. */
  onRefresh?: () => void
}

type Field = 'from' | 'to' | 'amount'
type FieldError = { key: string; values?: Record<string, string> }

/** A canonical amount in integer minor units, or null when it is not one the currency can hold (or is negative). */
function minorOrNull(amount: string, decimals: number): bigint | null {
  try {
    return toMinorUnits(amount, decimals, { negative: false })
  } catch {
    return null
  }
}

/** Each wallet's balance in integer minor units (a vendor without a row holds 0), or null while loading. */
function balancesOf(balance: WalletBalance | null, vendorCodes: readonly string[], decimals: number): Map<string, bigint> | null {
  if (!balance) return null
  const minor = (value: string | undefined) => {
    if (value === undefined) return 0n
    try {
      return toMinorUnits(value, decimals)
    } catch {
      return 0n
    }
  }
  const map = new Map<string, bigint>([[MAIN_WALLET, minor(balance.wallets.find((wallet) => wallet.kind === 'main')?.balance)]])
  for (const code of vendorCodes) map.set(code, minor(balance.wallets.find((wallet) => wallet.kind === 'vendor' && wallet.vendorCode === code)?.balance))
  return map
}

/**
 * The member centre's wallet page (transferFund): the main wallet and one wallet per vendor with their balances, a
 * form that moves an amount from one wallet to another, and "recall all", which brings every vendor wallet back to
 * the main one. The form checks itself before anything is sent: two different wallets, an amount above zero and
 * no more than the source holds, compared exactly in integer minor units; the first field at fault takes focus.
 * With a single-wallet merchant it shows the main balance and says there is nothing to move. Presentational: the
 * portal's wallet store sends the requests and passes `busy`, `error` and the new balances back in.
 */
export function WalletTransferPanel({ balance, vendors, isSingle, currency, busy, error, onTransfer, onRecallAll, onRefresh }: WalletTransferPanelProps) {
  const { t } = useTranslation('wallet')
  const titleId = useId()
  const walletsId = useId()
  const formTitleId = useId()
  const { symbol, decimals } = currency
  const single = isSingle || vendors.length === 0
  const vendorCodes = vendors.map((vendor) => vendor.vendorCode)
  const minor = balancesOf(balance, vendorCodes, decimals)
  const loading = minor === null
  const working = busy !== null

  // What the member chose; null until then (the defaults follow the vendors, which may arrive after the first render).
  const [from, setFrom] = useState<string | null>(null)
  const [to, setTo] = useState<string | null>(null)
  const [amount, setAmount] = useState('')
  const [errors, setErrors] = useState<Partial<Record<Field, FieldError>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [lastBusy, setLastBusy] = useState(busy)
  const fromRef = useRef<{ focus: () => void } | null>(null)
  const toRef = useRef<{ focus: () => void } | null>(null)
  const amountBox = useRef<HTMLDivElement | null>(null)

  // A transfer that ended without an error has moved the money: the amount is cleared for the next one.
  if (lastBusy !== busy) {
    setLastBusy(busy)
    if (lastBusy === 'transfer' && busy === null && !error) {
      setAmount('')
      setSubmitted(false)
      setErrors({})
    }
  }

  const walletName = (code: string) => (code === MAIN_WALLET ? t('transfer.mainWallet') : (vendors.find((vendor) => vendor.vendorCode === code)?.name ?? code))
  const majorMoney = useMoney(currency)
  const money = (value: bigint) => majorMoney(toMajorString(value, decimals))
  const options = [MAIN_WALLET, ...vendorCodes]
  // Main to the first vendor unless the member chose otherwise; a wallet no longer offered falls back to them too.
  const source = from !== null && options.includes(from) ? from : MAIN_WALLET
  const target = to !== null && options.includes(to) ? to : (vendorCodes[0] ?? MAIN_WALLET)

  const validate = (next: { from: string; to: string; amount: string }): Partial<Record<Field, FieldError>> => {
    const found: Partial<Record<Field, FieldError>> = {}
    if (next.from === next.to) found.to = { key: tKey('wallet:transfer.errors.sameWallet') }
    if (next.amount === '') {
      found.amount = { key: tKey('wallet:transfer.errors.amountRequired') }
    } else {
      const value = minorOrNull(next.amount, decimals)
      const available = minor?.get(next.from) ?? 0n
      if (value === null) {
        found.amount = { key: tKey('wallet:transfer.errors.amountInvalid') }
      } else if (value <= 0n) {
        found.amount = { key: tKey('wallet:transfer.errors.amountZero') }
      } else if (value > available) {
        found.amount = { key: tKey('wallet:transfer.errors.overBalance'), values: { wallet: walletName(next.from), amount: money(available) } }
      }
    }
    return found
  }

  const current = { from: source, to: target, amount }
  /** Keeps what changed, and once the form has been submitted re-checks it so a message goes as soon as it is right. */
  const update = (change: Partial<typeof current>) => {
    const next = { ...current, ...change }
    if (change.from !== undefined) setFrom(change.from)
    if (change.to !== undefined) setTo(change.to)
    if (change.amount !== undefined) setAmount(change.amount)
    if (submitted) setErrors(validate(next))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (working || loading) return
    setSubmitted(true)
    const found = validate(current)
    setErrors(found)
    if (found.from) fromRef.current?.focus()
    else if (found.to) toRef.current?.focus()
    else if (found.amount) amountBox.current?.querySelector('input')?.focus()
    else onTransfer({ from: source, to: target, amount })
  }

  const sourceBalance = minor?.get(source) ?? 0n
  const fillMax = () => update({ amount: toMajorString(sourceBalance, decimals) })
  const recallable = minor !== null && vendorCodes.some((code) => (minor.get(code) ?? 0n) > 0n)
  const errorText = (field: Field) => {
    const found = errors[field]
    return found ? t(found.key, found.values) : undefined
  }

  const walletSelect = (field: 'from' | 'to', label: string, value: string, ref: typeof fromRef) => (
    <TextField
      select
      fullWidth
      label={label}
      name={field}
      value={value}
      disabled={working || loading}
      error={Boolean(errors[field])}
      helperText={errorText(field)}
      inputRef={ref}
      onChange={(event) => update({ [field]: event.target.value })}
      slotProps={{ select: { renderValue: (code) => walletName(String(code)) } }}
    >
      {options.map((code) => (
        <MenuItem key={code} value={code} sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
          <span>{walletName(code)}</span>
          <AmountText value={minor ? toMajorString(minor.get(code) ?? 0n, decimals) : null} currencySymbol={symbol} decimals={decimals} sx={{ color: 'text.secondary' }} />
        </MenuItem>
      ))}
    </TextField>
  )

  return (
    <Box component="section" aria-labelledby={titleId} data-testid="wallet-transfer">
      <Stack spacing={{ xs: 1.5, sm: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id={titleId} component="h3" variant="h5" sx={{ fontWeight: 700, flexGrow: 1 }}>
            {t('transfer.title')}
          </Typography>
          {onRefresh ? (
            <LazyTooltip title={t('transfer.refresh')}>
              <IconButton aria-label={t('transfer.refresh')} onClick={onRefresh} disabled={working || loading}>
                <RefreshIcon />
              </IconButton>
            </LazyTooltip>
          ) : null}
        </Box>

        <ServerError message={error} />

        <Card labelledBy={walletsId}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
            <Typography id={walletsId} component="h4" variant="h6" sx={{ fontWeight: 700 }}>
              {t('transfer.wallets')}
            </Typography>
            {single ? null : (
              <Typography variant="body2" color="text.secondary" component="p">
                {t('transfer.total')}{' '}
                <Box component="span" sx={{ color: 'text.primary', fontWeight: 700 }}>
                  {balance === null ? <Skeleton component="span" variant="text" width={80} sx={{ display: 'inline-block' }} aria-hidden="true" /> : <AmountText value={balance.sumBalance} currencySymbol={symbol} decimals={decimals} />}
                </Box>
              </Typography>
            )}
          </Box>
          {loading ? (
            <Box role="status" sx={visuallyHidden}>
              {t('transfer.loading')}
            </Box>
          ) : null}
          <Box
            component="ul"
            aria-labelledby={walletsId}
            aria-busy={loading || undefined}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: `repeat(${single ? 'auto-fill' : 'auto-fit'}, minmax(min(100%, 136px), 1fr))` }}
          >
            {(single ? [MAIN_WALLET] : options).map((code) => {
              const main = code === MAIN_WALLET
              return (
                <Box
                  component="li"
                  key={code}
                  sx={{
                    minWidth: 0,
                    p: 1.5,
                    borderRadius: 1,
                    border: 1,
                    borderColor: main ? 'primary.main' : 'divider',
                    bgcolor: main ? 'action.selected' : 'action.hover',
                    gridColumn: main && !single ? { xs: '1 / -1', sm: 'auto' } : undefined,
                  }}
                >
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
                    {main ? <AccountBalanceWalletIcon aria-hidden="true" fontSize="small" sx={{ color: 'primary.main' }} /> : null}
                    <Typography variant="body2" color="text.secondary" noWrap title={walletName(code)}>
                      {walletName(code)}
                    </Typography>
                  </Box>
                  <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700, mt: 0.25 }}>
                    {minor === null ? (
                      <Skeleton variant="text" width="70%" aria-hidden="true" />
                    ) : (
                      <AmountText value={toMajorString(minor.get(code) ?? 0n, decimals)} currencySymbol={symbol} decimals={decimals} />
                    )}
                  </Typography>
                </Box>
              )
            })}
          </Box>
          {single ? (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'text.secondary' }}>
              <InfoOutlinedIcon aria-hidden="true" fontSize="small" sx={{ mt: 0.25 }} />
              <Typography variant="body2">{t('transfer.single')}</Typography>
            </Box>
          ) : (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <ProgressButton
                variant="outlined"
                running={busy === 'recall'}
                disabled={(working && busy !== 'recall') || !recallable}
                onClick={onRecallAll}
                icon={<MoveDownIcon />}
                sx={{ width: { xs: '100%', sm: 'auto' } }}
              >
                {busy === 'recall' ? t('transfer.recalling') : t('transfer.recallAll')}
              </ProgressButton>
            </Box>
          )}
        </Card>

        {single ? null : (
          <Card labelledBy={formTitleId}>
            <Typography id={formTitleId} component="h4" variant="h6" sx={{ fontWeight: 700 }}>
              {t('transfer.formTitle')}
            </Typography>
            <Box component="form" noValidate aria-labelledby={formTitleId} aria-busy={busy === 'transfer' || undefined} onSubmit={submit}>
              <Stack spacing={2}>
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr auto 1fr' }, alignItems: 'start', gap: { xs: 0.5, sm: 1 } }}>
                  {walletSelect('from', t('transfer.from'), source, fromRef)}
                  <LazyTooltip title={t('transfer.swap')}>
                    <IconButton
                      aria-label={t('transfer.swap')}
                      disabled={working || loading}
                      onClick={() => update({ from: target, to: source })}
                      sx={{ justifySelf: 'center', my: { xs: -0.5, sm: 0 }, mt: { sm: 1 } }}
                    >
                      <SwapVertIcon sx={{ display: { xs: 'block', sm: 'none' } }} />
                      <SwapHorizIcon sx={{ display: { xs: 'none', sm: 'block' } }} />
                    </IconButton>
                  </LazyTooltip>
                  {walletSelect('to', t('transfer.to'), target, toRef)}
                </Box>
                <MaxAmountRow fieldRef={amountBox} maxLabel={t('transfer.max')} onMax={fillMax} maxDisabled={working || loading || sourceBalance <= 0n}>
                  <AmountField
                    name="amount"
                    label={t('transfer.amount')}
                    value={amount}
                    onChange={(next) => update({ amount: next })}
                    decimals={decimals}
                    currencySymbol={symbol}
                    error={errorText('amount')}
                    disabled={working || loading}
                  />
                </MaxAmountRow>
                <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                  <ProgressButton
                    type="submit"
                    variant="contained"
                    running={busy === 'transfer'}
                    disabled={loading || (working && busy !== 'transfer')}
                    sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 160 } }}
                  >
                    {busy === 'transfer' ? t('transfer.transferring') : t('transfer.submit')}
                  </ProgressButton>
                </Box>
              </Stack>
            </Box>
          </Card>
        )}
      </Stack>
    </Box>
  )
}

/** A titled, outlined part of the page. */
function Card({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={labelledBy} sx={{ p: { xs: 2, sm: 2.5 }, backgroundImage: 'none' }}>
      <Stack spacing={1.5}>{children}</Stack>
    </Paper>
  )
}
