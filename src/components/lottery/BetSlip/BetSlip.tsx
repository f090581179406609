import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import CloseIcon from '@mui/icons-material/Close'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../primitives/ConfirmDialog'
import { compareAmounts, formatMoney } from '../../games/house/money'
import {
  BET_TYPE_NAMES,
  currencySymbol,
  lineText,
  oddsText,
  potentialWin,
  quickStakes,
  slipTotal,
  STAKE_PROBLEM_MESSAGES,
  stakeProblem,
  type BetLine,
  type OfferedBetType,
} from '../betting'

export interface BetSlipProps {
  /** The chosen bet type, as the game offers it: its odds and its limits per bet. */
  betType: OfferedBetType
  /** The bets: each a lô (đề, 3 càng, head, tail) number, or a xiên's whole combination. */
  lines: BetLine[]
  /** The stake of each bet as typed, a decimal string in major units ("" while empty). */
  stake: string
  /** The stake was typed, or a quick stake chosen. */
  onStakeChange: (stake: string) => void
  /** A bet's remove button was pressed (its `key`). */
  onRemoveLine: (key: string) => void
  /** Clear all was pressed. */
  onClear: () => void
  /** The player confirmed the bets in the confirmation dialog: place them. */
  onConfirm: () => void
  /** The currency's code ("THB") and decimals. */
  currency: string
  decimals: number
  /** The language amounts are written in. */
  language: string
  /** The member's balance; null or undefined for a guest, who sees "Log in to bet" and can't confirm. */
  balance?: string | null
  /** The bets are on their way: nothing can be changed. */
  submitting?: boolean
  /** Why the last placement failed, already translated. */
  error?: string | null
  /** What the last placement placed: said once it has. */
  placed?: { count: number; total: string } | null
}

/**
 * The bet slip: the bets (each removable), the stake of each with quick stakes and the bet type's limits, what the
 * slip costs in all and what a stake wins on a hit, then Confirm, which asks once more ("3 bets, total ฿30.00…")
 * before placing. A stake the bet type or the balance can't take says why under the field; a guest is asked to
 * log in. The outcome of a placement is announced: a failure as an alert, a success as a status.
 */
export function BetSlip({
  betType,
  lines,
  stake,
  onStakeChange,
  onRemoveLine,
  onClear,
  onConfirm,
  currency,
  decimals,
  language,
  balance,
  submitting = false,
  error,
  placed,
}: BetSlipProps) {
  const { t } = useTranslation('lottery')
  const titleId = useId()
  const guestId = useId()
  const [confirming, setConfirming] = useState(false)
  const money = (amount: string) => formatMoney(amount, currency, language, decimals)
  const guest = balance === null || balance === undefined

  const problem = stakeProblem({ stake, betType, lines: lines.length, balance, decimals })
  // What the stake as typed comes to, whenever it is an amount (an out-of-limits one too: the player sees why).
  const total = stake.trim() === '' ? null : slipTotal(stake, lines.length, decimals)
  const win = stake.trim() === '' ? null : potentialWin(stake, betType, decimals)
  const ready = !guest && !submitting && lines.length > 0 && total !== null && problem === null
  const problemText =
    problem === null
      ? undefined
      : t(STAKE_PROBLEM_MESSAGES[problem], {
          min: money(betType.min),
          max: money(betType.maxPerBet),
          count: decimals,
          total: total === null ? '' : money(total),
          balance: guest ? '' : money(balance),
        })
  const name = t(BET_TYPE_NAMES[betType.code])
  const odds = oddsText(betType, language)
  const numbersText = lines.map((line) => lineText(line.numbers)).join(', ')

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      aria-busy={submitting || undefined}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minHeight: 36 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {t('slip.title')}
        </Typography>
        <Box component="span" data-testid="slip-bet-type" sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'baseline', paddingInline: 1, paddingBlock: 0.25, borderRadius: 1, bgcolor: 'action.selected', fontSize: '0.875rem' }}>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {name}
          </Box>{' '}
          <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            <bdi>{odds}</bdi>
          </Box>
        </Box>
        {lines.length > 0 ? (
          <Button size="small" color="inherit" onClick={onClear} disabled={submitting} sx={{ marginInlineStart: 'auto', minHeight: 32 }}>
            {t('slip.clear')}
          </Button>
        ) : null}
      </Box>

      {lines.length === 0 ? (
        <Typography variant="body2" data-testid="slip-empty" sx={{ color: 'text.secondary', paddingBlock: 1 }}>
          {t('slip.empty')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('slip.lines')}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1, maxHeight: 232, overflowY: 'auto' }}
        >
          {lines.map((line) => {
            const text = lineText(line.numbers)
            return (
              <Box
                component="li"
                key={line.key}
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, paddingInlineStart: 1.25, paddingInlineEnd: 0.25, borderRadius: 999, border: '1px solid', borderColor: 'divider', bgcolor: 'background.default' }}
              >
                <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em' }}>
                  <bdi>{text}</bdi>
                </Box>
                <IconButton size="small" aria-label={t('slip.remove', { numbers: text })} onClick={() => onRemoveLine(line.key)} disabled={submitting} sx={{ width: 32, height: 32 }}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            )
          })}
        </Box>
      )}

      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <TextField
          label={t('slip.stake')}
          name="stake"
          value={stake}
          onChange={(event) => onStakeChange(event.target.value)}
          disabled={submitting}
          error={problem !== null}
          // While the bets are on their way the field is locked: no limits line (which a disabled field draws too faint to read).
          helperText={submitting ? undefined : (problemText ?? t('slip.limits', { min: money(betType.min), max: money(betType.maxPerBet) }))}
          fullWidth
          slotProps={{
            htmlInput: { inputMode: decimals > 0 ? 'decimal' : 'numeric', autoComplete: 'off', 'aria-invalid': problem !== null || undefined },
            input: { startAdornment: <InputAdornment position="start">{currencySymbol(currency, language)}</InputAdornment> },
          }}
        />
        <Box role="group" aria-label={t('slip.quickStakes')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {quickStakes(betType, decimals).map((amount) => {
            const current = problem !== 'notANumber' && problem !== 'tooManyDecimals' && stake.trim() !== '' && compareAmounts(stake, amount, decimals) === 0
            return (
              <Button
                key={amount}
                size="small"
                variant={current ? 'contained' : 'outlined'}
                aria-pressed={current}
                onClick={() => onStakeChange(amount)}
                disabled={submitting}
                sx={{ minHeight: 32, borderRadius: 999, fontVariantNumeric: 'tabular-nums' }}
              >
                <bdi>{money(amount)}</bdi>
              </Button>
            )
          })}
        </Box>
      </Box>

      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.5, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums', fontWeight: 700 } }}
      >
        <dt>{t('slip.bets')}</dt>
        <dd data-testid="slip-count">{lines.length}</dd>
        <dt>{t('slip.total')}</dt>
        <dd data-testid="slip-total">
          <bdi>{total === null ? '–' : money(total)}</bdi>
        </dd>
        <dt>{t('slip.win')}</dt>
        <Box component="dd" data-testid="slip-win" sx={{ color: win === null ? undefined : 'success.main' }}>
          <bdi>{win === null ? '–' : money(win)}</bdi>
        </Box>
        {guest ? null : (
          <>
            <dt>{t('slip.balance')}</dt>
            <dd data-testid="slip-balance">
              <bdi>{money(balance)}</bdi>
            </dd>
          </>
        )}
      </Box>

      {error ? (
        <Alert severity="error" variant="outlined">
          {error}
        </Alert>
      ) : null}
      {placed && !error ? (
        <Alert severity="success" variant="outlined" role="status">
          {t('slip.placed', { count: placed.count, total: money(placed.total) })}
        </Alert>
      ) : null}
      {guest ? (
        <Typography id={guestId} variant="body2" data-testid="slip-guest" sx={{ fontWeight: 700, textAlign: 'center' }}>
          {t('slip.guest')}
        </Typography>
      ) : null}

      <Button
        variant="contained"
        size="large"
        fullWidth
        aria-disabled={!ready || undefined}
        aria-describedby={guest ? guestId : undefined}
        onClick={() => {
          if (ready) setConfirming(true)
        }}
        startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
        sx={{ minHeight: 48, fontWeight: 700, ...(!ready && { opacity: 0.6, cursor: 'not-allowed' }) }}
      >
        {submitting ? t('slip.submitting') : lines.length > 0 ? t('slip.confirm', { count: lines.length }) : t('slip.dialogConfirm')}
      </Button>

      <ConfirmDialog
        open={confirming && ready}
        title={t('slip.dialogTitle')}
        confirmLabel={t('slip.dialogConfirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          onConfirm()
        }}
        message={
          total === null ? null : (
            <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
              <Box component="span" data-testid="slip-summary" sx={{ fontWeight: 700, color: 'text.primary' }}>
                {t('slip.dialogSummary', { count: lines.length, total: money(total) })}
              </Box>
              <span>{t('slip.dialogBetType', { name, odds })}</span>
              <span>{t('slip.dialogStake', { stake: money(stake) })}</span>
              <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                {t('slip.dialogNumbers', { numbers: numbersText })}
              </Box>
            </Box>
          )
        }
      />
    </Paper>
  )
}
