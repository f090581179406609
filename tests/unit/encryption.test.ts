/**
 * Encrypted request bodies (src/contract/encryption.ts): what the portal sends is readable only by the server's
 * key, only on the path it was made for, only while fresh, and any change to it is refused.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import {
  ENCRYPTION_ERROR_CODES,
  EncryptionError,
  decryptBody,
  encryptBody,
  exportPublicKey,
  fromBase64,
  generateKeyPair,
  importPublicKey,
  isEncryptedEnvelope,
  rsaOaepAesGcm,
  toBase64,
  type EncryptedEnvelope,
  type EncryptionFailure,
  type WebCryptoKey,
} from '../../src/contract/encryption'
import { ERROR_CATALOGUE } from '../../src/contract/errors'

const LOGIN = '/wps/session/login'
const NOW = Date.parse('2025-03-01T12:00:00Z')
const body = { username: 'alice', password: 'correct horse battery', captcha: 'AB12', nested: { list: [1, 2, 3] }, thai: 'สวัสดี' }

let server: { publicKey: WebCryptoKey; privateKey: WebCryptoKey }
let other: { publicKey: WebCryptoKey; privateKey: WebCryptoKey }

beforeAll(async () => {
  ;[server, other] = await Promise.all([generateKeyPair(2048), generateKeyPair(2048)])
})

async function refused(promise: Promise<unknown>): Promise<EncryptionFailure> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(EncryptionError)
  return (error as EncryptionError).reason
}

/** Flips one bit of one byte of a base64 field. */
function flip(field: string, index: number): string {
  const bytes = fromBase64(field)
  bytes[index] ^= 0x01
  return toBase64(bytes)
}

describe('encrypted bodies', () => {
  it('round-trips a body through the published public key', async () => {
    const published = await exportPublicKey(server.publicKey)
    const clientKey = await importPublicKey(published)
    const envelope = await encryptBody(clientKey, 'k1', body, { path: LOGIN, at: NOW })

    expect(isEncryptedEnvelope(envelope)).toBe(true)
    expect(JSON.stringify(envelope)).not.toContain('alice')
    expect(fromBase64(envelope.iv)).toHaveLength(12)
    expect(fromBase64(envelope.key)).toHaveLength(256)

    const opened = await decryptBody(server.privateKey, envelope, { path: LOGIN, now: NOW + 1_000 })
    expect(opened.body).toEqual(body)
    expect(opened.at).toBe(NOW)
    expect(opened.nonce).toBe(envelope.iv)
  })

  it('draws a fresh key and IV for every request', async () => {
    const a = await encryptBody(server.publicKey, 'k1', body, { path: LOGIN, at: NOW })
    const b = await encryptBody(server.publicKey, 'k1', body, { path: LOGIN, at: NOW })
    expect(a.iv).not.toBe(b.iv)
    expect(a.key).not.toBe(b.key)
    expect(a.data).not.toBe(b.data)
  })

  it('ignores the query string on both sides', async () => {
    const envelope = await encryptBody(server.publicKey, 'k1', body, { path: `${LOGIN}?lang=en`, at: NOW })
    await expect(decryptBody(server.privateKey, envelope, { path: LOGIN, now: NOW })).resolves.toMatchObject({ body })
  })

  it.each([
    ['the ciphertext', 'data', 0],
    ['the tag (last byte)', 'data', -1],
    ['the IV', 'iv', 5],
    ['the wrapped key', 'key', 100],
  ] as const)('refuses an envelope with one changed bit in %s', async (_what, field, at) => {
    const envelope = await encryptBody(server.publicKey, 'k1', body, { path: LOGIN, at: NOW })
    const length = fromBase64(envelope[field]).length
    const tampered = { ...envelope, [field]: flip(envelope[field], at < 0 ? length + at : at) }
    expect(await refused(decryptBody(server.privateKey, tampered, { path: LOGIN, now: NOW }))).toBe('undecryptable')
  })

  it('refuses an envelope whose key id was changed (the key id is authenticated too)', async () => {
    const envelope = await encryptBody(server.publicKey, 'k1', body, { path: LOGIN, at: NOW })
    const relabelled = { ...envelope, kid: 'k2' }
    const keys = new Map([['k1', server.privateKey], ['k2', server.privateKey]])
    expect(await refused(decryptBody((kid) => keys.get(kid), relabelled, { path: LOGIN, now: NOW }))).toBe('undecryptable')
  })

  it('refuses an envelope replayed to another endpoint', async () => {
    const envelope = await encryptBody(server.publicKey, 'k1', body, { path: LOGIN, at: NOW })
    expect(await refused(decryptBody(server.privateKey, envelope, { path: '/wps/member/password', now: NOW }))).toBe('undecryptable')
  })

  it('refuses an envelope wrapped for another key', async () => {
    const envelope = await encryptBody(other.publicKey, 'k1', body, { path: LOGIN, at: NOW })
    expect(await refused(decryptBody(server.privateKey, envelope, { path: LOGIN, now: NOW }))).toBe('undecryptable')
  })

  it('refuses a key id the server does not hold', async () => {
    const envelope = await encryptBody(server.publicKey, 'old', body, { path: LOGIN, at: NOW })
    expect(await refused(decryptBody(() => undefined, envelope, { path: LOGIN, now: NOW }))).toBe('unknown-key')
  })

  it('refuses a stale envelope and one from too far in the future, and accepts the edges of the window', async () => {
    const envelope = await encryptBody(server.publicKey, 'k1', body, { path: LOGIN, at: NOW })
    const window = { path: LOGIN, maxAgeMs: 60_000, maxFutureMs: 10_000 }
    await expect(decryptBody(server.privateKey, envelope, { ...window, now: NOW + 60_000 })).resolves.toBeTruthy()
    await expect(decryptBody(server.privateKey, envelope, { ...window, now: NOW - 10_000 })).resolves.toBeTruthy()
    expect(await refused(decryptBody(server.privateKey, envelope, { ...window, now: NOW + 60_001 }))).toBe('stale')
    expect(await refused(decryptBody(server.privateKey, envelope, { ...window, now: NOW - 10_001 }))).toBe('stale')
    // The default window is five minutes either way.
    expect(await refused(decryptBody(server.privateKey, envelope, { path: LOGIN, now: NOW + 5 * 60_000 + 1 }))).toBe('stale')
  })

  it('refuses malformed fields before any decryption', async () => {
    const envelope = await encryptBody(server.publicKey, 'k1', body, { path: LOGIN, at: NOW })
    const shortIv = { ...envelope, iv: toBase64(new Uint8Array(8)) }
    expect(await refused(decryptBody(server.privateKey, shortIv, { path: LOGIN, now: NOW }))).toBe('malformed')
    const notBase64 = { ...envelope, data: 'not base64!' }
    expect(await refused(decryptBody(server.privateKey, notBase64 as EncryptedEnvelope, { path: LOGIN, now: NOW }))).toBe('malformed')
  })

  it('maps every refusal to a catalogue code', () => {
    for (const code of Object.values(ENCRYPTION_ERROR_CODES)) expect(ERROR_CATALOGUE[code].status).toBe(400)
    expect(ENCRYPTION_ERROR_CODES.stale).toBe('encryption.expired')
  })
})

describe('isEncryptedEnvelope', () => {
  it('says a plain body is not an envelope', async () => {
    const envelope = await encryptBody(server.publicKey, 'k1', body, { path: LOGIN, at: NOW })
    expect(isEncryptedEnvelope(envelope)).toBe(true)
    expect(rsaOaepAesGcm.isEnvelope(envelope)).toBe(true)
    for (const plain of [
      body,
      { username: 'alice', password: 'x' },
      null,
      'text',
      [envelope],
      { ...envelope, password: 'x' },
      { ...envelope, v: 2 },
      { ...envelope, v: '1' },
      { ...envelope, kid: '' },
      { ...envelope, kid: 'k'.repeat(65) },
      { ...envelope, data: 'not base64!' },
      { ...envelope, key: 123 },
      (({ iv: _iv, ...rest }) => rest)(envelope),
    ]) {
      expect(isEncryptedEnvelope(plain), JSON.stringify(plain)).toBe(false)
    }
  })
})
