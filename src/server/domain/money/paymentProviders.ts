/**
 * The payment providers a server offers, by code. A merchant's deposit channel names one; a channel whose provider
 * is not here cannot take deposits (the call answers `deposit.channel.unknown`).
 */
import type { PaymentProvider } from './paymentProvider'
import { sandboxProvider } from './paymentSandbox'

export interface PaymentSettings {
  /** The sandbox's signing secret: the sandbox provider runs (and its page is served) only with one. */
  sandboxSecret?: string
  /** Providers an operator has added (implementations of PaymentProvider). */
  providers?: readonly PaymentProvider[]
}

export function paymentProviders(settings: PaymentSettings = {}): ReadonlyMap<string, PaymentProvider> {
  const all = [...(settings.sandboxSecret ? [sandboxProvider(settings.sandboxSecret)] : []), ...(settings.providers ?? [])]
  const byCode = new Map<string, PaymentProvider>()
  for (const provider of all) {
    if (byCode.has(provider.code)) throw new Error(`Two payment providers share the code ${provider.code}`)
    byCode.set(provider.code, provider)
  }
  return byCode
}
