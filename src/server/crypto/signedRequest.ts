/**
 * Server-to-server requests signed with a shared secret (a payment provider's callback, a game vendor's wallet
 * call): HMAC-SHA256 over `<timestamp>.<raw body>`, hex, in a header, with the Unix timestamp (seconds) in another.
 * Verified in constant time over the exact bytes received, then the timestamp must be within the tolerance, so a
 * captured request cannot be replayed later and an unsigned one learns nothing about the clock.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { AppError, type AnyErrorCode } from '../errors'

export const SIGNATURE_TOLERANCE_SECONDS = 300

export function signRequest(secret: string, timestamp: number, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex')
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name]
  return Array.isArray(value) ? value[0] : value
}

export interface SignatureScheme {
  signatureHeader: string
  timestampHeader: string
  /** What a bad or missing signature answers, and a stale timestamp. */
  invalid: AnyErrorCode
  stale: AnyErrorCode
}

/** Verifies the signature and the freshness of a request and parses its JSON body. */
export function verifySignedRequest(
  scheme: SignatureScheme,
  secret: string,
  input: { headers: Record<string, string | string[] | undefined>; rawBody: Buffer; now: Date },
): unknown {
  const timestamp = Number(header(input.headers, scheme.timestampHeader))
  const signature = header(input.headers, scheme.signatureHeader) ?? ''
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) throw new AppError(scheme.invalid)
  const expected = Buffer.from(signRequest(secret, timestamp, input.rawBody), 'hex')
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw new AppError(scheme.invalid)
  if (Math.abs(input.now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) throw new AppError(scheme.stale)
  try {
    return JSON.parse(input.rawBody.toString('utf8'))
  } catch {
    throw new AppError('request.invalid', 'The body is not JSON.')
  }
}
