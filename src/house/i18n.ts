/**
 * The frame's translations: the `house` namespace, and `common` for the component library's own words (a dialog's
 * close button, a field's limits), of one language, loaded as a chunk of their own. A language without
 * translations shows English (Arabic: English words, laid out right to left), as the portal does.
 */
import type { i18n } from 'i18next'
import { createI18n, translationLanguage } from '../../locales'
import type { TranslatedLanguage } from '../config/languages'

type Strings = Record<string, unknown>
type Pair = () => Promise<[{ default: Strings }, { default: Strings }]>

/** Written out (not globbed), so a missing file fails the build and each language is its own chunk. */
const LOADERS: Record<TranslatedLanguage, Pair> = {
  th: () => Promise.all([import('../../locales/th/house.json'), import('../../locales/th/common.json')]),
  en: () => Promise.all([import('../../locales/en/house.json'), import('../../locales/en/common.json')]),
  cn: () => Promise.all([import('../../locales/cn/house.json'), import('../../locales/cn/common.json')]),
}

/** A new i18next instance in `code` (any LANGUAGES code), with the strings the frame shows. */
export async function createHouseI18n(code: string): Promise<i18n> {
  const language = translationLanguage(code)
  const [house, common] = await LOADERS[language]()
  return createI18n({ language: code, resources: { [language]: { house: house.default, common: common.default } } })
}
