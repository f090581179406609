import { useEffect, useRef } from 'react'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { observer } from 'mobx-react-lite'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { CATEGORY_KEYS, CATEGORY_PATHS, type CategoryKey } from '../../../config/constants'
import type { GameMenuVendor } from '../../../contract/schemas/games'
import { GameGrid } from '../../../components/games/lobby/GameGrid'
import { GameLobby } from '../../../components/games/lobby/GameLobby'
import { EmptyState } from '../../../components/primitives/EmptyState'
import type { ApiError } from '../../api/ApiError'
import { routerLink } from '../../shell/routerLink'
import { useRootStore } from '../../StoreContext'
import { gamesStoreOf } from '../../stores/GamesStore'
import type { RoutePageProps } from '../RoutePageProps'

/** The category of each /{pageType} page (rng -> RNG, from the one path table); bgs and bingo have none yet. */
const CATEGORY_OF_PAGE_TYPE = new Map<string, CategoryKey>(CATEGORY_KEYS.map((key) => [CATEGORY_PATHS[key].slice(1), key]))

/**
 * The query a lobby link may carry: `vendor` (the header's vendor links) or `vassalage` (spec section 2) picks the
 * vendor; `page` how many pages of games are shown (kept as "show more" is pressed, so coming back from a game
 * shows as many again).
 */
const QUERY = { vendor: 'vendor', vassalage: 'vassalage', page: 'page' } as const

/** The translated message of a failed call: the catalogue's key, in `errors` unless it names its namespace. */
function messageKeyOf(error: ApiError): string {
  return error.messageKey.includes(':') ? error.messageKey : `errors:${error.messageKey}`
}

export interface LobbyPageProps {
  /** The category listed; null lists every category (the hot page). */
  category: CategoryKey | null
  /** The category's vendors (the game menus'); left out, no vendor tabs. */
  vendors?: readonly GameMenuVendor[]
  /** The page's headline. */
  title: string
  intro?: string
  /** Lists only the hot games, without the filters (the hot page). */
  hotOnly?: boolean
}

/** A lobby page wired to the games store and the address (vendor and pages in the query). */
export const LobbyPage = observer(function LobbyPage({ category, vendors, title, intro, hotOnly = false }: LobbyPageProps) {
  const root = useRootStore()
  const store = gamesStoreOf(root)
  const { t } = useTranslation('games')
  const [params, setParams] = useSearchParams()
  const asked = params.get(QUERY.vendor) ?? params.get(QUERY.vassalage) ?? ''
  // A vendor the category does not have lists them all.
  const vendor = vendors?.some((candidate) => candidate.vendorCode === asked) ? asked : ''
  const pagesAsked = useRef(1)
  pagesAsked.current = Math.max(1, Number.parseInt(params.get(QUERY.page) ?? '', 10) || 1)

  useEffect(() => {
    void store.open({ category, vendor, ...(hotOnly ? { filter: 'HOT' as const } : {}) }, pagesAsked.current)
  }, [store, category, vendor, hotOnly])

  const closed = vendors?.some((candidate) => candidate.vendorCode === vendor && candidate.maintenance) ?? false
  useEffect(() => {
    if (closed) void store.loadPopular()
  }, [store, closed])

  const member = root.session.isLoggedIn
  const error = store.requests.list.error ?? store.requests.more.error
  const showPages = (pages: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (pages > 1) next.set(QUERY.page, String(pages))
        else next.delete(QUERY.page)
        return next
      },
      { replace: true },
    )

  return (
    <GameLobby
      title={title}
      intro={intro}
      vendors={vendors}
      vendor={vendor}
      onVendorChange={(code) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current)
            next.delete(QUERY.vassalage)
            next.delete(QUERY.page)
            if (code) next.set(QUERY.vendor, code)
            else next.delete(QUERY.vendor)
            return next
          },
          { replace: true },
        )
      }
      filter={store.query.filter}
      onFilterChange={hotOnly ? undefined : (filter) => void store.setFilter(filter).then(() => showPages(1))}
      member={member}
      keyword={store.query.keyword}
      onSearch={(keyword) => void store.setKeyword(keyword).then(() => showPages(1))}
      popularGames={closed ? store.popular : undefined}
      games={store.list}
      totalCount={store.totalCount}
      error={error ? t(messageKeyOf(error)) : null}
      onRetry={() => void store.retry()}
      hasMore={store.hasMore}
      loadingMore={store.requests.more.isLoading}
      onLoadMore={() => void store.loadMore().then(() => showPages(store.pageNo))}
      imageHosts={root.config.status?.imageCDNs}
      renderLink={routerLink}
      onToggleFavourite={member ? (game) => void store.toggleFavourite(game) : undefined}
      // A copy read here, so this page follows the set's contents (the grid is not an observer).
      pendingFavourites={new Set(store.pendingFavourites)}
    />
  )
})

/**
 * A game category page (spec section 2, /{pageType}): the category's vendors as tabs (from the game menus, as the
 * header's dropdowns), the filters, the search and the games. A category with no launchable vendor (or a page
 * type with no category yet) says so.
 */
export default observer(function CategoryPage({ route }: RoutePageProps) {
  const { config } = useRootStore()
  const { t } = useTranslation(['portal', 'games'])
  const category = route.pageType ? CATEGORY_OF_PAGE_TYPE.get(route.pageType) : undefined
  const menu = category ? config.categories.find((candidate) => candidate.gameGroupCode === category) : undefined
  const title = t(route.titleKey)
  const menusPending = !config.requests.gameMenus.loaded && config.requests.gameMenus.isLoading

  return (
    <Container component="section" sx={{ paddingBlock: { xs: 2, sm: 4 } }} data-testid="route-page-category">
      {category && menu ? (
        <LobbyPage category={category} vendors={menu.gameMenus} title={title} />
      ) : (
        <>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
            {title}
          </Typography>
          {/* The game menus are still on their way: the games' places, not "nothing here". */}
          {menusPending ? <GameGrid games={null} /> : <EmptyState title={t('games:lobby.noVendors.title')} description={t('games:lobby.noVendors.description')} />}
        </>
      )}
    </Container>
  )
})
