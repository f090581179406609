/**
 * The notice call (spec section 9): active notices of the requested types, grouped the way the portal shows
 * them, each in the visitor's language with a fallback to the merchant's default language, then English.
 */
import type { LanguageCode } from '../../../config/languages'
import { NOTICE_TYPES, type Notice, type Notices, type NoticeType, type StoredNoticeType } from '../../../contract/schemas/content'
import type { Queryable } from '../../db/database'
import { findActiveNotices, type LocalisedText, type NoticeRow } from '../../db/content/notices'

/**
 * Which group each public type lands in: PL and H are both player notices (marquee and highlights). Agency notices
 * (AG) have none: they never reach the public call.
 */
const GROUP_OF: Partial<Record<StoredNoticeType, keyof Notices>> = { PL: 'player', H: 'player', B: 'banners', PU: 'popup', PR: 'promotion' }

/** `'B,PL,PL'` -> `['B', 'PL']` (the query schema has already checked the syntax). */
export function parseNoticeTypes(types: string): NoticeType[] {
  const wanted = new Set(types.split(',').map((t) => t.trim()))
  return NOTICE_TYPES.filter((t) => wanted.has(t))
}

/** Request language, then the merchant's default, then English, without repeats. */
export function languageFallbacks(requested: LanguageCode | undefined, merchantDefault: LanguageCode): string[] {
  return [...new Set([requested, merchantDefault, 'en'].filter((l): l is string => Boolean(l)))]
}

/** The text in the first language of `order` that has some, any language as a last resort, with its language. */
export function localiseWithLanguage(text: LocalisedText, order: readonly string[]): { text: string; language?: string } {
  const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''
  const language = order.find((code) => filled(text[code])) ?? Object.keys(text).find((code) => filled(text[code]))
  return language ? { text: text[language], language } : { text: '' }
}

/** The first language in `order` that has non-empty text; any language as a last resort; '' when none. */
export function localise(text: LocalisedText, order: readonly string[]): string {
  return localiseWithLanguage(text, order).text
}

/** A stored notice as the portal receives it, its text in the first language of `order` that has some. */
export function toNotice(row: NoticeRow, order: readonly string[]): Notice {
  const title = localiseWithLanguage(row.title, order)
  return {
    id: row.id,
    type: row.type,
    title: title.text,
    ...(title.language ? { lang: title.language } : {}),
    content: localise(row.content, order),
    imageUrl: row.imageUrl,
    link: row.link,
    startAt: row.startAt.toISOString(),
  }
}

export async function activeNotices(
  db: Queryable,
  input: { merchantCode: string; types: readonly NoticeType[]; now: Date; languages: readonly string[] },
): Promise<Notices> {
  const grouped: Notices = { player: [], banners: [], popup: [], promotion: [] }
  if (input.types.length === 0) return grouped
  const rows = await findActiveNotices(db, input.merchantCode, input.types, input.now)
  for (const row of rows) {
    const group = GROUP_OF[row.type]
    if (group) grouped[group].push(toNotice(row, input.languages))
  }
  return grouped
}
