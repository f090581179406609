/**
 * The server's encryption key store (src/server/crypto/keys.ts): made once and kept private under the data
 * directory, or taken from the environment; what a client encrypts with the published key, the server reads.
 */
import { generateKeyPairSync } from 'node:crypto'
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inspect } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { decryptBody, encryptBody, importPublicKey, EncryptionError } from '../../src/contract/encryption'
import { ENCRYPTION_KEY_ENV, loadKeyStore, memoryKeyStore } from '../../src/server/crypto/keys'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portico-keys-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const NOW = Date.parse('2025-03-01T12:00:00Z')
const LOGIN = '/wps/session/login'

function pkcs8Pem(bits = 2048): string {
  return generateKeyPairSync('rsa', { modulusLength: bits, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } }).privateKey
}

describe('encryption key store', () => {
  it('creates the key file on first start with 0600 and reads the same key on the next', async () => {
    const file = join(dir, 'keys', 'encryption.pem')
    const first = await loadKeyStore({ file, env: {}, modulusLength: 2048 })
    expect(first.source).toEqual({ kind: 'file', path: file, created: true })
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readdirSync(join(dir, 'keys'))).toEqual(['encryption.pem'])

    const again = await loadKeyStore({ file, env: {} })
    expect(again.source).toEqual({ kind: 'file', path: file, created: false })
    expect(again.kid).toBe(first.kid)
    expect(again.publicKey.spki).toBe(first.publicKey.spki)
  })

  it('round-trips a body Node-side: client encrypts with the published SPKI, server decrypts by key id', async () => {
    const store = await loadKeyStore({ file: join(dir, 'k.pem'), env: {}, modulusLength: 2048 })
    const clientKey = await importPublicKey(store.publicKey.spki)
    const envelope = await encryptBody(clientKey, store.kid, { username: 'alice', password: 'pa55word!' }, { path: LOGIN, at: NOW })
    const opened = await decryptBody((kid) => store.privateKey(kid), envelope, { path: LOGIN, now: NOW })
    expect(opened.body).toEqual({ username: 'alice', password: 'pa55word!' })
  })

  it('a second store (another key) cannot read it', async () => {
    const [a, b] = await Promise.all([memoryKeyStore(), memoryKeyStore()])
    expect(a.kid).not.toBe(b.kid)
    const envelope = await encryptBody(a.publicCryptoKey, a.kid, { x: 1 }, { path: LOGIN, at: NOW })
    // Under b's own id (as if the id were guessed) authentication fails; under a's id b holds no key.
    const error = await decryptBody(() => b.privateKey(b.kid), envelope, { path: LOGIN, now: NOW }).catch((e: unknown) => e)
    expect((error as EncryptionError).reason).toBe('undecryptable')
    const unknown = await decryptBody((kid) => b.privateKey(kid), envelope, { path: LOGIN, now: NOW }).catch((e: unknown) => e)
    expect((unknown as EncryptionError).reason).toBe('unknown-key')
  })

  it('two processes starting at once end up with one key', async () => {
    const file = join(dir, 'race', 'encryption.pem')
    const stores = await Promise.all([1, 2, 3].map(() => loadKeyStore({ file, env: {}, modulusLength: 2048 })))
    expect(new Set(stores.map((s) => s.kid)).size).toBe(1)
    expect(stores.filter((s) => s.source.kind === 'file' && s.source.created)).toHaveLength(1)
    expect(readdirSync(join(dir, 'race'))).toEqual(['encryption.pem'])
  })

  it('takes the key from the environment before any file, with escaped newlines too', async () => {
    const pem = pkcs8Pem()
    const file = join(dir, 'unused.pem')
    const store = await loadKeyStore({ file, env: { [ENCRYPTION_KEY_ENV]: pem.replace(/\n/g, '\\n') } })
    expect(store.source).toEqual({ kind: 'env' })
    expect(() => statSync(file)).toThrow()
    const same = await loadKeyStore({ file, env: { [ENCRYPTION_KEY_ENV]: pem } })
    expect(same.kid).toBe(store.kid)
  })

  it('refuses an unreadable or weak key without echoing it', async () => {
    const garbage = '-----BEGIN PRIVATE KEY-----\nSECRETSECRET\n-----END PRIVATE KEY-----'
    const error = await loadKeyStore({ file: join(dir, 'k.pem'), env: { [ENCRYPTION_KEY_ENV]: garbage } }).catch((e: Error) => e)
    expect((error as Error).message).toContain(ENCRYPTION_KEY_ENV)
    expect((error as Error).message).not.toContain('SECRET')
    await expect(loadKeyStore({ file: join(dir, 'k.pem'), env: { [ENCRYPTION_KEY_ENV]: pkcs8Pem(1024) } })).rejects.toThrow(/at least 2048 bits/)
  })

  it('tightens a key file that others can read', async () => {
    const file = join(dir, 'loose.pem')
    writeFileSync(file, pkcs8Pem())
    chmodSync(file, 0o644)
    const warnings: string[] = []
    await loadKeyStore({ file, env: {}, warn: (m) => warnings.push(m) })
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(warnings).toHaveLength(1)
  })

  it('never shows the private key when printed or serialised', async () => {
    const pem = pkcs8Pem()
    const store = await loadKeyStore({ file: join(dir, 'k.pem'), env: { [ENCRYPTION_KEY_ENV]: pem } })
    const body = pem.split('\n')[1]
    for (const shown of [JSON.stringify(store), inspect(store, { depth: 10, showHidden: true })]) {
      expect(shown).toContain(store.kid)
      expect(shown).not.toContain(body)
      expect(shown).not.toMatch(/PRIVATE/)
    }
    expect(store.privateKey(store.kid)?.extractable).toBe(false)
    expect(store.privateKey('another')).toBeUndefined()
    expect(store.publicKey.jwk).toMatchObject({ kty: 'RSA', alg: 'RSA-OAEP-256', use: 'enc', kid: store.kid, e: 'AQAB' })
  })
})
