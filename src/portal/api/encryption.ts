/**
 * Request-body encryption for the contract's `encrypted` endpoints (docs/architecture.md "Encrypted calls"). The
 * client seals every such body here, in one place, so no store ever sends a password in the clear.
 *
 * - The server's public key is fetched once (`encryptionKey`) and kept for the life of the page; concurrent first
 *   calls share the one fetch.
 * - The key answer carries the server's time: the offset to this machine's clock dates every envelope in the
 *   server's time, so a visitor whose clock is minutes off is not refused as a replay.
 * - The sealing code (WebCrypto, src/contract/encryption.ts) is loaded on the first encrypted call, not with the
 *   first page.
 */
import type { EncryptedEnvelope, WebCryptoKey } from '../../contract/encryption'
import type { EncryptionKey } from '../../contract/schemas/session'

export interface BodySealer {
  /** The envelope that replaces `body` on `path`. */
  seal(path: string, body: unknown): Promise<EncryptedEnvelope>
  /** Drops the kept key (the server rotated it or refused our time): the next seal fetches it again. */
  forget(): void
}

interface SealingKey {
  kid: string
  key: WebCryptoKey
  /** Server time minus this machine's time, in ms, when the key arrived. */
  offsetMs: number
}

/** `fetchKey` asks the server for its key (the client passes its own `encryptionKey` call). */
export function createBodySealer(fetchKey: () => Promise<EncryptionKey>, now: () => number = Date.now): BodySealer {
  let pending: Promise<SealingKey> | undefined

  const load = async (): Promise<SealingKey> => {
    const [answer, crypto] = await Promise.all([fetchKey(), import('../../contract/encryption')])
    const key = await crypto.importPublicKey(answer.publicKey)
    const serverTime = Date.parse(answer.serverTime)
    return { kid: answer.kid, key, offsetMs: Number.isFinite(serverTime) ? serverTime - now() : 0 }
  }

  return {
    async seal(path, body) {
      if (!pending) {
        const loading = load()
        pending = loading
        // A failed fetch is not kept: the next call tries again.
        loading.catch(() => {
          if (pending === loading) pending = undefined
        })
      }
      const sealing = await pending
      const { encryptBody } = await import('../../contract/encryption')
      return encryptBody(sealing.key, sealing.kid, body, { path, at: now() + sealing.offsetMs })
    },
    forget() {
      pending = undefined
    },
  }
}
