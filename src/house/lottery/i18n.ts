/**
 * The lottery app's translations: `lottery`, `house` (the frame's shared messages), `errors` (the platform's error
 * codes: a closed round, a limit, too little money) and `common`, of one language, loaded as a chunk of their own.
 */
import type { i18n } from 'i18next'
import { createI18n, translationLanguage } from '../../../locales'
import type { TranslatedLanguage } from '../../config/languages'

type Strings = { default: Record<string, unknown> }
type Loads = () => Promise<[Strings, Strings, Strings, Strings]>

/** Written out (not globbed), so a missing file fails the build and each language is its own chunk. */
const LOADERS: Record<TranslatedLanguage, Loads> = {
  th: () => Promise.all([import('../../../locales/th/lottery.json'), import('../../../locales/th/house.json'), import('../../../locales/th/errors.json'), import('../../../locales/th/common.json')]),
  en: () => Promise.all([import('../../../locales/en/lottery.json'), import('../../../locales/en/house.json'), import('../../../locales/en/errors.json'), import('../../../locales/en/common.json')]),
  cn: () => Promise.all([import('../../../locales/cn/lottery.json'), import('../../../locales/cn/house.json'), import('../../../locales/cn/errors.json'), import('../../../locales/cn/common.json')]),
}

export async function createLotteryI18n(code: string): Promise<i18n> {
  const language = translationLanguage(code)
  const [lottery, house, errors, common] = await LOADERS[language]()
  return createI18n({ language: code, resources: { [language]: { lottery: lottery.default, house: house.default, errors: errors.default, common: common.default } } })
}
