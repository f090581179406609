/**
 * The sportsbook's strings (`sports`: its markets, selections and outcomes) in the portal, loaded by what shows them
 * when it is first drawn (the betting record's sports bets, the home page's live matches), and again in a new language
 * (locales/ownNamespace.ts: kept out of the portal's language loaders, which the first screen carries). The book's own
 * app (src/house) has its own.
 */
import { useTranslation } from 'react-i18next'
import { ownNamespace, useStringsLoaded } from '../../../locales/ownNamespace'

const sports = ownNamespace('sports', {
  th: () => import('../../../locales/th/sports.json'),
  en: () => import('../../../locales/en/sports.json'),
  cn: () => import('../../../locales/cn/sports.json'),
})

export const loadSportsStrings = sports.load
export { useStringsLoaded }

/** True once the sports strings of the reader's language are in (a language switch loads them again). */
export function useSportsStrings(): boolean {
  const { i18n } = useTranslation()
  return useStringsLoaded(loadSportsStrings(i18n))
}
