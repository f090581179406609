import { makeAutoObservable } from 'mobx'
import {
  DEFAULT_LANGUAGE, THEME_MODES, directionOf, isLanguageCode, type Direction, type LanguageCode, type ThemeMode,
} from '../../config/languages'
import type { PublicMerchantConfig } from '../../config/public'
import type { PortalStorages } from '../storage'
import { LOCAL_KEYS } from './storageKeys'

/** hisLang when this merchant lets the visitor select it, else the merchant's default (spec sections 1 and 4). */
export function resolveLanguage(stored: string | null, languages: PublicMerchantConfig['languages']): LanguageCode {
  if (stored && isLanguageCode(stored) && languages.selectable.includes(stored)) return stored
  return languages.default
}

/** The stored mode when this merchant allows it, else the merchant's default mode. */
export function resolveThemeMode(stored: string | null, theme: PublicMerchantConfig['theme']): ThemeMode {
  const mode = THEME_MODES.find((m) => m === stored)
  return mode && theme.modes.includes(mode) ? mode : theme.defaultMode
}

/** What is on screen: language, theme mode, balance visibility, side menu. */
export class UiStore {
  language: LanguageCode = DEFAULT_LANGUAGE
  themeMode: ThemeMode = 'dark'
  /** Modes the merchant allows; the theme toggle shows only when there are two. */
  themeModes: readonly ThemeMode[] = THEME_MODES
  balanceHidden = false
  sideMenuOpen = false

  constructor(private readonly storage: PortalStorages) {
    makeAutoObservable<UiStore, 'storage'>(this, { storage: false })
    this.balanceHidden = storage.local.getItem(LOCAL_KEYS.balanceHidden) === '1'
    const stored = storage.local.getItem(LOCAL_KEYS.hisLang)
    // Before the merchant config arrives the splash speaks hisLang (or the build default).
    if (stored && isLanguageCode(stored)) this.language = stored
  }

  get direction(): Direction {
    return directionOf(this.language)
  }

  get canToggleTheme(): boolean {
    return this.themeModes.length > 1
  }

  /** Applies the merchant's language and theme rules to what this browser stored. */
  applyMerchant(config: Pick<PublicMerchantConfig, 'languages' | 'theme'>): void {
    this.language = resolveLanguage(this.storage.local.getItem(LOCAL_KEYS.hisLang), config.languages)
    this.themeModes = config.theme.modes
    this.themeMode = resolveThemeMode(this.storage.local.getItem(LOCAL_KEYS.themeMode), config.theme)
  }

  /** The visitor chose a language: kept in local storage under hisLang (spec section 1). */
  setLanguage(code: LanguageCode): void {
    this.language = code
    this.storage.local.setItem(LOCAL_KEYS.hisLang, code)
  }

  setThemeMode(mode: ThemeMode): void {
    if (!this.themeModes.includes(mode)) return
    this.themeMode = mode
    this.storage.local.setItem(LOCAL_KEYS.themeMode, mode)
  }

  toggleThemeMode(): void {
    const next = this.themeModes.find((m) => m !== this.themeMode)
    if (next) this.setThemeMode(next)
  }

  toggleBalanceHidden(): void {
    this.balanceHidden = !this.balanceHidden
    this.storage.local.setItem(LOCAL_KEYS.balanceHidden, this.balanceHidden ? '1' : '0')
  }

  setSideMenuOpen(open: boolean): void {
    this.sideMenuOpen = open
  }

  toggleSideMenu(): void {
    this.sideMenuOpen = !this.sideMenuOpen
  }
}
