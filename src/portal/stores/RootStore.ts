import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx'
import type { LanguageCode } from '../../config/languages'
import { ApiError, toApiError } from '../api/ApiError'
import type { ApiClient } from '../api/client'
import type { StartData } from '../../contract/start'
import type { SocialProvider } from '../../contract/schemas/security'
import type { Game, RankList } from '../../contract/schemas/games'
import { defaultNavigation, type PortalNavigation } from '../navigation'
import type { PortalStorages } from '../storage'
import type { AgencyNoticeStore } from './AgencyNoticeStore'
import type { AuthFlows } from './accounts/AuthFlows'
import type { SecurityStore } from './SecurityStore'
import type { MoneyStore } from './money/MoneyStore'
import type { MessageStore } from './MessageStore'
import type { GamesStore } from './GamesStore'
import type { WalletStore } from './money/WalletStore'
import type { MemberEventStream } from '../api/events'
import { ConfigStore } from './ConfigStore'
import { ModalStore } from './ModalStore'
import { NoticeStore } from './NoticeStore'
import { SessionStore } from './accounts/SessionStore'
import { takeSocialReturn, type SocialReturn } from './socialReturn'
import { SESSION_KEYS } from './storageKeys'
import { UiStore } from './UiStore'

/** The start data's hot games and winner board, in the language the page was written in. */
export interface StartGames {
  language: string
  hot: Game[]
  winners: RankList['list']
}

export interface RootStoreOptions {
  api: ApiClient
  storage: PortalStorages
  /** Where the portal runs; the host is the permission call's `url` (defaults to window.location). */
  location?: { host: string }
  /** The page address: where a social login or bind leaves for its provider and comes back (defaults to the browser's). */
  navigation?: PortalNavigation
  /** The start-up answers the server wrote into the page; used once, by the first start, on the same host. */
  startData?: StartData
  /**
   * How the wallet follows the member's events: a stream opener, or false for none (tests on a fake network).
   * Default: fetch from `apiBaseURL`, made when the wallet's chunk loads (the first screen never carries it).
   */
  memberEvents?: MemberEventStream | false
  /** The API's base URL (default: this origin). */
  apiBaseURL?: string
}

/**
 * Where the start sequence is: `starting` shows the splash (no routes yet); `domainCheck` is an unknown host;
 * `failed` is any other start failure (shown with a retry); `ready` means routes are registered.
 */
export type StartPhase = 'starting' | 'domainCheck' | 'failed' | 'ready'

/** How a bind the member started in the security centre came back from the provider. */
export type SocialBindResult = { bound: SocialProvider } | { error: ApiError; provider: SocialProvider | null }

const ignore = () => undefined

/** Builds every store from its dependencies (docs/conventions.md); one per app, one per test, never a singleton. */
export class RootStore {
  readonly api: ApiClient
  readonly storage: PortalStorages
  readonly host: string
  readonly navigation: PortalNavigation
  readonly session: SessionStore
  readonly config: ConfigStore
  readonly ui: UiStore
  readonly modals: ModalStore
  readonly notices: NoticeStore
  /**
   * The account flows, one store each (`auth.login`, `auth.registration`, `auth.passwordChange`,
   * `auth.passwordRecovery`): loaded with the first account modal, not with the first page (`loadAuth`); null
   * until then.
   */
  auth: AuthFlows | null = null
  private authLoading: Promise<AuthFlows> | undefined
  /** The security centre's store, made by the member centre when it first opens (securityStoreOf). */
  security: SecurityStore | null = null
  /** The agents' notices, made with the first agent's session (agencyNoticesOf), never for a guest or a member. */
  agencyNotices: AgencyNoticeStore | null = null
  /** The logged-in member's balance, made with the first session (walletOf), never for a guest. */
  wallet: WalletStore | null = null
  /** The member centre's money pages (transfers, records), made when one first opens (moneyStoreOf). */
  money: MoneyStore | null = null
  /** The member centre's messages page, made when it first opens (messageStoreOf). */
  messages: MessageStore | null = null
  /** The game lobby (category pages, hot games), made when one first opens (gamesStoreOf). */
  games: GamesStore | null = null
  /** The home page's hot games and winner board from the page's start data, until the games store takes them. */
  startGames: StartGames | null = null

  /** See RootStoreOptions.memberEvents. */
  readonly memberEvents: MemberEventStream | false | undefined
  readonly apiBaseURL: string
  /** The language and merchant a stream is opened with (what the API client sends). */
  readonly language = () => this.ui.language
  readonly merchantCode = () => this.session.merchantCode

  phase: StartPhase = 'starting'
  startError: ApiError | null = null
  /** The last error worth telling the visitor about outside a form (shown as a snackbar). */
  toast: ApiError | null = null
  /** A bind's result the provider sent back, until the security centre shows it (takeSocialBindResult). */
  socialBindResult: SocialBindResult | null = null
  private startData: StartData | undefined
  /** The social result the address brought (read once, at the first start) and the tab's browser key, until acted on. */
  private socialReturn: { back: SocialReturn; browserKey: string | null } | null = null
  private socialReturnRead = false

  constructor(options: RootStoreOptions) {
    this.api = options.api
    this.storage = options.storage
    this.host = options.location?.host ?? (typeof window === 'undefined' ? 'localhost' : window.location.host)
    this.navigation = options.navigation ?? defaultNavigation()
    this.session = new SessionStore(options.storage, options.api)
    this.config = new ConfigStore(options.api, () => this.ui.language)
    this.ui = new UiStore(options.storage)
    this.modals = new ModalStore()
    this.notices = new NoticeStore(options.api, options.storage, () => this.ui.language)
    this.startData = options.startData
    this.memberEvents = options.memberEvents
    this.apiBaseURL = options.apiBaseURL ?? ''
    makeAutoObservable<RootStore, 'startData' | 'authLoading' | 'socialReturn' | 'socialReturnRead'>(this, {
      api: false, storage: false, host: false, navigation: false, session: false, config: false, ui: false, modals: false, notices: false, auth: observableRef,
      authLoading: false, startData: false, socialReturn: false, socialReturnRead: false, agencyNotices: observableRef, startGames: false, wallet: observableRef, money: observableRef, messages: observableRef, games: observableRef,
      memberEvents: false, apiBaseURL: false, language: false, merchantCode: false,
    })
    // An agent's session (never a trial account's), from a login or restored with the page, opens the agency notices it
    // has not dismissed and the contract agreement when offers wait (agentSession.ts). Their code loads only then: a
    // guest's first screen does not carry it.
    // A session, from a login or restored with the page, reads its balance; the wallet's code loads only then.
    reaction(
      () => this.phase === 'ready' && this.config.siteState === 'open' && this.session.isLoggedIn,
      (loggedIn) => {
        if (loggedIn && !this.wallet) void import('./money/WalletStore').then(({ walletOf }) => walletOf(this), ignore)
      },
      { fireImmediately: true },
    )
    reaction(
      () => (this.phase === 'ready' && this.config.siteState === 'open' && this.session.isAgent && !this.session.isTrial ? this.session.account : null),
      (agent) => {
        if (agent) void import('./agentSession').then(({ startAgentSession }) => startAgentSession(this), ignore)
      },
    )
  }

  /** The page's start data, once, when it is for this host and holds the permission answer and the config. */
  private takeStartData(): StartData | undefined {
    const data = this.startData
    this.startData = undefined
    if (!data || data.host !== this.host || !data.values.systemStatus || !data.values.merchantConfig) return undefined
    return data
  }

  /**
   * The start sequence (spec section 4 "Start"): restore the session from storage; ask the permission call
   * (url = host) and read the merchant config and country codes; store the merchant code; choose the language
   * and theme; unless the site is closed (maintenance, region, IP), fetch domain routes (app QR codes) and the
   * whitelabel tree, then game menus, register settings and notices. Safe to call again (the retry of the
   * domain-check and failure pages).
   */
  async start(): Promise<void> {
    this.phase = 'starting'
    this.startError = null
    this.session.restore()
    this.readSocialReturn()
    const preset = this.takeStartData()
    if (preset) return this.startFrom(preset)
    try {
      const status = await this.config.loadStatus(this.host)
      this.session.storeMerchantCode(status.merchantCode)
      // Country codes are always fetched; their failure does not stop the portal (a register form retries).
      const [merchant] = await Promise.all([this.config.loadMerchantConfig(), this.config.loadCountryCodes().catch(ignore)])
      this.ui.applyMerchant(merchant)
      if (this.config.siteState === 'open') {
        // Optional data: a failure leaves its RequestState.error set and the page shows what it has.
        await Promise.all([this.config.loadDomainRoute().catch(ignore), this.config.loadWhitelabel().catch(ignore)])
        await Promise.all([
          this.config.loadGameMenus().catch(ignore), this.config.loadRegisterSettings().catch(ignore), this.notices.load(),
        ])
      }
      runInAction(() => {
        this.phase = 'ready'
        this.resumeSocialReturn()
      })
    } catch (error) {
      const apiError = toApiError(error)
      runInAction(() => {
        this.startError = apiError
        this.phase = apiError.code === 'domain_check_failed' ? 'domainCheck' : 'failed'
      })
    }
  }

  /**
   * The same start with the answers the server wrote into the page: nothing to wait for, so routes are
   * registered in the first render and the first screen makes no call. An answer the page lacks is fetched
   * without holding the page; notices and menus are asked again only when the visitor reads another language
   * than the page was written in.
   */
  private startFrom(data: StartData): void {
    const { values } = data
    this.config.applyStartValues(values)
    this.session.storeMerchantCode(this.config.status!.merchantCode)
    this.ui.applyMerchant(this.config.merchant!)
    if (values.notices) this.notices.apply(values.notices)
    // The home page's hot games and winner board, for its games section (its own chunk) to show without a call.
    if (values.hotGames && values.rankList) this.startGames = { language: data.language, hot: values.hotGames.list, winners: values.rankList.list }
    this.phase = 'ready'
    this.resumeSocialReturn()
    if (!values.countryCodes) void this.config.loadCountryCodes().catch(ignore)
    if (this.config.siteState !== 'open') return
    if (!values.whitelabel) void this.config.loadWhitelabel().catch(ignore)
    if (!values.domainRoute) void this.config.loadDomainRoute().catch(ignore)
    if (!values.registerSettings) void this.config.loadRegisterSettings().catch(ignore)
    const sameLanguage = this.ui.language === data.language
    if (!values.gameMenus || !sameLanguage) void this.config.loadGameMenus().catch(ignore)
    if (!values.notices || !sameLanguage) void this.notices.load()
  }

  /**
   * A social login or bind comes back to the portal with its result in the URL fragment: read it (and the browser
   * key of the login this tab started, which is dropped from storage whatever the result) and take the fragment out
   * of the address at once, before the router reads it. Only the first start reads it.
   */
  private readSocialReturn(): void {
    if (this.socialReturnRead) return
    this.socialReturnRead = true
    const back = takeSocialReturn(this.navigation)
    if (!back) return
    const browserKey = this.storage.session.getItem(SESSION_KEYS.socialBrowserKey)
    this.storage.session.removeItem(SESSION_KEYS.socialBrowserKey)
    this.socialReturn = { back, browserKey }
  }

  /**
   * Acts on the social result once the portal is ready (a start that failed keeps it for the retry). Only a member
   * binds, and no login starts while one is logged in: with a session, the result is a bind's and waits for the
   * security centre. Without one, a login's ticket is exchanged, or its error opens the login popup (LoginStore).
   */
  private resumeSocialReturn(): void {
    const pending = this.socialReturn
    if (!pending) return
    this.socialReturn = null
    if (this.config.siteState !== 'open') return
    const { back, browserKey } = pending
    if (this.session.isLoggedIn) {
      if (back.kind === 'bound') this.socialBindResult = { bound: back.provider }
      else if (back.kind === 'error') this.socialBindResult = { error: new ApiError({ code: back.code, status: 0 }), provider: back.provider }
      return
    }
    if (back.kind === 'bound') return
    void this.loadAuth().then(
      (auth) => auth.login.finishSocialReturn(back, browserKey),
      (error: unknown) => runInAction(() => (this.toast = toApiError(error))),
    )
  }

  /** The bind result the provider sent back, handed once to the security centre that shows it. */
  takeSocialBindResult(): SocialBindResult | null {
    const result = this.socialBindResult
    this.socialBindResult = null
    return result
  }

  /** Languages this merchant lets the visitor choose (native names come from src/config/languages). */
  get selectableLanguages(): readonly LanguageCode[] {
    return this.config.merchant?.languages.selectable ?? [this.ui.language]
  }

  /**
   * The visitor picked a language: keep it (hisLang), tell the server (`updateLanguage`; a failure is shown
   * unless its kind is 'silent'), and re-read the language-dependent cached calls (notices, game menus).
   */
  async changeLanguage(code: LanguageCode): Promise<void> {
    if (!this.selectableLanguages.includes(code) || code === this.ui.language) return
    this.ui.setLanguage(code)
    try {
      await this.api.call('updateLanguage', { body: { language: code } })
    } catch (error) {
      const apiError = toApiError(error)
      if (apiError.kind !== 'silent') runInAction(() => (this.toast = apiError))
    }
    if (this.config.siteState === 'open') {
      await Promise.all([this.notices.load(), this.config.loadGameMenus().catch(ignore)])
    }
  }

  /** The account flows, created once, their code fetched on the first call (the account modals ask for it). */
  loadAuth(): Promise<AuthFlows> {
    this.authLoading ??= import('./accounts/AuthFlows').then(({ AuthFlows }) => {
      const auth = new AuthFlows({
        api: this.api, storage: this.storage, session: this.session, modals: this.modals, config: this.config, navigation: this.navigation,
      })
      // Observable by reference: the shell shows what the account flows leave for it (the previous login).
      runInAction(() => (this.auth = auth))
      return auth
    })
    return this.authLoading
  }

  /** Sign out after the side menu's confirmation (spec section 4); the shell then returns to /. */
  signOut(): void {
    this.session.signOut()
    this.auth?.reset()
    this.modals.closeAll()
    this.ui.setSideMenuOpen(false)
  }

  /** The API said the session is gone: clear it and offer login again. */
  handleForceLogout(error: ApiError): void {
    if (!this.session.isLoggedIn) return
    this.session.signOut({ revoke: false })
    this.auth?.reset()
    this.modals.closeAll()
    this.modals.open('login')
    this.toast = error
  }

  dismissToast(): void {
    this.toast = null
  }
}
