/**
 * Every language a merchant may offer (spec section 1). `code` is what the platform and `hisLang` use;
 * `htmlLang` is the BCP 47 tag for `<html lang>`; `dir` drives MUI's right-to-left support.
 * The tuple is `as const` so Storybook's toolbar, the visual-test modes and the schema all read one list.
 */
export const LANGUAGES = [
  { code: 'th', htmlLang: 'th', nativeName: 'ไทย', dir: 'ltr' },
  { code: 'en', htmlLang: 'en', nativeName: 'English', dir: 'ltr' },
  { code: 'cn', htmlLang: 'zh-CN', nativeName: '简体中文', dir: 'ltr' },
  { code: 'tw', htmlLang: 'zh-TW', nativeName: '繁體中文', dir: 'ltr' },
  { code: 'ja', htmlLang: 'ja', nativeName: '日本語', dir: 'ltr' },
  { code: 'vi', htmlLang: 'vi', nativeName: 'Tiếng Việt', dir: 'ltr' },
  { code: 'my', htmlLang: 'my', nativeName: 'မြန်မာ', dir: 'ltr' },
  { code: 'es', htmlLang: 'es', nativeName: 'Español', dir: 'ltr' },
  { code: 'hi', htmlLang: 'hi', nativeName: 'हिन्दी', dir: 'ltr' },
  { code: 'id', htmlLang: 'id', nativeName: 'Bahasa Indonesia', dir: 'ltr' },
  { code: 'km', htmlLang: 'km', nativeName: 'ខ្មែរ', dir: 'ltr' },
  { code: 'ko', htmlLang: 'ko', nativeName: '한국어', dir: 'ltr' },
  { code: 'ms', htmlLang: 'ms', nativeName: 'Bahasa Melayu', dir: 'ltr' },
  { code: 'pt', htmlLang: 'pt', nativeName: 'Português', dir: 'ltr' },
  { code: 'pt-BR', htmlLang: 'pt-BR', nativeName: 'Português (Brasil)', dir: 'ltr' },
  { code: 'ta', htmlLang: 'ta', nativeName: 'தமிழ்', dir: 'ltr' },
  { code: 'tl', htmlLang: 'tl', nativeName: 'Tagalog', dir: 'ltr' },
  { code: 'ur', htmlLang: 'ur', nativeName: 'اردو', dir: 'rtl' },
  { code: 'ur-Latn', htmlLang: 'ur-Latn', nativeName: 'Roman Urdu', dir: 'ltr' },
  { code: 'tr', htmlLang: 'tr', nativeName: 'Türkçe', dir: 'ltr' },
  { code: 'bn', htmlLang: 'bn', nativeName: 'বাংলা', dir: 'ltr' },
  { code: 'ar', htmlLang: 'ar', nativeName: 'العربية', dir: 'rtl' },
  { code: 'fa', htmlLang: 'fa', nativeName: 'فارسی', dir: 'rtl' },
  { code: 'ru', htmlLang: 'ru', nativeName: 'Русский', dir: 'ltr' },
  { code: 'kk', htmlLang: 'kk', nativeName: 'Қазақ тілі', dir: 'ltr' },
  { code: 'uz', htmlLang: 'uz', nativeName: 'Oʻzbekcha', dir: 'ltr' },
  { code: 'lo', htmlLang: 'lo', nativeName: 'ລາວ', dir: 'ltr' },
  { code: 'ne', htmlLang: 'ne', nativeName: 'नेपाली', dir: 'ltr' },
  { code: 'fr', htmlLang: 'fr', nativeName: 'Français', dir: 'ltr' },
  { code: 'te', htmlLang: 'te', nativeName: 'తెలుగు', dir: 'ltr' },
  { code: 'sw', htmlLang: 'sw', nativeName: 'Kiswahili', dir: 'ltr' },
] as const

export type LanguageCode = (typeof LANGUAGES)[number]['code']
export type Direction = 'ltr' | 'rtl'
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as unknown as readonly [LanguageCode, ...LanguageCode[]]

/** Languages whose every string is translated in `locales/` (spec section 1: TH, EN, CN). */
export const TRANSLATED_LANGUAGES = ['th', 'en', 'cn'] as const satisfies readonly LanguageCode[]
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number]

/** The build's default language (spec section 1). */
export const DEFAULT_LANGUAGE: LanguageCode = 'th'

export function languageInfo(code: string) {
  return LANGUAGES.find((l) => l.code === code)
}

export function isLanguageCode(code: string): code is LanguageCode {
  return LANGUAGES.some((l) => l.code === code)
}

export function directionOf(code: string): Direction {
  return languageInfo(code)?.dir ?? 'ltr'
}

/** The theme modes a merchant may allow (spec section 9). */
export const THEME_MODES = ['dark', 'light'] as const
export type ThemeMode = (typeof THEME_MODES)[number]

export const DIRECTIONS = ['ltr', 'rtl'] as const
