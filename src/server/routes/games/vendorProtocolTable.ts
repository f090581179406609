/**
 * The vendor protocol as a table (contract/apiTable.ts): the four wallet calls a game vendor's server makes, their
 * request and response schemas, and the codes each may answer. Only servers call it, so it lives here, out of the
 * browser bundles. routes/games/vendorProtocol.ts serves it; vendorReference.ts writes the page an operator hands a vendor
 * (docs/vendor-protocol-reference.md, `npm run docs:vendor`) from it, so the page says what the server checks.
 */
import { Type } from 'typebox'
import type { ApiTable } from '../../../contract/apiTable'
import type { ApiCallSchemas } from '../../../contract/schemas/apiTable'
import type { AnyErrorCode } from '../../errors'

export const VENDOR_API_PATH = '/vendor-api/v1'
/** Games call often (a bet and a win per spin): a generous limit per vendor address, still a ceiling for a runaway. */
export const VENDOR_RATE_LIMIT_PER_MINUTE = 60_000
/** The most a call's body may hold. */
export const VENDOR_BODY_LIMIT = 16 * 1024
/** The most a `winBatch` body may hold: up to 2,000 wins, each with its betting record. */
export const VENDOR_BATCH_BODY_LIMIT = 4 * 1024 * 1024

const vendorCall = (call: string, summary: string) =>
  ({ method: 'POST', path: `${VENDOR_API_PATH}/:vendor/${call}`, credential: 'vendor signature', rateLimitPerMinute: VENDOR_RATE_LIMIT_PER_MINUTE, summary }) as const

export const VENDOR_API = {
  balance: vendorCall('balance', 'What the session’s wallet holds'),
  bet: vendorCall('bet', 'A stake leaves the session’s wallet for the round (opened by its first bet)'),
  win: vendorCall('win', 'A payout to the session’s wallet in the round of its bets; `final: true` settles the round'),
  rollback: vendorCall('rollback', 'A bet given back while its round is open'),
  resettle: vendorCall('resettle', 'A settled round’s payout corrected: the new payout paid, the earlier one taken back'),
  winBatch: vendorCall('winBatch', 'Up to 2,000 wins in one call, each exactly a `win` (its own txnId, idempotency and refusal), paid together'),
} as const satisfies ApiTable
export type VendorCallName = keyof typeof VENDOR_API

const Id = (description: string) => Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,128}$', description })
const SessionToken = Type.String({ pattern: '^[A-Za-z0-9_-]{20,128}$', description: 'The game session token the launch gave the game.' })
const Amount = (description: string) => Type.String({ description: `${description} Major units as a decimal string with at most the currency’s decimals, e.g. "12.50".` })
const TxnId = Id('The vendor’s transaction id, unique per vendor: a call sent again with it answers what the first answered.')

export const VendorParams = Type.Object({ vendor: Type.String({ pattern: '^[A-Z0-9_]{2,16}$', description: 'The vendor’s code, as the operator connected it.' }) })

export const WalletAnswer = Type.Object({
  balance: Type.String({ description: 'The session wallet’s balance after the call, in major units.' }),
  currency: Type.String({ description: 'The currency’s code.' }),
  txnId: Type.Optional(Type.String({ description: 'The call’s transaction id (absent for a balance enquiry).' })),
  replayed: Type.Optional(Type.Boolean({ description: 'True when this is the answer of an earlier call with the same txnId.' })),
})

export const VENDOR_SCHEMAS = {
  balance: { params: VendorParams, body: Type.Object({ sessionToken: SessionToken }), response: WalletAnswer },
  bet: {
    params: VendorParams,
    body: Type.Object({ sessionToken: SessionToken, txnId: TxnId, roundId: Id('The vendor’s round id.'), amount: Amount('The stake.') }),
    response: WalletAnswer,
  },
  win: {
    params: VendorParams,
    body: Type.Object({
      sessionToken: SessionToken,
      txnId: TxnId,
      roundId: Id('The round of the bets it pays.'),
      amount: Amount('The payout ("0" for a loss).'),
      final: Type.Optional(Type.Unknown({ description: '`true` settles the round; anything else leaves it open.' })),
      result: Type.Optional(Type.Unknown({ description: 'Any JSON (the reels, the hand), kept for the member’s betting record.' })),
    }),
    response: WalletAnswer,
  },
  rollback: {
    params: VendorParams,
    body: Type.Object({ sessionToken: SessionToken, txnId: TxnId, refTxnId: Id('The txnId of the bet to give back.') }),
    response: WalletAnswer,
  },
  resettle: {
    params: VendorParams,
    body: Type.Object({
      sessionToken: SessionToken,
      txnId: TxnId,
      roundId: Id('The settled round to correct.'),
      amount: Amount('The round’s payout from now on ("0" for a loss); the earlier payout is taken back (as far as the wallet holds it).'),
      result: Type.Optional(Type.Unknown({ description: 'A JSON object for the betting record (the corrected legs); the earlier result is kept under `corrections`.' })),
    }),
    response: WalletAnswer,
  },
  winBatch: {
    params: VendorParams,
    body: Type.Object({
      wins: Type.Array(
        Type.Object({
          sessionToken: SessionToken,
          txnId: TxnId,
          roundId: Id('The round of the bets it pays.'),
          amount: Amount('The payout ("0" for a loss).'),
          final: Type.Optional(Type.Unknown({ description: '`true` settles the round; anything else leaves it open.' })),
          result: Type.Optional(Type.Unknown({ description: 'Any JSON, kept for the member’s betting record.' })),
        }),
        { minItems: 1, maxItems: 2000, description: 'The wins, each as `win` takes it; answered one result each, in this order.' },
      ),
    }),
    response: Type.Object({
      currency: Type.String({ description: 'The currency’s code (of the last merchant the batch paid in).' }),
      results: Type.Array(
        Type.Object({
          txnId: Type.String(),
          status: Type.Union([Type.Literal('paid'), Type.Literal('replayed'), Type.Literal('refused')], {
            description: '`replayed`: this txnId was paid (or its loss recorded) with these values before; nothing moved again.',
          }),
          balance: Type.Optional(Type.String({ description: 'The session wallet’s balance after the whole batch, in major units.' })),
          errorCode: Type.Optional(Type.String({ description: 'Why this win was refused: the code `win` would answer for it alone.' })),
        }),
      ),
    }),
  },
} as const satisfies Record<VendorCallName, ApiCallSchemas>

/**
 * The order the wallet reads a call's fields in: a request with several bad fields is answered for the first. (Every
 * field but `amount` answers `request.invalid` naming it; a non-string amount is `amount.invalid`.)
 */
export const VENDOR_FIELD_ORDER: Record<VendorCallName, readonly string[]> = {
  balance: ['sessionToken'],
  bet: ['txnId', 'sessionToken', 'roundId', 'amount'],
  win: ['txnId', 'sessionToken', 'roundId', 'amount'],
  rollback: ['txnId', 'sessionToken', 'refTxnId'],
  resettle: ['txnId', 'sessionToken', 'roundId', 'amount'],
  winBatch: ['wins'],
}

/** What every call may answer, before its own rules: the request itself. */
export const VENDOR_REQUEST_ERRORS: readonly { code: AnyErrorCode; when: string }[] = [
  { code: 'vendor.unknown', when: 'the vendor code is unknown or not connected' },
  { code: 'vendor.signature.invalid', when: 'the signature or the timestamp header is missing or wrong' },
  { code: 'vendor.request.stale', when: 'the timestamp is more than 300 s from the server’s clock' },
  { code: 'request.invalid', when: 'the body is not a JSON object, or a field is missing or malformed (`value.field` names it)' },
  { code: 'vendor.session.invalid', when: 'the session token is unknown or another vendor’s (a bet: or the session has ended)' },
  { code: 'rate.limited', when: 'more than 60,000 calls a minute from one address (`Retry-After` says when to retry)' },
  { code: 'not.found', when: 'the call is none of balance, bet, win, rollback, resettle, winBatch' },
]

/** Each call's own refusals. */
export const VENDOR_CALL_ERRORS: Record<VendorCallName, readonly { code: AnyErrorCode; when: string }[]> = {
  balance: [],
  bet: [
    { code: 'amount.invalid', when: 'the amount is not a decimal string of the currency' },
    { code: 'insufficient.balance', when: 'the wallet holds less than the stake' },
    { code: 'vendor.round.closed', when: 'the round is settled, or is another member’s or wallet’s' },
    { code: 'vendor.bet.rolled.back', when: 'a rollback of this txnId came first: the bet can never land' },
    { code: 'idempotency.key.reused', when: 'the txnId was used with other values' },
  ],
  win: [
    { code: 'amount.invalid', when: 'the amount is not a decimal string of the currency' },
    { code: 'vendor.bet.not.found', when: 'the round has no bet of this session’s member and wallet' },
    { code: 'vendor.round.closed', when: 'the round is settled' },
    { code: 'idempotency.key.reused', when: 'the txnId was used with other values' },
  ],
  rollback: [
    { code: 'vendor.round.closed', when: 'the bet’s round is settled' },
    { code: 'idempotency.key.reused', when: 'the txnId was used with other values' },
  ],
  resettle: [
    { code: 'amount.invalid', when: 'the amount is not a decimal string of the currency' },
    { code: 'vendor.bet.not.found', when: 'no round of this session’s member and wallet has this id, or it was rolled back' },
    { code: 'vendor.round.open', when: 'the round is not settled yet (a `win` with `final: true` settles it)' },
    { code: 'idempotency.key.reused', when: 'the txnId was used with other values' },
  ],
  // A batch is refused whole only for its shape; each win's own refusal (a `win`'s codes) is in its result.
  winBatch: [],
}
