/**
 * The chat room's calls (docs/chat.md), a table of its own: only the chat widget's lazy chunk calls them, so
 * its store registers this table with the API client and the first screen's bundle does not carry it. The server
 * registers it with every other call (`ENDPOINTS` in endpoints.ts).
 *
 * Members only (spec section 6: chat opens the login popup for a guest): the room's history paged backwards, a send,
 * and the room's events as server-sent events (a new message, a deleted one), read with fetch so the token travels in
 * the Authorization header, never in an address.
 */
import type { EndpointDef } from './coreEndpoints'

export const CHAT_ENDPOINTS = {
  chatHistory: { method: 'GET', path: '/wps/chat/messages', auth: true, encrypted: false, rateLimitPerMinute: 60 },
  // The per-member limit (the merchant's `chat.rate`) is the rule a person meets; this one stops a script early.
  chatSend: { method: 'POST', path: '/wps/chat/send', auth: true, encrypted: false, rateLimitPerMinute: 60 },
  chatEvents: { method: 'GET', path: '/wps/chat/events', auth: true, encrypted: false, stream: true, rateLimitPerMinute: 30 },
} as const satisfies Record<string, EndpointDef>

/** The most messages one history call answers. */
export const CHAT_PAGE_MAX = 50
