/**
 * The help centre's demo data (`help:<code>`, a data set per merchant: seed/index.ts), written through the same rule
 * as an operator's edit (domain/content/help.ts cleans the HTML), so the demo's articles obey what every article does.
 */
import type { MerchantConfig } from '../../config/schema'
import { insertHelpArticle, upsertHelpTopic } from '../db/content/help'
import type { Queryable } from '../db/database'
import { cleanHelpHtml, helpPlainText } from '../domain/content/helpHtml'
import { HELP_SEED_LANGUAGES, helpSeedFor } from './helpContent'

/** Merchants whose help centre the demo data writes (the two shipped brands). */
export const SEED_HELP_MERCHANTS = ['demo', 'lotus'] as const

export async function seedHelpCentre(tx: Queryable, config: MerchantConfig, at: Date): Promise<void> {
  const help = helpSeedFor(config)
  for (const [sort, topic] of help.topics.entries()) await upsertHelpTopic(tx, { merchantCode: config.code, tag: topic.tag, title: { ...topic.title }, sort })
  for (const lang of HELP_SEED_LANGUAGES) {
    for (const [sort, article] of help.articles[lang].entries()) {
      const content = cleanHelpHtml(article.html)
      await insertHelpArticle(tx, {
        merchantCode: config.code, topicTag: article.tag, slug: article.slug, lang, title: article.title, content,
        plainText: helpPlainText(content), sort, updatedAt: at, updatedBy: 'seed',
      })
    }
  }
}
