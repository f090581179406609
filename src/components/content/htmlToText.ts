/**
 * The readable text of operator HTML, for the notice marquee and accessible names. DOMParser builds an inert
 * document (nothing in it loads or runs) and only its text comes out, so this needs no sanitiser — and keeps
 * DOMPurify out of the first page load; it is loaded with the announcement modal, which shows HTML.
 */
export function htmlToText(html: string): string {
  const { body } = new DOMParser().parseFromString(html, 'text/html')
  // Code and styles are not text a person reads.
  body.querySelectorAll('script, style, noscript, template').forEach((node) => node.remove())
  const text = body.textContent ?? ''
  return text.replace(/\s+/g, ' ').trim()
}
