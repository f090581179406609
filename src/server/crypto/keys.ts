/**
 * The server's key pair for encrypted request bodies (src/contract/encryption.ts). Where it comes from, first
 * match wins:
 * 1. the environment variable `PORTICO_ENCRYPTION_PRIVATE_KEY` (a PEM private key: PKCS#8 or PKCS#1 RSA), so every
 *    process behind a load balancer decrypts what any of them published;
 * 2. a PEM file the caller names (normally under the data directory), created with mode 0600 on first start.
 * `memoryKeyStore` is the variant for tests: a fresh pair that lives as long as the process.
 *
 * The private key never leaves this module as text: once imported it is a non-extractable WebCrypto key, and the
 * store's JSON and inspection forms show only the public part. Nothing here logs key material.
 */
import { createHash, createPrivateKey, createPublicKey, generateKeyPair as generateNodeKeyPair, randomBytes, webcrypto, type KeyObject } from 'node:crypto'
import { chmod, link, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { promisify } from 'node:util'
import { exportPublicKey, generateKeyPair, importPrivateKey, importPublicKey, type WebCryptoKey } from '../../contract/encryption'

export const ENCRYPTION_KEY_ENV = 'PORTICO_ENCRYPTION_PRIVATE_KEY'
/** RSA modulus of keys made on first start. 3072 bits stays strong well past 2030 (NIST SP 800-57). */
export const DEFAULT_MODULUS_LENGTH = 3072
const MIN_MODULUS_LENGTH = 2048

/** What the server publishes for clients to encrypt with. */
export interface PublicKeyInfo {
  kid: string
  /** The scheme's algorithm name, as in JWK `alg`. */
  alg: 'RSA-OAEP-256'
  /** SubjectPublicKeyInfo, DER, base64 (what `importPublicKey` reads). */
  spki: string
  jwk: { kty: 'RSA'; n: string; e: string; alg: 'RSA-OAEP-256'; use: 'enc'; kid: string }
}

export interface EncryptionKeyStore {
  /** The id of the key clients should use now. */
  readonly kid: string
  readonly publicKey: PublicKeyInfo
  /** The public key as a WebCrypto key (what a test client encrypts with). */
  readonly publicCryptoKey: WebCryptoKey
  /** The private key for a key id, or undefined for an id this store does not hold. */
  privateKey(kid: string): WebCryptoKey | undefined
  /** Where the key came from, for the start banner: `env`, `file` (with the path) or `memory`. */
  readonly source: { kind: 'env' } | { kind: 'file'; path: string; created: boolean } | { kind: 'memory' }
}

export interface LoadKeyStoreOptions {
  /** The PEM file under the data directory, e.g. `.data/keys/encryption.pem`. */
  file: string
  /** Defaults to process.env; tests pass their own. */
  env?: Record<string, string | undefined>
  /** For a new key; default 3072. */
  modulusLength?: 2048 | 3072 | 4096
  /** Notes worth an operator's attention (a key file readable by others was tightened). */
  warn?: (message: string) => void
}

/** Short, stable id of a public key: the first 16 hex digits of SHA-256 over its SPKI DER. */
export function keyId(spkiDer: Uint8Array): string {
  return createHash('sha256').update(spkiDer).digest('hex').slice(0, 16)
}

export async function loadKeyStore(options: LoadKeyStoreOptions): Promise<EncryptionKeyStore> {
  const env = options.env ?? process.env
  const fromEnv = env[ENCRYPTION_KEY_ENV]
  if (fromEnv && fromEnv.trim()) return storeFromPrivateKey(parsePem(fromEnv.replace(/\\n/g, '\n'), `the ${ENCRYPTION_KEY_ENV} environment variable`), { kind: 'env' })

  const { pem, created } = await readOrCreateKeyFile(options.file, options.modulusLength ?? DEFAULT_MODULUS_LENGTH, options.warn)
  return storeFromPrivateKey(parsePem(pem, options.file), { kind: 'file', path: options.file, created })
}

/** A key pair that lives in memory only; for tests. */
export async function memoryKeyStore(modulusLength: 2048 | 3072 = 2048): Promise<EncryptionKeyStore> {
  const pair = await generateKeyPair(modulusLength)
  const spki = await exportPublicKey(pair.publicKey)
  const jwk = createPublicKey({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki' }).export({ format: 'jwk' })
  return makeStore(spki, jwk, pair.publicKey, pair.privateKey, { kind: 'memory' })
}

function parsePem(pem: string, where: string): KeyObject {
  let key: KeyObject
  try {
    key = createPrivateKey({ key: pem, format: 'pem' })
  } catch {
    // Never echo the text: it may be a key with one wrong character.
    throw new Error(`The encryption key in ${where} is not a readable PEM private key`)
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0
  if (key.asymmetricKeyType !== 'rsa' || bits < MIN_MODULUS_LENGTH) {
    throw new Error(`The encryption key in ${where} must be an RSA key of at least ${MIN_MODULUS_LENGTH} bits`)
  }
  return key
}

async function storeFromPrivateKey(key: KeyObject, source: EncryptionKeyStore['source']): Promise<EncryptionKeyStore> {
  const publicKey = createPublicKey(key)
  const spki = (publicKey.export({ format: 'der', type: 'spki' }) as Buffer).toString('base64')
  const pkcs8 = key.export({ format: 'der', type: 'pkcs8' }) as Buffer
  const privateCryptoKey = await importPrivateKey(pkcs8.toString('base64'))
  pkcs8.fill(0)
  return makeStore(spki, publicKey.export({ format: 'jwk' }), await importPublicKey(spki), privateCryptoKey, source)
}

function makeStore(
  spki: string,
  jwk: webcrypto.JsonWebKey,
  publicCryptoKey: WebCryptoKey,
  privateCryptoKey: WebCryptoKey,
  source: EncryptionKeyStore['source'],
): EncryptionKeyStore {
  const kid = keyId(Buffer.from(spki, 'base64'))
  const publicKey: PublicKeyInfo = {
    kid,
    alg: 'RSA-OAEP-256',
    spki,
    jwk: { kty: 'RSA', n: jwk.n ?? '', e: jwk.e ?? '', alg: 'RSA-OAEP-256', use: 'enc', kid },
  }
  const store: EncryptionKeyStore = {
    kid,
    publicKey,
    publicCryptoKey,
    privateKey: (id) => (id === kid ? privateCryptoKey : undefined),
    source,
  }
  // A logger or a debugger that prints the store shows the public part only.
  const visible = () => ({ kid, publicKey, source })
  Object.defineProperty(store, 'toJSON', { value: visible, enumerable: false })
  Object.defineProperty(store, Symbol.for('nodejs.util.inspect.custom'), { value: visible, enumerable: false })
  return Object.freeze(store)
}

const generatePem = promisify(generateNodeKeyPair)

/**
 * Reads the key file, or creates it. Creation writes a private temporary file and hard-links it into place, so a
 * second process starting at the same moment either sees the complete file or makes its own and loses the race
 * (then reads the winner's): both end up with the same key, never a half-written one.
 */
async function readOrCreateKeyFile(file: string, modulusLength: number, warn?: (message: string) => void): Promise<{ pem: string; created: boolean }> {
  const existing = await readKeyFile(file, warn)
  if (existing !== undefined) return { pem: existing, created: false }

  await mkdir(dirname(file), { recursive: true, mode: 0o700 })
  const { privateKey } = await generatePem('rsa', {
    modulusLength,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  })
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`
  await writeFile(temporary, privateKey, { mode: 0o600, flag: 'wx' })
  try {
    await link(temporary, file)
    return { pem: privateKey, created: true }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    const winner = await readKeyFile(file, warn)
    if (winner === undefined) throw error
    return { pem: winner, created: false }
  } finally {
    await unlink(temporary).catch(() => undefined)
  }
}

async function readKeyFile(file: string, warn?: (message: string) => void): Promise<string | undefined> {
  let mode: number
  try {
    mode = (await stat(file)).mode
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  if (process.platform !== 'win32' && (mode & 0o077) !== 0) {
    await chmod(file, 0o600)
    warn?.(`The encryption key file ${file} was readable by other users; its permissions are now 0600.`)
  }
  return readFile(file, 'utf8')
}
