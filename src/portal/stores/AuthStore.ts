import { makeAutoObservable, runInAction } from 'mobx'
import { tKey } from '../../../locales'
import type { Captcha, LoginResult } from '../../contract/schemas/session'
import type { MemberInfo, RegisterBody } from '../../contract/schemas/member'
import type { SocialProvider } from '../../contract/schemas/security'
import type { VERIFY_METHODS } from '../../contract/schemas/session'
import type { RegisterField } from '../../config/constants'
import type { WhitelabelModId } from '../../config/schema'
import type { SocialProviders, SocialStart } from '../../contract/schemas/social'
import type { ErrorCode } from '../../contract/errors'
import { ApiError, toApiError } from '../api/ApiError'
import type { ApiClient } from '../api/client'
import type { PortalNavigation } from '../navigation'
import { readJson, type PortalStorages } from '../storage'
import type { ConfigStore } from './ConfigStore'
import type { ModalStore } from './ModalStore'
import { RequestState } from './RequestState'
import { AGENT_CODES, type SessionStore, type UserInfo } from './SessionStore'
import type { SocialReturn } from './socialReturn'
import { LOCAL_KEYS, SESSION_KEYS } from './storageKeys'

/** Remember me keeps the login name and the SMS mobile for one day (spec section 9); never a password. */
export const REMEMBER_MS = 86_400_000
/** The SMS code countdown on login and registration (spec sections 4 and 9). */
export const SMS_COUNTDOWN_SECONDS = 60

/** The whitelabel feature that turns each provider on (spec section 6; the server's list decides what can run). */
const SOCIAL_FEATURES: Record<SocialProvider, WhitelabelModId> = { google: 'SOCIAL_GOOGLE', facebook: 'SOCIAL_FACEBOOK', line: 'SOCIAL_LINE' }

/**
 * Social logins that failed on the way and may simply be started again (the login popup offers it): expired or
 * used, refused at the provider, the provider failing, the network. Not an identity bound to no member, nor a
 * refused account: starting again would end the same way.
 */
const SOCIAL_RETRY_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  'social.ticket.invalid', 'social.state.invalid', 'social.denied', 'social.provider.failed', 'network.error', 'request.timeout', 'unknown.error',
])

/** The longest return path the server takes (the contract's SocialLoginStartBody). */
const RETURN_PATH_MAX = 512

/** Where a social login comes back to: this page, unless the server would refuse it as a return path (then home). */
export function socialReturnPath(path: string): string {
  return path.startsWith('/') && !/^\/[/\\]/.test(path) && path.length <= RETURN_PATH_MAX ? path : '/'
}

export type VerifyMethod = (typeof VERIFY_METHODS)[number]

/** A message for a form: a translation key (with its namespace) and its values; `time` is an ISO time the form formats. */
export interface FormMessage {
  key: string
  time?: string
}

/** The message a failed account call shows: its catalogue message, or for a lock the time it ends. */
export function messageOf(error: ApiError): FormMessage {
  if (error.code === 'account.locked') {
    const until = (error.value as { lockedUntil?: unknown } | undefined)?.lockedUntil
    if (typeof until === 'string') return { key: tKey('portal:session.lockedUntil'), time: until }
  }
  // A message key that names its namespace (`wallet:errors.…`) is kept with the chunk that meets it.
  return { key: error.messageKey.includes(':') ? error.messageKey : `errors:${error.messageKey}` }
}

/** What remember me kept: read back only within its day. */
export interface RememberedLogin {
  username?: string
  mobile?: string
  expiresAt: number
}

export interface UsernameLoginInput {
  username: string
  password: string
  /** The captcha answer, when the captcha is shown. */
  captcha?: string
  remember: boolean
}

export interface SmsLoginInput {
  mobile: string
  code: string
  remember: boolean
}

/** The values a registration form hands on (trimmed), with the mode it was filled in. */
export type RegisterInput = Partial<Record<RegisterField, string>> & { agree: boolean; mode: 'username' | 'mobile' }

/** Where the registration was made from (spec section 3: added at submit). */
export interface RegisterContext {
  /** The page address (registerUrl). */
  url: string
  /** The host name (domain). */
  host: string
  /** The query string's referralCode, when there is one. */
  referralCode?: string
}

/** A login that stopped at the new-IP step: the server's ticket, the proofs it accepts and where codes go. */
export interface LoginVerificationState {
  ticket: string
  methods: VerifyMethod[]
  targets: { mobile?: string; email?: string }
}

/** A login that must change the password before it completes (default password, or expired while forced). */
export interface PendingPasswordChange {
  reason: 'default' | 'expired'
  /** The session the server opened for the change only. */
  token: string
  /** Whether the current password is known (it was just typed), so the form does not ask for it again. */
  oldPasswordKnown: boolean
  username: string
  accountType: number
}

/** What a finished login knows without the member info (its fallback when that call fails). */
interface LoginFacts {
  username: string
  accountType?: number
  firstTimeLogin?: boolean
  passwordExpired?: boolean
  /** The login before this one (none on a first login), shown to the member once this one is done. */
  lastLoginAt?: string | null
  lastLoginIp?: string | null
}

/** The session user info (spec section 3) and the isAgent role code of a member, from the member-info call. */
export function userInfoOf(info: MemberInfo): { userInfo: UserInfo; isAgent: number | null } {
  return {
    userInfo: {
      nickname: info.nickname ?? info.account,
      account: info.account,
      id: info.id,
      type: info.type,
      toUpline: info.toUpline,
      regDate: info.regDate,
      clubLabel: info.clubLabel,
    },
    isAgent: (AGENT_CODES as readonly number[]).includes(info.type) ? info.type : null,
  }
}

/** One captcha image: fetched when shown, refreshed after every attempt (each is single use). */
export class CaptchaSlot {
  captcha: Captcha | null = null
  readonly request = new RequestState()
  private seq = 0

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<CaptchaSlot, 'api' | 'seq'>(this, { api: false, request: false, seq: false })
  }

  get image(): string | null {
    return this.captcha?.image ?? null
  }

  get id(): string | undefined {
    return this.captcha?.captchaId
  }

  /** A new image; a refresh while one loads replaces it (the older answer is dropped). */
  refresh(): Promise<void> {
    this.captcha = null
    return this.request
      .runKeyed(String(++this.seq), (signal) => this.api.call('captcha', { signal }), (value) => {
        this.captcha = value
      })
      .then(() => undefined, () => undefined)
  }

  clear(): void {
    this.request.cancel()
    this.captcha = null
  }
}

interface AuthDeps {
  api: ApiClient
  storage: PortalStorages
  session: SessionStore
  modals: ModalStore
  config: ConfigStore
  /** The page address: a social login leaves for its provider in this tab. */
  navigation: PortalNavigation
  now?: () => number
}

/**
 * The account flows of the login, register, verification, password and sign-out modals (spec sections 2, 4, 5):
 * each form's request is keyed and cancellable (closing a modal drops its answer), the captcha appears after a
 * failure that flags it, a login may stop at the new-IP step or the forced password change, and a finished login
 * or registration reads the member info into the session keys.
 */
export class AuthStore {
  readonly login = new RequestState()
  readonly register = new RequestState()
  readonly verification = new RequestState()
  readonly passwordChange = new RequestState()
  readonly forgot = new RequestState()
  readonly passwordReset = new RequestState()
  readonly loginCaptcha: CaptchaSlot
  readonly registerCaptcha: CaptchaSlot

  /** The last code request that failed: the form's warning dialog shows its message (spec section 8). */
  codeError: ApiError | null = null
  /** A failed login flagged the captcha: it is shown until a login succeeds. */
  captchaRequired = false
  verifyStep: LoginVerificationState | null = null
  pendingChange: PendingPasswordChange | null = null
  /** Forgot password by email: the link was sent (spec section 8, in_been_out). */
  resetLinkSent = false
  /** The previous login, told to the member after a login. */
  previousLogin: { at: string; ip: string | null } | null = null
  /**
   * The social providers the server offers that can run now (the login popup's buttons), and whether each runs
   * against the server's sandbox identity provider; loaded when the popup first opens.
   */
  socialProviderList: SocialProviders['list'] = []
  readonly providers = new RequestState()
  /** The providers' answer (or failure) the login popup waits for before it is drawn; null until asked. */
  private providersReady: Promise<void> | null = null
  /** A social login is starting with this provider, until the browser has left for it. */
  socialPending: SocialProvider | null = null
  /** A social login that failed on the way: the popup's message offers to start it again with this provider. */
  socialRetry: SocialProvider | null = null

  /** The password of the login in progress, in memory only, for the forced change that may follow. */
  private loginPassword: string | undefined
  /**
   * The store opened the login popup to show `login.error` (a social login's return): opening it keeps the message,
   * until the popup closes or another login starts.
   */
  private keepLoginError = false
  private seq = 0
  private readonly api: ApiClient
  private readonly storage: PortalStorages
  private readonly session: SessionStore
  private readonly modals: ModalStore
  private readonly config: ConfigStore
  private readonly navigation: PortalNavigation
  private readonly now: () => number

  constructor(deps: AuthDeps) {
    this.api = deps.api
    this.storage = deps.storage
    this.session = deps.session
    this.modals = deps.modals
    this.config = deps.config
    this.navigation = deps.navigation
    this.now = deps.now ?? Date.now
    this.loginCaptcha = new CaptchaSlot(deps.api)
    this.registerCaptcha = new CaptchaSlot(deps.api)
    makeAutoObservable<AuthStore, 'loginPassword' | 'keepLoginError' | 'seq' | 'api' | 'storage' | 'session' | 'modals' | 'config' | 'navigation' | 'now' | 'providersReady'>(this, {
      login: false, register: false, verification: false, passwordChange: false, forgot: false, passwordReset: false, loginCaptcha: false, registerCaptcha: false,
      providers: false, loginPassword: false, keepLoginError: false, seq: false, api: false, storage: false, session: false, modals: false, config: false,
      navigation: false, now: false, providersReady: false,
    })
  }

  private key(): string {
    return String(++this.seq)
  }

  // --- remember me -----------------------------------------------------------------------------------------

  /** The remembered login name and SMS mobile, while their day lasts. */
  get remembered(): RememberedLogin | null {
    const kept = readJson<RememberedLogin>(this.storage.local, LOCAL_KEYS.loginRemember)
    if (!kept || typeof kept.expiresAt !== 'number' || kept.expiresAt <= this.now()) return null
    return kept
  }

  private remember(remember: boolean, what: { username?: string; mobile?: string }): void {
    if (!remember) {
      this.storage.local.removeItem(LOCAL_KEYS.loginRemember)
      return
    }
    const kept = { ...(this.remembered ?? {}), ...what, expiresAt: this.now() + REMEMBER_MS }
    this.storage.local.setItem(LOCAL_KEYS.loginRemember, JSON.stringify(kept))
  }

  // --- login -----------------------------------------------------------------------------------------------

  /**
   * The visitor opens the login popup: a form starts clean (unless the store opened it to show why a login did
   * not finish); a flagged captcha gets a fresh image; the social providers are asked for the first time.
   */
  openLogin(): void {
    this.codeError = null
    // (Not a one-shot flag: React may run the popup's opening effect twice.)
    if (!this.keepLoginError) {
      this.login.clearError()
      this.socialRetry = null
    }
    if (this.captchaRequired) void this.loginCaptcha.refresh()
    this.loadSocialProviders()
  }

  /** The login popup closed: its answer in flight, if any, is dropped; providers that failed are asked again next time. */
  closeLogin(): void {
    if (this.providers.error) this.providersReady = null
    this.login.cancel()
    this.keepLoginError = false
    this.socialRetry = null
    this.modals.close('login')
  }

  /** Opens the login popup showing `error` (kept on `login.error`) where the visitor is not looking at it yet. */
  private showLoginError(error: ApiError, retry: SocialProvider | null = null): void {
    this.login.cancel()
    this.login.error = error
    this.socialRetry = retry
    this.keepLoginError = true
    this.modals.open('login')
  }

  /** The providers with a login button, in the server's order. */
  get socialProviders(): SocialProvider[] {
    return this.socialProviderList.map((entry) => entry.provider)
  }

  /** Those that run against the server's sandbox identity provider: their buttons say it is a test sign-in. */
  get sandboxSocialProviders(): SocialProvider[] {
    return this.socialProviderList.filter((entry) => entry.sandbox).map((entry) => entry.provider)
  }

  /**
   * The providers the server offers that can run now: only those get a button (the whitelabel flags alone may name
   * one without credentials). Asked once; a failure shows no buttons and is asked again at the next opening. The
   * promise settles (never rejects) once the answer or its failure is in: the login popup waits for it before it
   * is drawn, so its buttons are there from its first frame and nothing moves when they arrive. A merchant whose
   * whitelabel turns no provider on has none, and nothing is asked (nor waited for).
   */
  socialProvidersReady(): Promise<void> {
    this.providersReady ??=
      this.config.requests.whitelabel.loaded && !Object.values(SOCIAL_FEATURES).some((modId) => this.config.isEnabled(modId))
        ? Promise.resolve()
        : // Started a microtask later: the popup asks while it renders, when no observable may change.
          Promise.resolve()
            .then(() => this.providers.run(() => this.api.call('socialProviders'), (value) => (this.socialProviderList = value.list)))
            .then(
              () => undefined,
              () => {
                // Asked again at the next opening (closeLogin forgets it when the popup is open now).
                if (!this.modals.isOpen('login')) this.providersReady = null
              },
            )
    return this.providersReady
  }

  /** Asks for the social providers unless they are known or asked for (the popup's opening). */
  loadSocialProviders(): void {
    void this.socialProvidersReady()
  }

  /** Log in by username and password (encrypted by the API client). */
  async loginByUsername(input: UsernameLoginInput): Promise<void> {
    this.codeError = null
    const withCaptcha = this.captchaRequired
    const body = {
      type: 'username' as const,
      username: input.username.trim(),
      password: input.password,
      ...(withCaptcha && this.loginCaptcha.id ? { captchaId: this.loginCaptcha.id, captcha: (input.captcha ?? '').trim() } : {}),
    }
    const result = await this.attemptLogin((signal) => this.api.call('login', { body, signal }))
    if (result === 'failed') {
      // A captcha is single use: after any failed attempt with one, or a failure that flags it, a new image.
      if (withCaptcha || this.captchaRequired) void this.loginCaptcha.refresh()
      return
    }
    if (result === 'stale') return
    this.remember(input.remember, { username: body.username })
    this.loginPassword = input.password
    await this.continueLogin(result, 'username')
  }

  /** Log in by mobile number and SMS code (MOBILEVERCODELOGIN3). */
  async loginBySms(input: SmsLoginInput): Promise<void> {
    this.codeError = null
    const body = { type: 'sms' as const, mobileNum: input.mobile.trim(), code: input.code.trim() }
    const result = await this.attemptLogin((signal) => this.api.call('login', { body, signal }))
    if (result === 'failed' || result === 'stale') return
    this.remember(input.remember, { mobile: body.mobileNum })
    this.loginPassword = undefined
    await this.continueLogin(result, 'sms')
  }

  /**
   * Free play (FREEPLAY3, spec section 6): the server opens a trial account (type 4) with play credit and logs
   * it in; real-money actions then tell the player a real account is needed.
   */
  async loginFreePlay(): Promise<void> {
    this.codeError = null
    const result = await this.attemptLogin((signal) => this.api.call('freePlay', { body: { platform: 'W' }, signal }))
    if (result === 'failed' || result === 'stale') return
    this.loginPassword = undefined
    await this.continueLogin(result, 'freePlay')
  }

  /**
   * Log in with a social provider (spec section 2): the server hands out the provider's authorize URL and a browser
   * key that only this tab keeps (session storage), and the browser leaves for the provider in this tab (not a
   * popup: session storage is per tab). It comes back to this page with a ticket or an error (finishSocialReturn).
   */
  async loginWithSocial(provider: SocialProvider): Promise<void> {
    this.codeError = null
    this.socialRetry = null
    this.keepLoginError = false
    this.socialPending = provider
    const body = { provider, returnPath: socialReturnPath(this.navigation.path()), entry: 'member' as const }
    let start: SocialStart | undefined
    try {
      await this.login.runKeyed(this.key(), (signal) => this.api.call('socialLoginStart', { body, signal }), (value) => {
        start = value
      })
    } catch {
      // The message is on login.error (unless the popup was closed meanwhile).
    }
    runInAction(() => {
      if (!start || this.socialPending !== provider) {
        if (this.socialPending === provider) this.socialPending = null
        return
      }
      if (start.browserKey) this.storage.session.setItem(SESSION_KEYS.socialBrowserKey, start.browserKey)
      else this.storage.session.removeItem(SESSION_KEYS.socialBrowserKey)
      // Back from the provider by the Back button (the page kept in the back-forward cache): the buttons work again.
      this.navigation.leave(start.authorizeUrl, () => runInAction(() => (this.socialPending = null)))
    })
  }

  /**
   * What a social login sent back (read from the address by the RootStore at start, with the browser key this tab
   * kept, already dropped from storage): a ticket is exchanged for a login, an error opens the login popup with
   * its message. Never rejects.
   */
  async finishSocialReturn(back: SocialReturn, browserKey: string | null): Promise<void> {
    if (back.kind === 'ticket') return this.finishSocialLogin(back.ticket, browserKey, back.provider)
    if (back.kind === 'error') {
      const error = new ApiError({ code: back.code, status: 0 })
      this.showLoginError(error, SOCIAL_RETRY_CODES.has(error.code) ? back.provider : null)
    }
  }

  /**
   * The ticket of a social login, exchanged (encrypted, with this tab's browser key) for the answer a password login
   * gets, and finished the same way: the new-address step, the session, the previous-login notice. A refusal (the
   * ticket expired or was used, the account locked or disabled, an agent at the member login) is shown in the
   * login popup, as for a password login.
   */
  private async finishSocialLogin(ticket: string, browserKey: string | null, provider: SocialProvider | null): Promise<void> {
    this.codeError = null
    const result = browserKey
      ? await this.attemptLogin((signal) => this.api.call('socialTicket', { body: { ticket, browserKey }, signal }))
      : new ApiError({ code: 'social.ticket.invalid', status: 0 })
    if (result === 'stale') return
    if (result instanceof ApiError || result === 'failed') {
      const error = result instanceof ApiError ? result : this.login.error
      // The new-address step opened its own modal; anything else is told in the login popup.
      if (error && !this.verifyStep) runInAction(() => this.showLoginError(error, SOCIAL_RETRY_CODES.has(error.code) ? provider : null))
      return
    }
    this.loginPassword = undefined
    await this.continueLogin(result, 'social')
  }

  /** Sends the SMS login code; resolves to the countdown seconds, rejects (the warning dialog shows why) when refused. */
  sendLoginCode(mobile: string): Promise<number> {
    return this.sendCode(() => this.api.call('loginCode', { body: { mobileNum: mobile.trim() } }))
  }

  private async sendCode(send: () => Promise<{ resendAfterSeconds: number }>): Promise<number> {
    this.codeError = null
    try {
      const sent = await send()
      return Math.max(SMS_COUNTDOWN_SECONDS, sent.resendAfterSeconds)
    } catch (error) {
      const apiError = toApiError(error)
      runInAction(() => (this.codeError = apiError))
      throw apiError
    }
  }

  /**
   * One login request. A failure is kept on `login.error` and branches: the captcha flag shows the captcha, the
   * new-IP answer opens the verification step. 'stale' means the popup was closed before the answer came.
   */
  private async attemptLogin(send: (signal: AbortSignal) => Promise<LoginResult>): Promise<LoginResult | 'failed' | 'stale'> {
    this.socialRetry = null
    this.keepLoginError = false
    let answer: LoginResult | undefined
    try {
      await this.login.runKeyed(this.key(), send, (value) => {
        answer = value
      })
    } catch (error) {
      if (this.login.error !== error) return 'stale'
      this.onLoginFailure(error as ApiError)
      return 'failed'
    }
    return answer ?? 'stale'
  }

  private onLoginFailure(error: ApiError): void {
    const value = error.value as { captcha?: unknown; ticket?: unknown; methods?: unknown; mobile?: unknown; email?: unknown } | undefined
    if (value?.captcha === true || error.code === 'captcha.required' || error.code === 'captcha.invalid') this.captchaRequired = true
    if (error.code === 'login_verify_required' && typeof value?.ticket === 'string' && Array.isArray(value.methods)) {
      this.verifyStep = {
        ticket: value.ticket,
        methods: value.methods as VerifyMethod[],
        targets: {
          ...(typeof value.mobile === 'string' ? { mobile: value.mobile } : {}),
          ...(typeof value.email === 'string' ? { email: value.email } : {}),
        },
      }
      this.login.clearError()
      this.verification.clearError()
      this.codeError = null
      this.modals.close('login')
      this.modals.open('loginVerification')
    }
  }

  /**
   * After the server accepted the credentials: the forced password change comes first when the server asks for
   * it (never for SMS logins, spec section 4); otherwise the login completes.
   */
  private async continueLogin(result: LoginResult, via: 'username' | 'sms' | 'freePlay' | 'social' | 'verification' | 'register'): Promise<void> {
    // Spec section 4: the forced change is not for code logins (sms, social) nor trial accounts, which have no password.
    if (result.passwordChangeRequired && via !== 'sms' && via !== 'social' && via !== 'freePlay') {
      this.pendingChange = {
        reason: result.passwordExpired ? 'expired' : 'default',
        token: result.token,
        oldPasswordKnown: this.loginPassword !== undefined,
        username: result.username,
        accountType: result.accountType,
      }
      this.passwordChange.clearError()
      this.modals.close('login')
      this.modals.close('loginVerification')
      this.modals.open('changePassword')
      return
    }
    await this.completeLogin(result.token, result)
  }

  /** The login is done: the member info fills the session keys (spec section 3) and the account modals close. */
  private async completeLogin(token: string, flags: LoginFacts): Promise<void> {
    const info = await this.api.call('memberInfo', { token }).catch(() => null)
    runInAction(() => {
      const { userInfo, isAgent } = info
        ? userInfoOf(info)
        : { userInfo: { nickname: flags.username, account: flags.username, id: '', type: flags.accountType ?? 0 }, isAgent: null }
      this.session.signIn({ token, userInfo, isAgent })
      // Spec section 9: cpw marks a first login, or an expired password while the change is forced.
      if (flags.firstTimeLogin || (flags.passwordExpired && this.config.isEnabled('PWDEXPFORCECHANGE3'))) {
        this.storage.session.setItem(SESSION_KEYS.cpw, '1')
      }
      this.resetFlows()
      this.previousLogin = flags.lastLoginAt ? { at: flags.lastLoginAt, ip: flags.lastLoginIp ?? null } : null
      for (const name of ['login', 'register', 'loginVerification', 'changePassword', 'forgotPassword'] as const) this.modals.close(name)
    })
  }

  /** The member has read (or dismissed) the previous-login notice. */
  dismissPreviousLogin(): void {
    this.previousLogin = null
  }

  /** Forgets every flow's in-memory state (after a login, and at sign-out). */
  resetFlows(): void {
    this.loginPassword = undefined
    this.captchaRequired = false
    this.verifyStep = null
    this.pendingChange = null
    this.codeError = null
    this.resetLinkSent = false
    this.previousLogin = null
    this.socialPending = null
    this.socialRetry = null
    this.keepLoginError = false
    this.loginCaptcha.clear()
    this.registerCaptcha.clear()
    for (const request of [this.login, this.register, this.verification, this.passwordChange, this.forgot]) {
      request.cancel()
      request.clearError()
    }
  }

  // --- new-IP verification -----------------------------------------------------------------------------------

  sendVerificationCode(method: 'mobile' | 'email'): Promise<number> {
    const step = this.verifyStep
    if (!step) return Promise.reject(toApiError(new Error('no verification in progress')))
    return this.sendCode(() => this.api.call('loginVerificationCode', { body: { ticket: step.ticket, method } }))
  }

  /** Answers the new-IP step; the login then continues as if it had not stopped. */
  async verify(input: { method: VerifyMethod; answer: string }): Promise<void> {
    const step = this.verifyStep
    if (!step) return
    this.codeError = null
    let answer: LoginResult | undefined
    try {
      await this.verification.runKeyed(
        this.key(),
        (signal) => this.api.call('loginVerification', { body: { ticket: step.ticket, method: input.method, answer: input.answer.trim() }, signal }),
        (value) => {
          answer = value
        },
      )
    } catch (error) {
      if (this.verification.error !== error) return
      // The ticket ended (expired, used up, another address): the login starts again.
      if ((error as ApiError).value && ((error as ApiError).value as { restart?: unknown }).restart === true) {
        runInAction(() => {
          this.verifyStep = null
          this.modals.close('loginVerification')
          this.showLoginError(error as ApiError)
        })
      }
      return
    }
    if (!answer) return
    await this.continueLogin(answer, 'verification')
  }

  cancelVerification(): void {
    this.verification.cancel()
    this.verifyStep = null
    this.loginPassword = undefined
    this.modals.close('loginVerification')
  }

  // --- password change ---------------------------------------------------------------------------------------

  /**
   * Changes the password: the forced step of a login (then the login completes; resolves true so the modal can
   * go to /), or a member's own change from the member centre. The current password is the one just typed at
   * login when it is known.
   */
  async changePassword(input: { oldPassword?: string; password: string; confirmPassword: string; signOutOthers?: boolean }): Promise<boolean> {
    const pending = this.pendingChange
    const oldPassword = pending?.oldPasswordKnown ? this.loginPassword : input.oldPassword
    const token = pending?.token ?? this.session.token ?? undefined
    if (!oldPassword || !token) return false
    const body = { oldPassword, newPassword: input.password, confirmNewPassword: input.confirmPassword, ...(input.signOutOthers ? { signOutOthers: true } : {}) }
    let done = false
    try {
      await this.passwordChange.runKeyed(this.key(), (signal) => this.api.call('changePassword', { body, signal, token }), () => {
        done = true
      })
    } catch {
      return false
    }
    if (!done) return false
    if (pending) await this.completeLogin(pending.token, { username: pending.username, accountType: pending.accountType })
    else runInAction(() => this.modals.close('changePassword'))
    return true
  }

  /** The forced change's way out: the half-open session is closed on the server and nothing is kept. */
  abandonPasswordChange(): void {
    const pending = this.pendingChange
    this.passwordChange.cancel()
    this.pendingChange = null
    this.loginPassword = undefined
    this.modals.close('changePassword')
    if (pending) this.api.call('logout', { token: pending.token }).catch(() => undefined)
  }

  // --- registration ------------------------------------------------------------------------------------------

  /** The register modal opened: a clean form, and a captcha image when the settings show a captcha. */
  openRegister(): void {
    this.codeError = null
    this.register.clearError()
    if (this.registerShowsCaptcha) void this.registerCaptcha.refresh()
  }

  closeRegister(): void {
    this.register.cancel()
    this.registerCaptcha.clear()
    this.modals.close('register')
  }

  get registerShowsCaptcha(): boolean {
    return this.config.registerSettings?.fields.some((field) => field.field === 'captcha' && field.show) ?? false
  }

  sendRegisterCode(mobile: string): Promise<number> {
    return this.sendCode(() => this.api.call('registerCode', { body: { mobileNo: mobile.trim() } }))
  }

  /**
   * Registers (by username, or by mobile number with its SMS code) and logs the new member in (`login: true`).
   * A failure refreshes the captcha (spec section 8).
   */
  async submitRegistration(input: RegisterInput, context: RegisterContext): Promise<void> {
    this.codeError = null
    const { mode, agree, ...fields } = input
    const body: Record<string, unknown> = {}
    for (const [name, value] of Object.entries(fields)) if (typeof value === 'string' && value !== '') body[name] = value
    // Spec section 5: an empty confirmation is filled with the password.
    if (body.password !== undefined && body.confirmPassword === undefined) body.confirmPassword = body.password
    if (mode === 'mobile') delete body.username
    if (this.registerShowsCaptcha && this.registerCaptcha.id) body.captchaId = this.registerCaptcha.id
    Object.assign(body, {
      agree: agree === true,
      login: true,
      registerMethod: 'WEB',
      registerUrl: context.url,
      domain: context.host,
      ...(context.referralCode ? { referralCode: context.referralCode } : {}),
    })
    const endpoint = mode === 'mobile' ? 'registerMobile' : 'register'
    let token: string | undefined
    let username = ''
    let registered = false
    try {
      await this.register.runKeyed(this.key(), (signal) => this.api.call(endpoint, { body: body as RegisterBody, signal }), (value) => {
        registered = true
        token = value.token
        username = value.username
      })
    } catch (error) {
      if (this.register.error === error && this.registerShowsCaptcha) void this.registerCaptcha.refresh()
      return
    }
    if (!registered) return
    if (token) await this.completeLogin(token, { username, firstTimeLogin: true })
    else
      runInAction(() => {
        this.modals.close('register')
        this.modals.open('login')
      })
  }

  // --- forgot password ---------------------------------------------------------------------------------------

  openForgot(): void {
    this.codeError = null
    this.resetLinkSent = false
    this.forgot.clearError()
  }

  closeForgot(): void {
    this.forgot.cancel()
    this.modals.close('forgotPassword')
  }

  /** Forgot by email: the server mails a single-use reset link. */
  async sendResetLink(input: { username: string; email: string }): Promise<void> {
    this.codeError = null
    await this.forgot
      .runKeyed(this.key(), (signal) => this.api.call('forgotPasswordEmail', { body: { username: input.username.trim(), email: input.email.trim() }, signal }), () => {
        this.resetLinkSent = true
      })
      .catch(() => undefined)
  }

  /** The phone-reset code; its countdown is the server's expiry minutes x 60 s (spec section 4). */
  async sendForgotCode(mobile: string): Promise<number> {
    this.codeError = null
    try {
      const sent = await this.api.call('forgotPasswordCode', { body: { mobileNum: mobile.trim() } })
      return sent.expiredMinutes * 60
    } catch (error) {
      const apiError = toApiError(error)
      runInAction(() => (this.codeError = apiError))
      throw apiError
    }
  }

  /**
   * Forgot by phone (CHNGPASSVERIF3): sets the new password with the code, then logs in with the mobile number
   * and the new password (spec section 4). Resolves true when logged in, so the modal can go to /.
   */
  async resetByPhone(input: { mobile: string; code: string; password: string }): Promise<boolean> {
    this.codeError = null
    const mobileNum = input.mobile.trim()
    let reset = false
    try {
      await this.forgot.runKeyed(
        this.key(),
        (signal) => this.api.call('passwordByPhone', { body: { mobileNum, verificationCode: input.code.trim(), newPassword: input.password }, signal }),
        () => {
          reset = true
        },
      )
    } catch {
      return false
    }
    if (!reset) return false
    runInAction(() => this.modals.close('forgotPassword'))
    await this.loginByUsername({ username: mobileNum, password: input.password, remember: false })
    if (!this.session.isLoggedIn && !this.verifyStep && !this.pendingChange) runInAction(() => this.modals.open('login'))
    return this.session.isLoggedIn
  }

  /**
   * Whether an emailed reset link can still be used, asked as its page opens (nothing is spent): false for a used,
   * expired or cut-short link, so the page offers a new one before the password is typed; undefined when the
   * question could not be answered (the form stays, and the server judges the link on submit).
   */
  async checkResetLink(token: string): Promise<boolean | undefined> {
    if (!token) return false
    try {
      return (await this.api.call('passwordResetCheck', { body: { token } })).valid
    } catch (error) {
      return toApiError(error).code === 'request.invalid' ? false : undefined
    }
  }

  /**
   * The page of an emailed reset link sets the new password. 'invalidLink': the link expired, was used or is
   * cut short (the form cannot help, a new link can); 'failed': the server refused the password (shown on the
   * form, the link still works); 'done': every session of the member has ended.
   */
  async resetByLink(token: string, input: { password: string; confirmPassword: string }): Promise<'done' | 'invalidLink' | 'failed'> {
    if (!token) return 'invalidLink'
    try {
      await this.passwordReset.runKeyed(
        this.key(),
        (signal) => this.api.call('passwordReset', { body: { token, newPassword: input.password, confirmNewPassword: input.confirmPassword }, signal }),
        () => undefined,
      )
      return 'done'
    } catch (error) {
      const apiError = toApiError(error)
      const badToken = apiError.code === 'request.invalid' && /"token"/.test(apiError.serverMessage ?? '')
      return apiError.code === 'verification.failed' || badToken ? 'invalidLink' : 'failed'
    }
  }

}
