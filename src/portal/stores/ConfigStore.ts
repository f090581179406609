import { makeAutoObservable, observableRef } from 'mobx'
import { effectiveFeatures } from '../../config/whitelabel'
import type { CategoryKey, NavKey, WhitelabelModId, WhitelabelNode } from '../../config/schema'
import type { PublicMerchantConfig } from '../../config/public'
import type { GameMenu } from '../../contract/schemas/games'
import type { CountryCode, DomainRoute, RegisterSettings, SystemStatus } from '../../contract/schemas/system'
import type { StartDataValues } from '../../contract/start'
import type { ApiClient } from '../api/client'
import { RequestState } from './RequestState'

/** The route set the permission answer selects (spec sections 2 and 4). */
export type SiteState = 'open' | 'maintenance' | 'regionRestricted' | 'ipBlocked'

/**
 * What the server says about this merchant and site: permission/system status, public merchant config,
 * whitelabel feature flags, register settings, game menus, domain routes (app QR codes) and country codes.
 */
export class ConfigStore {
  status: SystemStatus | null = null
  merchant: PublicMerchantConfig | null = null
  whitelabel: WhitelabelNode[] = []
  registerSettings: RegisterSettings | null = null
  gameMenus: GameMenu[] = []
  domainRoute: DomainRoute | null = null
  countryCodes: CountryCode[] = []

  readonly requests = {
    systemStatus: new RequestState(),
    merchantConfig: new RequestState(),
    whitelabel: new RequestState(),
    registerSettings: new RequestState(),
    gameMenus: new RequestState(),
    domainRoute: new RequestState(),
    countryCodes: new RequestState(),
  }

  constructor(
    private readonly api: ApiClient,
    /** The visitor's language: game menus are answered in it, and an answer in another is dropped. */
    private readonly language: () => string = () => '',
  ) {
    // Server answers are replaced whole, never edited: kept by reference, not made deeply observable (which on a
    // phone cost a long task at start for the merchant config alone).
    const answer = observableRef
    makeAutoObservable<ConfigStore, 'api' | 'language'>(this, {
      api: false, requests: false, language: false,
      status: answer, merchant: answer, whitelabel: answer, registerSettings: answer, gameMenus: answer, domainRoute: answer, countryCodes: answer,
    })
  }

  /** Applies the answers that arrived with the page (the start data), as if each call had answered them. */
  applyStartValues(values: StartDataValues): void {
    if (values.systemStatus) this.status = values.systemStatus
    if (values.merchantConfig) this.merchant = values.merchantConfig
    if (values.whitelabel) this.whitelabel = values.whitelabel
    if (values.domainRoute) this.domainRoute = values.domainRoute
    if (values.registerSettings) this.registerSettings = values.registerSettings
    if (values.gameMenus) this.gameMenus = values.gameMenus
    if (values.countryCodes) this.countryCodes = values.countryCodes
    for (const name of ['systemStatus', 'merchantConfig', 'whitelabel', 'domainRoute', 'registerSettings', 'gameMenus', 'countryCodes'] as const) {
      if (values[name]) this.requests[name].markLoaded()
    }
  }

  get siteState(): SiteState | null {
    const status = this.status
    if (!status) return null
    if (status.maintenance.enabled) return 'maintenance'
    if (status.regionRestriction) return 'regionRestricted'
    if (status.ipBlocked) return 'ipBlocked'
    return 'open'
  }

  /** Every whitelabel modId mapped to whether it is effectively on (a node and all its ancestors enabled). */
  get features(): Partial<Record<WhitelabelModId, boolean>> {
    return effectiveFeatures(this.whitelabel)
  }

  isEnabled(modId: WhitelabelModId): boolean {
    return this.features[modId] === true
  }

  get navOrder(): readonly NavKey[] {
    return this.merchant?.navigation.topNav ?? []
  }

  /** Categories with vendors, in top-nav order (spec section 2: a tab only when the category has vendors). */
  get categories(): GameMenu[] {
    const order = this.navOrder
    const rank = (key: CategoryKey) => {
      const at = order.indexOf(key)
      return at === -1 ? Number.MAX_SAFE_INTEGER : at
    }
    return this.gameMenus.filter((menu) => menu.gameMenus.length > 0).sort((a, b) => rank(a.gameGroupCode) - rank(b.gameGroupCode))
  }

  /**
   * Footer vendor logos: the vendors of the live catalogue (the game menus), those the merchant's list names first
   * and in its order, then the others; a vendor the merchant names but has not connected is not shown.
   */
  get footerVendors(): { code: string; name: string; logo: string }[] {
    const byCode = new Map<string, { code: string; name: string; logo: string }>()
    for (const menu of this.gameMenus) {
      for (const vendor of menu.gameMenus) {
        if (!byCode.has(vendor.vendorCode)) byCode.set(vendor.vendorCode, { code: vendor.vendorCode, name: vendor.labelName, logo: vendor.logo })
      }
    }
    const wanted = (this.merchant?.footer.vendorLogos ?? []).filter((code) => byCode.has(code))
    const rest = [...byCode.keys()].filter((code) => !wanted.includes(code))
    return [...wanted, ...rest].map((code) => byCode.get(code)!)
  }

  /** App download links: the merchant's, overridden by the domain-route resources the server publishes. */
  get appDownload(): { ios?: string; iosMobileConfig?: string; android?: string } {
    const links = { ...(this.merchant?.appDownload ?? {}) }
    for (const resource of this.domainRoute?.resources ?? []) {
      if (resource.resourceType === 'IOS') links.ios = resource.qrCodeUrl || resource.url
      if (resource.resourceType === 'IOS_MOBILECONFIG') links.iosMobileConfig = resource.qrCodeUrl || resource.url
      if (resource.resourceType === 'ANDROID') links.android = resource.qrCodeUrl || resource.url
    }
    return links
  }

  loadStatus(host: string): Promise<SystemStatus> {
    return this.requests.systemStatus.run(() => this.api.call('systemStatus', { query: { url: host } }), (value) => {
      this.status = value
    })
  }

  loadMerchantConfig(): Promise<PublicMerchantConfig> {
    return this.requests.merchantConfig.run(() => this.api.call('merchantConfig'), (value) => {
      this.merchant = value
    })
  }

  loadCountryCodes(): Promise<CountryCode[]> {
    return this.requests.countryCodes.run(() => this.api.call('countryCodes'), (value) => {
      this.countryCodes = value
    })
  }

  loadWhitelabel(): Promise<WhitelabelNode[]> {
    return this.requests.whitelabel.run(() => this.api.call('whitelabel'), (value) => {
      this.whitelabel = value
    })
  }

  loadDomainRoute(): Promise<DomainRoute> {
    return this.requests.domainRoute.run(() => this.api.call('domainRoute'), (value) => {
      this.domainRoute = value
    })
  }

  loadGameMenus(options: { refresh?: boolean } = {}): Promise<GameMenu[]> {
    return this.requests.gameMenus.runKeyed(this.language(), (signal) => this.api.call('gameMenus', { refresh: options.refresh, signal }), (value) => {
      this.gameMenus = value
    })
  }

  loadRegisterSettings(): Promise<RegisterSettings> {
    return this.requests.registerSettings.run(() => this.api.call('registerSettings'), (value) => {
      this.registerSettings = value
    })
  }
}
