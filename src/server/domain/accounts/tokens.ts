/**
 * Session tokens: opaque, 256 bits from the injected RandomSource (a CSPRNG in production), sent by the portal in
 * the `Authorization` header. The database keeps only their SHA-256, so a leaked sessions table logs no one in;
 * a plain hash is enough (no salt, no slow hash) because a token, unlike a password, cannot be guessed.
 */
import { createHash } from 'node:crypto'
import type { RandomSource } from '../../runtime'

export const SESSION_TOKEN_BYTES = 32

/** A new token: 32 random bytes, base64url without padding (43 characters). */
export function newSessionToken(random: RandomSource): string {
  const bytes = random.bytes(SESSION_TOKEN_BYTES)
  if (bytes.length !== SESSION_TOKEN_BYTES) throw new Error('The random source returned the wrong number of bytes')
  return Buffer.from(bytes).toString('base64url')
}

/** What the database stores and looks a session up by: SHA-256 of the token, lower-case hex (64 characters). */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

/** True for a string shaped like a token: lets the server refuse junk without a database round trip. */
export function looksLikeSessionToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_SHAPE.test(value)
}
