import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import { useTranslation } from 'react-i18next'
import type { Game } from '../../../../contract/schemas/games'
import { useFooterHold } from '../../../layout/PageShell/footerHold'
import type { RenderLink } from '../../../layout/renderLink'
import { EmptyState } from '../../../primitives/EmptyState'
import { ErrorState } from '../../../primitives/ErrorState'
import { GameCard } from '../GameCard'

export interface GameGridProps {
  /** The games shown so far; `null` while the first page loads (skeletons). */
  games: readonly Game[] | null
  /** How many games the whole list has (all pages). */
  totalCount?: number
  /** A failure, already translated: instead of the list when nothing is shown yet, below it when more failed. */
  error?: string | null
  /** Offered with the error. */
  onRetry?: () => void
  /** More pages exist: the "show more" button is offered. */
  hasMore?: boolean
  /** The next page is on its way. */
  loadingMore?: boolean
  /** Asks for the next page. */
  onLoadMore?: () => void
  /** Headline when the list is empty; default `games:lobby.empty.title`. */
  emptyTitle?: string
  /** What to do about it. */
  emptyDescription?: ReactNode
  /** Name of the list for screen readers; default `games:lobby.list`. */
  label?: string
  /** Image hosts (the permission answer's `imageCDNs`). */
  imageHosts?: readonly string[]
  /** The link slot of every card. */
  renderLink?: RenderLink
  /** Where a card leads; default the game frame page. */
  hrefOf?: (game: Game) => string
  /** The member's favourite toggle; left out for a guest (no toggles). */
  onToggleFavourite?: (game: Game) => void
  /** Node ids whose favourite change is on its way. */
  pendingFavourites?: ReadonlySet<string>
  /** Skeleton cards while loading. */
  skeletonCount?: number
}

/** Cards at least this wide; two fit a 360 px phone, six a desktop. */
const CARD_MIN_WIDTH = 140

const grid = {
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${CARD_MIN_WIDTH}px), 1fr))`,
  gap: { xs: 1, sm: 2 },
  listStyle: 'none',
  m: 0,
  p: 0,
} as const

/**
 * A card's place while the list loads, built like GameCard (its border, its 3:2 picture, the name's and the vendor's
 * lines in their type styles), so a row of skeletons is as tall as a row of cards with one-line names.
 */
function SkeletonCard() {
  return (
    <Box sx={{ borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '3 / 2' }} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.25, p: 1 }}>
        <Skeleton variant="text" sx={{ typography: 'subtitle2', width: '80%' }} />
        <Skeleton variant="text" sx={{ typography: 'caption', width: '50%' }} />
      </Box>
    </Box>
  )
}

/**
 * The lobby's games: a responsive grid of cards (no sideways scroll at 360 px), skeletons while the first page
 * loads, an empty state, an error with a retry, and "show more" for the next page with how many are shown.
 */
export function GameGrid({
  games, totalCount, error, onRetry, hasMore = false, loadingMore = false, onLoadMore, emptyTitle, emptyDescription, label,
  imageHosts, renderLink, hrefOf, onToggleFavourite, pendingFavourites, skeletonCount = 12,
}: GameGridProps) {
  const { t } = useTranslation('games')
  // The page's footer waits below the skeletons until the list is in, so the list's arrival moves nothing on screen.
  useFooterHold(games === null && !error)

  if (games === null && error) return <ErrorState message={error} onRetry={onRetry} />
  // The skeleton and the list are keyed apart: React would otherwise reuse the skeleton's elements for the list's
  // (the skeleton grid's box as the count's), and an element reused in another place counts as a layout shift.
  if (games === null)
    return (
      <Box key="loading" role="status" aria-live="polite">
        <Box component="span" sx={visuallyHidden}>
          {t('lobby.loading')}
        </Box>
        <Box sx={grid} aria-hidden="true">
          {Array.from({ length: skeletonCount }, (_, index) => (
            <SkeletonCard key={index} />
          ))}
        </Box>
        <Box aria-hidden="true" sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Skeleton variant="text" sx={{ typography: 'body2', width: '8em' }} />
        </Box>
      </Box>
    )
  if (games.length === 0) return <EmptyState title={emptyTitle ?? t('lobby.empty.title')} description={emptyDescription} />

  const total = Math.max(totalCount ?? games.length, games.length)
  return (
    <Box key="list">
      <Box component="ul" aria-label={label ?? t('lobby.list')} sx={grid}>
        {games.map((game) => (
          <Box component="li" key={game.nodeId} sx={{ minWidth: 0 }}>
            <GameCard
              game={game}
              imageHosts={imageHosts}
              renderLink={renderLink}
              href={hrefOf?.(game)}
              onToggleFavourite={onToggleFavourite}
              favouritePending={pendingFavourites?.has(game.nodeId)}
            />
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mt: 3 }}>
        <Typography variant="body2" color="text.secondary" role="status">
          {loadingMore ? t('lobby.loadingMore') : t('lobby.shown', { shown: games.length, count: total })}
        </Typography>
        {error ? <ErrorState compact message={error} onRetry={onRetry} /> : null}
        {hasMore && onLoadMore && !error ? (
          <Button variant="outlined" onClick={onLoadMore} disabled={loadingMore}>
            {t('lobby.loadMore')}
          </Button>
        ) : null}
      </Box>
    </Box>
  )
}
