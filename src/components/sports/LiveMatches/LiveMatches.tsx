import { useId } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { PATHS } from '../../../config/paths'
import type { LiveMatch } from '../../../contract/schemas/sportsLive'
import { visuallyHidden } from '../../layout/a11y'
import type { RenderLink } from '../../layout/renderLink'
import { MatchSummary } from '../EventCard/MatchSummary'
import { SPORT_NAMES, selectionCaption, selectionName } from '../names'
import { priceText } from '../prices'
import { SPORT_ICONS } from '../sportIcons'

export interface LiveMatchesProps {
  /** The matches (in play first, then the next to start); null while they load. */
  matches: readonly LiveMatch[] | null
  /** What went wrong, in words, when they could not be read. */
  error?: string | null
  onRetry?: () => void
  /** The portal's router link; a plain anchor in stories. */
  renderLink: RenderLink
}

/** The address that opens a match's book at that match (the game page launches it in its sandboxed frame). */
export const liveMatchPath = (match: Pick<LiveMatch, 'nodeId'> & { event: Pick<LiveMatch['event'], 'eventId'> }) =>
  `${PATHS.game}?nodeId=${match.nodeId}&event=${encodeURIComponent(match.event.eventId)}`

/**
 * The home page's live matches (the house books' matches in play, then the next to start): a row of cards that scrolls sideways on a phone and a grid on a desktop,
 * each match's state, sides and score as the book shows them, its result prices to read (not to press: betting is
 * the book's, in its frame), and a link that opens the book. Titled "Live now" while one is in play, else "Starting
 * soon"; nothing at all when the merchant lists no book.
 */
export function LiveMatches({ matches, error = null, onRetry, renderLink }: LiveMatchesProps) {
  const { t } = useTranslation('sports')
  const headingId = useId()
  if (matches !== null && matches.length === 0 && !error) return null
  const live = matches?.some((match) => match.event.phase !== 'pre') ?? true
  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={matches === null && !error} data-testid="live-matches" sx={{ minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {live ? t('live.title') : t('live.comingTitle')}
      </Typography>
      {error ? (
        <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', color: 'text.secondary' }}>
          {error}
          {onRetry ? (
            <Button size="small" onClick={onRetry} sx={{ minHeight: 32 }}>
              {t('live.retry')}
            </Button>
          ) : null}
        </Box>
      ) : (
        <Box
          component="ul"
          sx={{
            // Positioned: the cards' visually hidden texts (absolutely placed) stay inside the row's scroll, rather
            // than widening the page from where a card off screen would put them.
            listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, position: 'relative',
            // A phone scrolls the cards sideways (each snaps into place); a wider screen lays them out in columns.
            gridAutoFlow: { xs: 'column', md: 'row' },
            gridAutoColumns: { xs: 'minmax(260px, 80%)', md: 'auto' },
            gridTemplateColumns: { md: 'repeat(3, minmax(0, 1fr))' },
            overflowX: { xs: 'auto', md: 'visible' },
            scrollSnapType: { xs: 'x mandatory', md: 'none' },
            paddingBlockEnd: { xs: 0.5, md: 0 },
          }}
        >
          {matches === null
            ? [0, 1, 2].map((index) => (
                <Box component="li" key={index} sx={{ scrollSnapAlign: 'start' }}>
                  <Skeleton variant="rounded" height={172} />
                </Box>
              ))
            : matches.map((match) => <LiveMatchCard key={match.event.eventId} match={match} renderLink={renderLink} />)}
        </Box>
      )}
    </Box>
  )
}

function LiveMatchCard({ match, renderLink }: { match: LiveMatch; renderLink: RenderLink }) {
  const { t } = useTranslation('sports')
  const headingId = useId()
  const { event } = match
  const Icon = SPORT_ICONS[event.sport]
  const market = event.markets[0]
  const teams = { sport: event.sport, home: event.home, away: event.away }
  return (
    <Box
      component="li"
      sx={{ scrollSnapAlign: 'start', display: 'flex', flexDirection: 'column', gap: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', minWidth: 0 }}
    >
      <Box component="article" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0, flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, typography: 'caption', color: 'text.secondary', fontWeight: 700 }}>
          <Icon aria-hidden="true" sx={{ fontSize: 16 }} />
          {t(SPORT_NAMES[event.sport])}
        </Box>
        <MatchSummary event={event} headingId={headingId} headingLevel="h3" />
        {market ? (
          <Box component="dl" aria-label={t('live.prices')} sx={{ m: 0, display: 'grid', gridTemplateColumns: `repeat(${market.selections.length}, minmax(0, 1fr))`, gap: 0.5 }}>
            {market.selections.map((selection) => (
              <Box key={selection.key} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', py: 0.5, borderRadius: 0.5, bgcolor: 'action.hover', minWidth: 0 }}>
                <Box component="dt" sx={{ typography: 'caption', color: 'text.secondary' }}>
                  <span aria-hidden="true">{selectionCaption(t, market, selection.key, teams)}</span>
                  <Box component="span" sx={visuallyHidden}>
                    {selectionName(t, market, selection.key, teams)}
                  </Box>
                </Box>
                <Box component="dd" sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                  <bdi dir="ltr">{priceText(selection.price, 'decimal') ?? t('live.noPrice')}</bdi>
                </Box>
              </Box>
            ))}
          </Box>
        ) : null}
      </Box>
      <Box sx={{ '& a': { display: 'inline-flex', justifyContent: 'center', alignItems: 'center', minHeight: 40, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700, textDecoration: 'none', '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.light', outlineOffset: 2 } }, display: 'grid' }}>
        {renderLink({
          to: liveMatchPath(match),
          children: (
            <>
              <span aria-hidden="true">{t('live.bet')}</span>
              <Box component="span" sx={visuallyHidden}>
                {t('live.betLabel', { home: event.home, away: event.away })}
              </Box>
            </>
          ),
        })}
      </Box>
    </Box>
  )
}
