/**
 * sanitizeHtml needs a real DOM: run it in a browser (or DOM) test environment.
 * What it must guarantee: nothing from operator HTML can run script or escape into the portal's window.
 */
import { describe, expect, it } from 'vitest'
import { htmlToText } from './htmlToText'
import { sanitizeHtml } from './sanitizeHtml'

/** Parses sanitised output so assertions look at elements and attributes, not at string spelling. */
function parse(html: string): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = sanitizeHtml(html)
  return container
}

describe('sanitizeHtml', () => {
  it('keeps ordinary formatting', () => {
    const out = parse('<h3>Songkran bonus</h3><p>Deposit <strong>฿500</strong> and get <em>50%</em></p><ul><li>Slots</li></ul>')
    expect(out.querySelector('h3')?.textContent).toBe('Songkran bonus')
    expect(out.querySelector('strong')?.textContent).toBe('฿500')
    expect(out.querySelector('em')).not.toBeNull()
    expect(out.querySelector('li')?.textContent).toBe('Slots')
  })

  it('removes script elements and their content', () => {
    const out = parse('<p>Hello</p><script>window.__pwned = true</script>')
    expect(out.querySelector('script')).toBeNull()
    expect(out.textContent).toBe('Hello')
  })

  it('removes event-handler attributes', () => {
    const out = parse('<img src="x.png" onerror="alert(1)" alt="banner"><p onclick="steal()" onmouseover="x()">Text</p>')
    const img = out.querySelector('img')
    expect(img?.getAttribute('alt')).toBe('banner')
    expect(img?.hasAttribute('onerror')).toBe(false)
    const p = out.querySelector('p')
    expect(p?.hasAttribute('onclick')).toBe(false)
    expect(p?.hasAttribute('onmouseover')).toBe(false)
  })

  it('removes javascript: URLs, however they are spelled', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', '&#106;avascript:alert(1)']) {
      const link = parse(`<a href="${href}">Claim</a>`).querySelector('a')
      expect(link?.textContent).toBe('Claim')
      expect(link?.getAttribute('href') ?? '').not.toMatch(/script:/i)
    }
  })

  it('opens links in a new tab without access to the portal window', () => {
    const link = parse('<a href="https://example.com/promo" target="_self">Promo</a>').querySelector('a')
    expect(link?.getAttribute('href')).toBe('https://example.com/promo')
    expect(link?.getAttribute('target')).toBe('_blank')
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('removes forms, frames and page-wide styles', () => {
    const out = parse(
      '<form action="https://evil.example"><input name="password"><button>Log in</button></form>' +
        '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><p>Kept</p>',
    )
    expect(out.querySelector('form, input, button, iframe, style')).toBeNull()
    expect(out.querySelector('p')?.textContent).toBe('Kept')
  })

  it('removes inline styles, ids and names, so a notice can neither cover the page nor clobber its elements', () => {
    const out = parse(
      '<div style="position:fixed;inset:0;z-index:99999;background:#fff"><p id="root" name="config">Log in again</p>' +
        '<a href="/promotions" id="login" style="display:block">Here</a></div>',
    )
    expect(out.querySelector('[style], [id], [name]')).toBeNull()
    expect(out.querySelector('p')?.textContent).toBe('Log in again')
    expect(out.querySelector('a')?.getAttribute('href')).toBe('/promotions')
  })

  it('htmlToText gives the readable text only, once', () => {
    expect(htmlToText('<p>Maintenance <b>tonight</b>&nbsp;02:00&ndash;04:00</p><script>evil()</script>')).toBe('Maintenance tonight 02:00–04:00')
  })
})
