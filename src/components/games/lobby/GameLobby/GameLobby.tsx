import { useId } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { tKey } from '../../../../../locales'
import type { Game, GameFilter, GameMenuVendor } from '../../../../contract/schemas/games'
import { GameFilters } from '../GameFilters'
import { GameGrid, type GameGridProps } from '../GameGrid'
import { GameSearch } from '../GameSearch'
import { PopularGamesSuggestion } from '../PopularGamesSuggestion'
import { ALL_VENDORS, VendorTabs } from '../VendorTabs'

export interface GameLobbyProps
  extends Pick<
    GameGridProps,
    'games' | 'totalCount' | 'error' | 'onRetry' | 'hasMore' | 'loadingMore' | 'onLoadMore' | 'imageHosts' | 'renderLink' | 'hrefOf' | 'onToggleFavourite' | 'pendingFavourites'
  > {
  /** The page's headline (the category's name). */
  title: string
  /** A sentence under the headline. */
  intro?: string
  /** The category's vendors for the tabs; left out, no tabs (the hot page across every category). */
  vendors?: readonly GameMenuVendor[]
  /** The vendor shown (`""` for all). */
  vendor?: string
  onVendorChange?: (vendorCode: string) => void
  /** The filter in force. */
  filter: GameFilter
  /** Left out, no filters are offered (the hot page's list is the hot filter). */
  onFilterChange?: (filter: GameFilter) => void
  /** A logged-in member: favourites and recent games are offered. */
  member: boolean
  /** The search in force. */
  keyword: string
  onSearch: (keyword: string) => void
  /**
   * Popular games, offered when the vendor shown is in maintenance (spec section 4); `null` while they load.
   * Left out, nothing is offered.
   */
  popularGames?: readonly Game[] | null
}

/**
 * A game lobby page's body: the headline, the category's vendor tabs, the filters and the search, and the games
 * grid; when the chosen vendor is in maintenance, popular games from open vendors above its list.
 */
export function GameLobby({ title, intro, vendors, vendor = ALL_VENDORS, onVendorChange, filter, onFilterChange, member, keyword, onSearch, popularGames, ...grid }: GameLobbyProps) {
  const { t } = useTranslation('games')
  const gridId = useId()
  const closed = vendors?.find((candidate) => candidate.vendorCode === vendor && candidate.maintenance)
  const empty = emptyText(filter, keyword)
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {intro ? (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {intro}
          </Typography>
        ) : null}
      </Box>
      {vendors && onVendorChange ? <VendorTabs vendors={vendors} value={vendor} onChange={onVendorChange} controls={gridId} /> : null}
      {closed && popularGames !== undefined ? (
        <Box sx={{ p: 2, borderRadius: 2, border: 1, borderColor: 'warning.main', minWidth: 0 }}>
          <PopularGamesSuggestion games={popularGames} vendorName={closed.labelName} imageHosts={grid.imageHosts} renderLink={grid.renderLink} hrefOf={grid.hrefOf} />
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
        {onFilterChange ? <GameFilters value={filter} onChange={onFilterChange} member={member} /> : <span />}
        <GameSearch value={keyword} onSearch={onSearch} />
      </Box>
      <Box id={gridId}>
        <GameGrid {...grid} emptyTitle={t(empty.title, { keyword })} emptyDescription={t(empty.description)} />
      </Box>
    </Box>
  )
}

/** What an empty list says: a search that found nothing, no favourites yet, nothing played yet, or nothing here. */
function emptyText(filter: GameFilter, keyword: string): { title: string; description: string } {
  if (keyword) return { title: tKey('games:lobby.empty.searchTitle'), description: tKey('games:lobby.empty.searchDescription') }
  if (filter === 'FAV') return { title: tKey('games:lobby.empty.favTitle'), description: tKey('games:lobby.empty.favDescription') }
  if (filter === 'RECENT') return { title: tKey('games:lobby.empty.recentTitle'), description: tKey('games:lobby.empty.recentDescription') }
  return { title: tKey('games:lobby.empty.title'), description: tKey('games:lobby.empty.description') }
}
