/**
 * Secrets the server must read back later (an authenticator's TOTP seed) are kept sealed in the database:
 * AES-256-GCM under a data key that lives outside it, so a copy of the database alone reveals none of them.
 * The key comes from PORTICO_DATA_KEY (32 bytes, base64) — what several server processes share — or from a file
 * under the data directory, created on first start with mode 0600. Never commit either.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

export const DATA_KEY_ENV = 'PORTICO_DATA_KEY'
const KEY_BYTES = 32
const IV_BYTES = 12
const VERSION = 'v1'

export interface SecretBox {
  /** `v1.<iv>.<ciphertext+tag>`, base64url; a fresh IV each time. */
  seal(plain: string): string
  /** The plain text; throws when the value was not sealed with this key or was changed. */
  open(sealed: string): string
}

export function createSecretBox(key: Uint8Array): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`The data key must be ${KEY_BYTES} bytes`)
  const secret = Buffer.from(key)
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', secret, iv)
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()])
      return `${VERSION}.${iv.toString('base64url')}.${data.toString('base64url')}`
    },
    open(sealed) {
      const [version, iv, data] = sealed.split('.')
      if (version !== VERSION || !iv || !data) throw new Error('Not a sealed value')
      const bytes = Buffer.from(data, 'base64url')
      const decipher = createDecipheriv('aes-256-gcm', secret, Buffer.from(iv, 'base64url'))
      decipher.setAuthTag(bytes.subarray(bytes.length - 16))
      return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8')
    },
  }
}

/** The data key from the environment, else from `file` (created with a new random key when missing). */
export async function loadDataKey(options: { file: string; env?: Record<string, string | undefined> }): Promise<{ key: Uint8Array; source: 'env' | 'file'; created: boolean }> {
  const fromEnv = (options.env ?? process.env)[DATA_KEY_ENV]?.trim()
  if (fromEnv) {
    const key = Buffer.from(fromEnv, 'base64')
    if (key.length !== KEY_BYTES) throw new Error(`${DATA_KEY_ENV} must be ${KEY_BYTES} bytes in base64`)
    return { key, source: 'env', created: false }
  }
  const read = async () => {
    const key = Buffer.from((await readFile(options.file, 'utf8')).trim(), 'base64')
    if (key.length !== KEY_BYTES) throw new Error(`The data key in ${options.file} must be ${KEY_BYTES} bytes in base64`)
    return key
  }
  try {
    return { key: await read(), source: 'file', created: false }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  await mkdir(dirname(options.file), { recursive: true, mode: 0o700 })
  try {
    // `wx`: when two processes start at once, one writes and the other reads what it wrote.
    await writeFile(options.file, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' })
    return { key: await read(), source: 'file', created: true }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return { key: await read(), source: 'file', created: false }
  }
}
