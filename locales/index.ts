/**
 * i18next set-up. Every namespace of every fully translated language is bundled (static JSON imports), so
 * an instance is ready synchronously and a test or story never waits on a network load.
 * `createI18n` returns a NEW instance each call: no singletons (each test, story and portal root owns one).
 *
 * Keys: `namespace:path.to.key` (nsSeparator ':', keySeparator '.'). Keys passed around as data — in config
 * objects, column definitions, props like `titleKey` — are written as `tKey('ns:key')` so that
 * tests/unit/locales.test.ts finds them and fails when a language lacks one.
 */
import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANGUAGE, languageInfo, type Direction, type TranslatedLanguage } from '../src/config/languages'
import thCommon from './th/common.json'
import thErrors from './th/errors.json'
import thLayout from './th/layout.json'
import thPortal from './th/portal.json'
import enCommon from './en/common.json'
import enErrors from './en/errors.json'
import enLayout from './en/layout.json'
import enPortal from './en/portal.json'
import cnCommon from './cn/common.json'
import cnErrors from './cn/errors.json'
import cnLayout from './cn/layout.json'
import cnPortal from './cn/portal.json'

/** Every namespace; one JSON file per namespace per language under locales/<lang>/. */
export const NAMESPACES = ['common', 'errors', 'layout', 'portal'] as const
export type Namespace = (typeof NAMESPACES)[number]

/** The language every missing key falls back to. */
export const FALLBACK_LANGUAGE = 'en' satisfies TranslatedLanguage

/** The bundled translations, by language then namespace. */
export const RESOURCES = {
  th: { common: thCommon, errors: thErrors, layout: thLayout, portal: thPortal },
  en: { common: enCommon, errors: enErrors, layout: enLayout, portal: enPortal },
  cn: { common: cnCommon, errors: cnErrors, layout: cnLayout, portal: cnPortal },
} as const satisfies Record<TranslatedLanguage, Record<Namespace, object>>

export interface CreateI18nOptions {
  /** The language to start in (any LANGUAGES code; untranslated ones fall back). Default TH. */
  language?: string
  /** Where missing keys come from. Default EN. */
  fallbackLng?: string
}

/** A new, initialised i18next instance with every namespace bundled, bound to react-i18next. */
export function createI18n({ language = DEFAULT_LANGUAGE, fallbackLng = FALLBACK_LANGUAGE }: CreateI18nOptions = {}): i18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    resources: RESOURCES,
    lng: language,
    fallbackLng,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    keySeparator: '.',
    nsSeparator: ':',
    // Resources are bundled: initialise synchronously so the first render already has the strings.
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: false },
    returnNull: false,
  })
  return instance
}

/**
 * Marks a string literal as a translation key (identity at run time). Use it where a key is data rather than
 * a direct `t('...')` argument, so the locale completeness test can find it: `titleKey: tKey('layout:menu.home')`.
 */
export function tKey<const K extends string>(key: K): K {
  return key
}

/**
 * Sets `<html lang dir>` for a language code from LANGUAGES (unknown codes keep `lang` as given, `ltr`).
 * `direction` overrides the language's own (Storybook's direction toolbar).
 */
export function applyDocumentLanguage(code: string, direction?: Direction, root: HTMLElement = document.documentElement): void {
  const info = languageInfo(code)
  root.lang = info?.htmlLang ?? code
  root.dir = direction ?? info?.dir ?? 'ltr'
}
