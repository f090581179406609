import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined'
import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined'
import { Trans, useTranslation } from 'react-i18next'
import { AmountField } from '../../../primitives/AmountField'
import { autoCashOutTarget, crashText } from '../crash'
import { compareAmounts, formatMoney, fromMinor, toMinor } from '../money'

/**
 * What the main button does now: bet (betting open, no stake yet), wait (a stake is on the coming flight, or the
 * flight is on without one), cash out (in flight with a stake), or nothing more (cashed out; the flight is over).
 */
export type CrashAction = 'bet' | 'placed' | 'cashOut' | 'cashedOut' | 'wait'

export interface CrashControlsProps {
  action: CrashAction
  /** The stake, a decimal string in major units ("" while the field is empty). */
  stake: string
  onStakeChange(stake: string): void
  minBet: string
  maxBet: string
  /** The automatic cash-out: on or off, and its target as typed ("2.00"). */
  autoOn: boolean
  onAutoOnChange(on: boolean): void
  auto: string
  onAutoChange(auto: string): void
  /** Bet the stake on the coming flight. */
  onBet(): void
  /** Cash out now. */
  onCashOut(): void
  /** A bet or cash-out is on its way. */
  busy?: boolean
  /** In flight: what cashing out now pays; once cashed out, what the cash-out paid. */
  cashOutAmount?: string
  /** The stake on this round, once placed, and its automatic cash-out target (hundredths). */
  placedStake?: string
  placedAuto?: number
  /** A translated message of the last failure. */
  error?: string
  currency: string
  decimals: number
}

/**
 * Crash's bet: the stake (with ½ and ×2), an optional automatic cash-out at a multiplier, and one big button that
 * bets, then cashes out (saying what it pays now) while the flight is on. Nothing is changed while a stake is on.
 */
export function CrashControls({
  action,
  stake,
  onStakeChange,
  minBet,
  maxBet,
  autoOn,
  onAutoOnChange,
  auto,
  onAutoChange,
  onBet,
  onCashOut,
  busy = false,
  cashOutAmount,
  placedStake,
  placedAuto,
  error,
  currency,
  decimals,
}: CrashControlsProps) {
  const { t, i18n } = useTranslation('house')
  const money = (amount: string) => formatMoney(amount, currency, i18n.language, decimals)
  const stakeMinor = toMinor(stake, decimals)
  const stakeValid = stakeMinor !== null && compareAmounts(stake, minBet, decimals) >= 0 && compareAmounts(stake, maxBet, decimals) <= 0
  const target = autoCashOutTarget(auto)
  const autoValid = !autoOn || target !== null
  const locked = action !== 'bet' || busy
  // A stake on this round is what the locked fields show (after a reload too), not the next bet's defaults.
  const showsPlaced = locked && placedStake !== undefined
  const shownStake = showsPlaced ? placedStake : stake
  const shownAutoOn = showsPlaced ? placedAuto !== undefined : autoOn
  const shownAuto = showsPlaced && placedAuto !== undefined ? fromMinor(BigInt(placedAuto), 2) : auto

  const scaleStake = (numerator: bigint, denominator: bigint) => {
    const min = toMinor(minBet, decimals) ?? 0n
    const max = toMinor(maxBet, decimals) ?? min
    const next = ((stakeMinor ?? min) * numerator) / denominator
    onStakeChange(fromMinor(next < min ? min : next > max ? max : next, decimals))
  }

  let label: string
  let enabled: boolean
  let onClick: () => void = onBet
  let colour: 'primary' | 'success' = 'primary'
  switch (action) {
    case 'bet':
      label = busy ? t('crash.betting') : t('crash.bet', { stake: stakeMinor === null ? '' : money(stake) })
      enabled = !busy && stakeValid && autoValid
      break
    case 'placed':
      label = t('crash.placed', { stake: money(placedStake ?? stake) })
      enabled = false
      break
    case 'cashOut':
      label = busy ? t('crash.cashingOut') : t('crash.cashOut', { amount: money(cashOutAmount ?? '0') })
      enabled = !busy
      onClick = onCashOut
      colour = 'success'
      break
    case 'cashedOut':
      label = cashOutAmount ? t('crash.cashedOutFor', { amount: money(cashOutAmount) }) : t('crash.cashedOut')
      enabled = false
      break
    default:
      label = t('crash.waitNext')
      enabled = false
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {/* Locked, the field has nothing to type: no limits line (which a disabled field draws too faint to read). */}
          <AmountField
            label={t('crash.stake')}
            value={shownStake}
            onChange={onStakeChange}
            decimals={decimals}
            min={locked ? undefined : minBet}
            max={locked ? undefined : maxBet}
            // A stake the table does not take says why, rather than only greying the bet button out.
            error={!locked && stakeMinor !== null && !stakeValid ? t('crash.stakeOutOfLimits', { min: money(minBet), max: money(maxBet) }) : undefined}
            disabled={locked}
            name="stake"
          />
        </Box>
        <Button variant="outlined" onClick={() => scaleStake(1n, 2n)} disabled={locked} aria-label={`½ ${t('crash.halfStake')}`} sx={{ minWidth: 48, height: 56 }}>
          <bdi>½</bdi>
        </Button>
        <Button variant="outlined" onClick={() => scaleStake(2n, 1n)} disabled={locked} aria-label={`×2 ${t('crash.doubleStake')}`} sx={{ minWidth: 48, height: 56 }}>
          <bdi>×2</bdi>
        </Button>
      </Box>

      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={shownAutoOn} onChange={(_event, checked) => onAutoOnChange(checked)} disabled={locked} />}
          label={t('crash.auto')}
          sx={{ minHeight: 56, m: 0, flex: '1 1 auto' }}
        />
        {shownAutoOn ? (
          <Box sx={{ flex: '1 1 140px', minWidth: 0 }}>
            <AmountField
              label={t('crash.autoAt')}
              value={shownAuto}
              onChange={onAutoChange}
              decimals={2}
              currencySymbol="×"
              min="1.01"
              error={!locked && auto !== '' && target === null ? t('crash.autoInvalid') : undefined}
              disabled={locked}
              name="autoCashOut"
            />
          </Box>
        ) : null}
      </Box>

      {error ? (
        <Alert severity="error" variant="filled" sx={{ py: 0 }}>
          {error}
        </Alert>
      ) : null}

      <Button
        variant="contained"
        color={colour}
        size="large"
        startIcon={action === 'cashOut' ? <PaidOutlinedIcon aria-hidden="true" /> : <RocketLaunchOutlinedIcon aria-hidden="true" />}
        onClick={() => {
          if (enabled) onClick()
        }}
        aria-disabled={!enabled || undefined}
        data-action={action}
        sx={{ minHeight: 56, borderRadius: 999, fontSize: '1.125rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums', ...(!enabled && { opacity: 0.6, cursor: 'not-allowed' }) }}
      >
        {label}
      </Button>
      {placedAuto !== undefined && (action === 'placed' || action === 'cashOut') ? (
        <Box component="span" data-testid="crash-auto-set" sx={{ textAlign: 'center', fontSize: '0.875rem', color: 'text.secondary' }}>
          <Trans t={t} i18nKey="crash.autoSet" values={{ multiplier: crashText(placedAuto, i18n.language) }} components={{ bdi: <bdi /> }} />
        </Box>
      ) : null}
    </Box>
  )
}
