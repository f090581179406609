import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import BuildCircleOutlinedIcon from '@mui/icons-material/BuildCircleOutlined'
import { visuallyHidden } from '@mui/utils'
import { useTranslation } from 'react-i18next'
import type { Game } from '../../../../contract/schemas/games'
import type { RenderLink } from '../../../layout/renderLink'
import { GameCard } from '../GameCard'

export interface PopularGamesSuggestionProps {
  /** The popular games (`/lgw/games/popular`, vendors in maintenance already left out); `null` while loading. */
  games: readonly Game[] | null
  /** The vendor in maintenance, by name; left out, the message speaks of "this game". */
  vendorName?: string
  /** Headline; default `games:popular.title`. */
  title?: string
  /** The headline's level in the page's outline. */
  headingLevel?: 'h1' | 'h2' | 'h3'
  /** How many games the row shows at most. */
  limit?: number
  /** Image hosts (the permission answer's `imageCDNs`). */
  imageHosts?: readonly string[]
  /** The link slot of every card. */
  renderLink?: RenderLink
  /** Where a card leads; default the game frame page. */
  hrefOf?: (game: Game) => string
}

/** A card's width in the row: two and a bit show on a 360 px phone, so the row plainly scrolls. */
const CARD_WIDTH = 148

/**
 * What a game under maintenance offers instead (spec section 4): a short message and a row of popular games
 * from open vendors. Plain props, so the lobby and the game frame page show the same thing.
 */
export function PopularGamesSuggestion({
  games, vendorName, title, headingLevel = 'h2', limit = 12, imageHosts, renderLink, hrefOf,
}: PopularGamesSuggestionProps) {
  const { t } = useTranslation('games')
  const shown = games?.filter((game) => !game.maintenance).slice(0, limit) ?? null
  return (
    <Box component="section" aria-labelledby="popular-games-title" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <BuildCircleOutlinedIcon aria-hidden="true" sx={{ color: 'warning.main', mt: 0.25 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography id="popular-games-title" component={headingLevel} variant="h6" sx={{ fontWeight: 700 }}>
            {title ?? t('popular.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {vendorName ? t('popular.message', { vendor: vendorName }) : t('popular.messageNoVendor')}
          </Typography>
        </Box>
      </Box>
      {shown === null ? (
        <Box role="status" sx={{ display: 'flex', gap: 1.5, overflow: 'hidden' }}>
          <Box component="span" sx={visuallyHidden}>
            {t('popular.loading')}
          </Box>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} variant="rounded" aria-hidden="true" sx={{ flex: `0 0 ${CARD_WIDTH}px`, height: 'auto', aspectRatio: '3 / 2.6' }} />
          ))}
        </Box>
      ) : shown.length > 0 ? (
        <Box
          component="ul"
          aria-label={t('popular.list')}
          // A scrolling region must be reachable by keyboard; its cards are links, so it is (axe: scrollable-region-focusable).
          sx={{
            display: 'flex', gap: 1.5, m: 0, p: 0, pb: 1, listStyle: 'none', overflowX: 'auto', scrollSnapType: 'x proximity',
            '& > li': { flex: `0 0 ${CARD_WIDTH}px`, scrollSnapAlign: 'start' },
          }}
        >
          {shown.map((game) => (
            <li key={game.nodeId}>
              <GameCard game={game} imageHosts={imageHosts} renderLink={renderLink} href={hrefOf?.(game)} />
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  )
}
