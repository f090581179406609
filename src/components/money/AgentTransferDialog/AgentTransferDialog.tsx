import { useRef, useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { ServerError } from '../../accounts/fields'
import { AmountField } from '../../primitives/AmountField'
import { AmountText, useMoney } from '../../primitives/AmountText'
import { Dialog } from '../../primitives/Dialog'
import { ProgressButton } from '../../primitives/ProgressButton'
import { MaxAmountRow, PaymentPasswordField, readableHelper } from '../MoneyPanel'
import { holdsMoney } from '../UplineTransferPanel/transferForm'
import type { TransferCurrency, TransferResult } from '../UplineTransferPanel/transferParts'
import {
  requestOf,
  validateAgentTransfer,
  type AgentTransferField,
  type AgentTransferMode,
  type AgentTransferRequest,
  type AgentTransferValues,
  type DownlineOption,
  type FieldError,
} from './agentTransferForm'

export type { AgentTransferMode, AgentTransferRequest, DownlineOption } from './agentTransferForm'

/** The dialog's width on screens wider than a phone (under 600 px it is a full-screen sheet). */
const DIALOG_WIDTH = 460

export interface AgentTransferDialogProps {
  /** Whether the dialog is shown. Each opening starts with a fresh form. */
  open: boolean
  /** Send money to a member of the downline, or take money back from one. */
  mode: AgentTransferMode
  /**
   * The agent's downline members to choose from, each with its account name, nickname and main wallet's balance
   * (canonical major units); `null` while they load. With `onSearch`, the list the server found for what was typed.
   */
  downlines: readonly DownlineOption[] | null
  /** What the agent's main wallet holds (canonical major units): the most it can transfer. */
  available: string
  /** The merchant's currency: its symbol (before amounts) and its decimals (what an amount may carry). */
  currency: TransferCurrency
  /** The request is running: the fields wait and the button shows progress (and keeps focus). */
  busy: boolean
  /** The last request's failure, already translated by the portal; shown in an alert above the button. */
  error: string | null
  /**
   * The last transfer or recall that went through: a note says what moved to or from whom, and the amount and
   * password are cleared for the next one (the member stays chosen). Each new result (a new object) clears them again.
   */
  result: TransferResult | null
  /** The member chosen when the dialog opens (its account name), e.g. from a row of the downline list. */
  initialDownline?: string
  /**
   * Called with what is typed in the member field, to find members on the server (the page debounces and passes
   * the found members back as `downlines`); without it the list given is filtered here by name and nickname.
   */
  onSearch?: (keyword: string) => void
  /**
   * Transfer or recall: the member's account name, the amount (canonical major units, `"100.5"`, or `'all'` to recall
   * everything the member holds) and the payment password as typed.
   */
  onSubmit: (request: AgentTransferRequest) => void
  /** Close: the close button or Escape (a click outside is ignored: a form half filled in is not lost). */
  onClose: () => void
}

/**
 * An agent's dialog to send money to a member of its downline or take money back from one. The member is picked
 * from a searchable list showing each one's account name, nickname and balance; the amount is at most the agent's
 * main wallet (transfer) or the member's balance (recall), compared exactly in integer minor units, with "Max"; a
 * recall can instead take everything the member holds. The first field at fault takes focus and nothing is sent.
 * Focus goes to the member field when the dialog opens (to the amount when a member is already chosen) and back to
 * the opener when it closes. Presentational: the page sends the request and passes `busy`, `error` and `result` in.
 */
export function AgentTransferDialog({ open, mode, onClose, ...props }: AgentTransferDialogProps) {
  const { t } = useTranslation('wallet')
  return (
    <Dialog open={open} title={mode === 'recall' ? t('agent.dialog.recallTitle') : t('agent.dialog.transferTitle')} onClose={() => onClose()} width={DIALOG_WIDTH} disableBackdropClose>
      <TransferForm key={mode} mode={mode} {...props} />
    </Dialog>
  )
}

type FormProps = Omit<AgentTransferDialogProps, 'open' | 'onClose'>

/** The form inside the dialog: mounted at each opening (the dialog's content goes when it closes), so it starts afresh. */
function TransferForm({ mode, downlines, available, currency, busy, error, result, initialDownline, onSearch, onSubmit }: FormProps) {
  const { t } = useTranslation('wallet')
  const money = useMoney(currency)
  const { symbol, decimals } = currency
  const recall = mode === 'recall'

  // The member chosen: undefined until the agent chooses (then `initialDownline` once the list has it), null when cleared.
  const [picked, setPicked] = useState<DownlineOption | null | undefined>(undefined)
  const [amount, setAmount] = useState('')
  const [everything, setEverything] = useState(false)
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Partial<Record<AgentTransferField, FieldError>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [lastBusy, setLastBusy] = useState(busy)
  const [lastResult, setLastResult] = useState(result)
  const downlineRef = useRef<HTMLInputElement | null>(null)
  const amountBox = useRef<HTMLDivElement | null>(null)
  const passwordRef = useRef<HTMLInputElement | null>(null)

  // A request that went through clears the amount and password for the next one; one that came back refused keeps
  // what was typed but the password (typed again, as at every payment).
  if (lastResult !== result) {
    setLastResult(result)
    if (result !== null) {
      setAmount('')
      setEverything(false)
      setPassword('')
      setErrors({})
      setSubmitted(false)
    }
  }
  if (lastBusy !== busy) {
    setLastBusy(busy)
    if (lastBusy && !busy) setPassword('')
  }

  const chosen = picked === undefined ? (downlines?.find((member) => member.username === initialDownline) ?? null) : picked
  // The chosen member as the latest list has it (its balance changes after a transfer); kept when a search leaves it out.
  const downline = chosen ? (downlines?.find((member) => member.username === chosen.username) ?? chosen) : null
  const values: AgentTransferValues = { downline, amount, everything: recall && everything, paymentPassword: password }

  /** Keeps what changed, and once the form has been submitted re-checks it so a message goes as soon as it is right. */
  const update = (change: Partial<AgentTransferValues>) => {
    if (change.downline !== undefined) setPicked(change.downline)
    if (change.amount !== undefined) setAmount(change.amount)
    if (change.everything !== undefined) setEverything(change.everything)
    if (change.paymentPassword !== undefined) setPassword(change.paymentPassword)
    if (submitted) setErrors(validateAgentTransfer(mode, { ...values, ...change }, available, decimals))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setSubmitted(true)
    const found = validateAgentTransfer(mode, values, available, decimals)
    setErrors(found)
    if (found.downline) downlineRef.current?.focus()
    else if (found.amount) amountBox.current?.querySelector('input')?.focus()
    else if (found.paymentPassword) passwordRef.current?.focus()
    else if (values.downline) onSubmit(requestOf(mode, { ...values, downline: values.downline }))
  }

  const errorText = (field: AgentTransferField) => {
    const found = errors[field]
    return found ? t(found.key, { amount: found.amount ? money(found.amount) : '', name: downline?.username ?? '' }) : undefined
  }

  // Recall is bounded by the member's balance, a transfer by the agent's main wallet.
  const ceiling = recall ? (downline?.balance ?? null) : available
  const canMax = ceiling !== null && holdsMoney(ceiling, decimals) && !(recall && everything)

  const note = result ? t(recall ? 'agent.dialog.recalled' : 'agent.dialog.transferred', { amount: money(result.moved), name: result.counterparty }) : null

  return (
    <Box component="form" noValidate aria-busy={busy || undefined} onSubmit={submit}>
      <Stack spacing={2.5}>
        {note ? (
          <Alert severity="success" variant="outlined" role="status">
            {note}
          </Alert>
        ) : null}

        <Autocomplete<DownlineOption>
          options={downlines ?? []}
          value={downline}
          onChange={(_event, next) => update({ downline: next })}
          onInputChange={(_event, text, reason) => {
            if (reason === 'input') onSearch?.(text.trim())
          }}
          getOptionLabel={(option) => option.username}
          isOptionEqualToValue={(option, value) => option.username === value.username}
          filterOptions={onSearch ? (options) => options : filterByName}
          loading={downlines === null}
          loadingText={t('agent.dialog.loading')}
          noOptionsText={t('agent.dialog.noOptions')}
          disabled={busy}
          autoHighlight
          // While a request runs the chosen member's nickname stays readable (a disabled helper's grey is below contrast in dark mode).
          sx={readableHelper}
          renderOption={({ key, ...optionProps }, option) => (
            <Box component="li" key={key} {...optionProps} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography component="bdi" variant="body1" sx={{ display: 'block', fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {option.username}
                </Typography>
                {option.nickname ? (
                  <Typography component="bdi" variant="body2" sx={{ display: 'block', color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {option.nickname}
                  </Typography>
                ) : null}
              </Box>
              <AmountText value={option.balance} currencySymbol={symbol} decimals={decimals} sx={{ color: 'text.secondary', flexShrink: 0 }} />
            </Box>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              name="downline"
              label={t('agent.dialog.downline')}
              inputRef={downlineRef}
              autoFocus={!initialDownline}
              error={Boolean(errors.downline)}
              helperText={errorText('downline') ?? (downline?.nickname || undefined)}
              slotProps={{
                ...params.slotProps,
                input: {
                  ...params.slotProps.input,
                  endAdornment: (
                    <>
                      {downlines === null ? <CircularProgress color="inherit" size={20} aria-hidden="true" /> : null}
                      {params.slotProps.input.endAdornment}
                    </>
                  ),
                },
              }}
            />
          )}
        />

        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, borderRadius: 1, bgcolor: 'action.hover', paddingInline: 2, paddingBlock: 1.5 }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {t('agent.dialog.available')}
            </Typography>
            <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 700 }}>
              <AmountText value={available} currencySymbol={symbol} decimals={decimals} />
            </Typography>
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {t('agent.dialog.downlineBalance')}
            </Typography>
            <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 700 }}>
              {downline ? (
                <AmountText value={downline.balance} currencySymbol={symbol} decimals={decimals} />
              ) : (
                <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                  {t('agent.dialog.noDownline')}
                </Box>
              )}
            </Typography>
          </Box>
        </Box>

        <Stack spacing={1.5}>
          {recall ? (
            <FormControlLabel
              control={<Switch name="everything" checked={everything} onChange={(event) => update({ everything: event.target.checked })} disabled={busy} />}
              label={t('agent.dialog.recallAll')}
              sx={{ marginInlineEnd: 0 }}
            />
          ) : null}
          <MaxAmountRow fieldRef={amountBox} maxLabel={t('agent.max')} onMax={() => ceiling !== null && update({ amount: ceiling })} maxDisabled={busy || !canMax}>
            <AmountField
              name="amount"
              label={t('agent.amount')}
              // Recalling everything: the field shows what that is, and waits.
              value={recall && everything ? (downline?.balance ?? '') : amount}
              onChange={(next) => update({ amount: next })}
              decimals={decimals}
              currencySymbol={symbol}
              error={errorText('amount')}
              disabled={busy || (recall && everything)}
              autoFocus={Boolean(initialDownline)}
            />
          </MaxAmountRow>
        </Stack>

        <PaymentPasswordField
          label={t('agent.paymentPassword')}
          value={password}
          onChange={(next) => update({ paymentPassword: next })}
          error={errorText('paymentPassword')}
          disabled={busy}
          inputRef={passwordRef}
        />

        <ServerError message={error} />

        <ProgressButton type="submit" variant="contained" size="large" running={busy} sx={{ width: '100%' }}>
          {recall ? (busy ? t('agent.dialog.recalling') : t('agent.dialog.recall')) : busy ? t('agent.dialog.transferring') : t('agent.dialog.transfer')}
        </ProgressButton>
      </Stack>
    </Box>
  )
}

/** Without a server search, what is typed is looked for in each member's account name and nickname. */
const filterByName = createFilterOptions<DownlineOption>({ stringify: (option) => `${option.username} ${option.nickname ?? ''}` })
