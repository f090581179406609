/**
 * Security headers on every response. The Content-Security-Policy suits a Vite-built single-page app served
 * from this origin: scripts, styles, fonts and images from here; `data:` images (inline SVG icons, QR codes);
 * inline styles because Emotion (MUI) injects `<style>` tags at run time. Image hosts a merchant configures
 * (image CDNs, absolute logo URLs) are added per merchant, and so are its game launch hosts, as frame sources.
 * A route may set its own stricter policy (the generated SVGs do); it is kept.
 */
import type { FastifyInstance } from 'fastify'
import type { MerchantConfig } from '../../config/schema'
import type { Merchant } from '../merchants/registry'
import './merchant'

function originOf(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

/** Absolute image origins a merchant's config refers to (CDN hosts, logos); same-origin paths need nothing. */
export function merchantImageOrigins(config: MerchantConfig): string[] {
  const candidates = [
    ...config.cdn.image,
    config.brand.logo,
    config.brand.favicon,
    ...config.navigation.categories.flatMap((c) => c.vendors.map((v) => v.logo ?? '')),
  ]
  return [...new Set(candidates.map((c) => originOf(/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(c) ? `https://${c}` : c)).filter((o): o is string => Boolean(o)))]
}

/** The merchant's game launch hosts (`cdn.launchGame`): the only places a game frame may load from besides here. */
export function merchantLaunchOrigins(config: MerchantConfig): string[] {
  return [...new Set(config.cdn.launchGame.map((host) => originOf(/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(host) ? `https://${host}` : host)).filter((o): o is string => Boolean(o)))]
}

export function contentSecurityPolicy(imageOrigins: readonly string[] = [], frameOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${imageOrigins.map((o) => ` ${o}`).join('')}`,
    `frame-src 'self'${frameOrigins.map((o) => ` ${o}`).join('')}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/**
 * The policy of JSON answers: a JSON body is never a document, so it may load nothing and be framed by no one
 * (what OWASP advises for APIs). Short, too: it travels on every API response.
 */
export const API_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'"

/** The headers every response carries, whatever answers it (a route, an error, the socket-level error writer). */
export const BASE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const

/** The policy for one response; `imageOrigins` comes from the request's merchant when known. */
export function installSecurityHeaders(app: FastifyInstance, policyFor: (merchant: Merchant | null) => string): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    // A route may set a stricter referrer policy (the game frame's address carries its session): kept.
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value)
    if (!reply.hasHeader('content-security-policy')) {
      const json = String(reply.getHeader('content-type') ?? '').startsWith('application/json')
      reply.header('content-security-policy', json ? API_SECURITY_POLICY : policyFor(request.merchant))
    }
    done(null, payload)
  })
}
