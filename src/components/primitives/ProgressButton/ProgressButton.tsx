import type { ReactNode } from 'react'
import Button, { type ButtonProps } from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'

export interface ProgressButtonProps extends Omit<ButtonProps, 'onClick' | 'startIcon' | 'children'> {
  /** Its request is running: a spinner takes the icon's place, `aria-busy` says so and presses are ignored. */
  running: boolean
  /** What the button says; usually the running wording while `running` ("Sending…"), the action otherwise. */
  children: ReactNode
  /** The icon before the label while the request is not running (decorative: the label says what it does). */
  icon?: ReactNode
  /** Called on a press; never while `running` (a submit button's press does not submit then either). */
  onClick?: () => void
  /**
   * Off, as an ordinary button (something else is running, or there is nothing to send yet). Not needed for its own
   * request: while `running` the button stays focusable (`aria-disabled`), so a keyboard user keeps their place.
   */
  disabled?: boolean
}

/**
 * A button whose request may be running: then it shows progress, says so (`aria-busy`) and ignores presses, but
 * keeps focus (`aria-disabled` rather than `disabled`, so a keyboard user is not thrown back to the top of the page).
 * Every other prop is MUI Button's (`type="submit"`, `variant`, `size`, `sx`...).
 */
export function ProgressButton({ running, icon, onClick, children, ...props }: ProgressButtonProps) {
  return (
    <Button
      {...props}
      onClick={running ? (event) => event.preventDefault() : onClick}
      aria-disabled={running || undefined}
      aria-busy={running || undefined}
      startIcon={running ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : icon}
    >
      {children}
    </Button>
  )
}
