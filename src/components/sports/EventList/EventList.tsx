import { useId } from 'react'
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { SportsEvent } from '../../../contract/sportsbook'
import { visuallyHidden } from '../../layout/a11y'
import { EmptyState } from '../../primitives/EmptyState'
import { ErrorState } from '../../primitives/ErrorState'
import { EventCard, type EventCardProps } from '../EventCard'

export interface EventListProps extends Omit<EventCardProps, 'event'> {
  /** The matches of the sport shown, as the events call lists them; undefined while they load. */
  events?: SportsEvent[]
  /** Why the matches could not be loaded, already translated; shown with a retry in their place. */
  error?: string | null
  /** The player pressed retry after an error (no retry button without it). */
  onRetry?: () => void
  /** The list's id, which the sport tabs name as the panel they control. */
  id?: string
}

/**
 * A sport's matches: those in play first, then those to come, each group under its heading and each match a card
 * with its main prices. Loading, empty and failed states in its place.
 */
export function EventList({ events, error, onRetry, id, ...card }: EventListProps) {
  const { t } = useTranslation('sports')
  const liveId = useId()
  const comingId = useId()
  if (error) return <ErrorState title={t('list.errorTitle')} message={error} onRetry={onRetry} />
  if (events === undefined) {
    return (
      <Box id={id} role="status" sx={{ display: 'grid', gap: 1 }}>
        <Box component="span" sx={visuallyHidden}>
          {t('list.loading')}
        </Box>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={132} aria-hidden="true" />
        ))}
      </Box>
    )
  }
  if (events.length === 0) return <EmptyState title={t('list.empty')} description={t('list.emptyHint')} />

  // A match that has begun stays with the live ones until the list drops it (a break, the final whistle).
  const groups = [
    { key: 'live', headingId: liveId, heading: t('list.live'), events: events.filter((event) => event.phase !== 'pre') },
    { key: 'coming', headingId: comingId, heading: t('list.coming'), events: events.filter((event) => event.phase === 'pre') },
  ].filter((group) => group.events.length > 0)

  return (
    <Box id={id} sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      {groups.map((group) => (
        <Box key={group.key} component="section" aria-labelledby={group.headingId} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography id={group.headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {group.heading}{' '}
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              ({group.events.length})
            </Box>
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {group.events.map((event) => (
              <li key={event.eventId}>
                <EventCard event={event} {...card} />
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  )
}
