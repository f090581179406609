import { useTranslation } from 'react-i18next'
import { languageInfo } from '../../config/languages'

/** The BCP 47 tag of the current language (i18next uses the platform's codes, e.g. `cn` for zh-CN). */
export function useLocaleTag(): string {
  const { i18n } = useTranslation()
  return languageInfo(i18n.language)?.htmlLang ?? i18n.language ?? 'en'
}
