import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import LockOutlinedIcon from '@mui/icons-material/LockOutlined'
import { useTranslation } from 'react-i18next'
import type { SportsEvent } from '../../../contract/sportsbook'
import { useDateFormat } from '../../content/useDateFormat'
import { visuallyHidden } from '../../layout/a11y'
import { Tag } from '../../primitives/Tag'
import { matchStatus } from '../matchState'
import { dangerText } from '../names'

export interface MatchSummaryProps {
  event: SportsEvent
  /** The id of the match's heading ("Velmora Athletic v Quillbrook United"), which names the card or board around it. */
  headingId: string
  /** The heading's level: a card in a list is h3, a board's match h2. */
  headingLevel?: 'h2' | 'h3'
}

/** The start time as cards show it: the day and the time, in the reader's language. */
const START_FORMAT: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }

/**
 * A match's state and sides: LIVE with the minute (set, map, innings) and the period's score, or the start time;
 * a dangerous moment and a suspension as tags; then each side on its own line with its score once play has begun
 * (a side per line keeps each score beside its team in either direction).
 */
export function MatchSummary({ event, headingId, headingLevel = 'h3' }: MatchSummaryProps) {
  const { t } = useTranslation('sports')
  const formatStart = useDateFormat(START_FORMAT)
  const status = matchStatus(t, event)
  const scored = event.phase !== 'pre'
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      <Typography component={headingLevel} id={headingId} sx={visuallyHidden}>
        {t('match.versus', { home: event.home, away: event.away })}
      </Typography>
      <Box data-testid="match-status" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5, minHeight: 24, typography: 'body2' }}>
        {status.live ? (
          <Tag tone="error" variant="filled">
            {t('match.live')}
          </Tag>
        ) : null}
        {status.text ? (
          <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: status.live ? 'text.primary' : 'text.secondary' }}>
            {/* A football minute has no letter to set its direction: "67'" must not read "'67" right to left. */}
            <bdi dir={event.sport === 'football' && event.phase === 'live' ? 'ltr' : undefined}>{status.text}</bdi>
          </Box>
        ) : (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('match.starts')}{' '}
            <bdi>
              <time dateTime={event.startsAt}>{formatStart(event.startsAt)}</time>
            </bdi>
          </Box>
        )}
        {status.periodScore ? (
          <Box component="span" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
            <Box component="span" sx={visuallyHidden}>
              {t('match.periodScore')}
            </Box>
            <bdi dir="ltr">
              {status.periodScore.home}–{status.periodScore.away}
            </bdi>
          </Box>
        ) : null}
        {event.danger && status.live ? (
          <Tag tone="warning" variant="outlined">
            {dangerText(t, event.danger)}
          </Tag>
        ) : null}
        {event.suspended && status.live ? (
          <Tag tone="neutral" variant="filled">
            <LockOutlinedIcon aria-hidden="true" sx={{ fontSize: 14, marginInlineEnd: 0.5 }} />
            {t('match.suspended')}
          </Tag>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.25 }}>
        {(['home', 'away'] as const).map((side) => (
          <Box key={side} data-testid={`team-${side}`} sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1.5, minWidth: 0 }}>
            <Box component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere', minWidth: 0 }}>
              <bdi>{event[side]}</bdi>
            </Box>
            {scored ? (
              <Box component="span" sx={{ flexShrink: 0, fontWeight: 700, fontSize: '1.0625rem', fontVariantNumeric: 'tabular-nums' }}>
                {` ${event.score[side]}`}
              </Box>
            ) : null}
          </Box>
        ))}
      </Box>
    </Box>
  )
}
