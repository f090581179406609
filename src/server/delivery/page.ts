/**
 * The page the server sends for every portal path: the built index.html with the merchant's values written in
 * (`<html lang dir>`, title, description, favicon, theme colour), the start data as a JSON script, the first
 * screen drawn as a splash, and what the first screen needs: the language's fonts and the first banner preloaded,
 * and the scripts (the shell, its language chunk, the announcement popup's chunk when there is a popup) requested
 * by the entry's inline module once that splash is painted.
 */
import { createHash } from 'node:crypto'
import { languageInfo, TRANSLATED_LANGUAGES, type LanguageCode, type TranslatedLanguage } from '../../config/languages'
import type { MerchantConfig } from '../../config/schema'
import { START_DATA_ELEMENT_ID, type StartData } from '../../contract/start'
import { escapeXml } from '../assets/svg'

export interface PageHints {
  /** Script files (`assets/x.js`) the first screen runs besides the entry: requested after the first paint. */
  scripts: readonly string[]
  /** Font files (`assets/x.woff2`) to preload. */
  fonts: readonly string[]
  /** An image the first screen shows large (the first banner): preloaded with high priority. */
  image?: string
}

export interface PageParts {
  config: MerchantConfig
  language: LanguageCode
  startData?: StartData
  /** The start data already written as script-safe JSON (`scriptSafeJson`), instead of `startData`. */
  startJson?: string
  hints?: PageHints
}

/** The page's theme colour (and the installed app's): the background of the merchant's default mode. */
export function themeColour(config: MerchantConfig): string {
  const { colours } = config.brand
  return config.theme.defaultMode === 'dark' ? (colours.backgroundDark ?? '#121212') : (colours.backgroundLight ?? '#ffffff')
}

/**
 * The language whose words the page shows: the chosen one when it is translated, else English (the fallback).
 * `<html lang>` names it, so a screen reader reads English fallback text in an English voice; the direction
 * still follows the chosen language (an Arabic visitor gets a right-to-left layout).
 */
export function documentLanguage(language: LanguageCode): { lang: string; dir: 'ltr' | 'rtl' } {
  const shown = shownLanguage(language)
  return { lang: languageInfo(shown)?.htmlLang ?? shown, dir: languageInfo(language)?.dir ?? 'ltr' }
}

/** The translations the page loads: the chosen language's when it has them, else English. */
export function shownLanguage(language: LanguageCode): TranslatedLanguage {
  return (TRANSLATED_LANGUAGES as readonly string[]).includes(language) ? (language as TranslatedLanguage) : 'en'
}

/** The description in the page's language, else the merchant's default language, else none. */
export function merchantDescription(config: MerchantConfig, language: LanguageCode): string | undefined {
  const texts = config.brand.description as Partial<Record<LanguageCode, string>> | undefined
  return texts?.[language] ?? texts?.[config.languages.default]
}

/**
 * JSON that is safe inside `<script>`: `<` is escaped so no `</script>` or `<!--` can end or change the element,
 * and the two line separators JavaScript once treated as newlines are escaped too.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

/** The CSP source that allows exactly this script element's content. */
export function scriptHashSource(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`
}

function attributesWithout(attributes: string, names: string[]): string {
  return attributes.replace(new RegExp(`\\s(?:${names.join('|')})\\s*=\\s*("[^"]*"|'[^']*'|[^\\s>]+)`, 'gi'), '')
}

/**
 * Where the home page draws its first banner (BannerCarousel under the Header): below the header's 110 px (its
 * 60 px toolbar, 49 px navigation row and 1 px border), the full width, 10:3, its corners twice the brand radius
 * (`borderRadius: 2`; a brand without a radius gets the theme's `radii.md`, 8 px). tests/budget/firstScreen.test.ts
 * checks this box against the one React draws.
 */
export const SPLASH_BANNER = { top: 110, aspectRatio: '10 / 3', defaultRadius: 8 } as const

/**
 * What the page shows before its script runs, so the first paint comes with the HTML: the merchant's logo on its
 * background, as the portal's own splash does; on the home page, also the first banner, at exactly the place and
 * size the page gives it, so the largest thing on the first screen is drawn as soon as its image arrives instead
 * of after the script. React replaces it on its first render (with the same banner in the same box).
 */
export function bootSplash(config: MerchantConfig, banner?: string): string {
  const background = `background:${themeColour(config)}`
  const logo = `<img src="${escapeXml(config.brand.logo)}" alt="${escapeXml(config.name)}" height="48" style="height:48px;width:auto">`
  if (!banner) {
    const style = `position:fixed;inset:0;display:flex;align-items:center;justify-content:center;${background}`
    return `<div role="status" aria-busy="true" style="${escapeXml(style)}">${logo}</div>`
  }
  const radius = 2 * (config.brand.radius ?? SPLASH_BANNER.defaultRadius)
  const style = `position:fixed;inset:0;${background}`
  const band = `height:${SPLASH_BANNER.top}px;display:flex;align-items:center;justify-content:center`
  const image = `display:block;width:100%;aspect-ratio:${SPLASH_BANNER.aspectRatio};object-fit:cover;border-radius:${radius}px`
  // The banner is drawn again by the page, with its title as text: here it is decoration (alt="").
  return (
    `<div role="status" aria-busy="true" style="${escapeXml(style)}"><div style="${band}">${logo}</div>` +
    `<img src="${escapeXml(banner)}" alt="" fetchpriority="high" data-splash-banner style="${escapeXml(image)}"></div>`
  )
}

/**
 * The inline module that starts the portal in place of Vite's `<script type="module" src>`.
 *
 * - The scripts (the entry, what it imports, and the first screen's lazy chunks: `preloads`) are requested once
 *   the server-drawn first screen has been painted, at low priority. Before the first paint the connection carries
 *   only what that paint needs (styles, fonts, the first banner). This costs a phone about one round trip before
 *   the page answers taps, and keeps the paint from sharing the network with 200 KB of scripts. It also keeps
 *   Lighthouse's simulation from counting a script that happened to arrive before the paint as blocking it
 *   (module scripts have no evaluation event it can match, so it cannot tell that they ran after the paint).
 * - The entry is evaluated only once the splash and, on the home page, its banner (the page's largest element) are
 *   painted, at most 3 s on: evaluating the shell is the page's longest task, and the banner would wait for it.
 */
export function deferredEntryScript(src: string, preloads: readonly string[] = []): string {
  const files = [...new Set([src, ...preloads])]
  return (
    `const painted=()=>new Promise((done)=>requestAnimationFrame(()=>setTimeout(done)));` +
    `painted().then(()=>{for(const href of ${JSON.stringify(files)}){const link=document.createElement('link');` +
    `link.rel='modulepreload';link.crossOrigin='';link.fetchPriority='low';link.href=href;document.head.append(link)}});` +
    `const banner=document.querySelector('img[data-splash-banner]');` +
    `new Promise((done)=>{if(!banner||banner.complete)return done();banner.addEventListener('load',done);banner.addEventListener('error',done);setTimeout(done,3000)})` +
    `.then(painted)` +
    `.then(()=>import(${JSON.stringify(src)}))`
  )
}

/** The page, and the hashes a Content-Security-Policy needs to allow its inline scripts (start data, entry). */
export function renderPage(template: string, parts: PageParts): { html: string; scriptHashes: string[] } {
  const { config, language, startData, startJson, hints } = parts
  const { lang, dir } = documentLanguage(language)
  const description = merchantDescription(config, language)
  const favicon = config.brand.favicon
  const head: string[] = [
    `<link rel="icon" href="${escapeXml(favicon)}"${favicon.endsWith('.svg') ? ' type="image/svg+xml"' : ''}>`,
    `<meta name="theme-color" content="${escapeXml(themeColour(config))}">`,
    // The installable web app (routes/pwa.ts): its name, colours and icons.
    '<link rel="manifest" href="/manifest.webmanifest">',
  ]
  if (description) head.push(`<meta name="description" content="${escapeXml(description)}">`)
  for (const font of hints?.fonts ?? []) head.push(`<link rel="preload" href="/${escapeXml(font)}" as="font" type="font/woff2" crossorigin>`)
  if (hints?.image) head.push(`<link rel="preload" href="${escapeXml(hints.image)}" as="image" fetchpriority="high">`)
  // Scripts are requested by the entry's inline module once the first screen is painted (deferredEntryScript).
  const preloads = (hints?.scripts ?? []).map((script) => `/${script}`)

  const scriptHashes: string[] = []
  const json = startJson ?? (startData ? scriptSafeJson(startData) : undefined)
  if (json !== undefined) {
    scriptHashes.push(scriptHashSource(json))
    head.push(`<script id="${START_DATA_ELEMENT_ID}" type="application/json">${json}</script>`)
  }

  let html = template.replace(/<html\b([^>]*)>/i, (_match, attributes: string) => `<html lang="${escapeXml(lang)}" dir="${dir}"${attributesWithout(attributes, ['lang', 'dir'])}>`)
  html = html
    .replace(/\s*<link\b[^>]*\brel\s*=\s*["']?(?:shortcut )?icon["']?[^>]*>/gi, '')
    .replace(/\s*<meta\b[^>]*\bname\s*=\s*["']?(?:theme-color|description)["']?[^>]*>/gi, '')
  html = html.replace(/<div id="root"><\/div>/, `<div id="root">${bootSplash(config, hints?.image)}</div>`)
  const title = `<title>${escapeXml(config.name)}</title>`
  html = /<title>[\s\S]*?<\/title>/i.test(html) ? html.replace(/<title>[\s\S]*?<\/title>/i, title) : html.replace(/<\/head>/i, `  ${title}\n  </head>`)
  // Hints go before the entry script so the browser sees them at the same time.
  const entry = /\s*<script\b[^>]*\btype\s*=\s*["']?module["']?[^>]*>/i.exec(html)
  const block = `\n    ${head.join('\n    ')}`
  html = entry ? html.slice(0, entry.index) + block + html.slice(entry.index) : html.replace(/<\/head>/i, `${block}\n  </head>`)
  // Vite's preloads of the entry's imports join the list the inline module requests after the first paint.
  const entryImports: string[] = []
  html = html.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
    entryImports.push(href)
    return ''
  })
  html = html.replace(/<script\b([^>]*)\bsrc="([^"]+)"([^>]*)><\/script>/i, (tag, before: string, src: string, after: string) => {
    if (!/\btype\s*=\s*["']?module/i.test(before + after)) return tag
    const script = deferredEntryScript(src, [...entryImports, ...preloads])
    scriptHashes.push(scriptHashSource(script))
    return `<script type="module">${script}</script>`
  })
  return { html, scriptHashes }
}
