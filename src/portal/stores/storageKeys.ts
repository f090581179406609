/**
 * Storage keys (spec section 3 "Session user info"; theme mode and balance visibility are per-browser display choices).
 * Session storage: userInfo (JSON: nickname, account, id, type, toUpline, regDate, clubLabel), merchant,
 * merchantCode, account, token, isAgent, publicityClose and the cached calls (see api/cache.ts).
 * Local storage: merchantCode, hisLang, and per-browser display choices.
 */
export const SESSION_KEYS = {
  userInfo: 'userInfo',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  account: 'account',
  token: 'token',
  isAgent: 'isAgent',
  publicityClose: 'publicityClose',
} as const

export const LOCAL_KEYS = {
  merchantCode: 'merchantCode',
  hisLang: 'hisLang',
  themeMode: 'themeMode',
  balanceHidden: 'balanceHidden',
} as const
