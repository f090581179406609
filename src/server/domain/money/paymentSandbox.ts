/**
 * The sandbox payment provider, built in so deposits work end to end with no real money and no internet: its
 * payment page is a page of this server (`/sandbox/pay/<order>`) where the payer approves or declines; the
 * decision comes back as a signed callback, exactly as a real provider's would (provider.ts), through the same
 * callback route. The page is opened only with the link the deposit answered (signed per order).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { escapeHtml, sandboxDocument } from '../social/sandboxPage'
import { parseCallback, verifySignedCallback, type PaymentOrder, type PaymentProvider } from './paymentProvider'

export const SANDBOX_PROVIDER = 'sandbox'
export const SANDBOX_PAY_PATH = '/sandbox/pay'

/** The link's proof that it was made for this order: hex HMAC-SHA256 of `page.<orderId>`. */
export function sandboxPageSignature(secret: string, orderId: string): string {
  return createHmac('sha256', secret).update(`page.${orderId}`).digest('hex')
}

export function isSandboxPageSignature(secret: string, orderId: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false
  return timingSafeEqual(Buffer.from(sandboxPageSignature(secret, orderId), 'hex'), Buffer.from(signature, 'hex'))
}

export function sandboxProvider(secret: string): PaymentProvider {
  return {
    code: SANDBOX_PROVIDER,
    payUrl: (order: PaymentOrder, origin: string) => `${origin}${SANDBOX_PAY_PATH}/${encodeURIComponent(order.id)}?sig=${sandboxPageSignature(secret, order.id)}`,
    readCallback: (input) => parseCallback(verifySignedCallback(secret, input)),
  }
}

export interface SandboxPageOrder {
  id: string
  merchantName: string
  channelName: string
  /** As shown: `฿ 1,000.00`. */
  amountText: string
  status: string
}

/** The payer's page: what is being paid, and approve or decline (one form, posting back to the same link). */
export function sandboxPaymentPage(order: SandboxPageOrder, signature: string): string {
  const action = `${SANDBOX_PAY_PATH}/${encodeURIComponent(order.id)}`
  if (order.status !== 'pending') return sandboxDoneDocument(order, order.status === 'success' ? 'This payment was approved.' : `This payment is ${order.status}.`)
  return sandboxDocument(
    'Sandbox payment',
    `<h1>Pay ${escapeHtml(order.merchantName)} (sandbox)</h1>
<p class="note">This is Portico's sandbox payment provider, standing in for ${escapeHtml(order.channelName)}. No real money moves.</p>
<p>Amount: <strong>${escapeHtml(order.amountText)}</strong><br>Order: ${escapeHtml(order.id)}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="sig" value="${escapeHtml(signature)}">
<button type="submit" name="decision" value="approve">Approve payment</button>
<button type="submit" class="deny" name="decision" value="decline">Decline</button>
</form>`,
  )
}

/** After the decision (or for an order already settled): what happened, and the way back to the portal. */
export function sandboxDoneDocument(order: Pick<SandboxPageOrder, 'id'>, message: string): string {
  return sandboxDocument(
    'Sandbox payment',
    `<h1>${escapeHtml(message)}</h1>
<p class="note">Order ${escapeHtml(order.id)}. You can close this tab and return to the site: your balance updates by itself.</p>
<p><a href="/member?page=depositv2">Back to the deposit page</a></p>`,
  )
}
