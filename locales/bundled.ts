/**
 * Every language's translations in one module, for Storybook and tests: an instance is ready synchronously, so a
 * story never waits on a load. The portal never imports this (it loads one language at a time, locales/index.ts).
 */
import type { i18n } from 'i18next'
import type { TranslatedLanguage } from '../src/config/languages'
import cn from './cn'
import en from './en'
import { createI18n as createI18nWith, type CreateI18nOptions, type Translations } from './index'
import th from './th'

export const RESOURCES: Record<TranslatedLanguage, Translations> = { th, en, cn }

/** A new i18next instance with every language bundled. */
export function createI18n(options: Omit<CreateI18nOptions, 'resources'> = {}): i18n {
  return createI18nWith({ ...options, resources: RESOURCES })
}
