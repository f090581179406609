/**
 * The security centre's calls (the member centre's securityCenter page; docs/features.md), a table of their own: only
 * the security centre's lazy chunk (stores/SecurityStore.ts) calls them, so it registers this table with the API client
 * when it loads and the first screen's bundle does not carry it. The server registers them with every other call
 * (`ENDPOINTS` in endpoints.ts).
 */
import type { EndpointDef } from './coreEndpoints'

export const SECURITY_ENDPOINTS = {
  // Security centre (the member centre's securityCenter page). Calls that carry a password are encrypted; those
  // that send a code or check a password or code are limited tightly, the rest use the default.
  securityOverview: { method: 'GET', path: '/wps/member/security', auth: true, encrypted: false },
  updateSecurityProfile: { method: 'PUT', path: '/wps/member/security/profile', auth: true, encrypted: false, rateLimitPerMinute: 30 },
  bindMobileCode: { method: 'POST', path: '/wps/member/security/mobile/code', auth: true, encrypted: false, rateLimitPerMinute: 10 },
  bindMobile: { method: 'POST', path: '/wps/member/security/mobile', auth: true, encrypted: true, rateLimitPerMinute: 10 },
  bindEmailCode: { method: 'POST', path: '/wps/member/security/email/code', auth: true, encrypted: false, rateLimitPerMinute: 10 },
  bindEmail: { method: 'POST', path: '/wps/member/security/email', auth: true, encrypted: true, rateLimitPerMinute: 10 },
  bankAccounts: { method: 'GET', path: '/wps/member/security/banks', auth: true, encrypted: false },
  addBankAccount: { method: 'POST', path: '/wps/member/security/banks', auth: true, encrypted: true, rateLimitPerMinute: 10 },
  setPaymentPassword: { method: 'POST', path: '/wps/member/security/paymentPassword', auth: true, encrypted: true, rateLimitPerMinute: 10 },
  changePaymentPassword: { method: 'PUT', path: '/wps/member/security/paymentPassword', auth: true, encrypted: true, rateLimitPerMinute: 10 },
  paymentPasswordCode: { method: 'POST', path: '/wps/member/security/paymentPassword/code', auth: true, encrypted: false, rateLimitPerMinute: 10 },
  resetPaymentPassword: { method: 'POST', path: '/wps/member/security/paymentPassword/reset', auth: true, encrypted: true, rateLimitPerMinute: 10 },
  beginAuthenticator: { method: 'POST', path: '/wps/member/security/authenticator', auth: true, encrypted: false, rateLimitPerMinute: 10 },
  confirmAuthenticator: { method: 'POST', path: '/wps/member/security/authenticator/confirm', auth: true, encrypted: false, rateLimitPerMinute: 10 },
  disableAuthenticator: { method: 'POST', path: '/wps/member/security/authenticator/disable', auth: true, encrypted: true, rateLimitPerMinute: 10 },
  socialBindings: { method: 'GET', path: '/wps/member/security/social', auth: true, encrypted: false },
  activeSessions: { method: 'GET', path: '/wps/member/security/sessions', auth: true, encrypted: false },
  // A bind is started from the security centre, with the member's token.
  socialBindStart: { method: 'POST', path: '/wps/session/social/bind', auth: true, encrypted: false, rateLimitPerMinute: 10 },
} as const satisfies Record<string, EndpointDef>
