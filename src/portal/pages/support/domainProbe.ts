/**
 * The merchant's domains timed from the visitor's browser (domain routes, spec section 3): each domain's favicon
 * (a few hundred bytes, asked with a query that no cache has seen) is loaded as an image, timed, and given up after
 * a timeout. An image needs no CORS and is allowed by the page's policy for the merchant's own domains
 * (`domainProbeSources` on the server). Runs only on the download page, after it is drawn: never on the first screen.
 */
import type { DomainRoute } from '../../../contract/schemas/system'

/** A domain as the page shows it: its address, and its time (ms), `null` when it did not answer, undefined while measuring. */
export interface MeasuredDomain {
  domain: string
  url: string
  /** The server's rank of preference (1 = preferred), which orders the domains until they are measured. */
  rank: number
  ms?: number | null
  current: boolean
}

export const PROBE_TIMEOUT_MS = 3000

/** Loads `src` as an image: resolves when it has loaded, rejects when it fails or takes longer than `timeoutMs`. */
export type ImageLoader = (src: string, timeoutMs: number) => Promise<void>

export const loadImage: ImageLoader = (src, timeoutMs) =>
  new Promise((resolve, reject) => {
    const image = new Image()
    const timer = setTimeout(() => {
      image.src = ''
      reject(new Error('timeout'))
    }, timeoutMs)
    image.onload = () => {
      clearTimeout(timer)
      resolve()
    }
    image.onerror = () => {
      clearTimeout(timer)
      reject(new Error('failed'))
    }
    image.src = src
  })

/** The address of a domain on this page's scheme and port (a development server listens on its own port). */
export function domainUrl(domain: string, location: { protocol: string; port: string }): string {
  return `${location.protocol}//${domain}${location.port ? `:${location.port}` : ''}`
}

/** The domains in the server's order, none measured yet. */
export function domainsOf(route: DomainRoute | null, location: { protocol: string; port: string; hostname: string }): MeasuredDomain[] {
  return [...(route?.domainList ?? [])]
    .sort((a, b) => a.speed - b.speed)
    .map(({ domain, speed }) => ({ domain, url: domainUrl(domain, location), rank: speed, current: domain === location.hostname }))
}

/**
 * The time (ms) one domain took to send its favicon, or null when it failed or took longer than the timeout (a
 * domain a network blocks fails or never answers; a failure is never counted as fast).
 */
export async function probeDomain(url: string, path: string, options: { load?: ImageLoader; now?: () => number; timeoutMs?: number; nonce?: string } = {}): Promise<number | null> {
  const { load = loadImage, now = () => performance.now(), timeoutMs = PROBE_TIMEOUT_MS, nonce = String(Date.now()) } = options
  const started = now()
  try {
    await load(`${url}${path}?probe=${nonce}`, timeoutMs)
  } catch {
    return null
  }
  return Math.max(1, Math.round(now() - started))
}

/** Fastest first; domains not measured yet by the server's rank after them, and those that did not answer last. */
export function rankDomains(domains: readonly MeasuredDomain[]): MeasuredDomain[] {
  const group = (d: MeasuredDomain) => (typeof d.ms === 'number' ? 0 : d.ms === undefined ? 1 : 2)
  return [...domains].sort((a, b) => group(a) - group(b) || (group(a) === 0 ? (a.ms as number) - (b.ms as number) : 0) || a.rank - b.rank)
}
