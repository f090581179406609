import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx'
import { MEMBER_FILTERS } from '../../components/games/lobby/filters'
import type { CategoryKey } from '../../config/constants'
import type { Game, GameFilter, GameList, GameListQuery, RankList } from '../../contract/schemas/games'
import type { ApiError } from '../api/ApiError'
import type { ApiClient } from '../api/client'
import type { ModalStore } from './ModalStore'
import { RequestState } from './RequestState'
import type { SessionStore } from './accounts/SessionStore'
import type { UiStore } from './UiStore'
import type { StartGames } from './RootStore'

export interface GamesHost {
  api: ApiClient
  session: SessionStore
  modals: ModalStore
  ui: UiStore
  toast: ApiError | null
  games: GamesStore | null
  /** The start data's hot games and winner board (RootStore), if the page had them. */
  startGames?: StartGames | null
}

/** Games per page of the lobby's list ("show more" asks for the next this many). */
export const LOBBY_PAGE_SIZE = 24
/** The game list answers at most 100 games a call (the contract's pageSize). */
const MAX_PAGE_SIZE = 100
/** The winner board's size (spec section 9: limitNum 20). */
export const WINNER_LIMIT = 20

/** What the lobby lists: a category (none on the hot page), a vendor (`""` for all), a filter and a search. */
export interface LobbyQuery {
  category: CategoryKey | null
  vendor: string
  filter: GameFilter
  keyword: string
}


const ignore = () => undefined

/**
 * The game lobby (category pages and hot games): what is listed (category, vendor, filter, search), the pages of
 * games shown so far, and the member's favourites, changed at once on screen and put back if the server refuses.
 * A request is keyed by everything its answer depends on (the query, the language, the account), so a stale
 * answer never lands. Also the popular games a vendor in maintenance suggests and the winner board.
 */
export class GamesStore {
  query: LobbyQuery = { category: null, vendor: '', filter: 'ALL', keyword: '' }
  /** The games shown, every page so far; null until the first page of the current query arrives. */
  list: Game[] | null = null
  /** Pages of LOBBY_PAGE_SIZE shown so far. */
  pageNo = 0
  totalCount = 0
  /** Node ids whose favourite change is on its way. */
  pendingFavourites = new Set<string>()
  popular: Game[] | null = null
  /** The home page's hot games (`MCS2_getHotGames`). */
  hot: Game[] | null = null
  winners: RankList['list'] | null = null
  private readonly startGamesUsed = new Set<'hot' | 'winners'>()
  readonly requests = {
    list: new RequestState(),
    more: new RequestState(),
    favourite: new RequestState(),
    popular: new RequestState(),
    hot: new RequestState(),
    winners: new RequestState(),
  }

  constructor(private readonly root: GamesHost) {
    makeAutoObservable<GamesStore, 'root' | 'startGamesUsed'>(this, { root: false, startGamesUsed: false, requests: false, list: observableRef, popular: observableRef, hot: observableRef, winners: observableRef })
    // Names come in the visitor's language, favourite marks with the account: a list shown is asked again when
    // either changes; a guest has no favourites or recent games to list.
    reaction(
      () => [this.root.ui.language, this.root.session.account] as const,
      () => {
        if (!this.root.session.isLoggedIn && MEMBER_FILTERS.includes(this.query.filter)) this.query = { ...this.query, filter: 'ALL' }
        this.popular = null
        this.hot = null
        this.winners = null
        if (this.list !== null || this.requests.list.isLoading || this.requests.list.error) void this.load(Math.max(1, this.pageNo))
      },
    )
  }

  get hasMore(): boolean {
    return this.list !== null && this.pageNo * LOBBY_PAGE_SIZE < this.totalCount
  }

  /**
   * Shows a query: the list starts over unless it is the one already shown (then it is refreshed in place).
   * `pages` shows that many pages at once (coming back to a list that had shown more).
   */
  open(query: Partial<LobbyQuery> & Pick<LobbyQuery, 'category'>, pages = 1): Promise<void> {
    const next: LobbyQuery = { ...this.query, ...query }
    if (next.category !== this.query.category && query.filter === undefined) next.filter = 'ALL'
    if (next.category !== this.query.category && query.keyword === undefined) next.keyword = ''
    if (next.category !== this.query.category && query.vendor === undefined) next.vendor = ''
    if (!this.root.session.isLoggedIn && MEMBER_FILTERS.includes(next.filter)) next.filter = 'ALL'
    if (!sameQuery(next, this.query)) this.list = null
    this.query = next
    return this.load(pages)
  }

  setVendor(vendor: string): Promise<void> {
    return this.open({ category: this.query.category, vendor })
  }

  setFilter(filter: GameFilter): Promise<void> {
    return this.open({ category: this.query.category, filter })
  }

  setKeyword(keyword: string): Promise<void> {
    return this.open({ category: this.query.category, keyword: keyword.trim() })
  }

  /** The first `pages` pages of the current query, in one call. */
  private load(pages: number): Promise<void> {
    this.requests.more.cancel()
    this.requests.more.clearError()
    const count = Math.max(1, Math.min(pages, Math.floor(MAX_PAGE_SIZE / LOBBY_PAGE_SIZE)))
    const query = this.listQuery({ pageNo: '1', pageSize: String(count * LOBBY_PAGE_SIZE) })
    return this.requests.list
      .runKeyed(this.keyOf(query), (signal) => this.root.api.call('gameList', { query, signal }), (value) => {
        this.list = value.list
        this.pageNo = Math.min(count, Math.max(1, Math.ceil(value.list.length / LOBBY_PAGE_SIZE)))
        this.totalCount = value.totalCount
      })
      .then(ignore, ignore)
  }

  /** The next page, added below the games shown. */
  loadMore(): Promise<void> {
    if (!this.hasMore || this.requests.list.isLoading) return Promise.resolve()
    const query = this.listQuery({ pageNo: String(this.pageNo + 1), pageSize: String(LOBBY_PAGE_SIZE) })
    return this.requests.more
      .runKeyed(this.keyOf(query), (signal) => this.root.api.call('gameList', { query, signal }), (value) => this.append(value))
      .then(ignore, ignore)
  }

  /** Tries the failed request again: the list, or the next page. */
  retry(): Promise<void> {
    if (this.requests.more.error && this.list !== null) return this.loadMore()
    return this.load(Math.max(1, this.pageNo))
  }

  private append(value: GameList): void {
    const shown = new Set((this.list ?? []).map((game) => game.nodeId))
    // A game that moved between pages (the catalogue changed meanwhile) is shown once.
    this.list = [...(this.list ?? []), ...value.list.filter((game) => !shown.has(game.nodeId))]
    this.pageNo += 1
    this.totalCount = value.totalCount
  }

  private listQuery(page: Pick<GameListQuery, 'pageNo' | 'pageSize'>): GameListQuery {
    const { category, vendor, filter, keyword } = this.query
    return {
      ...(category ? { gameGroupCode: category } : {}),
      ...(vendor ? { vendorCode: vendor } : {}),
      filter,
      ...(keyword ? { keyword } : {}),
      ...page,
    }
  }

  private keyOf(query: GameListQuery): string {
    return JSON.stringify([this.root.ui.language, this.root.session.account ?? '', query])
  }

  /**
   * Adds or removes a favourite: shown at once, put back (and the failure shown) if the server refuses. A guest
   * is asked to log in instead.
   */
  async toggleFavourite(game: Pick<Game, 'nodeId' | 'isFav'>): Promise<void> {
    if (!this.root.session.isLoggedIn) {
      this.root.modals.open('login', { reason: 'favourite' })
      return
    }
    const { nodeId } = game
    if (this.pendingFavourites.has(nodeId)) return
    const before = this.favouriteOf(nodeId) ?? game.isFav
    const after = before === 1 ? 0 : 1
    this.pendingFavourites.add(nodeId)
    this.mark(nodeId, after)
    try {
      await this.requests.favourite.run(() => this.root.api.call(after === 1 ? 'addFavourite' : 'removeFavourite', { query: { nodeId } }), ignore)
    } catch (error) {
      runInAction(() => {
        this.mark(nodeId, before)
        this.root.toast = error as ApiError
      })
    } finally {
      runInAction(() => this.pendingFavourites.delete(nodeId))
    }
  }

  private favouriteOf(nodeId: string): number | undefined {
    return (this.list?.find((game) => game.nodeId === nodeId) ?? this.popular?.find((game) => game.nodeId === nodeId))?.isFav
  }

  private mark(nodeId: string, isFav: number): void {
    const marked = (games: Game[] | null) => games && (games.some((game) => game.nodeId === nodeId) ? games.map((game) => (game.nodeId === nodeId ? { ...game, isFav } : game)) : games)
    this.list = marked(this.list)
    this.popular = marked(this.popular)
  }

  /** The popular games a vendor in maintenance suggests (cached per language by the API layer). */
  loadPopular(): Promise<void> {
    return this.requests.popular
      .runKeyed(this.root.ui.language, (signal) => this.root.api.call('popularGames', { signal }), (value) => {
        this.popular = value
      })
      .then(ignore, ignore)
  }

  /**
   * The page's start data (hot games, winner board) when it is in `language`: the home page shows it without a
   * call. Each part is used once; asking again (a retry, another language) calls.
   */
  private takeStartGames(language: string, part: 'hot' | 'winners' = 'hot'): StartGames | null {
    const preset = this.root.startGames
    if (!preset || preset.language !== language || this.startGamesUsed.has(part)) return null
    this.startGamesUsed.add(part)
    return preset
  }

  /** The home page's hot games (spec section 7: merchantCode, isPlatform 2, platform, language → value.list). */
  loadHot(): Promise<void> {
    const language = this.root.ui.language
    const preset = this.takeStartGames(language)
    if (preset) {
      this.hot = preset.hot
      this.requests.hot.markLoaded()
      return Promise.resolve()
    }
    const merchantCode = this.root.session.merchantCode ?? undefined
    return this.requests.hot
      .runKeyed(language, (signal) => this.root.api.call('hotGames', { query: { ...(merchantCode ? { merchantCode } : {}), isPlatform: '2', platform: 'html5-desktop', language }, signal }), (value) => {
        this.hot = value.list
      })
      .then(ignore, ignore)
  }

  /** The winner board (spec section 7: every category, the visitor's language, 20 entries). */
  loadWinners(): Promise<void> {
    const language = this.root.ui.language
    const preset = this.takeStartGames(language, 'winners')
    if (preset) {
      this.winners = preset.winners
      this.requests.winners.markLoaded()
      return Promise.resolve()
    }
    return this.requests.winners
      .runKeyed(language, (signal) => this.root.api.call('rankList', { query: { gameCategory: 'ALL', language, limitNum: String(WINNER_LIMIT) }, signal }), (value) => {
        this.winners = value.list
      })
      .then(ignore, ignore)
  }
}

function sameQuery(a: LobbyQuery, b: LobbyQuery): boolean {
  return a.category === b.category && a.vendor === b.vendor && a.filter === b.filter && a.keyword === b.keyword
}

/** The root's games store, made when a lobby page first opens. */
export function gamesStoreOf(root: GamesHost): GamesStore {
  if (!root.games) {
    const store = new GamesStore(root)
    runInAction(() => (root.games = store))
  }
  return root.games!
}
