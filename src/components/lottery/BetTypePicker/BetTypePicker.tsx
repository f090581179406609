import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { LotteryBetTypeCode } from '../../../contract/schemas/lottery'
import { BET_TYPE_NAMES, BET_TYPE_RULES, oddsText, type OfferedBetType } from '../betting'

export interface BetTypePickerProps {
  /** The bet types the game offers (its `betTypes`), in the order to show them. */
  betTypes: OfferedBetType[]
  /** The chosen bet type. */
  value: LotteryBetTypeCode
  /** Another bet type was chosen: a tap, or the arrow keys moving through the group. */
  onChange: (code: LotteryBetTypeCode) => void
  /** Betting is closed: the types and the chosen one's rule show, none can be chosen. */
  disabled?: boolean
}

/**
 * The bet types a game offers, as a row of chips that wraps on a phone: each its name and odds (price : payout),
 * and under the row the chosen type's rule in one line. A radio group: one tab stop, the arrow keys move the choice.
 */
export function BetTypePicker({ betTypes, value, onChange, disabled = false }: BetTypePickerProps) {
  const { t, i18n } = useTranslation('lottery')
  const labelId = useId()
  const ruleId = useId()
  const name = useId()
  const chosen = betTypes.some((betType) => betType.code === value)

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      <Typography id={labelId} component="span" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {t('picker.betTypes')}
      </Typography>
      <Box role="radiogroup" aria-labelledby={labelId} aria-describedby={chosen ? ruleId : undefined} aria-disabled={disabled || undefined} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {betTypes.map((betType) => {
          const checked = betType.code === value
          return (
            <Box
              component="label"
              key={betType.code}
              data-bet-type={betType.code}
              sx={(theme) => ({
                position: 'relative',
                display: 'inline-flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                minWidth: 72,
                minHeight: 48,
                paddingInline: 1.5,
                paddingBlock: 0.75,
                borderRadius: 2,
                border: 1,
                borderColor: checked ? 'primary.main' : 'divider',
                bgcolor: checked ? 'primary.main' : 'background.paper',
                color: checked ? 'primary.contrastText' : 'text.primary',
                cursor: disabled ? 'default' : 'pointer',
                opacity: disabled && !checked ? 0.6 : 1,
                transition: theme.transitions.create(['background-color', 'border-color']),
                '&:hover': disabled || checked ? undefined : { bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.08), borderColor: 'primary.main' },
                '&:has(input:focus-visible)': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: 2 },
              })}
            >
              <input
                type="radio"
                name={name}
                value={betType.code}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange(betType.code)}
                style={visuallyHidden}
              />
              <Box component="span" sx={{ fontWeight: 700, fontSize: '0.9375rem', lineHeight: 1.3, whiteSpace: 'nowrap' }}>
                {t(BET_TYPE_NAMES[betType.code])}{' '}
              </Box>
              <Box component="span" sx={{ fontSize: '0.75rem', lineHeight: 1.3, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', opacity: checked ? 1 : 0.85 }}>
                <bdi>{oddsText(betType, i18n.language)}</bdi>
              </Box>
            </Box>
          )
        })}
      </Box>
      {chosen ? (
        <Typography id={ruleId} variant="body2" data-testid="bet-type-rule" sx={{ color: 'text.secondary' }}>
          {t(BET_TYPE_RULES[value])}
        </Typography>
      ) : null}
    </Box>
  )
}
