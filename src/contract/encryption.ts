/**
 * Encrypted request bodies (docs/architecture.md "Encrypted calls"), one module for both sides: the portal encrypts
 * with `encryptBody`, the server decrypts with `decryptBody`, and tests use either. It relies only on WebCrypto
 * (`globalThis.crypto.subtle`), which browsers and Node 20 both have, so nothing here is Node- or DOM-only.
 *
 * The default scheme, hybrid RSA-OAEP-256 + AES-256-GCM:
 * - the server publishes an RSA public key (SPKI, base64) and its key id `kid`;
 * - per request the client draws a fresh AES-256 key and a 12-byte IV, encrypts the JSON payload with AES-GCM,
 *   and wraps the AES key with RSA-OAEP (SHA-256);
 * - the wire body is the envelope `{ v: 1, kid, key, iv, data }` (base64 strings; `data` is ciphertext + tag).
 *
 * Replay protection, and why it is built this way:
 * - The request path (without its query) and the key id are the AES-GCM additional data. The ciphertext is
 *   therefore bound to one endpoint: an envelope captured on the login path and sent to the change-password path
 *   fails authentication, although nothing in it is readable or changeable by whoever moved it.
 * - The encrypted payload is `{ ts, body }`, `ts` being the client's time in epoch milliseconds. The server refuses
 *   an envelope whose `ts` is further than `maxAgeMs` (default 5 minutes) in the past or `maxFutureMs` in the
 *   future, so a captured envelope is only good for a short window. The window also absorbs client clocks that are
 *   a little off; a portal that knows the server's time passes `at` to `encryptBody` to correct a skewed clock.
 * - Within that window the same envelope could be sent twice to the same endpoint. `decryptBody` returns the IV
 *   as `nonce` (unique per envelope: a random 96-bit value) so the server can keep the nonces it has seen for the
 *   window and refuse a second use where that matters; HTTPS, single-use captchas and codes cover the rest.
 */
import type { ErrorCode } from './errors'

/** The envelope a client sends in place of a plain JSON body. */
export interface EncryptedEnvelope {
  /** Scheme version; 1 is RSA-OAEP-256 + AES-256-GCM. */
  v: 1
  /** Which server key wrapped the AES key (lets the server rotate keys). */
  kid: string
  /** The AES-256 key, wrapped with RSA-OAEP (SHA-256), base64. */
  key: string
  /** The AES-GCM IV, 12 bytes, base64. */
  iv: string
  /** AES-GCM ciphertext followed by its 16-byte tag, base64. */
  data: string
}

/**
 * A WebCrypto key: `CryptoKey` in browsers, `webcrypto.CryptoKey` in Node. Typed by its shape so this module
 * compiles with and without the DOM library.
 */
export interface WebCryptoKey {
  readonly type: string
  readonly algorithm: { readonly name: string }
  readonly extractable: boolean
  readonly usages: readonly string[]
}

/** What the client binds an envelope to. */
export interface EncryptContext {
  /** The request path, e.g. `/wps/session/login`; a query string is ignored. */
  path: string
  /** The time to put in the payload, epoch ms. Default: this machine's clock. */
  at?: number
}

/** What the server checks an envelope against. */
export interface DecryptContext {
  /** The path the request arrived on; a query string is ignored. */
  path: string
  /** The server's time, epoch ms (from its Clock). */
  now: number
  /** Oldest payload time accepted, relative to `now`. Default 5 minutes. */
  maxAgeMs?: number
  /** Latest payload time accepted, relative to `now` (client clocks run fast too). Default 5 minutes. */
  maxFutureMs?: number
}

export interface DecryptedBody {
  /** The plain object the client encrypted. */
  body: unknown
  /** The payload's time, epoch ms. */
  at: number
  /** Unique per envelope (its IV); a server may remember it for the age window to refuse a second use. */
  nonce: string
}

/**
 * Why an envelope was refused:
 * - `malformed`: not a well-formed envelope (bad base64, wrong sizes) or the plaintext is not the expected payload;
 * - `unknown-key`: its `kid` is not a key the server holds (rotated away: the client should fetch the new one);
 * - `undecryptable`: authentication failed — tampered, wrapped for another key, or bound to another path;
 * - `stale`: decrypted fine but its time is outside the accepted window (a replay, or a badly wrong clock).
 */
export type EncryptionFailure = 'malformed' | 'unknown-key' | 'undecryptable' | 'stale'

export class EncryptionError extends Error {
  constructor(readonly reason: EncryptionFailure) {
    super(`Encrypted body refused: ${reason}`)
    this.name = 'EncryptionError'
  }
}

/** The catalogue code the server answers for each refusal. */
export const ENCRYPTION_ERROR_CODES = {
  malformed: 'encryption.invalid',
  'unknown-key': 'encryption.invalid',
  undecryptable: 'encryption.invalid',
  stale: 'encryption.expired',
} as const satisfies Record<EncryptionFailure, ErrorCode>

/** The code for a plain body sent to an endpoint that takes only envelopes. */
export const ENCRYPTION_REQUIRED_CODE = 'encryption.required' satisfies ErrorCode

/** A private key, or a lookup by key id (a server that keeps its previous key during a rotation). */
export type PrivateKeyResolver<K> = K | ((kid: string) => K | undefined)

/**
 * An encryption scheme for request bodies. The default is `rsaOaepAesGcm`; a merchant that needs another
 * implements this interface with the same envelope guard and failure reasons.
 */
export interface EncryptionScheme<PublicKey = WebCryptoKey, PrivateKey = WebCryptoKey, Envelope = EncryptedEnvelope> {
  /** A stable name, e.g. for the public-key endpoint to tell the client which scheme to use. */
  readonly name: string
  isEnvelope(body: unknown): body is Envelope
  encrypt(publicKey: PublicKey, kid: string, body: unknown, context: EncryptContext): Promise<Envelope>
  /** Throws `EncryptionError` when the envelope is refused. */
  decrypt(privateKey: PrivateKeyResolver<PrivateKey>, envelope: Envelope, context: DecryptContext): Promise<DecryptedBody>
}

// --- WebCrypto, typed by the calls used here -----------------------------------------------------------------

type Bytes = Uint8Array

interface Subtle {
  encrypt(algorithm: object, key: WebCryptoKey, data: Bytes): Promise<ArrayBuffer>
  decrypt(algorithm: object, key: WebCryptoKey, data: Bytes): Promise<ArrayBuffer>
  importKey(format: 'raw' | 'spki' | 'pkcs8', keyData: Bytes, algorithm: object, extractable: boolean, usages: string[]): Promise<WebCryptoKey>
  exportKey(format: 'spki' | 'pkcs8', key: WebCryptoKey): Promise<ArrayBuffer>
  generateKey(algorithm: object, extractable: boolean, usages: string[]): Promise<{ publicKey: WebCryptoKey; privateKey: WebCryptoKey }>
}

interface WebCrypto {
  subtle: Subtle
  getRandomValues<T extends Bytes>(array: T): T
}

function webCrypto(): WebCrypto {
  const crypto = (globalThis as unknown as { crypto?: Partial<WebCrypto> }).crypto
  if (!crypto?.subtle || !crypto.getRandomValues) throw new Error('WebCrypto (globalThis.crypto.subtle) is not available here')
  return crypto as WebCrypto
}

const RSA_OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const
const AES_KEY_BYTES = 32
const IV_BYTES = 12
const TAG_BYTES = 16
const DEFAULT_WINDOW_MS = 5 * 60_000
const SCHEME_VERSION = 1
/** Upper bounds that keep a hostile envelope from costing work: a 4096-bit wrapped key is 684 base64 characters. */
const MAX_KID_LENGTH = 64
const MAX_WRAPPED_KEY_LENGTH = 1024

// --- base64 without Buffer (not in browsers) -----------------------------------------------------------------

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  // Chunks keep String.fromCharCode's argument count well under engine limits.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/** Decodes canonical base64 (with padding); throws `EncryptionError('malformed')` on anything else. */
export function fromBase64(text: string): Uint8Array {
  if (!BASE64.test(text)) throw new EncryptionError('malformed')
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

// --- the envelope ----------------------------------------------------------------------------------------------

const ENVELOPE_KEYS = ['data', 'iv', 'key', 'kid', 'v']

/**
 * True for exactly the envelope shape: the five fields, strings where strings belong, base64 where base64 belongs.
 * A plain request body (anything else, including an envelope with extra fields) is not one.
 */
export function isEncryptedEnvelope(body: unknown): body is EncryptedEnvelope {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false
  const record = body as Record<string, unknown>
  const keys = Object.keys(record).sort()
  if (keys.length !== ENVELOPE_KEYS.length || keys.some((key, i) => key !== ENVELOPE_KEYS[i])) return false
  const { v, kid, key, iv, data } = record
  return (
    v === SCHEME_VERSION &&
    typeof kid === 'string' && kid.length > 0 && kid.length <= MAX_KID_LENGTH &&
    typeof key === 'string' && key.length > 0 && key.length <= MAX_WRAPPED_KEY_LENGTH && BASE64.test(key) &&
    typeof iv === 'string' && BASE64.test(iv) &&
    typeof data === 'string' && data.length > 0 && BASE64.test(data)
  )
}

/** The additional authenticated data: scheme, key id and path, so an envelope is valid on one endpoint only. */
function additionalData(kid: string, path: string): Uint8Array {
  const bare = path.split('?', 1)[0]
  return new TextEncoder().encode(`portico-enc/v${SCHEME_VERSION}\n${kid}\n${bare}`)
}

function resolveKey<K>(resolver: PrivateKeyResolver<K>, kid: string): K | undefined {
  return typeof resolver === 'function' ? (resolver as (kid: string) => K | undefined)(kid) : resolver
}

async function encrypt(publicKey: WebCryptoKey, kid: string, body: unknown, context: EncryptContext): Promise<EncryptedEnvelope> {
  const { subtle, getRandomValues } = bound(webCrypto())
  const rawKey = getRandomValues(new Uint8Array(AES_KEY_BYTES))
  const iv = getRandomValues(new Uint8Array(IV_BYTES))
  const aesKey = await subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['encrypt'])
  const plaintext = new TextEncoder().encode(JSON.stringify({ ts: context.at ?? Date.now(), body }))
  const data = await subtle.encrypt({ name: 'AES-GCM', iv, additionalData: additionalData(kid, context.path), tagLength: TAG_BYTES * 8 }, aesKey, plaintext)
  const wrapped = await subtle.encrypt(RSA_OAEP, publicKey, rawKey)
  rawKey.fill(0)
  return { v: SCHEME_VERSION, kid, key: toBase64(new Uint8Array(wrapped)), iv: toBase64(iv), data: toBase64(new Uint8Array(data)) }
}

async function decrypt(privateKey: PrivateKeyResolver<WebCryptoKey>, envelope: EncryptedEnvelope, context: DecryptContext): Promise<DecryptedBody> {
  if (!isEncryptedEnvelope(envelope)) throw new EncryptionError('malformed')
  const key = resolveKey(privateKey, envelope.kid)
  if (!key) throw new EncryptionError('unknown-key')
  const iv = fromBase64(envelope.iv)
  const wrapped = fromBase64(envelope.key)
  const data = fromBase64(envelope.data)
  if (iv.length !== IV_BYTES || data.length < TAG_BYTES) throw new EncryptionError('malformed')

  const { subtle } = webCrypto()
  let plaintext: ArrayBuffer
  try {
    const rawKey = new Uint8Array(await subtle.decrypt(RSA_OAEP, key, wrapped))
    if (rawKey.length !== AES_KEY_BYTES) throw new EncryptionError('undecryptable')
    const aesKey = await subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt'])
    rawKey.fill(0)
    plaintext = await subtle.decrypt({ name: 'AES-GCM', iv, additionalData: additionalData(envelope.kid, context.path), tagLength: TAG_BYTES * 8 }, aesKey, data)
  } catch {
    // One answer for every failure to unwrap or authenticate: which step failed is no business of the sender.
    throw new EncryptionError('undecryptable')
  }

  let payload: unknown
  try {
    payload = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plaintext))
  } catch {
    throw new EncryptionError('malformed')
  }
  if (typeof payload !== 'object' || payload === null || !('body' in payload) || !('ts' in payload)) throw new EncryptionError('malformed')
  const { ts, body } = payload as { ts: unknown; body: unknown }
  if (typeof ts !== 'number' || !Number.isFinite(ts)) throw new EncryptionError('malformed')
  const maxAge = context.maxAgeMs ?? DEFAULT_WINDOW_MS
  const maxFuture = context.maxFutureMs ?? DEFAULT_WINDOW_MS
  if (ts < context.now - maxAge || ts > context.now + maxFuture) throw new EncryptionError('stale')
  return { body, at: ts, nonce: envelope.iv }
}

/** `getRandomValues` must be called on its `crypto` object (browsers throw "Illegal invocation" otherwise). */
function bound(crypto: WebCrypto): WebCrypto {
  return { subtle: crypto.subtle, getRandomValues: (array) => crypto.getRandomValues(array) }
}

/** The default scheme: RSA-OAEP (SHA-256) wraps a fresh AES-256-GCM key per request. */
export const rsaOaepAesGcm: EncryptionScheme = {
  name: 'RSA-OAEP-256+A256GCM',
  isEnvelope: isEncryptedEnvelope,
  encrypt,
  decrypt,
}

/** Client side: encrypts `body` for the server key `kid`, bound to `context.path`. */
export function encryptBody(publicKey: WebCryptoKey, kid: string, body: unknown, context: EncryptContext): Promise<EncryptedEnvelope> {
  return rsaOaepAesGcm.encrypt(publicKey, kid, body, context)
}

/** Server side: the plain body of an envelope, or `EncryptionError` with the reason it is refused. */
export function decryptBody(privateKey: PrivateKeyResolver<WebCryptoKey>, envelope: EncryptedEnvelope, context: DecryptContext): Promise<DecryptedBody> {
  return rsaOaepAesGcm.decrypt(privateKey, envelope, context)
}

// --- keys ------------------------------------------------------------------------------------------------------

/** The server's published public key (SPKI DER, base64) as a key the client can encrypt with. */
export function importPublicKey(spkiBase64: string): Promise<WebCryptoKey> {
  return webCrypto().subtle.importKey('spki', fromBase64(spkiBase64), RSA_OAEP, true, ['encrypt'])
}

/** A PKCS#8 DER private key (base64) as a non-extractable key that can only decrypt. */
export function importPrivateKey(pkcs8Base64: string): Promise<WebCryptoKey> {
  return webCrypto().subtle.importKey('pkcs8', fromBase64(pkcs8Base64), RSA_OAEP, false, ['decrypt'])
}

/** SPKI DER, base64: the form the server publishes. */
export async function exportPublicKey(publicKey: WebCryptoKey): Promise<string> {
  return toBase64(new Uint8Array(await webCrypto().subtle.exportKey('spki', publicKey)))
}

/**
 * A fresh RSA-OAEP (SHA-256) key pair; the private key is not extractable. For tests and in-memory key stores;
 * the server's persistent store makes its key with node:crypto so it can keep it as PEM.
 */
export function generateKeyPair(modulusLength: 2048 | 3072 | 4096 = 2048): Promise<{ publicKey: WebCryptoKey; privateKey: WebCryptoKey }> {
  return webCrypto().subtle.generateKey(
    { ...RSA_OAEP, modulusLength, publicExponent: new Uint8Array([1, 0, 1]) },
    false,
    ['encrypt', 'decrypt'],
  )
}
