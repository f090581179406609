/**
 * The help centre's rules (docs/help.md): which articles a visitor reads in which language, what a search matches,
 * and the only way an article is written (an operator's edit or the demo data), which cleans its HTML first so no
 * markup that runs is ever stored or answered.
 */
import type { MerchantConfig } from '../../../config/schema'
import type { HelpCentre, HelpTopic } from '../../../contract/schemas/help'
import {
  deleteHelpArticle, findHelpArticle, findHelpArticles, findHelpTopics, insertHelpArticle, updateHelpArticle, type HelpArticleRow,
} from '../../db/content/help'
import type { Queryable } from '../../db/database'
import { AppError } from '../../errors'
import { languageFallbacks, localise } from './notices'
import { cleanHelpHtml, helpPlainText } from './helpHtml'

/** What a search compares: case and width folded, so "DEPOSIT" finds "deposit" and full-width digits find digits. */
const fold = (text: string) => text.normalize('NFKC').toLocaleLowerCase()

/** The language a visitor asks for must be one the merchant offers; the answer is a clear error otherwise. */
function checkLanguage(config: MerchantConfig, lang: string): void {
  if (!(config.languages.selectable as readonly string[]).includes(lang)) {
    throw new AppError('language.not.selectable', `Language ${lang} is not offered here.`, { selectable: config.languages.selectable })
  }
}

/**
 * The merchant's topics with their articles in `lang`: an article not written in it comes in the merchant's default
 * language, then English (one version per slug, marked with its language). With a keyword, only the articles whose
 * title or text contains it, and only topics that keep one.
 */
export async function readHelpCentre(db: Queryable, config: MerchantConfig, input: { lang: string; keyword?: string }): Promise<HelpCentre> {
  checkLanguage(config, input.lang)
  const order = languageFallbacks(input.lang as MerchantConfig['languages']['default'], config.languages.default)
  const [topics, rows] = await Promise.all([findHelpTopics(db, config.code), findHelpArticles(db, config.code, order)])
  const chosen = new Map<string, HelpArticleRow>()
  for (const row of rows) {
    const held = chosen.get(row.slug)
    if (!held || order.indexOf(row.lang) < order.indexOf(held.lang)) chosen.set(row.slug, row)
  }
  const keyword = fold(input.keyword?.trim() ?? '')
  const matches = (row: HelpArticleRow) => !keyword || fold(row.title).includes(keyword) || fold(row.plainText).includes(keyword)
  // The rows come in the operator's order; keep it within each topic.
  const kept = rows.filter((row) => chosen.get(row.slug) === row && matches(row))
  const result: HelpTopic[] = topics.map((topic) => ({
    tag: topic.tag,
    title: localise(topic.title, order),
    articles: kept
      .filter((row) => row.topicTag === topic.tag)
      .map((row) => ({ id: row.id, slug: row.slug, title: row.title, content: row.content, lang: row.lang, updatedAt: row.updatedAt.toISOString() })),
  }))
  return { lang: input.lang, topics: result.filter((topic) => topic.articles.length > 0) }
}

export interface HelpArticleInput {
  topicTag: string
  slug: string
  lang: string
  title: string
  /** HTML as the operator wrote it: cleaned here. */
  content: string
  sort?: number
}

async function requireTopic(db: Queryable, merchantCode: string, tag: string): Promise<void> {
  const topics = await findHelpTopics(db, merchantCode)
  if (!topics.some((topic) => topic.tag === tag)) throw new AppError('request.invalid', `No help topic ${tag}.`, { field: 'topicTag' })
}

/** Writes a new article for the merchant (cleaned); a slug already written in that language is refused. */
export async function createHelpArticle(db: Queryable, config: MerchantConfig, input: HelpArticleInput, by: string, at: Date): Promise<HelpArticleRow> {
  checkLanguage(config, input.lang)
  await requireTopic(db, config.code, input.topicTag)
  const content = cleanHelpHtml(input.content)
  const row = await insertHelpArticle(db, {
    merchantCode: config.code, topicTag: input.topicTag, slug: input.slug, lang: input.lang, title: input.title.trim(), content,
    plainText: helpPlainText(content), sort: input.sort ?? 0, updatedAt: at, updatedBy: by,
  })
  if (!row) throw new AppError('request.invalid', `The article ${input.slug} is already written in ${input.lang}.`, { field: 'slug' })
  return row
}

/** Rewrites one of the merchant's articles (cleaned); another merchant's id is no such article. */
export async function editHelpArticle(
  db: Queryable, config: MerchantConfig, id: number, input: Omit<HelpArticleInput, 'slug' | 'lang'>, by: string, at: Date,
): Promise<HelpArticleRow> {
  const held = await findHelpArticle(db, config.code, id)
  if (!held) throw new AppError('not.found')
  await requireTopic(db, config.code, input.topicTag)
  const content = cleanHelpHtml(input.content)
  const row = await updateHelpArticle(db, config.code, id, {
    topicTag: input.topicTag, title: input.title.trim(), content, plainText: helpPlainText(content), sort: input.sort ?? held.sort, updatedAt: at, updatedBy: by,
  })
  if (!row) throw new AppError('not.found')
  return row
}

export async function removeHelpArticle(db: Queryable, config: MerchantConfig, id: number): Promise<void> {
  if (!(await deleteHelpArticle(db, config.code, id))) throw new AppError('not.found')
}
