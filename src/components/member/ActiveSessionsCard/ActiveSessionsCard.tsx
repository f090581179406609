import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import DevicesIcon from '@mui/icons-material/Devices'
import { useTranslation } from 'react-i18next'
import type { ActiveSession } from '../../../contract/schemas/security'
import { ServerError } from '../../accounts/fields'
import { ConfirmDialog } from '../../primitives/ConfirmDialog'
import { useDateTime } from '../format'
import { SavedNote } from '../forms'
import { Ltr, SecuritySection } from '../SecuritySection'

export interface ActiveSessionsCardProps {
  /** The member's sessions, this one marked `current`. */
  sessions: readonly ActiveSession[]
  /** Signing the others out is running. */
  busy?: boolean
  /** How many the last "sign out the others" ended (shown as its outcome); null before any. */
  signedOut?: number | null
  /** The failed request's message, translated from its error code by the portal. */
  serverError?: string | null
  /** End every session but this one; called only once the member has confirmed. */
  onSignOutOthers: () => void
}

/**
 * Where the member is logged in (device, address, since and last active), and "sign out the others", which asks
 * first: every other device will be signed out.
 */
export function ActiveSessionsCard({ sessions, busy = false, signedOut = null, serverError, onSignOutOthers }: ActiveSessionsCardProps) {
  const { t } = useTranslation('member')
  const dateTime = useDateTime()
  // This device first, then the most recently active.
  const ordered = [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt))
  const others = sessions.filter((session) => !session.current).length
  const [confirming, setConfirming] = useState(false)
  return (
    <SecuritySection title={t('sessions.title')} testId="security-sessions">
      <Box component="ul" aria-label={t('sessions.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {ordered.map((session) => (
          <Box component="li" key={session.id} data-testid="active-session" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
            <DevicesIcon aria-hidden="true" sx={{ color: 'primary.main', mt: 0.25 }} />
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body1" sx={{ fontWeight: 600 }}>
                  {session.device ?? t('sessions.unknownDevice')}
                </Typography>
                {session.current ? <Chip size="small" color="primary" label={t('sessions.current')} /> : null}
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                <Ltr>{session.ip}</Ltr> · {t('sessions.lastSeen', { time: dateTime(session.lastSeenAt) })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('sessions.since', { time: dateTime(session.createdAt) })}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
      <SavedNote show={signedOut !== null}>{t('sessions.signedOut', { count: signedOut ?? 0 })}</SavedNote>
      <ServerError message={serverError} />
      {others === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('sessions.onlyThis')}
        </Typography>
      ) : (
        <Box>
          <Button
            variant="outlined"
            color="error"
            onClick={busy ? undefined : () => setConfirming(true)}
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
          >
            {t('sessions.signOutOthers')}
          </Button>
        </Box>
      )}
      {/* Focus goes back to the button when it closes (the dialog's focus trap). */}
      <ConfirmDialog
        open={confirming}
        title={t('sessions.confirmTitle')}
        message={t('sessions.confirmMessage', { count: others })}
        confirmLabel={t('sessions.signOutOthers')}
        destructive
        onConfirm={() => {
          setConfirming(false)
          onSignOutOthers()
        }}
        onCancel={() => setConfirming(false)}
      />
    </SecuritySection>
  )
}
