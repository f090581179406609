/**
 * `npm run operator -- help ...`: a merchant's help articles through the operators' help calls
 * (src/server/routes/content/helpOperators.ts). An article's HTML is read from a file; the server cleans it.
 *
 *   help list <merchant> [lang]                                  the articles (id, language, topic, slug, title, editor)
 *   help write <merchant> <topic> <slug> <lang> <file.html> <title...>   a new article in one language
 *   help edit <merchant> <id> <topic> <file.html> <title...>     rewrite an article
 *   help delete <merchant> <id>                                  remove an article (that language only)
 *   help topics <merchant>                                       the topics (tag, order, names by language)
 *   help topic <merchant> <tag> <order> <lang>=<name>...         write a topic, or rename and move it
 *   help topic-delete <merchant> <tag>                           remove a topic with no article left
 */
import { readFileSync } from 'node:fs'
import { HELP_OPERATOR_API } from '../../src/server/routes/content/helpOperators'

export const HELP_USAGE = `  npm run operator -- help list <merchant> [lang]
  npm run operator -- help write <merchant> <topic> <slug> <lang> <file.html> <title...>
  npm run operator -- help edit <merchant> <id> <topic> <file.html> <title...>
  npm run operator -- help delete <merchant> <id>
  npm run operator -- help topics <merchant>
  npm run operator -- help topic <merchant> <tag> <order> <lang>=<name>...
  npm run operator -- help topic-delete <merchant> <tag>`

type Call = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<unknown>
type Topic = { tag: string; sort: number; title: Record<string, string> }
type Article = { id: number; lang: string; topicTag: string; slug: string; title: string; updatedBy: string; updatedAt: string }

const pathOf = (path: string, params: Record<string, string>) => path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name]))

/** Runs a `help` command; false when the arguments are not one (the caller prints the usage). */
export async function helpCommand(args: string[], call: Call): Promise<boolean> {
  const [command, merchant, ...rest] = args
  if (!merchant) return false
  if (command === 'list' && rest.length <= 1) {
    const query = rest[0] ? `?lang=${encodeURIComponent(rest[0])}` : ''
    const { list } = (await call(HELP_OPERATOR_API.helpArticles.method, pathOf(HELP_OPERATOR_API.helpArticles.path, { merchant }) + query)) as { list: Article[] }
    if (!list.length) console.log('No help articles.')
    for (const a of list) console.log([a.id, a.lang, a.topicTag, a.slug, a.title, a.updatedBy, a.updatedAt].join('  '))
    return true
  }
  if (command === 'write' && rest.length >= 5) {
    const [topicTag, slug, lang, file, ...title] = rest
    const body = { topicTag, slug, lang, title: title.join(' '), content: readFileSync(file, 'utf8') }
    const written = (await call(HELP_OPERATOR_API.createHelpArticle.method, pathOf(HELP_OPERATOR_API.createHelpArticle.path, { merchant }), body)) as Article
    console.log(`Article ${written.id} (${written.slug}, ${written.lang}) written.`)
    return true
  }
  if (command === 'edit' && rest.length >= 4) {
    const [id, topicTag, file, ...title] = rest
    const body = { topicTag, title: title.join(' '), content: readFileSync(file, 'utf8') }
    const edited = (await call(HELP_OPERATOR_API.editHelpArticle.method, pathOf(HELP_OPERATOR_API.editHelpArticle.path, { merchant, id }), body)) as Article
    console.log(`Article ${edited.id} (${edited.slug}, ${edited.lang}) rewritten.`)
    return true
  }
  if (command === 'topics' && rest.length === 0) {
    const { list } = (await call(HELP_OPERATOR_API.helpTopics.method, pathOf(HELP_OPERATOR_API.helpTopics.path, { merchant }))) as { list: Topic[] }
    if (!list.length) console.log('No help topics.')
    for (const t of list) console.log([t.tag, t.sort, ...Object.entries(t.title).map(([lang, name]) => `${lang}=${name}`)].join('  '))
    return true
  }
  if (command === 'topic' && rest.length >= 3 && rest.slice(2).every((pair) => pair.includes('='))) {
    const [tag, order, ...names] = rest
    const title = Object.fromEntries(names.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]))
    await call(HELP_OPERATOR_API.writeHelpTopic.method, pathOf(HELP_OPERATOR_API.writeHelpTopic.path, { merchant, tag }), { title, sort: Number(order) })
    console.log(`Topic ${tag} written.`)
    return true
  }
  if (command === 'topic-delete' && rest.length === 1) {
    await call(HELP_OPERATOR_API.deleteHelpTopic.method, pathOf(HELP_OPERATOR_API.deleteHelpTopic.path, { merchant, tag: rest[0] }))
    console.log(`Topic ${rest[0]} deleted.`)
    return true
  }
  if (command === 'delete' && rest.length === 1) {
    await call(HELP_OPERATOR_API.deleteHelpArticle.method, pathOf(HELP_OPERATOR_API.deleteHelpArticle.path, { merchant, id: rest[0] }))
    console.log(`Article ${rest[0]} deleted.`)
    return true
  }
  return false
}
