/**
 * The sportsbook's strings (`sports`: its markets, selections and outcomes) in the portal, loaded by what shows them
 * when it is first drawn (the betting record's sports bets, the home page's live matches): kept out of the portal's
 * language loaders (locales/index.ts), which the first screen carries. The book's own app (src/house) has its own.
 */
import { useEffect, useState } from 'react'
import type { i18n } from 'i18next'
import { useTranslation } from 'react-i18next'
import { translationLanguage } from '../../../locales'
import type { TranslatedLanguage } from '../../config/languages'

/** Written out (not globbed), so a missing file fails the build and each language is its own chunk. */
const LOADERS: Record<TranslatedLanguage, () => Promise<{ default: Record<string, unknown> }>> = {
  th: () => import('../../../locales/th/sports.json'),
  en: () => import('../../../locales/en/sports.json'),
  cn: () => import('../../../locales/cn/sports.json'),
}

const loading = new WeakMap<i18n, Promise<void>>()

/** Resolves once the instance has the sports strings of its language (undefined when it has them already). */
export function loadSportsStrings(instance: i18n): Promise<void> | undefined {
  const language = translationLanguage(instance.language)
  if (instance.hasResourceBundle(language, 'sports')) return undefined
  let load = loading.get(instance)
  if (!load) {
    load = LOADERS[language]().then(
      (strings) => {
        instance.addResourceBundle(language, 'sports', strings.default, true, true)
        loading.delete(instance)
      },
      (error: unknown) => {
        loading.delete(instance)
        throw error
      },
    )
    loading.set(instance, load)
  }
  return load
}

/** True once `pending` (a strings load, or undefined when they are in) has resolved; draws again then. */
export function useStringsLoaded(pending: Promise<void> | undefined): boolean {
  const [, setLoaded] = useState(0)
  useEffect(() => {
    let current = true
    pending?.then(
      () => current && setLoaded((n) => n + 1),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [pending])
  return pending === undefined
}

/** True once the sports strings of the reader's language are in (a language switch loads them again). */
export function useSportsStrings(): boolean {
  const { i18n } = useTranslation()
  return useStringsLoaded(loadSportsStrings(i18n))
}
