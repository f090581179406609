import { makeAutoObservable } from 'mobx'
import type { ApiClient } from '../../api/client'
import { readJson, type PortalStorages } from '../../storage'
import { LOCAL_KEYS, SESSION_KEYS } from '../storageKeys'

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
  clubLabel?: { labelName: string | null; rankLevel: number } | null
}

/**
 * How often the heartbeat looks for activity. A member who used the page since the last touch keeps the session
 * alive (`touch`); an untouched tab is left to reach the server's idle timeout, as it should.
 */
export const HEARTBEAT_INTERVAL_MS = 2 * 60_000

function toCode(text: string | null | undefined): number | null {
  if (text === null || text === undefined || text === '') return null
  const code = Number(text)
  return Number.isFinite(code) ? code : null
}

/**
 * The session (spec sections 3 and 4): who is signed in (token, account, user info, agent role), kept in the tab's
 * session storage and restored with the page; the heartbeat that keeps an active member's session alive; sign-out.
 * The account flows (login, registration, password change) end by signing in here; every store that calls for a
 * member reads the token here.
 */
export class SessionStore {
  token: string | null = null
  account: string | null = null
  userInfo: UserInfo | null = null
  /** The stored isAgent role code (null when none). */
  agentCode: number | null = null
  merchantCode: string | null = null

  private heartbeat: ReturnType<typeof setInterval> | undefined
  private lastActivity = 0
  private lastTouch = 0

  constructor(
    private readonly storage: PortalStorages,
    /** For the heartbeat and the server side of sign-out; without it both stay local (older tests). */
    private readonly api?: ApiClient,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<SessionStore, 'storage' | 'api' | 'now' | 'heartbeat' | 'lastActivity' | 'lastTouch'>(this, {
      storage: false, api: false, now: false, heartbeat: false, lastActivity: false, lastTouch: false,
    })
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
    if (this.token) this.startHeartbeat()
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
    this.startHeartbeat()
  }

  /** The member used the page (a key or a pointer press): the next heartbeat keeps the session alive. */
  noteActivity(): void {
    this.lastActivity = this.now()
  }

  private startHeartbeat(): void {
    this.stopHeartbeat()
    if (!this.api) return
    this.lastTouch = this.now()
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_INTERVAL_MS)
    // In Node (store tests) a pending heartbeat must not keep the process alive.
    ;(this.heartbeat as { unref?: () => void }).unref?.()
  }

  private stopHeartbeat(): void {
    if (this.heartbeat !== undefined) clearInterval(this.heartbeat)
    this.heartbeat = undefined
  }

  /** One heartbeat: touch the session when the member was active since the last touch. A gone session answers a force-logout code, which the client hands to the root. */
  private beat(): void {
    if (!this.token || !this.api) return this.stopHeartbeat()
    if (this.lastActivity < this.lastTouch) return
    this.lastTouch = this.now()
    this.api.call('touch').catch(() => undefined)
  }

  /**
   * Sign out and forced logout (spec section 4): session storage is cleared and the login and agent flags
   * reset. The merchant code is kept (it is configuration, not session) and written back.
   */
  signOut(options: { revoke?: boolean } = {}): void {
    const token = this.token
    this.stopHeartbeat()
    // The server forgets the token too (not when it said the session is already gone); the page does not wait.
    if (token && this.api && options.revoke !== false) this.api.call('logout', { token }).catch(() => undefined)
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
