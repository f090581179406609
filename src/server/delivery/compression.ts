/**
 * Compression of what the server writes per request (API JSON, the page, generated SVG): Brotli at a fast
 * level when the client accepts it, else gzip, above a small threshold. Built files are compressed at build
 * time instead (scripts/vite/precompress.ts) and arrive here already encoded, so they pass untouched.
 */
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Up to this size a body is compressed on the event loop: a 2 KB answer takes ~30 µs that way, while handing
 * it to the thread pool costs ~150 µs of overhead. Larger bodies go to the pool so they never stall others.
 */
const SYNC_LIMIT_BYTES = 64 * 1024
/**
 * Bodies that repeat (config answers, cached notices: see `markRepeatable`) keep their compressed form, keyed by
 * encoding and by the body string itself: the same string object comes back each time, whose hash V8 keeps, so a
 * hit costs no hashing of the body. Bodies made per request (the status answer carries the time) are not kept:
 * each would push a repeating one out.
 */
const MEMO_ENTRIES = 256

type Encoding = 'br' | 'gzip'
const brotliOptions = (length: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: length } })
const GZIP_OPTIONS = { level: 6 }

/** Least-recently-used memos of compressed bodies, one per encoding. */
const memos: Record<Encoding, Map<string, Buffer>> = { br: new Map(), gzip: new Map() }

/** Replies whose body is a shared answer that will be sent again as the same string. */
const repeatable = new WeakSet<FastifyReply>()

/** Says that this reply's body is a shared answer (the same string object each time): its compressed form is kept. */
export function markRepeatable(reply: FastifyReply): void {
  repeatable.add(reply)
}

/**
 * The body compressed with `encoding`: from the memo when `remember` and the same body was sent before; a promise
 * only for large bodies.
 */
export function compressBody(body: string | Buffer, encoding: Encoding, remember = false): Buffer | Promise<Buffer> {
  const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length
  if (length > SYNC_LIMIT_BYTES) return encoding === 'br' ? brotliAsync(body, brotliOptions(length)) : gzipAsync(body, GZIP_OPTIONS)
  const memo = remember && typeof body === 'string' ? memos[encoding] : undefined
  const known = memo?.get(body as string)
  if (known) {
    // Refresh its place so often-sent bodies stay.
    memo!.delete(body as string)
    memo!.set(body as string, known)
    return known
  }
  const compressed = encoding === 'br' ? brotliCompressSync(body, brotliOptions(length)) : gzipSync(body, GZIP_OPTIONS)
  if (memo) {
    if (memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value as string)
    memo.set(body as string, compressed)
  }
  return compressed
}

/** Below this, the headers cost more than compression saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024
/**
 * A body made for one request (the status answer, with its time and the visitor's address) is compressed only
 * from this size: each needs a fresh compressor, ~35 µs, a third of such a request's whole cost on the server,
 * to save under 2 KB on the wire. Repeating bodies (markRepeatable) are compressed once and kept, from 1 KB.
 */
export const DYNAMIC_COMPRESSION_THRESHOLD_BYTES = 4096
const COMPRESSIBLE_TYPE = /^(application\/json|text\/html|text\/plain|image\/svg\+xml)\b/i

/** `br` or `gzip` when the Accept-Encoding header allows it (a `;q=0` refuses), else undefined. */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  const key = header ?? ''
  if (choices.has(key)) return choices.get(key)
  const choice = parseAcceptEncoding(key)
  // Browsers send a handful of distinct headers; anything more is not worth remembering.
  if (choices.size < 64) choices.set(key, choice)
  return choice
}

const choices = new Map<string, Encoding | undefined>()

/** The encodings an Accept-Encoding header allows, of the two this server writes. */
function allowedEncodings(header: string): { br: boolean; gzip: boolean } {
  const accepted = new Map<string, number>()
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name, q ? Number(q.slice(2)) : 1)
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  return { br: allows('br'), gzip: allows('gzip') }
}

function parseAcceptEncoding(header: string): Encoding | undefined {
  const allowed = allowedEncodings(header)
  if (allowed.br) return 'br'
  if (allowed.gzip) return 'gzip'
  return undefined
}

const gzipChoices = new Map<string, boolean>()

/** Whether the Accept-Encoding header allows gzip (for an answer made in gzip whatever else the client takes). */
export function acceptsGzip(header: string | undefined): boolean {
  const key = header ?? ''
  let choice = gzipChoices.get(key)
  if (choice === undefined) {
    choice = allowedEncodings(key).gzip
    if (gzipChoices.size < 64) gzipChoices.set(key, choice)
  }
  return choice
}

function addVary(reply: FastifyReply, value: string): void {
  const current = reply.getHeader('vary')
  const parts = String(current ?? '').split(',').map((p) => p.trim()).filter(Boolean)
  if (!parts.some((p) => p.toLowerCase() === value.toLowerCase() || p === '*')) reply.header('vary', [...parts, value].join(', '))
}

/** The payload to send: compressed when it is worth it and the client accepts it; a promise only for large bodies. */
export function compressPayload(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload
  if (request.method === 'HEAD' || reply.hasHeader('content-encoding') || reply.statusCode === 204 || reply.statusCode === 304) return payload
  if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload
  const remember = repeatable.has(reply)
  const threshold = remember ? COMPRESSION_THRESHOLD_BYTES : DYNAMIC_COMPRESSION_THRESHOLD_BYTES
  // A string of at least the threshold in characters is at least that many bytes; only shorter ones are counted.
  if (typeof payload === 'string' ? payload.length < threshold && Buffer.byteLength(payload) < threshold : payload.length < threshold) return payload
  addVary(reply, 'Accept-Encoding')
  const encoding = chooseEncoding(request.headers['accept-encoding'])
  if (!encoding) return payload
  reply.header('content-encoding', encoding)
  reply.removeHeader('content-length')
  return compressBody(payload, encoding, remember)
}

/** Installs the hook; call it before any route is registered so every route gets it. */
export function installCompression(app: FastifyInstance): void {
  // Callback style, so the usual (small, synchronous) case costs no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    let result: unknown
    try {
      result = compressPayload(request, reply, payload)
    } catch (error) {
      done(error as Error)
      return
    }
    if (result instanceof Promise) result.then((compressed) => done(null, compressed), (error: Error) => done(error))
    else done(null, result)
  })
}
