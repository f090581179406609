/**
 * Compression of what the server writes per request (API JSON, the page, generated SVG): Brotli at a fast
 * level when the client accepts it, else gzip, above a small threshold. Built files are compressed at build
 * time instead (scripts/vite/precompress.ts) and arrive here already encoded, so they pass untouched.
 */
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Below this, the headers cost more than compression saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024
const COMPRESSIBLE_TYPE = /^(application\/json|text\/html|text\/plain|image\/svg\+xml)\b/i

/** `br` or `gzip` when the Accept-Encoding header allows it (a `;q=0` refuses), else undefined. */
export function chooseEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>()
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name, q ? Number(q.slice(2)) : 1)
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (allows('br')) return 'br'
  if (allows('gzip')) return 'gzip'
  return undefined
}

function addVary(reply: FastifyReply, value: string): void {
  const current = reply.getHeader('vary')
  const parts = String(current ?? '').split(',').map((p) => p.trim()).filter(Boolean)
  if (!parts.some((p) => p.toLowerCase() === value.toLowerCase() || p === '*')) reply.header('vary', [...parts, value].join(', '))
}

export async function compressPayload(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload
  if (request.method === 'HEAD' || reply.hasHeader('content-encoding') || reply.statusCode === 204 || reply.statusCode === 304) return payload
  if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload
  if (body.length < COMPRESSION_THRESHOLD_BYTES) return payload
  addVary(reply, 'Accept-Encoding')
  const encoding = chooseEncoding(request.headers['accept-encoding'])
  if (!encoding) return payload
  const compressed =
    encoding === 'br'
      ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : await gzipAsync(body, { level: 6 })
  reply.header('content-encoding', encoding)
  reply.removeHeader('content-length')
  return compressed
}

/** Installs the hook; call it before any route is registered so every route gets it. */
export function installCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload) => compressPayload(request, reply, payload))
}
