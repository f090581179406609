/**
 * Images the server owns: each merchant's own files (logo, favicon) and generated SVGs for vendor badges, the
 * house games' cards and seeded banners. File names are checked against a strict pattern and resolved inside the merchant's asset
 * directory only; SVGs are sent with a policy that lets them render but never run script.
 */
import { readFile, realpath } from 'node:fs/promises'
import { extname, join, sep } from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { AppError } from '../errors'
import type { MerchantRegistry } from '../merchants/registry'
import { bannerSvg, gameArtSvg, vendorBadgeSvg } from '../assets/svg'
import { HOUSE_BOOK_GAMES, HOUSE_BOOK_STUDIOS, HOUSE_GAMES, HOUSE_LOTTERY_VENDOR, HOUSE_STUDIOS, HOUSE_ARENA_GAMES, HOUSE_ARENA_STUDIOS } from '../games/house/catalogue'

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
const GAME_FILE = /^([a-z0-9][a-z0-9-]{0,63})\.svg$/

/** An SVG opened on its own must not run script or load anything. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

function sendSvg(reply: FastifyReply, svg: string, maxAgeSeconds: number): FastifyReply {
  return reply
    .type('image/svg+xml; charset=utf-8')
    .header('cache-control', `public, max-age=${maxAgeSeconds}`)
    .header('content-security-policy', SVG_POLICY)
    .send(svg)
}

/** The banner art names the seed data refers to (`/assets/banners/<slug>.svg` in its image URLs). */
export function seededBannerSlugs(notices: Iterable<{ imageUrl?: string | null }>): Set<string> {
  const slugs = new Set<string>()
  for (const { imageUrl } of notices) {
    const slug = /^\/assets\/banners\/([a-z0-9][a-z0-9-]{0,47})\.svg$/.exec(imageUrl ?? '')?.[1]
    if (slug) slugs.add(slug)
  }
  return slugs
}

export function assetRoutes(app: FastifyInstance, deps: { merchants: MerchantRegistry; bannerSlugs: ReadonlySet<string> }): void {
  const vendorNames = new Map<string, string>([...HOUSE_STUDIOS, ...HOUSE_BOOK_STUDIOS, ...HOUSE_ARENA_STUDIOS, HOUSE_LOTTERY_VENDOR].map((studio) => [studio.code, studio.name]))
  const gameNames = new Map([...HOUSE_GAMES, ...HOUSE_BOOK_GAMES, ...HOUSE_ARENA_GAMES].map((game) => [game.gameId, game.names.en]))
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

  // Only art someone configured is drawn: a badge for a vendor a merchant lists, a banner the seed data uses. Any
  // other name is a 404, or anyone could have official-looking art say anything on the brand's own origin.
  app.get<{ Params: { file: string } }>('/assets/vendors/:file', async (request, reply) => {
    const code = VENDOR_FILE.exec(request.params.file)?.[1]
    const name = code ? vendorNames.get(code) : undefined
    if (!code || !name) throw new AppError('not.found')
    return sendSvg(reply, vendorBadgeSvg(code, name), 86_400)
  })

  app.get<{ Params: { file: string } }>('/assets/games/:file', async (request, reply) => {
    const gameId = GAME_FILE.exec(request.params.file)?.[1]
    const name = gameId ? gameNames.get(gameId) : undefined
    if (!gameId || !name) throw new AppError('not.found')
    return sendSvg(reply, gameArtSvg(gameId, name), 86_400)
  })

  app.get<{ Params: { file: string } }>('/assets/banners/:file', async (request, reply) => {
    const slug = BANNER_FILE.exec(request.params.file)?.[1]
    if (!slug || !deps.bannerSlugs.has(slug)) throw new AppError('not.found')
    return sendSvg(reply, bannerSvg(slug), 86_400)
  })
}
