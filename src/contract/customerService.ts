/**
 * Customer service's call (spec section 7, "Customer service: getService returns an encoded link (type '3'), decrypted
 * using its last 8 characters as key, opened in a 440x500 popup window. If the request fails, the popup closes."), a
 * table of its own: only a click on a live-chat entry calls it, from the side menu's lazy chunk, which registers the
 * table with the API client (CustomerServiceStore), so the first screen's bundle carries neither. The server registers
 * it with every other call (`ENDPOINTS` in endpoints.ts). The spec names the call but not its path: it is written here.
 *
 * A guest may call it: the spec's token lists (section 6) name it in neither, and a visitor who cannot log in (a
 * forgotten password, a locked account) is the one who most needs the live chat; the side menu's other channels
 * (Telegram, Facebook, LINE) are open to guests too. Limited per visitor like every call.
 */
import type { EndpointDef } from './coreEndpoints'

export const CUSTOMER_SERVICE_ENDPOINTS = {
  customerService: { method: 'GET', path: '/wps/system/getService', auth: false, encrypted: false, rateLimitPerMinute: 20 },
} as const satisfies Record<string, EndpointDef>

/** The answer's type: '3', the live chat (the spec's value). */
export const LIVE_CHAT_SERVICE_TYPE = '3'

/** The live chat's window (spec section 7: a 440×500 popup). */
export const LIVE_CHAT_WINDOW = { width: 440, height: 500, name: 'portico-live-chat' } as const
