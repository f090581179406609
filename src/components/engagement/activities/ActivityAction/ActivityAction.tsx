import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { memberActionOf, type ActivityFlow, type ActivityState } from '../../../../contract/activities'

export interface ActivityActionProps {
  /** How the promotion is taken part in (its `flow`). */
  flow: ActivityFlow
  /** The member's state (a guest's is the period's: coming soon, open, closed). */
  state: ActivityState
  /** No member is logged in: the button opens the login instead. */
  guest?: boolean
  /** What a claim pays now, already formatted (a deposit match once qualified, a fixed bonus). */
  bonus?: string | null
  /** The action is being sent. */
  busy?: boolean
  /** The last action that succeeded, said under the button. */
  done?: 'join' | 'claim' | 'apply' | 'signIn' | null
  /** Why the last action was refused, translated. */
  error?: string | null
  /** The state's button pressed (apply opens the application form). */
  onAction(action: 'join' | 'claim' | 'apply' | 'signIn'): void
  /** A guest's button pressed. */
  onLogin(): void
}

const CHIP_COLOUR: Partial<Record<ActivityState, 'success' | 'warning' | 'error' | 'info' | 'default'>> = {
  claimed: 'success', issued: 'success', signed: 'success', claim: 'warning', applying: 'info', process: 'info', joined: 'info', rejected: 'error',
}

/**
 * A promotion's part for the member (spec section 4's states; the transition table in contract/activities.ts): the
 * state as a chip and the one action the table allows from it (join, claim, apply, sign in), or the login for a guest.
 * A state with no member action (coming soon, applying, claimed, closed, ...) shows the chip alone.
 */
export function ActivityAction({ flow, state, guest = false, bonus = null, busy = false, done = null, error = null, onAction, onLogin }: ActivityActionProps) {
  const { t } = useTranslation('activities')
  if (flow === 'info') return null
  const action = memberActionOf(flow, state)
  const open = state !== 'comingSoon' && state !== 'closed'
  return (
    <Box role="group" aria-label={t('status', { state: t(`states.${state}`) })} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Chip label={t(`states.${state}`)} color={CHIP_COLOUR[state] ?? 'default'} variant={action ? 'outlined' : 'filled'} size="small" />
      {bonus && state === 'claim' && !guest ? (
        <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          {t('bonusToClaim', { amount: bonus })}
        </Typography>
      ) : null}
      {guest && open ? (
        <Button variant="contained" onClick={onLogin} sx={{ minHeight: 44 }}>
          {t('actions.login')}
        </Button>
      ) : action ? (
        <Button
          variant="contained"
          onClick={() => onAction(action)}
          disabled={busy}
          aria-busy={busy || undefined}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
          sx={{ minHeight: 44 }}
        >
          {t(`actions.${action}`)}
        </Button>
      ) : null}
      {done || error ? (
        <Typography role={error ? 'alert' : 'status'} variant="body2" sx={{ flexBasis: '100%', color: error ? 'error.main' : 'success.main' }}>
          {error ?? t(`done.${done}`)}
        </Typography>
      ) : null}
    </Box>
  )
}
