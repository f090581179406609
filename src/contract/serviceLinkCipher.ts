/**
 * The customer-service link's encoding (spec section 7: getService "returns an encoded link, decrypted using its last
 * 8 characters as key"). One module for both sides: the server encodes and the portal decodes with the same Web Crypto
 * calls (the browser's, and Node's `globalThis.crypto`, the same standard AES), so the format is written once.
 *
 * The answer is `base64url(AES-128-CTR(link))` followed by the 8-character key it was made with. The AES key is the
 * first 16 bytes of SHA-256 of those 8 characters and the counter block starts at zero: a fresh random key per answer
 * means a keystream is never reused. This is the obfuscation the spec asks for (the key travels with the text), not
 * secrecy: it keeps the link out of plain sight in the page's traffic and source, nothing more (docs/security.md).
 */

/** How many characters at the end of the answer are the key. */
export const SERVICE_KEY_LENGTH = 8
/** The characters a key is drawn from (letters and digits: the key never looks like base64url padding). */
export const SERVICE_KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

const KEY_PATTERN = new RegExp(`^[A-Za-z0-9]{${SERVICE_KEY_LENGTH}}$`)
const PAYLOAD_PATTERN = /^[A-Za-z0-9_-]+$/

function subtle(): SubtleCrypto {
  const crypto = globalThis.crypto as Crypto | undefined
  if (!crypto?.subtle) throw new Error('Web Crypto is not available here (a secure context is needed).')
  return crypto.subtle
}

async function aesKey(key: string, usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  const digest = await subtle().digest('SHA-256', new TextEncoder().encode(key))
  return subtle().importKey('raw', new Uint8Array(digest).slice(0, 16), { name: 'AES-CTR' }, false, [usage])
}

/** Counter block 0, with the whole block as the counter (a link is far shorter than 2^64 blocks). */
const ctr = () => ({ name: 'AES-CTR', counter: new Uint8Array(16), length: 64 })

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

/** A key from `pick(n)`, a uniform integer in [0, n) (the server's CSPRNG: RandomSource.int). */
export function serviceKey(pick: (n: number) => number): string {
  let key = ''
  for (let i = 0; i < SERVICE_KEY_LENGTH; i++) key += SERVICE_KEY_ALPHABET[pick(SERVICE_KEY_ALPHABET.length)]
  return key
}

/** The encoded answer for `link`, made with `key` (8 letters or digits). */
export async function encodeServiceLink(link: string, key: string): Promise<string> {
  if (!KEY_PATTERN.test(key)) throw new Error('A service key is 8 letters or digits.')
  const cipher = await subtle().encrypt(ctr(), await aesKey(key, 'encrypt'), new TextEncoder().encode(link))
  return toBase64Url(new Uint8Array(cipher)) + key
}

/** The link an encoded answer carries; throws on anything that is not one (the portal shows an error, opens nothing). */
export async function decodeServiceLink(encoded: string): Promise<string> {
  const payload = encoded.slice(0, -SERVICE_KEY_LENGTH)
  const key = encoded.slice(-SERVICE_KEY_LENGTH)
  if (!KEY_PATTERN.test(key) || !PAYLOAD_PATTERN.test(payload)) throw new Error('Not an encoded service link.')
  const plain = await subtle().decrypt(ctr(), await aesKey(key, 'decrypt'), fromBase64Url(payload))
  return new TextDecoder('utf-8', { fatal: true }).decode(plain)
}

/**
 * Only a web address may be opened: never `javascript:`, `data:` or anything else a tampered answer could carry. A
 * path (a merchant's chat served by this site: the config allows "a path on this server") is read against `base`.
 */
export function isOpenableServiceLink(link: string, base?: string): boolean {
  try {
    const url = new URL(link, base)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}
