import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Slider from '@mui/material/Slider'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import CasinoOutlinedIcon from '@mui/icons-material/CasinoOutlined'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { DiceRules } from '../../../../contract/house'
import { AmountField } from '../../../primitives/AmountField'
import { clampTarget, mirrorTarget, multiplierHundredths, rollText, targetRange, winChancePercent, type DiceDirection } from '../dice'
import { compareAmounts, formatMoney, formatMultiplier, formatPercent, fromMinor, toMinor } from '../money'

export interface DiceBet {
  direction: DiceDirection
  /** On the rules' scale: 5000 = 50.00. */
  target: number
}

export interface DiceBoardProps {
  /** The session's dice rules. */
  rules: DiceRules
  /** The bet being set up. */
  bet: DiceBet
  /** Called with the new bet; a change of direction keeps the win chance (over 60.00 becomes under 39.99). */
  onBetChange(bet: DiceBet): void
  /** The stake, a decimal string in major units ("" while the field is empty). */
  stake: string
  onStakeChange(stake: string): void
  /** The game's least and greatest stake. */
  minBet: string
  maxBet: string
  /** The session's currency code and decimals. */
  currency: string
  decimals: number
  /** Roll now. */
  onRoll(): void
  /** A roll is in play: nothing can be changed. */
  rolling?: boolean
  /** Too soon after the last roll (the session's `minCycleMs`): the roll button waits but keeps focus. */
  coolingDown?: boolean
  /** A translated message of the last failure, shown above the roll button. */
  error?: string
}

/**
 * The dice bet: over or under, the target on a 0.00–99.99 slider (kept where the win chance is 1%–95%), the stake,
 * and what the bet gives — win chance, multiplier and payout — worked out as the server settles it (dice.ts).
 * Keyboard: arrows move the target by 0.01, Page Up/Down and Shift+arrows by 1.00.
 */
export function DiceBoard({
  rules,
  bet,
  onBetChange,
  stake,
  onStakeChange,
  minBet,
  maxBet,
  currency,
  decimals,
  onRoll,
  rolling = false,
  coolingDown = false,
  error,
}: DiceBoardProps) {
  const { t, i18n } = useTranslation('house')
  const labelId = useId()
  const language = i18n.language
  const money = (amount: string) => formatMoney(amount, currency, language, decimals)
  const range = targetRange(rules, bet.direction)
  const multiplier = multiplierHundredths(rules, bet.direction, bet.target)
  const stakeMinor = toMinor(stake, decimals)
  const payout = stakeMinor === null ? null : fromMinor((stakeMinor * BigInt(multiplier)) / 100n, decimals)
  const stakeValid = stakeMinor !== null && compareAmounts(stake, minBet, decimals) >= 0 && compareAmounts(stake, maxBet, decimals) <= 0
  const waiting = rolling || coolingDown
  const targetText = t(bet.direction === 'over' ? 'dice.rollOver' : 'dice.rollUnder', { target: rollText(bet.target, rules.outcomes) })

  const scaleStake = (numerator: bigint, denominator: bigint) => {
    const min = toMinor(minBet, decimals) ?? 0n
    const max = toMinor(maxBet, decimals) ?? min
    const next = ((stakeMinor ?? min) * numerator) / denominator
    onStakeChange(fromMinor(next < min ? min : next > max ? max : next, decimals))
  }

  const stat = (label: string, value: string, testId: string) => (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', flex: '1 1 0', minWidth: 0, py: 1, borderRadius: 2, bgcolor: 'action.hover' }}>
      <Typography component="span" variant="caption" sx={{ color: 'text.secondary', textAlign: 'center' }}>
        {label}
      </Typography>
      <Box component="span" data-testid={testId} sx={{ fontWeight: 700, fontSize: '1.0625rem', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        <bdi>{value}</bdi>
      </Box>
    </Box>
  )

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        fullWidth
        value={bet.direction}
        disabled={rolling}
        aria-label={t('dice.direction')}
        onChange={(_event, direction: DiceDirection | null) => {
          if (!direction || direction === bet.direction) return
          onBetChange({ direction, target: clampTarget(rules, direction, mirrorTarget(rules, bet.target)) })
        }}
      >
        <ToggleButton value="under">{t('dice.under')}</ToggleButton>
        <ToggleButton value="over">{t('dice.over')}</ToggleButton>
      </ToggleButtonGroup>

      <Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography id={labelId} component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            {t('dice.target')}
          </Typography>
          <Box component="span" data-testid="dice-target" sx={{ fontWeight: 700, fontSize: '1.25rem', fontVariantNumeric: 'tabular-nums' }}>
            {targetText}
          </Box>
        </Box>
        <Box sx={{ px: 1.25 }}>
          <Slider
            value={bet.target}
            min={0}
            max={rules.outcomes - 1}
            step={1}
            shiftStep={100}
            disabled={rolling}
            // The winning side of the target is drawn on the rail (green), the losing side red: MUI's track would
            // show only one side, from the start.
            track={false}
            color="success"
            onChange={(_event, value) => {
              const target = clampTarget(rules, bet.direction, value as number)
              if (target !== bet.target) onBetChange({ direction: bet.direction, target })
            }}
            getAriaValueText={(value) => t(bet.direction === 'over' ? 'dice.rollOver' : 'dice.rollUnder', { target: rollText(value, rules.outcomes) })}
            slotProps={{ input: { 'aria-labelledby': labelId, 'aria-valuemin': range.min, 'aria-valuemax': range.max } }}
            sx={(theme) => {
              const at = `${(bet.target / (rules.outcomes - 1)) * 100}%`
              const { success, error: lose } = (theme.vars ?? theme).palette
              const [before, after] = bet.direction === 'over' ? [lose.main, success.main] : [success.main, lose.main]
              // "to right" becomes "to left" in a right-to-left page (the RTL stylis plugin flips it), as the slider does.
              return { '& .MuiSlider-rail': { opacity: 0.75, background: `linear-gradient(to right, ${before} 0 ${at}, ${after} ${at} 100%)` } }
            }}
          />
          <Box aria-hidden="true" sx={{ display: 'flex', justifyContent: 'space-between', fontSize: '0.75rem', color: 'text.secondary', mt: -0.5 }}>
            {[0, 25, 50, 75, 100].map((mark) => (
              <span key={mark}>{mark}</span>
            ))}
          </Box>
        </Box>
      </Box>

      <Box sx={{ display: 'flex', gap: 1 }}>
        {stat(t('dice.winChance'), formatPercent(winChancePercent(rules.outcomes, bet.direction, bet.target), language), 'dice-chance')}
        {stat(t('dice.multiplier'), formatMultiplier(multiplier / 100, language), 'dice-multiplier')}
        {stat(t('dice.payout'), payout === null ? '—' : money(payout), 'dice-payout')}
      </Box>

      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <AmountField
            label={t('dice.stake')}
            value={stake}
            onChange={onStakeChange}
            decimals={decimals}
            min={minBet}
            max={maxBet}
            // Not disabled while rolling: the roll in play already has its stake (and a disabled field's limits line is too faint to read).
            name="stake"
          />
        </Box>
        <Button variant="outlined" onClick={() => scaleStake(1n, 2n)} disabled={rolling} aria-label={`½ ${t('dice.halfStake')}`} sx={{ minWidth: 48, height: 56 }}>
          <bdi>½</bdi>
        </Button>
        <Button variant="outlined" onClick={() => scaleStake(2n, 1n)} disabled={rolling} aria-label={`×2 ${t('dice.doubleStake')}`} sx={{ minWidth: 48, height: 56 }}>
          <bdi>×2</bdi>
        </Button>
      </Box>

      {error ? (
        <Alert severity="error" variant="filled" sx={{ py: 0 }}>
          {error}
        </Alert>
      ) : null}

      <Button
        variant="contained"
        size="large"
        startIcon={<CasinoOutlinedIcon aria-hidden="true" />}
        onClick={() => {
          if (!waiting && stakeValid) onRoll()
        }}
        aria-disabled={waiting || !stakeValid || undefined}
        sx={{ minHeight: 52, borderRadius: 999, fontSize: '1.125rem', fontWeight: 700, ...((waiting || !stakeValid) && { opacity: 0.6, cursor: 'not-allowed' }) }}
      >
        {rolling ? t('dice.rolling') : t('dice.roll', { stake: stakeMinor === null ? '' : money(stake) })}
      </Button>
    </Box>
  )
}
