/**
 * The language a notice's text is written in. The server says so in `lang` when it differs from what the visitor
 * asked for (e.g. 'th' when an Arabic visitor sees the Thai fallback): the element holding the text then carries
 * that language (screen readers switch voice, the right font and line breaking apply) and its direction.
 */
import type { Notice } from '../../contract'
import { languageInfo } from '../../config/languages'

/** A notice as the portal receives it; `lang` (a platform language code) is optional. */
export type LocalisedNotice = Notice & { lang?: string }

/** `lang` and `dir` for the element holding a notice's text; empty when the notice does not say. */
export function noticeLanguage(notice: Notice): { lang?: string; dir?: 'ltr' | 'rtl' } {
  const code = (notice as LocalisedNotice).lang
  if (!code) return {}
  const info = languageInfo(code)
  return info ? { lang: info.htmlLang, dir: info.dir } : { lang: code }
}
