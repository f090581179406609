/**
 * i18next set-up. The portal loads the translations of one language at a time (`loadTranslations`, each
 * language its own lazy chunks), so the first screen carries only the visitor's language, and of that only the
 * namespaces the first screen uses; the others come with the chunks that need them (`loadNamespaces`).
 * Storybook and tests use locales/bundled.ts, which has them all. `createI18n` returns a NEW instance each call: no singletons.
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
export const NAMESPACES = ['activities', 'agents', 'auth', 'chat', 'cockfight', 'common', 'errors', 'games', 'help', 'house', 'layout', 'lottery', 'member', 'points', 'portal', 'promotions', 'sports', 'support', 'wallet'] as const
export type Namespace = (typeof NAMESPACES)[number]

/**
 * Namespaces the portal loads only with the chunks that use them: the account dialogs (auth) and the member
 * centre (member, and its money pages: wallet) are half of a language's strings, and the first screen shows none of them;
 * the game lobby's (games) come with the category pages, the lottery's (lottery) with the lottery pages and the lottery app, the help centre's (help) with its pages and modal, the support pages' (support: download, feedback, join) with them. `house` is the house games' own (the frame app loads it
 * itself); the portal loads it only to draw a house round's cards, reels and roll in the betting record. The agents'
 * contracts' strings are part of the agents' namespace (`agents:contracts.`), which the agreement dialog loads. `sports` is the
 * house sportsbook's app's (the frame loads it itself, src/house/sports/i18n.ts); the betting record loads it itself
 * to name a sports bet's markets (components/member/BettingRecord/sportsStrings.ts), so it has no loader here, nor does the chat room's (`chat`, loaded by the chat's chunk itself: src/portal/chat/chatStrings.ts), nor do the promotions', the points' and the activities' (`promotions`, `points`, `activities`: src/portal/pages/engagement/*Strings.ts; all of these through ownNamespace.ts), nor does
 * `cockfight`, the house cockfighting arena's alone (src/house/cockfight/i18n.ts).
 */
export const LAZY_NAMESPACES = ['agents', 'auth', 'games', 'help', 'house', 'lottery', 'member', 'support', 'wallet'] as const satisfies readonly Namespace[]
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number]

/** The language every missing key falls back to. */
export const FALLBACK_LANGUAGE = 'en' satisfies TranslatedLanguage

/** One language's strings, by namespace. */
export type Translations = { [N in Namespace]: (typeof th)[N] | Record<string, unknown> }

type Strings = Record<string, unknown>
type Loader = () => Promise<{ default: Strings }>

/**
 * The loads, one chunk each: a language's first-screen namespaces together (locales/<lang>/core.ts), and each
 * lazy namespace on its own. Written out (not globbed) so a missing file fails the build.
 */
const LOADERS: Record<TranslatedLanguage, { core: () => Promise<{ default: Partial<Translations> }> } & Record<LazyNamespace, Loader>> = {
  th: { core: () => import('./th/core'), agents: () => import('./th/agents.json'), auth: () => import('./th/auth.json'), games: () => import('./th/games.json'), help: () => import('./th/help.json'), house: () => import('./th/house.json'), lottery: () => import('./th/lottery.json'), member: () => import('./th/member.json'), support: () => import('./th/support.json'), wallet: () => import('./th/wallet.json') },
  en: { core: () => import('./en/core'), agents: () => import('./en/agents.json'), auth: () => import('./en/auth.json'), games: () => import('./en/games.json'), help: () => import('./en/help.json'), house: () => import('./en/house.json'), lottery: () => import('./en/lottery.json'), member: () => import('./en/member.json'), support: () => import('./en/support.json'), wallet: () => import('./en/wallet.json') },
  cn: { core: () => import('./cn/core'), agents: () => import('./cn/agents.json'), auth: () => import('./cn/auth.json'), games: () => import('./cn/games.json'), help: () => import('./cn/help.json'), house: () => import('./cn/house.json'), lottery: () => import('./cn/lottery.json'), member: () => import('./cn/member.json'), support: () => import('./cn/support.json'), wallet: () => import('./cn/wallet.json') },
}

/** The translations a page in `code` shows: its own when it has them, else the fallback (English). */
export function translationLanguage(code: string): TranslatedLanguage {
  return (TRANSLATED_LANGUAGES as readonly string[]).includes(code) ? (code as TranslatedLanguage) : FALLBACK_LANGUAGE
}

/**
 * Loads the strings a page in `code` needs (its own, or English for a language without translations): the
 * first-screen namespaces, and the lazy ones named in `lazy`.
 */
export async function loadTranslations(code: string, lazy: readonly LazyNamespace[] = []): Promise<{ language: TranslatedLanguage; translations: Partial<Translations> }> {
  const language = translationLanguage(code)
  const loaders = LOADERS[language]
  const [core, ...extra] = await Promise.all([loaders.core(), ...lazy.map((namespace) => loaders[namespace]())])
  const translations: Partial<Translations> = { ...core.default }
  lazy.forEach((namespace, index) => (translations[namespace] = extra[index].default))
  return { language, translations }
}

/** Loads in flight per instance, by `language:namespace[,namespace]`, so concurrent asks share one promise. */
const inFlight = new WeakMap<i18n, Map<string, Promise<void>>>()

/**
 * The lazy namespaces of `wanted` that the instance lacks in the language it shows, loaded and added; undefined
 * when it has them all (nothing to wait for). Asking again while they load answers the same promise (React's
 * `use` needs that); a failed load is forgotten, so asking again retries it. Components wait on this through
 * `lazyWithRetry`'s `namespaces` option; the portal's boot loads the first page's up front.
 */
export function loadNamespaces(instance: i18n, wanted: readonly LazyNamespace[]): Promise<void> | undefined {
  const language = translationLanguage(instance.language)
  const missing = LAZY_NAMESPACES.filter((namespace) => wanted.includes(namespace) && !instance.hasResourceBundle(language, namespace))
  if (missing.length === 0) return undefined
  let loads = inFlight.get(instance)
  if (!loads) inFlight.set(instance, (loads = new Map()))
  const key = `${language}:${missing.join(',')}`
  let load = loads.get(key)
  if (!load) {
    const done = () => loads.delete(key)
    load = Promise.all(missing.map((namespace) => LOADERS[language][namespace]())).then(
      (modules) => {
        missing.forEach((namespace, index) => instance.addResourceBundle(language, namespace, modules[index].default, true, true))
        done()
      },
      (error: unknown) => {
        done()
        throw error
      },
    )
    loads.set(key, load)
  }
  return load
}

/** The lazy namespaces the instance holds in any language: a language switch loads these too, before switching. */
export function loadedLazyNamespaces(instance: i18n): LazyNamespace[] {
  return LAZY_NAMESPACES.filter((namespace) => TRANSLATED_LANGUAGES.some((language) => instance.hasResourceBundle(language, namespace)))
}

export interface CreateI18nOptions {
  /** The language to start in (any LANGUAGES code; untranslated ones show the fallback). Default TH. */
  language?: string
  /** The strings available now, by language; the portal adds more with `addTranslations` as the visitor switches. */
  resources: Partial<Record<TranslatedLanguage, Partial<Translations>>>
}

/** First strong isolate and pop directional isolate (Unicode bidi controls; invisible, ignored by screen readers). */
const FSI = '\u2068'
const PDI = '\u2069'

/**
 * A string shown in a right-to-left page that has no translations of its own (Arabic shows English) is isolated
 * with FSI…PDI, so it lays itself out in its own direction: "Forgot password?" instead of "?Forgot password".
 * Only then: translated strings, and every left-to-right page, are left as they are.
 */
export const bidiIsolateFallback = {
  type: 'postProcessor' as const,
  name: 'bidiIsolateFallback',
  process(value: string, _key: string | string[], _options: unknown, translator: { language?: string }): string {
    const language = translator.language ?? ''
    if (languageInfo(language)?.dir !== 'rtl' || translationLanguage(language) === language) return value
    return value.length === 0 || value.startsWith(FSI) ? value : `${FSI}${value}${PDI}`
  },
}

/** A new, initialised i18next instance, bound to react-i18next, ready synchronously with the given strings. */
export function createI18n({ language = DEFAULT_LANGUAGE, resources }: CreateI18nOptions): i18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).use(bidiIsolateFallback).init({
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
    postProcess: [bidiIsolateFallback.name],
    react: { useSuspense: false },
    returnNull: false,
  })
  return instance
}

/** Adds a loaded language's strings to an instance (a language switch loads them first, then switches). */
export function addTranslations(instance: i18n, language: TranslatedLanguage, translations: Partial<Translations>): void {
  for (const namespace of NAMESPACES) {
    const strings = translations[namespace]
    if (strings) instance.addResourceBundle(language, namespace, strings, true, true)
  }
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
