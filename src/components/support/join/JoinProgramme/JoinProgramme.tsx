import { useId, useState, type ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import GroupAddIcon from '@mui/icons-material/GroupAdd'
import { Trans, useTranslation } from 'react-i18next'
import { tKey } from '../../../../../locales'
import type { AgentProgramme } from '../../../../contract/schemas/join'
import type { MoneyCurrency } from '../../../contracts/format'
import { ErrorState } from '../../../primitives/ErrorState'
import { AgentEarnings } from './AgentEarnings'

/** What the address's invite code opens (see the portal's JoinStore): an agent account, a member's, nothing, or not known. */
export interface JoinInvitation {
  state: 'checking' | 'agent' | 'member' | 'invalid' | 'unknown'
  /** The agent whose team the account joins, once known. */
  agent: string | null
}

export interface JoinProgrammeProps {
  /** The merchant's name, as the header shows it. */
  brandName: string
  /** The merchant's programme; null until it has arrived. */
  programme: AgentProgramme | null
  /** The programme is being read. */
  loading?: boolean
  /** The failed read's message, translated: shown with a retry in place of the earnings. */
  error?: string | null
  onRetry?: () => void
  /** The merchant's currency (tiers' thresholds and amount rates). */
  currency: MoneyCurrency
  /** The invite code the visitor came with (the join page's `?affiliateCode=`), or null for none. */
  invitation: JoinInvitation | null
  /** Who reads the page: a guest signs up; a member and an agent are told what applies to them. */
  viewer: 'guest' | 'member' | 'agent'
  /** Sign up: the portal opens the registration form, which carries the invite code. */
  onSignUp(): void
  /** An agent's way to its centre. */
  onAgentCentre?(): void
}

const STEPS = [
  { id: 'invite', title: tKey('support:join.steps.invite.title'), text: tKey('support:join.steps.invite.text') },
  { id: 'register', title: tKey('support:join.steps.register.title'), text: tKey('support:join.steps.register.text') },
  { id: 'team', title: tKey('support:join.steps.team.title'), text: tKey('support:join.steps.team.text') },
  { id: 'contract', title: tKey('support:join.steps.contract.title'), text: tKey('support:join.steps.contract.text') },
] as const

const CONTRACT_RULES = [
  tKey('support:join.contracts.offered'),
  tKey('support:join.contracts.effective'),
  tKey('support:join.contracts.chain'),
  tKey('support:join.contracts.ending'),
  tKey('support:join.contracts.records'),
] as const

/** A section of the page: a second-level heading naming a region. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}

/** The invitation's sentence, or null when there is nothing to say about it. */
function invitationText(invitation: JoinInvitation | null, t: (key: string, options?: Record<string, unknown>) => string): { text: string; severity: 'info' | 'warning' } | null {
  if (!invitation) return null
  switch (invitation.state) {
    case 'checking':
      return { text: t('join.signUp.checking'), severity: 'info' }
    case 'agent':
      return invitation.agent ? { text: t('join.signUp.invited', { agent: invitation.agent }), severity: 'info' } : null
    case 'member':
      return { text: t('join.signUp.invitedMember', { agent: invitation.agent ?? '' }), severity: 'warning' }
    case 'invalid':
      return { text: t('join.signUp.invalid'), severity: 'warning' }
    default:
      return null
  }
}

/**
 * The join page (spec section 2: /join): what an agent of this merchant earns and how its contracts and wages work,
 * from the merchant's own settings, the steps to become one, and the sign-up. An agent account is opened through an
 * agent's invite link, so "Become an agent" opens the registration form with the code the visitor came with, or says
 * how to get one. Stacked on a phone; the steps sit in a grid where there is room.
 */
export function JoinProgramme(props: JoinProgrammeProps) {
  const { brandName, programme, loading = false, error = null, onRetry, currency, invitation, viewer, onSignUp, onAgentCentre } = props
  const { t } = useTranslation('support')
  const [explained, setExplained] = useState(false)
  const canRegister = viewer === 'guest' && (invitation?.state === 'agent' || invitation?.state === 'unknown')
  const invited = invitationText(invitation, t)

  const signUp = () => {
    if (canRegister) onSignUp()
    else setExplained(true)
  }

  const signUpButton = (
    <Button variant="contained" size="large" startIcon={<GroupAddIcon />} onClick={signUp} disabled={viewer === 'guest' && invitation?.state === 'checking'} sx={{ justifySelf: 'start' }}>
      {t('join.signUp.button')}
    </Button>
  )

  return (
    <Box sx={{ display: 'grid', gap: { xs: 4, md: 5 }, mt: 3, minWidth: 0 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, borderColor: 'primary.main', borderInlineStartWidth: 4 }}>
        <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
          <Trans t={t} i18nKey="join.hero.title" values={{ brand: brandName }} components={{ bdi: <bdi /> }} />
        </Typography>
        <Typography variant="body1">{t('join.hero.lead')}</Typography>
        {viewer === 'agent' ? null : signUpButton}
      </Paper>

      <Section title={t('join.steps.title')}>
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {STEPS.map((step, index) => (
            <Paper key={step.id} component="li" variant="outlined" sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <Box aria-hidden sx={{ flexShrink: 0, width: 32, height: 32, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText', display: 'grid', placeItems: 'center', fontWeight: 700 }}>
                {(index + 1).toLocaleString(undefined)}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {t(step.title)}
                </Typography>
                <Typography variant="body2">{t(step.text, { count: programme?.inviteLinkLimit ?? 20 })}</Typography>
              </Box>
            </Paper>
          ))}
        </Box>
      </Section>

      <Section title={t('join.earn.title')}>
        {error ? (
          <ErrorState message={error} onRetry={onRetry} retryLabel={t('join.retry')} />
        ) : programme ? (
          <AgentEarnings programme={programme} currency={currency} />
        ) : loading ? (
          <Box aria-busy="true" sx={{ display: 'grid', gap: 1 }}>
            <Skeleton variant="text" width="80%" />
            <Skeleton variant="rounded" height={160} />
          </Box>
        ) : null}
      </Section>

      <Section title={t('join.contracts.title')}>
        <Box component="ul" sx={{ m: 0, paddingInlineStart: 3, display: 'grid', gap: 1 }}>
          {CONTRACT_RULES.map((rule) => (
            <Typography key={rule} component="li" variant="body1">
              {t(rule)}
            </Typography>
          ))}
        </Box>
      </Section>

      <Section title={t('join.signUp.title')}>
        {invited ? (
          <Alert severity={invited.severity} role="status">
            {invited.text}
          </Alert>
        ) : null}
        {viewer === 'agent' ? (
          <>
            <Typography variant="body1">{t('join.signUp.agent')}</Typography>
            {onAgentCentre ? (
              <Button variant="contained" onClick={onAgentCentre} sx={{ justifySelf: 'start' }}>
                {t('join.signUp.agentCentre')}
              </Button>
            ) : null}
          </>
        ) : (
          <>
            {signUpButton}
            <Box aria-live="polite">
              {explained ? (
                <Alert severity="info">{viewer === 'member' ? `${t('join.signUp.member')} ${t('join.signUp.howTo')}` : t('join.signUp.howTo')}</Alert>
              ) : null}
            </Box>
          </>
        )}
      </Section>
    </Box>
  )
}
