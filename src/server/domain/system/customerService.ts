/**
 * Customer service's live chat (spec section 7: getService answers an encoded link, type '3'). The link is the
 * merchant's `contacts.liveChat`, or else the link of its first LIVECHAT customer-service entry; it is encoded with a
 * key drawn from the CSPRNG for each answer (serviceLinkCipher.ts), so two answers never look alike. The encoding is
 * the obfuscation the spec describes, not a secret: the key is the answer's last 8 characters (docs/security.md).
 */
import type { MerchantConfig } from '../../../config/schema'
import { LIVE_CHAT_SERVICE_TYPE } from '../../../contract/customerService'
import type { CustomerServiceLink } from '../../../contract/schemas/customerService'
import { encodeServiceLink, serviceKey } from '../../../contract/serviceLinkCipher'
import { AppError } from '../../errors'
import { cryptoRandom, type RandomSource } from '../../runtime'

/** The merchant's live-chat address, or undefined when it has none. */
export function liveChatLink(config: MerchantConfig): string | undefined {
  return config.contacts.liveChat ?? config.customerService.find((entry) => entry.csType === 'LIVECHAT')?.link
}

export async function customerServiceLink(config: MerchantConfig, random: RandomSource = cryptoRandom): Promise<CustomerServiceLink> {
  const link = liveChatLink(config)
  if (!link) throw new AppError('customer.service.unavailable', 'This site has no live chat; its other customer-service channels are in the side menu.')
  return { type: LIVE_CHAT_SERVICE_TYPE, link: await encodeServiceLink(link, serviceKey((n) => random.int(n))) }
}
