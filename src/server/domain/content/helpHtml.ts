/**
 * The help centre's rich text, cleaned on the server before it is stored: an article is written by an operator (or
 * pasted from another system), and the portal shows it as HTML, so only a small set of text tags survives, rebuilt
 * from scratch with no attribute but a link's checked address. Scripts, styles and embedded documents are removed with
 * everything inside them; any other tag is dropped and its text kept; every `<` that is not an allowed tag comes out
 * escaped. The portal's DOMPurify (components/content/sanitizeHtml.ts) cleans it once more before showing it: the
 * server's cleaning is what keeps the stored text and the API's answer free of markup that runs.
 *
 * There is no DOM on the server and the allowed set is tiny, so this is a tokenizer, not a parser: output is built
 * only from allowed tag names and escaped text, so whatever the input, nothing else can come out.
 */

/** Tags kept (without attributes, except `a`'s `href`). */
const ALLOWED = new Set([
  'p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'a', 'code', 'pre', 'blockquote', 'hr',
  'table', 'thead', 'tbody', 'tr', 'th', 'td',
])
const VOID = new Set(['br', 'hr'])
/** Removed with their content: what they hold is code, styling or another document, never the article's text. */
const DROP_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'template', 'noscript', 'noembed', 'noframes', 'textarea',
  'title', 'xmp', 'svg', 'math', 'select', 'head', 'plaintext',
])

/** An opening or closing tag with its attributes (quoted values may hold `>`). */
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g
/** Comments, doctypes, processing instructions and CDATA: never content. An unterminated one runs to the end. */
const NOT_CONTENT = /<!--[\s\S]*?(?:-->|$)|<[!?][^>]*(?:>|$)/g
/** An address a help link may have: the web, mail, or a path or anchor of this site (not `//host`). */
const SAFE_HREF = /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i

/** Text as HTML: `<`, `>` and `"` escaped, and an `&` that does not start an entity. */
function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

function openTag(name: string, attributes: string): string {
  if (name !== 'a') return `<${name}>`
  const match = HREF.exec(attributes)
  const href = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim()
  return SAFE_HREF.test(href) ? `<a href="${escapeText(href)}">` : '<a>'
}

/** The article's HTML with only the allowed tags, balanced, and escaped text. */
export function cleanHelpHtml(html: string): string {
  const source = html.replace(NOT_CONTENT, '')
  const out: string[] = []
  const open: string[] = []
  let at = 0
  TAG.lastIndex = 0
  for (let match = TAG.exec(source); match; match = TAG.exec(source)) {
    out.push(escapeText(source.slice(at, match.index)))
    at = TAG.lastIndex
    const closing = match[1] === '/'
    const name = match[2].toLowerCase()
    if (DROP_WITH_CONTENT.has(name)) {
      if (closing) continue
      // Skip to its end tag (or the end of the text): nothing inside is kept.
      const end = new RegExp(`</${name}\\s*>`, 'ig')
      end.lastIndex = at
      const found = end.exec(source)
      at = found ? end.lastIndex : source.length
      TAG.lastIndex = at
      continue
    }
    if (!ALLOWED.has(name)) continue
    if (VOID.has(name)) {
      if (!closing) out.push(`<${name}>`)
      continue
    }
    if (!closing) {
      out.push(openTag(name, match[3]))
      open.push(name)
      continue
    }
    // A closing tag closes what was opened after its opening tag too; one with no opening tag is dropped.
    const index = open.lastIndexOf(name)
    if (index === -1) continue
    while (open.length > index) out.push(`</${open.pop()}>`)
  }
  out.push(escapeText(source.slice(at)))
  while (open.length) out.push(`</${open.pop()}>`)
  return out.join('')
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** The words of cleaned HTML, for search: tags become spaces, the common entities their characters. */
export function helpPlainText(cleanHtml: string): string {
  return cleanHtml
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z]+);/g, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code = /^#x/i.test(name) ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10)
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' '
      }
      return ENTITIES[name] ?? entity
    })
    .replace(/\s+/g, ' ')
    .trim()
}
