/**
 * Announcement and notice HTML comes from the operator's back office: it is shown only after DOMPurify has
 * removed scripts, event-handler attributes, `javascript:` URLs, form controls, inline styles and ids. Links open in a new tab
 * with `rel="noopener noreferrer"`, so an announcement can never reach back into the portal's window.
 */
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify'

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  // No page-wide CSS, no forms (phishing), no embedded documents.
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed'],
  // `style` could lay a notice over the whole page (a fake login box); `id` and `name` could clobber the page's
  // own elements and globals (DOM clobbering).
  FORBID_ATTR: ['srcdoc', 'formaction', 'style', 'id', 'name'],
  ALLOW_DATA_ATTR: false,
}

let purifier: DOMPurify | undefined

/** One DOMPurify instance of our own (the hook below must not leak into other users of the default one). */
function getPurifier(): DOMPurify {
  if (purifier) return purifier
  if (typeof window === 'undefined') throw new Error('sanitizeHtml needs a DOM (a browser or a DOM test environment)')
  const instance = createDOMPurify(window)
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    }
  })
  purifier = instance
  return instance
}

/** Safe HTML to put in the page (`dangerouslySetInnerHTML`). */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, CONFIG)
}
