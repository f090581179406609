/**
 * The body decryptor of the contract's `encrypted` endpoints (plugins/contract.ts calls it before validation):
 * a plain body is refused with `encryption.required`; an envelope is opened with the server's key, bound to the
 * endpoint's path and dated within five minutes of the server's clock; an envelope already seen in that window is
 * refused as a replay. The scheme sits behind `EncryptionScheme` (src/contract/encryption.ts).
 */
import { ENCRYPTION_ERROR_CODES, ENCRYPTION_REQUIRED_CODE, EncryptionError, rsaOaepAesGcm, type EncryptionScheme } from '../../contract/encryption'
import type { EncryptionKeyStore } from '../crypto/keys'
import { AppError } from '../errors'
import type { BodyDecryptor } from './contract'

/** How far an envelope's time may be from the server's: five minutes either way. */
const WINDOW_MS = 5 * 60_000

export function bodyDecryptor(keys: () => Promise<EncryptionKeyStore>, scheme: EncryptionScheme = rsaOaepAesGcm): BodyDecryptor {
  // Nonces (IVs) seen within the window, with when they may be forgotten.
  const seen = new Map<string, number>()
  const forgetOld = (now: number) => {
    for (const [nonce, until] of seen) {
      if (until > now) break
      seen.delete(nonce)
    }
  }
  return {
    async decrypt(body, { path, now }) {
      if (!scheme.isEnvelope(body)) throw new AppError(ENCRYPTION_REQUIRED_CODE, 'This call takes an encrypted body.')
      const store = await keys()
      try {
        const opened = await scheme.decrypt((kid) => store.privateKey(kid), body, { path, now: now.getTime(), maxAgeMs: WINDOW_MS, maxFutureMs: WINDOW_MS })
        forgetOld(now.getTime())
        if (seen.has(opened.nonce)) throw new EncryptionError('stale')
        seen.set(opened.nonce, now.getTime() + 2 * WINDOW_MS)
        return opened.body
      } catch (error) {
        if (error instanceof EncryptionError) throw new AppError(ENCRYPTION_ERROR_CODES[error.reason], undefined, error.reason === 'unknown-key' ? { kid: store.kid } : undefined)
        throw error
      }
    },
  }
}
