/**
 * i18next set-up. The portal loads the translations of one language at a time (`loadTranslations`, each
 * language its own lazy chunk), so the first screen carries only the visitor's language; Storybook and tests
 * use locales/bundled.ts, which has them all. `createI18n` returns a NEW instance each call: no singletons.
 *
 * Keys: `namespace:path.to.key` (nsSeparator ':', keySeparator '.'). Keys passed around as data — in config
 * objects, column definitions, props like `titleKey` — are written as `tKey('ns:key')` so that
 * tests/unit/locales.test.ts finds them and fails when a language lacks one.
 */
import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANGUAGE, TRANSLATED_LANGUAGES, languageInfo, type Direction, type TranslatedLanguage } from '../src/config/languages'
import type th from './th'

/** Every namespace; one JSON file per namespace per language under locales/<lang>/. */
export const NAMESPACES = ['auth', 'common', 'errors', 'layout', 'member', 'portal'] as const
export type Namespace = (typeof NAMESPACES)[number]

/** The language every missing key falls back to. */
export const FALLBACK_LANGUAGE = 'en' satisfies TranslatedLanguage

/** One language's strings, by namespace. */
export type Translations = { [N in Namespace]: (typeof th)[N] | Record<string, unknown> }

/** One chunk per language: Vite splits each `import()` into its own file. */
const LOADERS: Record<TranslatedLanguage, () => Promise<{ default: Translations }>> = {
  th: () => import('./th'),
  en: () => import('./en'),
  cn: () => import('./cn'),
}

/** The translations a page in `code` shows: its own when it has them, else the fallback (English). */
export function translationLanguage(code: string): TranslatedLanguage {
  return (TRANSLATED_LANGUAGES as readonly string[]).includes(code) ? (code as TranslatedLanguage) : FALLBACK_LANGUAGE
}

/** Loads the strings a page in `code` needs (its own, or English for a language without translations). */
export async function loadTranslations(code: string): Promise<{ language: TranslatedLanguage; translations: Translations }> {
  const language = translationLanguage(code)
  return { language, translations: (await LOADERS[language]()).default }
}

export interface CreateI18nOptions {
  /** The language to start in (any LANGUAGES code; untranslated ones show the fallback). Default TH. */
  language?: string
  /** The strings available now, by language; the portal adds more with `addTranslations` as the visitor switches. */
  resources: Partial<Record<TranslatedLanguage, Translations>>
}

/** A new, initialised i18next instance, bound to react-i18next, ready synchronously with the given strings. */
export function createI18n({ language = DEFAULT_LANGUAGE, resources }: CreateI18nOptions): i18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    keySeparator: '.',
    nsSeparator: ':',
    // Resources are given: initialise synchronously so the first render already has the strings.
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: false },
    returnNull: false,
  })
  return instance
}

/** Adds a loaded language's strings to an instance (a language switch loads them first, then switches). */
export function addTranslations(instance: i18n, language: TranslatedLanguage, translations: Translations): void {
  for (const namespace of NAMESPACES) instance.addResourceBundle(language, namespace, translations[namespace], true, true)
}

/**
 * Marks a string literal as a translation key (identity at run time). Use it where a key is data rather than
 * a direct `t('...')` argument, so the locale completeness test can find it: `titleKey: tKey('layout:menu.home')`.
 */
export function tKey<const K extends string>(key: K): K {
  return key
}

/**
 * Sets `<html lang dir>` for a language code from LANGUAGES. `lang` names the language whose words the page
 * shows (English for a language without translations, so a screen reader uses the right voice); `dir` follows
 * the chosen language (Arabic lays out right to left). `direction` overrides it (Storybook's direction toolbar).
 */
export function applyDocumentLanguage(code: string, direction?: Direction, root: HTMLElement = document.documentElement): void {
  const shown = languageInfo(translationLanguage(code))
  root.lang = shown?.htmlLang ?? code
  root.dir = direction ?? languageInfo(code)?.dir ?? 'ltr'
}
