/**
 * Images the server owns: each merchant's own files (logo, favicon) and generated SVGs for vendor badges and
 * seeded banners. File names are checked against a strict pattern and resolved inside the merchant's asset
 * directory only; SVGs are sent with a policy that lets them render but never run script.
 */
import { readFile, realpath } from 'node:fs/promises'
import { extname, join, sep } from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { AppError } from '../errors'
import type { MerchantRegistry } from '../merchants/registry'
import { bannerSvg, vendorBadgeSvg } from '../assets/svg'

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
}
const SAFE_FILE = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*\.[a-z0-9]+$/
const MERCHANT_CODE = /^[a-z][a-z0-9-]{1,31}$/
const VENDOR_FILE = /^([A-Z0-9_]{2,16})\.svg$/
const BANNER_FILE = /^([a-z0-9][a-z0-9-]{0,47})\.svg$/

/** An SVG opened on its own must not run script or load anything. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

function sendSvg(reply: FastifyReply, svg: string, maxAgeSeconds: number): FastifyReply {
  return reply
    .type('image/svg+xml; charset=utf-8')
    .header('cache-control', `public, max-age=${maxAgeSeconds}`)
    .header('content-security-policy', SVG_POLICY)
    .send(svg)
}

export function assetRoutes(app: FastifyInstance, deps: { merchants: MerchantRegistry }): void {
  const vendorNames = new Map<string, string>()
  for (const merchant of deps.merchants.merchants) {
    for (const category of merchant.config.navigation.categories) {
      for (const vendor of category.vendors) if (!vendorNames.has(vendor.code)) vendorNames.set(vendor.code, vendor.name)
    }
  }

  app.get<{ Params: { code: string; file: string } }>('/merchant-assets/:code/:file', async (request, reply) => {
    const { code, file } = request.params
    const merchant = MERCHANT_CODE.test(code) ? deps.merchants.byCode(code) : undefined
    const type = CONTENT_TYPES[extname(file).toLowerCase()]
    if (!merchant || !type || !SAFE_FILE.test(file) || file.includes('..')) throw new AppError('not.found')
    let content: Buffer
    try {
      const root = await realpath(merchant.assetsDir)
      const path = await realpath(join(root, file))
      // realpath resolves symlinks, so a link pointing outside the directory is refused too.
      if (!path.startsWith(root + sep)) throw new AppError('not.found')
      content = await readFile(path)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') throw new AppError('not.found')
      throw error
    }
    reply.type(type).header('cache-control', 'public, max-age=3600')
    if (type.startsWith('image/svg')) reply.header('content-security-policy', SVG_POLICY)
    return reply.send(content)
  })

  app.get<{ Params: { file: string } }>('/assets/vendors/:file', async (request, reply) => {
    const match = VENDOR_FILE.exec(request.params.file)
    if (!match) throw new AppError('not.found')
    const code = match[1]
    return sendSvg(reply, vendorBadgeSvg(code, vendorNames.get(code) ?? code), 86_400)
  })

  app.get<{ Params: { file: string } }>('/assets/banners/:file', async (request, reply) => {
    const match = BANNER_FILE.exec(request.params.file)
    if (!match) throw new AppError('not.found')
    return sendSvg(reply, bannerSvg(match[1]), 86_400)
  })
}
