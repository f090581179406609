/**
 * The installable web app: each merchant's manifest and icons (by the request's host), and the service worker of the
 * build being served (delivery/pwaWorker.ts). The worker's script names the build, so a new deploy is a new script and
 * the browser installs it; it is revalidated on every check (`no-cache`).
 */
import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { AppError } from '../errors'
import { brandIconPng, ICON_SIZES, type IconPurpose, type IconSize } from '../delivery/pwaIcon'
import { MANIFEST_PATH, webAppManifest } from '../delivery/pwaManifest'
import { serviceWorkerScript, type WorkerBuild } from '../delivery/pwaWorker'
import '../plugins/merchant'

export const SERVICE_WORKER_PATH = '/sw.js'
const ICON_FILE = /^icon-(maskable-)?(\d+)\.png$/

/** The build's version and shell, read from the built index.html: the files the page itself loads. */
export function workerBuildOf(html: string): WorkerBuild {
  const shell = [...new Set([...html.matchAll(/\b(?:src|href)="(\/assets\/[^"?#]+)"/g)].map((match) => match[1]))]
  return { version: createHash('sha256').update(html).digest('hex').slice(0, 12), shell }
}

export function pwaRoutes(app: FastifyInstance, options: { staticDir?: string }): void {
  const indexPath = options.staticDir ? join(resolve(options.staticDir), 'index.html') : undefined
  let kept: { mtimeMs: number; script: string } | undefined

  /** The worker's script for the build on disk, made again when index.html changes; undefined without a build. */
  async function script(): Promise<string | undefined> {
    if (!indexPath) return undefined
    try {
      const info = await stat(indexPath)
      if (!kept || kept.mtimeMs !== info.mtimeMs) kept = { mtimeMs: info.mtimeMs, script: serviceWorkerScript(workerBuildOf(await readFile(indexPath, 'utf8'))) }
      return kept.script
    } catch {
      kept = undefined
      return undefined
    }
  }

  app.get(MANIFEST_PATH, async (request, reply) => {
    const merchant = request.merchant
    if (!merchant) throw new AppError('not.found')
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(JSON.stringify(webAppManifest(merchant.config)))
  })

  app.get<{ Params: { file: string } }>('/pwa/:file', async (request, reply) => {
    const merchant = request.merchant
    const match = ICON_FILE.exec(request.params.file)
    const size = Number(match?.[2]) as IconSize
    if (!merchant || !match || !(ICON_SIZES as readonly number[]).includes(size)) throw new AppError('not.found')
    const purpose: IconPurpose = match[1] ? 'maskable' : 'any'
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(brandIconPng(merchant.config, size, purpose))
  })

  app.get(SERVICE_WORKER_PATH, async (_request, reply) => {
    const body = await script()
    if (body === undefined) throw new AppError('not.found')
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      // The worker controls the whole portal from the site's root (its own path is the root already; said outright).
      .header('service-worker-allowed', '/')
      .send(body)
  })
}
