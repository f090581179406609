/**
 * The house vendor's side of the vendor protocol: it plays against the member's wallet exactly as an external
 * vendor does, by signed HTTP calls to `/vendor-api/v1/<studio>/{balance,bet,win,rollback,resettle}` (routes/games/vendorProtocol.ts).
 * The transport is given: in one process it is Fastify's `inject` (the full HTTP path: routing, the raw body, the
 * signature check, the envelope), and it could as well be a real HTTP client toward another process.
 */
import { signRequest } from '../../../crypto/signedRequest'
import { VENDOR_API_PATH, VENDOR_SIGNATURES } from '../../../routes/games/vendorProtocol'
import type { Clock } from '../../../runtime'

export interface WalletTransport {
  post(path: string, headers: Record<string, string>, body: string): Promise<{ status: number; body: string }>
}

/** What the wallet answers: the session wallet's balance after the call (major units). */
export interface WalletReply {
  balance: string
  currency: string
  replayed?: boolean
}

/** The wallet refused, with its error code (`insufficient.balance`, `vendor.session.invalid`, ...). */
export class WalletRefusal extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'WalletRefusal'
  }
}

export interface HouseWallet {
  balance(studio: string, sessionToken: string): Promise<WalletReply>
  bet(studio: string, call: { sessionToken: string; txnId: string; roundId: string; amount: string }): Promise<WalletReply>
  win(studio: string, call: { sessionToken: string; txnId: string; roundId: string; amount: string; final: boolean; result?: unknown }): Promise<WalletReply>
  rollback(studio: string, call: { sessionToken: string; txnId: string; refTxnId: string }): Promise<WalletReply>
  /** A settled round's payout corrected (the sportsbook's re-settlement). */
  resettle(studio: string, call: { sessionToken: string; txnId: string; roundId: string; amount: string; result?: unknown }): Promise<WalletReply>
  /**
   * Many wins in one call (`winBatch`), one result each in order (a refused win does not stop the others). Optional: a
   * wallet without it (the seed's in-process one) is paid win by win.
   */
  winBatch?(studio: string, wins: WinBatchCall[]): Promise<WinBatchReply>
}

export type WinBatchCall = { sessionToken: string; txnId: string; roundId: string; amount: string; final: boolean; result?: unknown }
export interface WinBatchReply {
  currency: string
  results: { txnId: string; status: 'paid' | 'replayed' | 'refused'; balance?: string; errorCode?: string }[]
}

export function houseWallet(options: { transport: WalletTransport; secret: string; clock: Clock }): HouseWallet {
  async function call<T = WalletReply>(studio: string, name: string, payload: Record<string, unknown>): Promise<T> {
    const body = JSON.stringify(payload)
    const timestamp = Math.floor(options.clock.now().getTime() / 1000)
    const headers = {
      'content-type': 'application/json',
      [VENDOR_SIGNATURES.timestampHeader]: String(timestamp),
      [VENDOR_SIGNATURES.signatureHeader]: signRequest(options.secret, timestamp, body),
    }
    const reply = await options.transport.post(`${VENDOR_API_PATH}/${studio}/${name}`, headers, body)
    let envelope: { success?: boolean; value?: T; errorCode?: string; message?: string }
    try {
      envelope = JSON.parse(reply.body)
    } catch {
      throw new WalletRefusal('house.unavailable', reply.status, 'The wallet answered something that is not JSON.')
    }
    if (reply.status >= 400 || !envelope.success || !envelope.value) {
      throw new WalletRefusal(envelope.errorCode ?? 'house.unavailable', reply.status, envelope.message ?? 'The wallet refused the call.')
    }
    return envelope.value
  }
  return {
    balance: (studio, sessionToken) => call(studio, 'balance', { sessionToken }),
    bet: (studio, c) => call(studio, 'bet', { ...c }),
    win: (studio, c) => call(studio, 'win', { ...c }),
    rollback: (studio, c) => call(studio, 'rollback', { ...c }),
    resettle: (studio, c) => call(studio, 'resettle', { ...c }),
    winBatch: (studio, wins) => call<WinBatchReply>(studio, 'winBatch', { wins }),
  }
}
