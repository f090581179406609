/**
 * The operators' writes of a merchant's help topics (the footer's tags and their names per language): a topic is
 * named in the merchant's default language at least, and only in languages it offers; one with articles is not
 * removed (its articles are moved or removed first).
 */
import type { MerchantConfig } from '../../../config/schema'
import type { Queryable } from '../../db/database'
import { deleteEmptyHelpTopic, findHelpTopics, upsertHelpTopic, type HelpTopicRow } from '../../db/content/help'
import { AppError } from '../../errors'

export interface HelpTopicInput {
  /** The topic's name by language code. */
  title: Record<string, string>
  sort?: number
}

/** Writes a topic, or renames and moves the one with this tag. */
export async function writeHelpTopic(db: Queryable, config: MerchantConfig, tag: string, input: HelpTopicInput): Promise<HelpTopicRow> {
  const offered = config.languages.selectable as readonly string[]
  const title = Object.fromEntries(Object.entries(input.title).map(([lang, text]) => [lang, text.trim()]))
  for (const [lang, text] of Object.entries(title)) {
    if (!offered.includes(lang)) throw new AppError('language.not.selectable', `Language ${lang} is not offered here.`, { selectable: config.languages.selectable })
    if (!text) throw new AppError('request.invalid', `The topic's ${lang} name is empty.`, { field: `/title/${lang}` })
  }
  const fallback = config.languages.default
  if (!title[fallback]) throw new AppError('request.invalid', `A topic is named in the merchant's default language (${fallback}).`, { field: `/title/${fallback}` })
  const held = (await findHelpTopics(db, config.code)).find((topic) => topic.tag === tag)
  const row: HelpTopicRow = { merchantCode: config.code, tag, title, sort: input.sort ?? held?.sort ?? 0 }
  await upsertHelpTopic(db, row)
  return row
}

/** Removes a topic with no article; another merchant's tag is no such topic. */
export async function removeHelpTopic(db: Queryable, config: MerchantConfig, tag: string): Promise<void> {
  const { found, deleted } = await deleteEmptyHelpTopic(db, config.code, tag)
  if (!found) throw new AppError('not.found')
  if (!deleted) throw new AppError('help.topic.not.empty', `The topic ${tag} still has articles: move or remove them first.`)
}
