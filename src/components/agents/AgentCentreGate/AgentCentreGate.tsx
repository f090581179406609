import { useId } from 'react'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

export type AgentCentreVisitor = 'guest' | 'member' | 'trial'

export interface AgentCentreGateProps {
  /** Who came instead of an agent: a guest (asked to log in), a member (not an agent) or a trial account. */
  visitor: AgentCentreVisitor
  /** A guest's "log in" button. */
  onLogin?: () => void
  /** "Back to the home page". */
  onHome?: () => void
}

const MESSAGES = {
  guest: { title: 'gate.guestTitle', body: 'gate.guestBody' },
  member: { title: 'gate.memberTitle', body: 'errors:notAgent' },
  trial: { title: 'gate.trialTitle', body: 'errors:needTrueAccount' },
} as const

/**
 * What the agent centre's address shows to someone who is not a real agent: a guest is asked to log in, a member
 * is told the centre is for agents, a trial account that it needs a real account. The centre never opens for them.
 */
export function AgentCentreGate({ visitor, onLogin, onHome }: AgentCentreGateProps) {
  const { t } = useTranslation(['agents', 'errors'])
  const message = MESSAGES[visitor]
  const titleId = useId()
  return (
    <Container component="section" data-testid={`agent-centre-${visitor}`} aria-labelledby={titleId} sx={{ paddingBlock: 6, textAlign: 'center' }}>
      <Typography id={titleId} component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {t(message.title)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(message.body)}
      </Typography>
      {visitor === 'guest' && onLogin ? (
        <Button variant="contained" onClick={onLogin}>
          {t('gate.login')}
        </Button>
      ) : onHome ? (
        <Button variant="outlined" onClick={onHome}>
          {t('gate.home')}
        </Button>
      ) : null}
    </Container>
  )
}
