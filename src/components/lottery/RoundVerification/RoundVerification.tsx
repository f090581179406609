import { useId, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined'
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined'
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined'
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined'
import { useTranslation } from 'react-i18next'
import type { LotteryPrizes } from '../../../contract/schemas/lottery'
import { LotteryResultBoard } from '../LotteryResultBoard'

/** Where a verification stands: not run, running, done (each check's outcome), or unable to run. */
export type RoundVerificationState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; commitmentMatches: boolean; resultMatches: boolean }
  | { status: 'failed' }

/** The drawn round to verify, as the results publish it. */
export interface RoundVerificationDraw {
  /** The game's name, in the player's language. */
  gameName?: string
  roundNo: string
  /** The hex SHA-256 of the seed, published when the round opened. */
  commitment: string
  /** The seed, revealed at the draw (64 hex characters). */
  seed: string
  /** The published numbers. */
  prizes: LotteryPrizes
}

export interface RoundVerificationProps {
  /** The drawn round: its commitment, seed and numbers. */
  draw: RoundVerificationDraw
  /** The verification's progress and outcome; the parent runs the checks (in the browser, from the seed alone). */
  state: RoundVerificationState
  /** Called when the player presses "Verify this round". */
  onVerify: () => void
}

/**
 * Lets a player check a drawn round is fair: says what is checked (the seed's SHA-256 is the commitment published
 * when the round opened; the numbers derived from the seed are the published ones), shows the commitment and the
 * seed, and, after "Verify this round", each check's outcome in words and an icon, announced politely.
 */
export function RoundVerification({ draw, state, onVerify }: RoundVerificationProps) {
  const { t } = useTranslation('lottery')
  const headingId = useId()
  const checking = state.status === 'checking'

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, p: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {draw.gameName ? t('verify.titleGame', { name: draw.gameName, roundNo: draw.roundNo }) : t('verify.title', { roundNo: draw.roundNo })}
        </Typography>
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
          {t('verify.explain')}
        </Typography>
      </Box>

      <Box component="dl" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, m: 0 }}>
        <HexValue term={t('verify.commitment')}>{draw.commitment}</HexValue>
        <HexValue term={t('verify.seed')}>{draw.seed}</HexValue>
      </Box>

      <Box
        component="details"
        sx={{
          '& > summary': { cursor: 'pointer', typography: 'body2', fontWeight: 600, color: 'primary.main', borderRadius: 0.5, width: 'fit-content', paddingBlock: 0.5 },
          '& > summary:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <summary>{t('verify.published')}</summary>
        <Box sx={{ mt: 1 }}>
          <LotteryResultBoard prizes={draw.prizes} roundNo={draw.roundNo} dense />
        </Box>
      </Box>

      <Box>
        <Button
          variant="contained"
          onClick={onVerify}
          disabled={checking}
          startIcon={checking ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <VerifiedUserOutlinedIcon aria-hidden="true" />}
        >
          {t('verify.action')}
        </Button>
        {/* Always in the page, so what is put in it later is announced. */}
        <Box role="status" aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', gap: 1, '&:not(:empty)': { mt: 2 } }}>
          {state.status === 'checking' ? (
            <Outcome tone="neutral" icon={null}>
              {t('verify.checking')}
            </Outcome>
          ) : null}
          {state.status === 'done' ? (
            <>
              <Outcome tone={state.commitmentMatches ? 'pass' : 'fail'}>{state.commitmentMatches ? t('verify.commitmentPassed') : t('verify.commitmentFailed')}</Outcome>
              <Outcome tone={state.resultMatches ? 'pass' : 'fail'}>{state.resultMatches ? t('verify.resultPassed') : t('verify.resultFailed')}</Outcome>
            </>
          ) : null}
          {state.status === 'failed' ? (
            <Outcome tone="fail" icon={<ErrorOutlineIcon fontSize="small" aria-hidden="true" />}>
              {t('verify.failed')}
            </Outcome>
          ) : null}
        </Box>
      </Box>
    </Box>
  )
}

/**
 * A hex value in a block of its own that breaks anywhere (64 characters never fit a phone's line). The theme's own
 * font with tabular digits, not a system monospace: the portal bundles its fonts and uses no other.
 */
function HexValue({ term, children }: { term: string; children: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
        {term}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
        <Box
          component="code"
          dir="ltr"
          translate="no"
          sx={{
            display: 'block',
            paddingBlock: 1,
            paddingInline: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontFamily: 'inherit',
            fontSize: '0.875rem',
            lineHeight: 1.6,
            letterSpacing: '0.04em',
            fontVariantNumeric: 'tabular-nums',
            textAlign: 'left',
            overflowWrap: 'anywhere',
            wordBreak: 'break-all',
          }}
        >
          {children}
        </Box>
      </Box>
    </Box>
  )
}

const TONE = { pass: 'success.main', fail: 'error.main', neutral: 'text.secondary' } as const

function Outcome({ tone, icon, children }: { tone: keyof typeof TONE; icon?: ReactNode; children: ReactNode }) {
  const shown =
    icon !== undefined ? icon : tone === 'pass' ? <CheckCircleOutlineIcon fontSize="small" aria-hidden="true" /> : <CancelOutlinedIcon fontSize="small" aria-hidden="true" />
  return (
    <Box component="p" data-outcome={tone} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, m: 0, typography: 'body2', fontWeight: tone === 'neutral' ? 400 : 600 }}>
      {shown ? (
        <Box component="span" sx={{ display: 'inline-flex', color: TONE[tone], lineHeight: 0, pt: '1px' }}>
          {shown}
        </Box>
      ) : null}
      <span>{children}</span>
    </Box>
  )
}
