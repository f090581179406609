import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import RemoveIcon from '@mui/icons-material/Remove'
import { useId } from 'react'

export interface StepperProps {
  /** What is chosen ("Line bet"): the group's name and the caption above the value. */
  label: string
  /** The value as shown. */
  value: string
  /** Names of the two buttons ("Lower line bet", "Raise line bet"). */
  decreaseLabel: string
  increaseLabel: string
  onDecrease(): void
  onIncrease(): void
  canDecrease: boolean
  canIncrease: boolean
  /** Both buttons off (a round in play). */
  disabled?: boolean
}

/** A value with − and + buttons on either side, for choices from a short ordered list (line bets, lines). */
export function Stepper({ label, value, decreaseLabel, increaseLabel, onDecrease, onIncrease, canDecrease, canIncrease, disabled = false }: StepperProps) {
  const labelId = useId()
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', minWidth: 0 }}>
      <Typography id={labelId} component="span" variant="caption" sx={{ color: 'text.secondary', lineHeight: 1.4 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <IconButton aria-label={decreaseLabel} onClick={onDecrease} disabled={disabled || !canDecrease} sx={{ border: 1, borderColor: 'divider', width: 40, height: 40 }}>
          <RemoveIcon fontSize="small" />
        </IconButton>
        <Box
          component="span"
          // Said after − or +, whose names do not include the value.
          aria-live="polite"
          sx={{ minWidth: 64, textAlign: 'center', fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        >
          <bdi>{value}</bdi>
        </Box>
        <IconButton aria-label={increaseLabel} onClick={onIncrease} disabled={disabled || !canIncrease} sx={{ border: 1, borderColor: 'divider', width: 40, height: 40 }}>
          <AddIcon fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  )
}
