import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined'
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined'
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined'
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty'
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined'
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined'
import ReplayIcon from '@mui/icons-material/Replay'
import { useTranslation } from 'react-i18next'
import type { SportsBet, SportsBetLeg } from '../../../contract/sportsbook'
import { useDateFormat } from '../../content/useDateFormat'
import { visuallyHidden } from '../../layout/a11y'
import { Tag } from '../../primitives/Tag'
import { BET_CASHED_OUT_NAME, BET_CORRECTED_NAME, BET_RESULT_NAMES, BET_STATUS_NAMES, errorText, LEG_OUTCOME_NAMES, marketName, selectionName } from '../names'
import { ODDS_FORMAT_NAMES, withMinus } from '../prices'
import { betLegShape } from '../slip'
import { SPORT_ICONS } from '../sportIcons'
import { CashOutControl } from './CashOutControl'

export interface BetCardProps {
  bet: SportsBet
  money: (amount: string) => string
  /** Cash-out of an open bet (CashOutControl); none offered without it. */
  onCashOut?: (bet: SportsBet) => Promise<string | null>
}

/** How a bet stands: held, open, refused, cashed out, or settled won, returned or lost; each its icon and colour (never colour alone). */
type Standing = 'pending' | 'open' | 'rejected' | 'cashedOut' | 'won' | 'returned' | 'lost'

const STANDING_STYLE = {
  pending: { icon: HourglassEmptyIcon, color: 'warning.main' },
  open: { icon: CheckCircleOutlineIcon, color: 'info.main' },
  rejected: { icon: CancelOutlinedIcon, color: 'error.main' },
  cashedOut: { icon: PaymentsOutlinedIcon, color: 'success.main' },
  won: { icon: EmojiEventsOutlinedIcon, color: 'success.main' },
  returned: { icon: ReplayIcon, color: 'text.secondary' },
  lost: { icon: RemoveCircleOutlineIcon, color: 'text.secondary' },
} as const

const standingOf = (bet: SportsBet): Standing => (bet.status === 'settled' ? (bet.cashedOut ? 'cashedOut' : (bet.result ?? 'lost')) : bet.status)

/**
 * One bet in the member's list: single or parlay, when it was placed, how it stands (with the payout once settled,
 * the reason once refused), each leg (the match, the market, the selection, the quote as struck, in play or not, its
 * outcome and the final score once settled), and the stake, what it risked and what it could return.
 */
export function BetCard({ bet, money, onCashOut }: BetCardProps) {
  const { t } = useTranslation('sports')
  const formatDate = useDateFormat()
  const standing = standingOf(bet)
  const { icon: Icon, color } = STANDING_STYLE[standing]
  const standingText =
    bet.status !== 'settled'
      ? t(BET_STATUS_NAMES[bet.status])
      : t(bet.cashedOut ? BET_CASHED_OUT_NAME : BET_RESULT_NAMES[bet.result ?? 'lost'], { amount: money(bet.payout ?? '0') })
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', columnGap: 1.5, rowGap: 0.5 }}>
        <Box sx={{ minWidth: 0, flex: '1 1 160px' }}>
          <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
            {bet.kind === 'parlay' ? t('bets.parlay', { count: bet.legs.length }) : t('bets.single')}
          </Typography>
          <Typography component="p" variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {/* Isolated: a date that starts with digits would otherwise join the words around it right to left. */}
            <bdi>
              <time dateTime={bet.placedAt}>{formatDate(bet.placedAt)}</time>
            </bdi>{' '}
            · {t('bets.ticket', { betId: bet.betId })}
          </Typography>
        </Box>
        <Box
          component="span"
          data-testid="bet-standing"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexShrink: 0, paddingInline: 1, paddingBlock: 0.25, border: 1, borderColor: 'currentColor', borderRadius: 3, color, typography: 'body2', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        >
          <Icon fontSize="small" aria-hidden="true" />
          {standingText}
        </Box>
      </Box>
      {bet.corrected ? (
        <Typography variant="body2" data-testid="bet-corrected" sx={{ color: 'info.main' }}>
          {t(BET_CORRECTED_NAME)}
        </Typography>
      ) : null}
      {bet.status === 'rejected' && bet.rejectedFor ? (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {errorText(t, bet.rejectedFor)}
        </Typography>
      ) : null}

      <Box component="ul" aria-label={t('bets.legs')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        {bet.legs.map((leg, index) => (
          <LegRow key={`${leg.eventId}|${leg.market}|${leg.selection}|${index}`} leg={leg} />
        ))}
      </Box>

      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, m: 0 }}>
        <Figure term={t('bets.stake')}>
          <bdi>{money(bet.stake)}</bdi>
        </Figure>
        <Figure term={t('bets.risk')}>
          <bdi>{money(bet.risk)}</bdi>
        </Figure>
        <Figure term={t('bets.potentialReturn')}>
          <bdi>{money(bet.potentialReturn)}</bdi>
        </Figure>
        {bet.status === 'settled' ? (
          <Figure term={t('bets.payout')} strong>
            <bdi>{money(bet.payout ?? '0')}</bdi>
          </Figure>
        ) : null}
        <Figure term={t('bets.oddsFormat')}>{t(ODDS_FORMAT_NAMES[bet.oddsFormat])}</Figure>
      </Box>
      {bet.status === 'open' && onCashOut ? <CashOutControl bet={bet} money={money} onCashOut={onCashOut} /> : null}
    </Box>
  )
}

/** One leg: the selection at its quote as struck, the market, the match, and once settled its outcome and the score. */
function LegRow({ leg }: { leg: SportsBetLeg }) {
  const { t } = useTranslation('sports')
  const teams = { sport: leg.sport, home: leg.home, away: leg.away }
  const market = betLegShape(leg)
  const Icon = SPORT_ICONS[leg.sport]
  const outcomeTone = leg.outcome === 'win' || leg.outcome === 'half-win' ? 'success' : leg.outcome === 'lose' || leg.outcome === 'half-lose' ? 'error' : 'neutral'
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, paddingBlock: 0.75, borderTop: 1, borderColor: 'divider', minWidth: 0 }}>
      <Icon fontSize="small" aria-hidden="true" sx={{ mt: 0.25, color: 'text.secondary' }} />
      <Box sx={{ flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.25 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: 1 }}>
          <Box component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            <bdi>{selectionName(t, market, leg.selection, teams)}</bdi>{' '}
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              {t('bets.at')}{' '}
            </Box>
            <Box component="bdi" dir="ltr" data-testid="leg-quote" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {withMinus(leg.quote)}
            </Box>
          </Box>
          {leg.outcome ? (
            <OutcomeTag tone={outcomeTone}>
              <Box component="span" sx={visuallyHidden}>
                {t('bets.outcome')}{' '}
              </Box>
              {t(LEG_OUTCOME_NAMES[leg.outcome])}
            </OutcomeTag>
          ) : null}
        </Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary', overflowWrap: 'anywhere' }}>{marketName(t, market, leg.sport)}</Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.25, typography: 'body2', color: 'text.secondary' }}>
          <Box component="span" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            <bdi>{t('match.versus', { home: leg.home, away: leg.away })}</bdi>
          </Box>
          {leg.inPlay ? (
            <Tag tone="neutral" variant="outlined">
              {t('bets.inPlay')}
            </Tag>
          ) : null}
          {leg.score ? (
            <Box component="span" data-testid="leg-score" sx={{ color: 'text.primary' }}>
              {t('bets.finalScore')}{' '}
              <Box component="bdi" dir="ltr" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                {leg.score.home}–{leg.score.away}
              </Box>
            </Box>
          ) : null}
        </Box>
      </Box>
    </Box>
  )
}

function OutcomeTag({ tone, children }: { tone: 'success' | 'error' | 'neutral'; children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{ flexShrink: 0, paddingInline: 1, borderRadius: 3, border: 1, borderColor: 'currentColor', typography: 'caption', fontWeight: 700, color: tone === 'neutral' ? 'text.secondary' : `${tone}.main` }}
    >
      {children}
    </Box>
  )
}

function Figure({ term, strong = false, children }: { term: string; strong?: boolean; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
        {term}
      </Typography>
      <Typography component="dd" variant={strong ? 'subtitle1' : 'body2'} sx={{ m: 0, fontWeight: strong ? 700 : 400, fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
    </Box>
  )
}
