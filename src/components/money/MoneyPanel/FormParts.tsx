import type { ReactNode, RefObject } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'

/**
 * The style that keeps a disabled field's helper text (its limits) readable while a request runs: MUI's disabled
 * grey is below contrast in dark mode. For the field, or the box around it.
 */
export const readableHelper = { '& .MuiFormHelperText-root.Mui-disabled:not(.Mui-error)': { color: 'text.secondary' } } as const

/** What a money form starts with: what can be moved, and from or to whom, as a description list on a tinted ground. */
export function Summary({ children }: { children: ReactNode }) {
  return (
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
      {children}
    </Box>
  )
}

export interface SummaryItemProps {
  /** What the value is ("You can send"). */
  term: string
  /** The value is a sentence (body text) rather than a figure (large and bold). */
  note?: boolean
  /** More style for the value (an icon beside it, its wrapping). */
  sx?: Record<string, unknown>
  /** The value. */
  children: ReactNode
}

/** One figure of a `Summary`: its term, then its value. */
export function SummaryItem({ term, note = false, sx, children }: SummaryItemProps) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {term}
      </Typography>
      <Typography component="dd" variant={note ? 'body2' : 'h6'} sx={{ m: 0, ...(note ? {} : { fontWeight: 700, lineHeight: 1.4 }), ...sx }}>
        {children}
      </Typography>
    </Box>
  )
}

export interface MaxAmountRowProps {
  /** The box around the amount field: its input takes focus when the amount is at fault. */
  fieldRef: RefObject<HTMLDivElement | null>
  /** More style for that box (a disabled helper kept readable). */
  fieldSx?: Record<string, unknown>
  /** The amount field (an `AmountField`). */
  children: ReactNode
  /** The button's words ("Max"). */
  maxLabel: string
  /** Fill in the most that can be moved. */
  onMax: () => void
  /** Nothing to fill in, or a request running. */
  maxDisabled: boolean
}

/** The amount field with a "Max" button at its end, as tall as the field. */
export function MaxAmountRow({ fieldRef, fieldSx, children, maxLabel, onMax, maxDisabled }: MaxAmountRowProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Box ref={fieldRef} sx={{ flexGrow: 1, minWidth: 0, ...fieldSx }}>
        {children}
      </Box>
      <Button variant="outlined" onClick={onMax} disabled={maxDisabled} sx={{ minHeight: 56, flexShrink: 0 }}>
        {maxLabel}
      </Button>
    </Box>
  )
}

export interface PaymentPasswordFieldProps {
  /** The field's label ("Payment password"). */
  label: string
  /** What is typed. */
  value: string
  /** Called with what is typed at each change. */
  onChange: (value: string) => void
  /** Why it is at fault, translated; shown under it. */
  error?: string
  /** A request is running. */
  disabled: boolean
  /** The input, which takes focus when the field is at fault. */
  inputRef: RefObject<HTMLInputElement | null>
}

/** The payment password, typed again at every payment: masked, a numeric keypad on a phone, never remembered. */
export function PaymentPasswordField({ label, value, onChange, error, disabled, inputRef }: PaymentPasswordFieldProps) {
  return (
    <TextField
      fullWidth
      type="password"
      name="paymentPassword"
      label={label}
      value={value}
      disabled={disabled}
      inputRef={inputRef}
      error={Boolean(error)}
      helperText={error}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { autoComplete: 'off', inputMode: 'numeric', maxLength: 64, autoCapitalize: 'none', spellCheck: false } }}
    />
  )
}
