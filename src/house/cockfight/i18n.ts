/**
 * The arena's app's translations: `cockfight` (the arena's own), `sports` (the book's error messages, which the
 * arena's codes share), `house` (the frame's shared messages) and `common`, of one language, loaded as a chunk of
 * their own.
 */
import type { i18n } from 'i18next'
import { createI18n, translationLanguage } from '../../../locales'
import type { TranslatedLanguage } from '../../config/languages'

type Strings = { default: Record<string, unknown> }
type Loads = () => Promise<[Strings, Strings, Strings, Strings]>

/** Written out (not globbed), so a missing file fails the build and each language is its own chunk. */
const LOADERS: Record<TranslatedLanguage, Loads> = {
  th: () => Promise.all([import('../../../locales/th/cockfight.json'), import('../../../locales/th/sports.json'), import('../../../locales/th/house.json'), import('../../../locales/th/common.json')]),
  en: () => Promise.all([import('../../../locales/en/cockfight.json'), import('../../../locales/en/sports.json'), import('../../../locales/en/house.json'), import('../../../locales/en/common.json')]),
  cn: () => Promise.all([import('../../../locales/cn/cockfight.json'), import('../../../locales/cn/sports.json'), import('../../../locales/cn/house.json'), import('../../../locales/cn/common.json')]),
}

export async function createCockfightI18n(code: string): Promise<i18n> {
  const language = translationLanguage(code)
  const [cockfight, sports, house, common] = await LOADERS[language]()
  return createI18n({ language: code, resources: { [language]: { cockfight: cockfight.default, sports: sports.default, house: house.default, common: common.default } } })
}
