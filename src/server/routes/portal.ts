/**
 * The built portal (Vite output) served from this server:
 * - hashed `/assets/*` files cached for a year (immutable), other files briefly; the Brotli or gzip copy made at
 *   build time is sent to a browser that accepts it (`Content-Encoding`, `Vary: Accept-Encoding`);
 * - `index.html` for every page path, written for the request's merchant and language with the start data and
 *   preload hints in it (delivery/page.ts), revalidated by ETag. An unknown host gets the page untouched (the
 *   portal then shows its domain-check page).
 */
import { existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createHash } from 'node:crypto'
import { join, resolve } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { LanguageCode } from '../../config/languages'
import { HOME_PATHS } from '../../config/paths'
import type { StartData } from '../../contract/start'
import { acceptsGzip } from '../delivery/compression'
import { EMPTY_MANIFEST, readBuildManifest, type BuildManifest } from '../delivery/manifest'
import { renderPage, shownLanguage, type PageHints } from '../delivery/page'
import { finishPage, pageTemplate, type FinishedPage, type PageTemplate } from '../delivery/pageCache'
import { sharedStartOf, type SharedStart } from '../delivery/sharedStart'
import { pageLanguage } from '../delivery/startData'
import type { Merchant } from '../merchants/registry'

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

/** Vite names built files `name-<hash>.ext`; those never change, so browsers may keep them for a year. */
export function isHashedAsset(path: string): boolean {
  return /[/\\]assets[/\\][^/\\]*[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.(br|gz))?$/.test(path)
}

/**
 * The source modules of the lazy chunks the first screen loads, as named in Vite's manifest. (The router, layout
 * and home page are part of the entry chunk, which index.html names already.)
 */
export const FIRST_SCREEN_MODULES = {
  announcement: 'src/portal/modals/PublicAnnouncement.tsx',
  translations: (language: string) => `locales/${language}/core.ts`,
} as const

/**
 * The font files (fontsource's name prefix, without the weight) holding the script of each language whose text
 * needs its own face. Both bundled weights are preloaded: the first screen's bold text (the header's log-in and
 * register buttons) would otherwise be drawn in a fallback face and move when the 700 face arrives (layout shift).
 */
const LANGUAGE_FONT: Partial<Record<LanguageCode, string>> = {
  th: 'noto-sans-thai-thai',
  en: 'noto-sans-latin',
  ar: 'noto-sans-arabic-arabic',
  vi: 'noto-sans-vietnamese',
}
const FONT_WEIGHTS = ['400', '700'] as const

/** What the first screen will fetch, so the browser can start on all of it at once. */
export function firstScreenHints(manifest: BuildManifest, input: { language: LanguageCode; startData?: StartData; path: string }): PageHints {
  const scripts = new Set<string>()
  const values = input.startData?.values
  if (values?.notices?.popup.length) for (const file of manifest.chunkFiles(FIRST_SCREEN_MODULES.announcement)) scripts.add(file)
  for (const file of manifest.chunkFiles(FIRST_SCREEN_MODULES.translations(shownLanguage(input.language)))) scripts.add(file)
  const fontPrefix = LANGUAGE_FONT[input.language]
  const fonts = fontPrefix ? FONT_WEIGHTS.flatMap((weight) => manifest.asset(`${fontPrefix}-${weight}-normal`, 'woff2') ?? []) : []
  // The slide the carousel shows first (and the splash draws in its place).
  const banner = (HOME_PATHS as readonly string[]).includes(input.path) ? values?.notices?.banners[0]?.imageUrl ?? undefined : undefined
  return { scripts: [...scripts], fonts, image: banner }
}

export interface PortalOptions {
  staticDir: string
  /** The start data for a page request; without it (or when it fails) the portal makes the start-up calls itself. */
  startData?: (request: FastifyRequest, merchant: Merchant, language: LanguageCode) => Promise<StartData>
  /** The Content-Security-Policy for a request's host, to which the page adds its start-data script's hash. */
  policyFor?: (merchant: Merchant | null) => string
}

export const BUILD_MISSING_MESSAGE = 'The portal has not been built yet. Run `npm run build` (or `npm start`, which builds it), then reload.'

export interface Portal {
  /** Answers a page request with the page written for its merchant. */
  sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>
}

/** How often the page looks for a new build (index.html's time): a build made while the server runs shows within this. */
const BUILD_CHECK_MS = 1000

interface Build {
  mtimeMs: number
  html: string
  manifest: BuildManifest
}

export function portalRoutes(app: FastifyInstance, options: PortalOptions): Portal {
  const root = resolve(options.staticDir)
  const indexPath = join(root, 'index.html')
  let cached: Build | undefined
  let checkedAt = Number.NEGATIVE_INFINITY
  /** The pages made for each shared start part and build, by kind of path. */
  const templates = new WeakMap<SharedStart, WeakMap<Build, Map<boolean, PageTemplate>>>()

  /** index.html and the manifest, re-read when a new build replaces them (looked for at most every BUILD_CHECK_MS). */
  async function readBuild(): Promise<Build | undefined> {
    if (cached && performance.now() - checkedAt < BUILD_CHECK_MS) return cached
    try {
      const info = await stat(indexPath)
      if (!cached || cached.mtimeMs !== info.mtimeMs) {
        cached = { mtimeMs: info.mtimeMs, html: await readFile(indexPath, 'utf8'), manifest: readBuildManifest(root) }
      }
      checkedAt = performance.now()
      return cached
    } catch {
      cached = undefined
      return undefined
    }
  }

  /** The page for `shared` with `build` on a home path or another: kept, or made. */
  function templateFor(build: Build, merchant: Merchant, shared: SharedStart, startData: StartData, path: string): PageTemplate {
    const home = (HOME_PATHS as readonly string[]).includes(path)
    let byBuild = templates.get(shared)
    if (!byBuild) templates.set(shared, (byBuild = new WeakMap()))
    let byPath = byBuild.get(build)
    if (!byPath) byBuild.set(build, (byPath = new Map()))
    let template = byPath.get(home)
    if (!template) {
      const hints = firstScreenHints(build.manifest ?? EMPTY_MANIFEST, { language: shared.language, startData, path })
      template = pageTemplate({ template: build.html, config: merchant.config, shared, status: startData.values.systemStatus!, hints })
      byPath.set(home, template)
    }
    return template
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const build = await readBuild()
    if (build === undefined) {
      return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(`${BUILD_MISSING_MESSAGE}\n`)
    }
    // Resolved from the Host header as the request arrived (plugins/merchant.ts).
    const merchant = request.merchant
    reply.type('text/html; charset=utf-8').header('vary', 'Host, Cookie')
    if (!merchant) return reply.header('cache-control', 'no-cache').send(build.html)

    const language = pageLanguage(merchant.config, request.headers.cookie)
    let startData: StartData | undefined
    try {
      startData = await options.startData?.(request, merchant, language)
    } catch (error) {
      // The page still works without it: the portal then asks the API itself.
      request.log.warn({ err: error }, 'start data unavailable; serving the page without it')
    }
    const path = request.url.split('?')[0]
    const shared = startData ? sharedStartOf(startData) : undefined
    if (startData && shared && startData.values.systemStatus) {
      // An open site: the page kept for its merchant, language and kind of path, finished with the visitor's part.
      const page = finishPage(templateFor(build, merchant, shared, startData, path), startData.values.systemStatus, startData.host)
      return sendFinished(request, reply, merchant, page)
    }
    const { html, scriptHashes } = renderPage(build.html, {
      config: merchant.config,
      language,
      startData,
      hints: firstScreenHints(build.manifest ?? EMPTY_MANIFEST, { language, startData, path }),
    })
    setPolicy(reply, merchant, scriptHashes)
    const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`
    if (revalidated(request, reply, etag)) return reply.code(304).send()
    return reply.send(html)
  }

  function setPolicy(reply: FastifyReply, merchant: Merchant, scriptHashes: readonly string[]): void {
    if (scriptHashes.length > 0 && options.policyFor) {
      reply.header('content-security-policy', options.policyFor(merchant).replace(/script-src ([^;]*)/, `script-src $1 ${scriptHashes.join(' ')}`))
    }
  }

  /** Sets the page's caching headers; whether the browser's copy (If-None-Match) is this page. */
  function revalidated(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
    // The page carries the visitor's own start data (their address among it): browsers may keep it, shared caches not.
    reply.header('cache-control', 'private, no-cache').header('etag', etag)
    return request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag) ?? false
  }

  function sendFinished(request: FastifyRequest, reply: FastifyReply, merchant: Merchant, page: FinishedPage): FastifyReply {
    setPolicy(reply, merchant, page.scriptHashes)
    if (revalidated(request, reply, page.etag)) return reply.code(304).send()
    // gzip made from the kept compressed page (delivery/pageCache.ts), even for a browser that also takes Brotli.
    if (acceptsGzip(request.headers['accept-encoding'])) {
      return reply.header('vary', 'Host, Cookie, Accept-Encoding').header('content-encoding', 'gzip').send(page.gzip())
    }
    return reply.send(page.html())
  }

  if (existsSync(root)) {
    app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: false,
      // The .br and .gz copies made at build time, chosen by Accept-Encoding.
      preCompressed: true,
      // Dot files (the build's .vite/manifest.json) are not public.
      dotfiles: 'deny',
      // Pages go through sendPage; the static handler falls through to not-found, which serves them.
      allowedPath: (pathName: string) => !pathName.endsWith('.html') && !pathName.split('/').some((part) => part.startsWith('.')),
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', isHashedAsset(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
      },
    })
  }
  app.get('/', sendPage)
  app.get('/index.html', sendPage)
  return { sendPage }
}
