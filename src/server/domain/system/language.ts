import { directionOf, LANGUAGES, type LanguageCode } from '../../../config/languages'
import type { MerchantConfig } from '../../../config/schema'
import type { UpdateLanguageResult } from '../../../contract/schemas/system'
import { AppError } from '../../errors'

/** Switching language: only the merchant's selectable languages; `translated` says whether the UI is complete in it. */
export function updateLanguage(config: MerchantConfig, language: LanguageCode): UpdateLanguageResult {
  if (!(config.languages.selectable as readonly string[]).includes(language)) {
    throw new AppError('language.not.selectable', `Language ${language} is not selectable here.`, { selectable: config.languages.selectable })
  }
  return { language, direction: directionOf(language), translated: (config.languages.supported as readonly string[]).includes(language) }
}

const LANGUAGES_BY_TAG = new Map<string, LanguageCode>(
  LANGUAGES.flatMap((l) => [[l.code.toLowerCase(), l.code], [l.htmlLang.toLowerCase(), l.code]] as const),
)

/** The language a request asks for (`Language` header): a code (`cn`) or its BCP 47 tag (`zh-CN`), any case. */
export function requestedLanguage(header: string | string[] | undefined): LanguageCode | undefined {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase()
  return value ? LANGUAGES_BY_TAG.get(value) : undefined
}
