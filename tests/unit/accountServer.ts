/**
 * A fake platform for the account flows: the real hybrid encryption (a fresh key pair per test), so handlers see
 * exactly the plain body the server would decrypt, and answers shaped by the contract.
 */
import { decryptBody, exportPublicKey, generateKeyPair, isEncryptedEnvelope, type WebCryptoKey } from '../../src/contract/encryption'
import type { LoginResult } from '../../src/contract/schemas/session'
import type { MemberInfo } from '../../src/contract/schemas/member'
import { fakeServer } from '../../src/portal/testing/fixtures'
import type { FakeTransport, RecordedRequest } from '../../src/portal/testing/fakeTransport'

export interface AccountServer {
  transport: FakeTransport
  /** The plain body of an encrypted request (throws when it was not encrypted, or not for that path). */
  open(request: RecordedRequest, now?: number): Promise<Record<string, unknown>>
  /** How far the fake server's clock is ahead of this machine's, in ms (to test clock correction). */
  skewMs: number
}

export const KID = 'test-key-1'

export async function accountServer(): Promise<AccountServer> {
  const { publicKey, privateKey } = await generateKeyPair(2048)
  const spki = await exportPublicKey(publicKey)
  const server: AccountServer = {
    transport: fakeServer('demo'),
    skewMs: 0,
    async open(request, now = Date.now() + server.skewMs) {
      if (!isEncryptedEnvelope(request.body)) throw new Error(`${request.url}: the body was sent in the clear`)
      const opened = await decryptBody(privateKey as WebCryptoKey, request.body, { path: request.url, now })
      return opened.body as Record<string, unknown>
    },
  }
  server.transport.on('encryptionKey', () => ({
    value: { scheme: 'RSA-OAEP-256+A256GCM', kid: KID, publicKey: spki, serverTime: new Date(Date.now() + server.skewMs).toISOString() },
  }))
  return server
}

export function loginResult(overrides: Partial<LoginResult> = {}): LoginResult {
  return {
    token: 'tok-member',
    firstTimeLogin: false,
    passwordExpired: false,
    passwordChangeRequired: false,
    username: 'demomember',
    accountType: 0,
    lastLoginAt: '2026-11-20T10:00:00.000Z',
    lastLoginIp: '127.0.0.1',
    expiresAt: '2026-11-22T00:00:00.000Z',
    idleExpiresAt: '2026-11-21T00:30:00.000Z',
    ...overrides,
  }
}

export function memberInfo(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 42,
    account: 'demomember',
    nickname: 'Demo Member',
    type: 0,
    isAgent: false,
    toUpline: null,
    regDate: '2026-01-01T00:00:00.000Z',
    clubLabel: { labelName: 'Bronze', rankLevel: 1 },
    mobile: '08******78',
    email: 'm***@demo.portico.test',
    lastLoginAt: null,
    lastLoginIp: null,
    passwordChangeRequired: false,
    ...overrides,
  }
}

export const captchaAnswer = (n: number) => ({ value: { captchaId: `cap-${n}`, image: `data:image/svg+xml;base64,${n}`, expiresAt: '2026-11-21T00:05:00.000Z' } })
