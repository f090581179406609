import { makeAutoObservable } from 'mobx'
import { readJson, type PortalStorages } from '../storage'
import { LOCAL_KEYS, SESSION_KEYS } from './storageKeys'

/** Role codes that make a user an agent (spec sections 6 and 9). 4 is a trial (non-real) account. */
export const AGENT_CODES = [1, 2, 4, 41, 42] as const
export const TRIAL_CODE = 4

/** The session user info kept in session storage on login (spec section 3). */
export interface UserInfo {
  nickname: string
  account: string
  id: number | string
  type: number
  toUpline?: string | null
  regDate?: string | null
  clubLabel?: { labelName: string; rankLevel: number } | null
}

function toCode(text: string | null | undefined): number | null {
  if (text === null || text === undefined || text === '') return null
  const code = Number(text)
  return Number.isFinite(code) ? code : null
}

export class SessionStore {
  token: string | null = null
  account: string | null = null
  userInfo: UserInfo | null = null
  /** The stored isAgent role code (null when none). */
  agentCode: number | null = null
  merchantCode: string | null = null

  constructor(private readonly storage: PortalStorages) {
    makeAutoObservable<SessionStore, 'storage'>(this, { storage: false })
  }

  get isLoggedIn(): boolean {
    return Boolean(this.token)
  }

  get isAgent(): boolean {
    return this.isLoggedIn && this.agentCode !== null && (AGENT_CODES as readonly number[]).includes(this.agentCode)
  }

  /** A trial account: type 4 in the user info or isAgent 4 (spec section 6). */
  get isTrial(): boolean {
    return this.isLoggedIn && (this.userInfo?.type === TRIAL_CODE || this.agentCode === TRIAL_CODE)
  }

  /**
   * Start (spec section 4): no stored account -> the token is removed; a token -> logged in; a stored isAgent
   * in AGENT_CODES -> agent.
   */
  restore(): void {
    const { session, local } = this.storage
    this.account = session.getItem(SESSION_KEYS.account)
    if (!this.account) session.removeItem(SESSION_KEYS.token)
    this.token = session.getItem(SESSION_KEYS.token)
    this.userInfo = readJson<UserInfo>(session, SESSION_KEYS.userInfo) ?? null
    this.agentCode = toCode(session.getItem(SESSION_KEYS.isAgent))
    this.merchantCode = session.getItem(SESSION_KEYS.merchantCode) ?? local.getItem(LOCAL_KEYS.merchantCode)
  }

  /** Start: the merchant code is stored (session and local storage, spec section 3). */
  storeMerchantCode(code: string): void {
    this.merchantCode = code
    this.storage.session.setItem(SESSION_KEYS.merchantCode, code)
    this.storage.session.setItem(SESSION_KEYS.merchant, code)
    this.storage.local.setItem(LOCAL_KEYS.merchantCode, code)
  }

  /** Login or registration succeeded: keep the token and user info (the login and registration flows call this). */
  signIn(result: { token: string; userInfo: UserInfo; isAgent?: number | null }): void {
    const { session } = this.storage
    session.setItem(SESSION_KEYS.token, result.token)
    session.setItem(SESSION_KEYS.account, result.userInfo.account)
    session.setItem(SESSION_KEYS.userInfo, JSON.stringify(result.userInfo))
    if (result.isAgent !== undefined && result.isAgent !== null) session.setItem(SESSION_KEYS.isAgent, String(result.isAgent))
    else session.removeItem(SESSION_KEYS.isAgent)
    this.token = result.token
    this.account = result.userInfo.account
    this.userInfo = result.userInfo
    this.agentCode = result.isAgent ?? null
  }

  /**
   * Sign out and forced logout (spec section 4): session storage is cleared and the login and agent flags
   * reset. The merchant code is kept (it is configuration, not session) and written back.
   */
  signOut(): void {
    this.storage.session.clear()
    if (this.merchantCode) {
      this.storage.session.setItem(SESSION_KEYS.merchantCode, this.merchantCode)
      this.storage.session.setItem(SESSION_KEYS.merchant, this.merchantCode)
    }
    this.token = null
    this.account = null
    this.userInfo = null
    this.agentCode = null
  }
}
