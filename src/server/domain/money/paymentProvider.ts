/**
 * The payment-provider interface: what a deposit needs from whoever takes the money. The built-in sandbox
 * (sandbox.ts) implements it; an operator adds a real provider by implementing it and registering it in
 * `paymentProviders` (providers.ts) under the code a merchant's deposit channel names.
 *
 * A provider answers with a signed callback to `POST /wps/payment/callback/<provider>`. The signature scheme every
 * provider here uses (HMAC-SHA256 over the timestamp and the raw body) is `verifySignedCallback`.
 */
import { SIGNATURE_TOLERANCE_SECONDS, signRequest, verifySignedRequest, type SignatureScheme } from '../../crypto/signedRequest'
import { AppError } from '../../errors'

export interface PaymentOrder {
  id: string
  /** Major units, the currency's decimals. */
  amount: string
  currency: string
  merchantCode: string
}

/** What a provider's callback says happened to an order. */
export interface PaymentCallback {
  /** The provider's id of this notification: the same event delivered twice is applied once. */
  eventId: string
  orderId: string
  outcome: 'paid' | 'declined'
  /** Major units, the currency's decimals; must be the order's. */
  amount: string
  currency: string
}

export interface PaymentProvider {
  readonly code: string
  /** Where the payer approves the payment (the provider's page). `origin` is the portal's, as the member reached it. */
  payUrl(order: PaymentOrder, origin: string): string
  /** Checks a callback's signature and age and reads it; refuses anything else with an AppError. */
  readCallback(input: { headers: Record<string, string | string[] | undefined>; rawBody: Buffer; now: Date }): PaymentCallback
}

export const SIGNATURE_HEADER = 'x-payment-signature'
export const TIMESTAMP_HEADER = 'x-payment-timestamp'
/** How old (or how far ahead) a callback's timestamp may be: a captured callback cannot be replayed later. */
export const CALLBACK_TOLERANCE_SECONDS = SIGNATURE_TOLERANCE_SECONDS

const PAYMENT_SIGNATURES: SignatureScheme = {
  signatureHeader: SIGNATURE_HEADER, timestampHeader: TIMESTAMP_HEADER, invalid: 'payment.signature.invalid', stale: 'payment.callback.stale',
}

/** The signature of a body sent at `timestamp` (Unix seconds): hex HMAC-SHA256 of `<timestamp>.<body>`. */
export const signCallback = signRequest

/** Verifies the signature and the freshness of a callback and parses its JSON body. */
export function verifySignedCallback(secret: string, input: { headers: Record<string, string | string[] | undefined>; rawBody: Buffer; now: Date }): unknown {
  return verifySignedRequest(PAYMENT_SIGNATURES, secret, input)
}

/** A callback body in the shape every provider here sends, or an AppError. */
export function parseCallback(body: unknown): PaymentCallback {
  const b = body as Record<string, unknown> | null
  const text = (v: unknown, pattern: RegExp) => typeof v === 'string' && pattern.test(v)
  if (
    !b || typeof b !== 'object' ||
    !text(b.eventId, /^[A-Za-z0-9_.:-]{1,128}$/) || !text(b.orderId, /^[A-Za-z0-9_-]{8,64}$/) ||
    (b.outcome !== 'paid' && b.outcome !== 'declined') || !text(b.amount, /^[0-9]{1,20}(\.[0-9]{1,8})?$/) || !text(b.currency, /^[A-Z]{3}$/)
  ) {
    throw new AppError('request.invalid', 'The callback body is not a payment notification.')
  }
  return { eventId: b.eventId as string, orderId: b.orderId as string, outcome: b.outcome, amount: b.amount as string, currency: b.currency as string }
}
