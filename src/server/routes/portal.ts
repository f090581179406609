/**
 * The built portal (Vite output) served from this server: static files with a long cache for the hashed
 * `/assets/*` files, and `index.html` for every other page path, with the merchant's title, favicon, theme
 * colour and `<html lang dir>` written in so the first paint is already the right brand. An unknown host gets
 * the page untouched (the portal then shows its domain-check page).
 */
import { existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { languageInfo } from '../../config/languages'
import type { MerchantConfig } from '../../config/schema'
import type { MerchantRegistry } from '../merchants/registry'
import { escapeXml } from '../assets/svg'

/** Paths the API owns: never answered with the page. */
export const API_PREFIXES = ['/wps', '/lgw', '/lotto'] as const

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0]
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}

/**
 * A page path gets index.html; a missing file does not (a missing lazy chunk must fail as "missing", not load
 * HTML as script). `.html` paths are pages: the spec routes `/index.html` and `/register.html`.
 */
export function isPagePath(url: string): boolean {
  const path = url.split('?')[0]
  if (isApiPath(path) || path.startsWith('/assets/') || path.startsWith('/merchant-assets/')) return false
  const last = path.slice(path.lastIndexOf('/') + 1)
  return !last.includes('.') || last.endsWith('.html')
}

function themeColour(config: MerchantConfig): string {
  const { colours } = config.brand
  return config.theme.defaultMode === 'dark' ? (colours.backgroundDark ?? '#121212') : (colours.backgroundLight ?? '#ffffff')
}

/** Writes the merchant's values into the page: `<html lang dir>`, `<title>`, favicon, theme colour. */
export function injectMerchant(html: string, config: MerchantConfig): string {
  const language = languageInfo(config.languages.default)
  const lang = escapeXml(language?.htmlLang ?? config.languages.default)
  const dir = language?.dir ?? 'ltr'
  const head = [
    `<link rel="icon" href="${escapeXml(config.brand.favicon)}"${config.brand.favicon.endsWith('.svg') ? ' type="image/svg+xml"' : ''}>`,
    `<meta name="theme-color" content="${escapeXml(themeColour(config))}">`,
  ].join('\n    ')
  let out = html.replace(/<html\b([^>]*)>/i, (_match, attributes: string) => {
    const rest = attributes.replace(/\s(?:lang|dir)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    return `<html lang="${lang}" dir="${dir}"${rest}>`
  })
  out = out
    .replace(/\s*<link\b[^>]*\brel\s*=\s*["']?(?:shortcut )?icon["']?[^>]*>/gi, '')
    .replace(/\s*<meta\b[^>]*\bname\s*=\s*["']?theme-color["']?[^>]*>/gi, '')
  const title = `<title>${escapeXml(config.name)}</title>`
  out = /<title>[\s\S]*?<\/title>/i.test(out) ? out.replace(/<title>[\s\S]*?<\/title>/i, title) : out.replace(/<\/head>/i, `  ${title}\n  </head>`)
  return out.replace(/<\/head>/i, `  ${head}\n  </head>`)
}

export interface PortalOptions {
  staticDir: string
  merchants: MerchantRegistry
}

export const BUILD_MISSING_MESSAGE = 'The portal has not been built yet. Run `npm run build` (or `npm start`, which builds it), then reload.'

export interface Portal {
  /** Answers a page request with the (injected) index.html. */
  sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>
}

export function portalRoutes(app: FastifyInstance, options: PortalOptions): Portal {
  const root = resolve(options.staticDir)
  const indexPath = join(root, 'index.html')
  let cached: { mtimeMs: number; html: string } | undefined

  async function readIndex(): Promise<string | undefined> {
    try {
      const info = await stat(indexPath)
      if (!cached || cached.mtimeMs !== info.mtimeMs) cached = { mtimeMs: info.mtimeMs, html: await readFile(indexPath, 'utf8') }
      return cached.html
    } catch {
      cached = undefined
      return undefined
    }
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const html = await readIndex()
    if (html === undefined) {
      return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(`${BUILD_MISSING_MESSAGE}\n`)
    }
    const merchant = options.merchants.byHost(request.headers.host)
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Host')
      .send(merchant ? injectMerchant(html, merchant.config) : html)
  }

  if (existsSync(root)) {
    app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: false,
      // Dot files (the build's .vite/manifest.json) are not public.
      dotfiles: 'deny',
      // Pages go through sendPage (injection); the static handler falls through to not-found, which serves them.
      allowedPath: (pathName: string) => !pathName.endsWith('.html') && !pathName.split('/').some((part) => part.startsWith('.')),
      cacheControl: false,
      setHeaders: (reply, path) => {
        const hashed = path.startsWith(join(root, 'assets')) && /[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(path)
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
      },
    })
  }
  app.get('/', sendPage)
  app.get('/index.html', sendPage)
  return { sendPage }
}
