/**
 * The account flows' calls beyond the login and registration themselves: SMS codes, a new address's verification,
 * free play, a forgotten password's recovery, a password's change and a social login's start (spec section 7). A table
 * of their own: only the account flows' lazy chunk (stores/accounts/AuthFlows.ts) calls them, so it registers this
 * table with the API client when it loads and the first screen's bundle does not carry it. The server registers them
 * with every other call (`ENDPOINTS` in endpoints.ts). Logins, registrations and codes are limited per address before
 * any hashing.
 */
import type { EndpointDef } from './coreEndpoints'

export const AUTH_ENDPOINTS = {
  loginCode: { method: 'POST', path: '/wps/verification/sms/login', auth: false, encrypted: false, rateLimitPerMinute: 10 },
  loginVerification: { method: 'POST', path: '/wps/session/login/verification', auth: false, encrypted: false, rateLimitPerMinute: 20 },
  loginVerificationCode: { method: 'POST', path: '/wps/session/login/verification/code', auth: false, encrypted: false, rateLimitPerMinute: 10 },
  registerMobile: { method: 'POST', path: '/wps/member/register/mobile', auth: false, encrypted: true, rateLimitPerMinute: 10 },
  registerCode: { method: 'POST', path: '/wps/verification/sms/register', auth: false, encrypted: false, rateLimitPerMinute: 10 },
  freePlay: { method: 'POST', path: '/wps/session/login/freeplay', auth: false, encrypted: false, rateLimitPerMinute: 5 },
  changePassword: { method: 'POST', path: '/wps/member/password', auth: true, encrypted: true, duringPasswordChange: true, rateLimitPerMinute: 10 },
  forgotPasswordEmail: { method: 'POST', path: '/wps/member/password/email', auth: false, encrypted: false, rateLimitPerMinute: 5 },
  passwordReset: { method: 'POST', path: '/wps/member/password/reset', auth: false, encrypted: true, rateLimitPerMinute: 10 },
  // Whether a reset link can still be used, so its page says so before the new password is typed. POST: the token
  // stays out of addresses and logs.
  passwordResetCheck: { method: 'POST', path: '/wps/member/password/reset/check', auth: false, encrypted: false, rateLimitPerMinute: 20 },
  forgotPasswordCode: { method: 'POST', path: '/wps/verification/sms/noLogin', auth: false, encrypted: false, rateLimitPerMinute: 10 },
  passwordByPhone: { method: 'POST', path: '/wps/member/password/verification', auth: false, encrypted: true, rateLimitPerMinute: 10 },
  socialLoginStart: { method: 'POST', path: '/wps/session/social/login', auth: false, encrypted: false, rateLimitPerMinute: 20 },
} as const satisfies Record<string, EndpointDef>
