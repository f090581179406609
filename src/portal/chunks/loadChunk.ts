/**
 * Lazy chunk loading with the failures of spec section 8 told apart: `timeout` (no answer within
 * CHUNK_TIMEOUT_MS, 120 s), `missing` (the file answers 404, e.g. a deploy replaced it) and `error` (anything
 * else), for JS and for CSS (Vite reports a CSS preload failure as a `vite:preloadError` event and rejects the
 * import with "Unable to preload CSS for <url>").
 */
import { CHUNK_TIMEOUT_MS } from '../../contract/coreEndpoints'
import type { ChunkErrorType } from '../../contract/errors'

export class ChunkLoadError extends Error {
  readonly type: ChunkErrorType
  readonly asset: 'js' | 'css'
  readonly url: string | undefined

  constructor(type: ChunkErrorType, asset: 'js' | 'css', url: string | undefined, cause?: unknown) {
    super(`chunk ${type} (${asset})${url ? `: ${url}` : ''}`, { cause })
    this.name = 'ChunkLoadError'
    this.type = type
    this.asset = asset
    this.url = url
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError
}

const CSS_PRELOAD = /Unable to preload CSS for (\S+)/
// Chromium, Firefox and Safari wordings of a failed dynamic import, each followed by the module URL.
const JS_IMPORT = /(?:Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed)[.:]?\s*(\S+)?/i

export interface LoadChunkOptions {
  timeoutMs?: number
  /** Asks for the file's HTTP status (to tell 404 from other failures); `undefined` when it cannot tell. */
  probeStatus?: (url: string) => Promise<number | undefined>
}

async function fetchStatus(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' })
    return response.status
  } catch {
    return undefined
  }
}

/** Turns whatever a failed import threw into a ChunkLoadError. */
export async function classifyChunkError(error: unknown, probeStatus = fetchStatus): Promise<ChunkLoadError> {
  if (error instanceof ChunkLoadError) return error
  const message = error instanceof Error ? error.message : String(error)
  const css = CSS_PRELOAD.exec(message)
  const url = css?.[1] ?? JS_IMPORT.exec(message)?.[1]
  const asset = css ? 'css' : 'js'
  if (url) {
    const status = await probeStatus(url)
    if (status === 404 || status === 410) return new ChunkLoadError('missing', asset, url, error)
  }
  return new ChunkLoadError('error', asset, url, error)
}

/** Runs a dynamic import with the chunk timeout; every failure comes out as a ChunkLoadError. */
export function loadChunk<T>(importer: () => Promise<T>, options: LoadChunkOptions = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? CHUNK_TIMEOUT_MS
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout', 'js', undefined)), timeoutMs)
    importer().then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      async (error: unknown) => {
        clearTimeout(timer)
        reject(await classifyChunkError(error, options.probeStatus))
      },
    )
  })
}
