/** SQL for the help centre (migrations/035_help_centre.sql). Articles are written only through domain/content/help.ts, which cleans their HTML. */
import type { Queryable } from '../database'
import type { LocalisedText } from './notices'

export interface HelpTopicRow {
  merchantCode: string
  tag: string
  title: LocalisedText
  sort: number
}

export interface HelpArticleRow {
  id: number
  merchantCode: string
  topicTag: string
  slug: string
  lang: string
  title: string
  content: string
  plainText: string
  sort: number
  updatedAt: Date
  updatedBy: string
}

export type NewHelpArticle = Omit<HelpArticleRow, 'id'>

const ARTICLE_COLUMNS = `id, merchant_code AS "merchantCode", topic_tag AS "topicTag", slug, lang, title, content,
  plain_text AS "plainText", sort, updated_at AS "updatedAt", updated_by AS "updatedBy"`

export async function findHelpTopics(db: Queryable, merchantCode: string): Promise<HelpTopicRow[]> {
  const { rows } = await db.query(
    `SELECT merchant_code AS "merchantCode", tag, title, sort FROM help_topics WHERE merchant_code = $1 ORDER BY sort, tag`,
    [merchantCode],
  )
  return rows as unknown as HelpTopicRow[]
}

/** The merchant's articles written in any of `languages`, in the operator's order. */
export async function findHelpArticles(db: Queryable, merchantCode: string, languages: readonly string[]): Promise<HelpArticleRow[]> {
  const { rows } = await db.query(
    `SELECT ${ARTICLE_COLUMNS} FROM help_articles WHERE merchant_code = $1 AND lang = ANY($2::text[]) ORDER BY sort, id`,
    [merchantCode, [...languages]],
  )
  return rows as unknown as HelpArticleRow[]
}

export async function findHelpArticle(db: Queryable, merchantCode: string, id: number): Promise<HelpArticleRow | null> {
  const { rows } = await db.query(`SELECT ${ARTICLE_COLUMNS} FROM help_articles WHERE merchant_code = $1 AND id = $2`, [merchantCode, id])
  return (rows[0] as unknown as HelpArticleRow | undefined) ?? null
}

/** A topic, or its new title and place when it exists. */
export async function upsertHelpTopic(db: Queryable, topic: HelpTopicRow): Promise<void> {
  await db.query(
    `INSERT INTO help_topics (merchant_code, tag, title, sort) VALUES ($1, $2, $3, $4)
     ON CONFLICT (merchant_code, tag) DO UPDATE SET title = EXCLUDED.title, sort = EXCLUDED.sort`,
    [topic.merchantCode, topic.tag, JSON.stringify(topic.title), topic.sort],
  )
}

/** A new article; null when the merchant already has one with this slug in this language. */
export async function insertHelpArticle(db: Queryable, article: NewHelpArticle): Promise<HelpArticleRow | null> {
  const { rows } = await db.query(
    `INSERT INTO help_articles (merchant_code, topic_tag, slug, lang, title, content, plain_text, sort, updated_at, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT ON CONSTRAINT help_articles_slug_lang_uq DO NOTHING
     RETURNING ${ARTICLE_COLUMNS}`,
    [article.merchantCode, article.topicTag, article.slug, article.lang, article.title, article.content, article.plainText, article.sort, article.updatedAt, article.updatedBy],
  )
  return (rows[0] as unknown as HelpArticleRow | undefined) ?? null
}

/** Replaces an article's topic, title, text and place; null when the merchant has no such article. */
export async function updateHelpArticle(
  db: Queryable,
  merchantCode: string,
  id: number,
  change: Pick<HelpArticleRow, 'topicTag' | 'title' | 'content' | 'plainText' | 'sort' | 'updatedAt' | 'updatedBy'>,
): Promise<HelpArticleRow | null> {
  const { rows } = await db.query(
    `UPDATE help_articles SET topic_tag = $3, title = $4, content = $5, plain_text = $6, sort = $7, updated_at = $8, updated_by = $9
     WHERE merchant_code = $1 AND id = $2 RETURNING ${ARTICLE_COLUMNS}`,
    [merchantCode, id, change.topicTag, change.title, change.content, change.plainText, change.sort, change.updatedAt, change.updatedBy],
  )
  return (rows[0] as unknown as HelpArticleRow | undefined) ?? null
}

/** Whether the merchant had the article (it is gone now). */
export async function deleteHelpArticle(db: Queryable, merchantCode: string, id: number): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM help_articles WHERE merchant_code = $1 AND id = $2 RETURNING id', [merchantCode, id])
  return rows.length > 0
}

/**
 * Removes a topic that has no article left (in any language): false when it has one, or when there is no such
 * topic (`found`), so an operator never takes articles away with a topic by accident.
 */
export async function deleteEmptyHelpTopic(db: Queryable, merchantCode: string, tag: string): Promise<{ found: boolean; deleted: boolean }> {
  const { rows } = await db.query<{ found: boolean; deleted: boolean }>(
    `WITH topic AS (SELECT tag FROM help_topics WHERE merchant_code = $1 AND tag = $2),
          gone AS (
            DELETE FROM help_topics t WHERE t.merchant_code = $1 AND t.tag = $2
              AND NOT EXISTS (SELECT 1 FROM help_articles a WHERE a.merchant_code = $1 AND a.topic_tag = $2)
            RETURNING t.tag)
     SELECT EXISTS (SELECT 1 FROM topic) AS found, EXISTS (SELECT 1 FROM gone) AS deleted`,
    [merchantCode, tag],
  )
  return rows[0]
}
