/** Request and response shapes of customer service's call (customerService.ts). */
import { Type, type Static } from 'typebox'
import { LIVE_CHAT_SERVICE_TYPE } from '../customerService'
import { SERVICE_KEY_LENGTH } from '../serviceLinkCipher'

/**
 * The merchant's live-chat link, encoded (serviceLinkCipher.ts): base64url text followed by the 8-character key that
 * decodes it. A fresh key each answer, so two answers for the same link differ.
 */
export const CustomerServiceLink = Type.Object({
  type: Type.Literal(LIVE_CHAT_SERVICE_TYPE),
  link: Type.String({ pattern: `^[A-Za-z0-9_-]+[A-Za-z0-9]{${SERVICE_KEY_LENGTH}}$`, description: 'The encoded link; its last 8 characters are the key.' }),
})
export type CustomerServiceLink = Static<typeof CustomerServiceLink>
