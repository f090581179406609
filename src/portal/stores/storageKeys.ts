/**
 * Storage keys (spec section 3 "Session user info"; theme mode and balance visibility are per-browser display choices).
 * Session storage: userInfo (JSON: nickname, account, id, type, toUpline, regDate, clubLabel), merchant,
 * merchantCode, account, token, isAgent, publicityClose, cpw (spec section 9: set on a first login, or an expired
 * password while the change is forced), socialBrowserKey (a social login this tab started: the key only this tab
 * holds, sent with the login's ticket when the provider sends the browser back), agencyNoticeClose (the agent whose
 * agency notice was closed in this session) and the cached calls (see api/cache.ts).
 * Local storage: merchantCode, hisLang, per-browser display choices, loginRemember (remember me: the login
 * name and the SMS mobile with their expiry, never a password) and agencyNoticeHidden (per account, the agency
 * notices its agent chose not to see again today, with that day).
 */
export const SESSION_KEYS = {
  userInfo: 'userInfo',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  account: 'account',
  token: 'token',
  isAgent: 'isAgent',
  publicityClose: 'publicityClose',
  cpw: 'cpw',
  socialBrowserKey: 'socialBrowserKey',
  agencyNoticeClose: 'agencyNoticeClose',
} as const

export const LOCAL_KEYS = {
  merchantCode: 'merchantCode',
  hisLang: 'hisLang',
  themeMode: 'themeMode',
  balanceHidden: 'balanceHidden',
  loginRemember: 'loginRemember',
  agencyNoticeHidden: 'agencyNoticeHidden',
} as const
