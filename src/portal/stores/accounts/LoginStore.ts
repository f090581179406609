import { makeAutoObservable, runInAction } from 'mobx'
import type { LoginResult } from '../../../contract/schemas/session'
import type { SocialProvider } from '../../../contract/schemas/security'
import type { SocialStart } from '../../../contract/schemas/social'
import { ApiError } from '../../api/ApiError'
import type { ApiClient } from '../../api/client'
import type { PortalNavigation } from '../../navigation'
import type { PortalStorages } from '../../storage'
import type { ConfigStore } from '../ConfigStore'
import type { ModalStore } from '../ModalStore'
import { RequestState } from '../RequestState'
import type { SocialReturn } from '../socialReturn'
import { SESSION_KEYS } from '../storageKeys'
import { CaptchaSlot } from './captcha'
import { CodeRequest } from './codeRequest'
import { LoginVerification, type VerifyMethod } from './LoginVerification'
import type { PasswordChangeStore } from './PasswordChangeStore'
import { keepRememberedLogin, readRememberedLogin, type RememberedLogin } from './rememberedLogin'
import type { FinishSignIn } from './signIn'
import { SOCIAL_RETRY_CODES, SocialLoginProviders, socialReturnPath } from './social'
import './authTables'

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

/** How the server accepted the login: a forced password change follows only a login made with a password. */
type LoginWay = 'username' | 'sms' | 'freePlay' | 'social' | 'verification'

interface LoginDeps {
  api: ApiClient
  storage: PortalStorages
  modals: ModalStore
  config: ConfigStore
  /** The page address: a social login leaves for its provider in this tab. */
  navigation: PortalNavigation
  now: () => number
  /** Where a login the server wants a new password for goes next. */
  passwordChange: PasswordChangeStore
  finishSignIn: FinishSignIn
}

/**
 * The login popup (spec sections 2 and 4): by username and password (with the captcha once a failure flags it),
 * by SMS code, free play, or a social provider; remember me. Each attempt is keyed and cancellable (closing the
 * popup drops its answer). An accepted login may stop at the new-address step (`verification`) or the forced
 * password change before the session opens.
 */
export class LoginStore {
  /** The login attempt in flight, whichever way (a social login's start and its ticket too), and its refusal. */
  readonly request = new RequestState()
  readonly captcha: CaptchaSlot
  readonly smsCode = new CodeRequest()
  readonly verification: LoginVerification
  readonly socialProviders: SocialLoginProviders
  /** A failed login flagged the captcha: it is shown until a login succeeds. */
  captchaRequired = false
  /** A social login is starting with this provider, until the browser has left for it. */
  socialPending: SocialProvider | null = null
  /** A social login that failed on the way: the popup's message offers to start it again with this provider. */
  socialRetry: SocialProvider | null = null

  /** The password of the login in progress, in memory only, for the forced change that may follow. */
  private password: string | undefined
  /**
   * The store opened the popup to show `request.error` (a social login's return, an ended verification): opening
   * it keeps the message, until the popup closes or another login starts.
   */
  private keepError = false
  private seq = 0

  constructor(private readonly deps: LoginDeps) {
    this.captcha = new CaptchaSlot(deps.api)
    this.socialProviders = new SocialLoginProviders(deps)
    this.verification = new LoginVerification({
      api: deps.api,
      modals: deps.modals,
      continueLogin: (result) => this.continueLogin(result, 'verification'),
      restartLogin: (error) => this.showError(error),
      forgetLogin: () => (this.password = undefined),
    })
    makeAutoObservable<LoginStore, 'deps' | 'password' | 'keepError' | 'seq'>(this, {
      deps: false, request: false, captcha: false, smsCode: false, verification: false, socialProviders: false, password: false, keepError: false, seq: false,
    })
  }

  /** The remembered login name and SMS mobile, while their day lasts. */
  get remembered(): RememberedLogin | null {
    return readRememberedLogin(this.deps.storage.local, this.deps.now())
  }

  /**
   * The popup opens: the form starts clean (unless the store opened it to show why a login did not finish); a
   * flagged captcha gets a fresh image; the social providers are asked for the first time.
   */
  open(): void {
    this.smsCode.clear()
    // (Not a one-shot flag: React may run the popup's opening effect twice.)
    if (!this.keepError) {
      this.request.clearError()
      this.socialRetry = null
    }
    if (this.captchaRequired) void this.captcha.refresh()
    this.socialProviders.load()
  }

  /** The popup closed: its answer in flight, if any, is dropped; providers that failed are asked again next time. */
  close(): void {
    this.socialProviders.forgetFailure()
    this.request.cancel()
    this.keepError = false
    this.socialRetry = null
    this.deps.modals.close('login')
  }

  /** Opens the popup showing `error` (kept on `request.error`) where the visitor is not looking at it yet. */
  private showError(error: ApiError, retry: SocialProvider | null = null): void {
    this.request.cancel()
    this.request.error = error
    this.socialRetry = retry
    this.keepError = true
    this.deps.modals.open('login')
  }

  /** Sends the SMS login code; resolves to the countdown seconds, rejects (the warning dialog shows why) when refused. */
  sendSmsCode(mobile: string): Promise<number> {
    return this.smsCode.send(() => this.deps.api.call('loginCode', { body: { mobileNum: mobile.trim() } }))
  }

  /** Log in by username and password (encrypted by the API client). */
  async byUsername(input: UsernameLoginInput): Promise<void> {
    this.smsCode.clear()
    const withCaptcha = this.captchaRequired
    const body = {
      type: 'username' as const,
      username: input.username.trim(),
      password: input.password,
      ...(withCaptcha && this.captcha.id ? { captchaId: this.captcha.id, captcha: (input.captcha ?? '').trim() } : {}),
    }
    const result = await this.attempt((signal) => this.deps.api.call('login', { body, signal }))
    if (result === 'failed') {
      // A captcha is single use: after any failed attempt with one, or a failure that flags it, a new image.
      if (withCaptcha || this.captchaRequired) void this.captcha.refresh()
      return
    }
    if (result === 'stale') return
    this.remember(input.remember, { username: body.username })
    this.password = input.password
    await this.continueLogin(result, 'username')
  }

  /** Log in by mobile number and SMS code (MOBILEVERCODELOGIN3). */
  async bySms(input: SmsLoginInput): Promise<void> {
    this.smsCode.clear()
    const body = { type: 'sms' as const, mobileNum: input.mobile.trim(), code: input.code.trim() }
    const result = await this.attempt((signal) => this.deps.api.call('login', { body, signal }))
    if (result === 'failed' || result === 'stale') return
    this.remember(input.remember, { mobile: body.mobileNum })
    this.password = undefined
    await this.continueLogin(result, 'sms')
  }

  /**
   * Free play (FREEPLAY3, spec section 6): the server opens a trial account (type 4) with play credit and logs
   * it in; real-money actions then tell the player a real account is needed.
   */
  async freePlay(): Promise<void> {
    this.smsCode.clear()
    const result = await this.attempt((signal) => this.deps.api.call('freePlay', { body: { platform: 'W' }, signal }))
    if (result === 'failed' || result === 'stale') return
    this.password = undefined
    await this.continueLogin(result, 'freePlay')
  }

  /**
   * Log in with a social provider (spec section 2): the server hands out the provider's authorize URL and a browser
   * key that only this tab keeps (session storage), and the browser leaves for the provider in this tab (not a
   * popup: session storage is per tab). It comes back to this page with a ticket or an error (finishSocialReturn).
   */
  async withSocial(provider: SocialProvider): Promise<void> {
    const { api, navigation, storage } = this.deps
    this.smsCode.clear()
    this.socialRetry = null
    this.keepError = false
    this.socialPending = provider
    const body = { provider, returnPath: socialReturnPath(navigation.path()), entry: 'member' as const }
    let start: SocialStart | undefined
    try {
      await this.request.runKeyed(String(++this.seq), (signal) => api.call('socialLoginStart', { body, signal }), (value) => {
        start = value
      })
    } catch {
      // The message is on request.error (unless the popup was closed meanwhile).
    }
    runInAction(() => {
      if (!start || this.socialPending !== provider) {
        if (this.socialPending === provider) this.socialPending = null
        return
      }
      if (start.browserKey) storage.session.setItem(SESSION_KEYS.socialBrowserKey, start.browserKey)
      else storage.session.removeItem(SESSION_KEYS.socialBrowserKey)
      // Back from the provider by the Back button (the page kept in the back-forward cache): the buttons work again.
      navigation.leave(start.authorizeUrl, () => runInAction(() => (this.socialPending = null)))
    })
  }

  /**
   * What a social login sent back (read from the address by the RootStore at start, with the browser key this tab
   * kept, already dropped from storage): a ticket is exchanged for a login, an error opens the popup with its
   * message. Never rejects.
   */
  async finishSocialReturn(back: SocialReturn, browserKey: string | null): Promise<void> {
    if (back.kind === 'ticket') return this.exchangeSocialTicket(back.ticket, browserKey, back.provider)
    if (back.kind === 'error') {
      const error = new ApiError({ code: back.code, status: 0 })
      this.showError(error, SOCIAL_RETRY_CODES.has(error.code) ? back.provider : null)
    }
  }

  /**
   * The ticket of a social login, exchanged (encrypted, with this tab's browser key) for the answer a password login
   * gets, and finished the same way: the new-address step, the session, the previous-login notice. A refusal (the
   * ticket expired or was used, the account locked or disabled, an agent at the member login) is shown in the
   * popup, as for a password login.
   */
  private async exchangeSocialTicket(ticket: string, browserKey: string | null, provider: SocialProvider | null): Promise<void> {
    this.smsCode.clear()
    const result = browserKey
      ? await this.attempt((signal) => this.deps.api.call('socialTicket', { body: { ticket, browserKey }, signal }))
      : new ApiError({ code: 'social.ticket.invalid', status: 0 })
    if (result === 'stale') return
    if (result instanceof ApiError || result === 'failed') {
      const error = result instanceof ApiError ? result : this.request.error
      // The new-address step opened its own modal; anything else is told in the popup.
      if (error && !this.verification.step) runInAction(() => this.showError(error, SOCIAL_RETRY_CODES.has(error.code) ? provider : null))
      return
    }
    this.password = undefined
    await this.continueLogin(result, 'social')
  }

  /**
   * One login request. A failure is kept on `request.error` and branches: the captcha flag shows the captcha, the
   * new-address answer opens the verification step. 'stale' means the popup was closed before the answer came.
   */
  private async attempt(send: (signal: AbortSignal) => Promise<LoginResult>): Promise<LoginResult | 'failed' | 'stale'> {
    this.socialRetry = null
    this.keepError = false
    let answer: LoginResult | undefined
    try {
      await this.request.runKeyed(String(++this.seq), send, (value) => {
        answer = value
      })
    } catch (error) {
      if (this.request.error !== error) return 'stale'
      this.onFailure(error as ApiError)
      return 'failed'
    }
    return answer ?? 'stale'
  }

  private onFailure(error: ApiError): void {
    const value = error.value as { captcha?: unknown; ticket?: unknown; methods?: unknown; mobile?: unknown; email?: unknown } | undefined
    if (value?.captcha === true || error.code === 'captcha.required' || error.code === 'captcha.invalid') this.captchaRequired = true
    if (error.code === 'login.verify.required' && typeof value?.ticket === 'string' && Array.isArray(value.methods)) {
      this.request.clearError()
      this.smsCode.clear()
      this.verification.start({
        ticket: value.ticket,
        methods: value.methods as VerifyMethod[],
        targets: {
          ...(typeof value.mobile === 'string' ? { mobile: value.mobile } : {}),
          ...(typeof value.email === 'string' ? { email: value.email } : {}),
        },
      })
    }
  }

  private remember(remember: boolean, what: { username?: string; mobile?: string }): void {
    keepRememberedLogin(this.deps.storage.local, this.deps.now(), remember, what)
  }

  /**
   * After the server accepted the credentials: the forced password change comes first when the server asks for
   * it; otherwise the login completes. Spec section 4: the change is not for code logins (SMS, social) nor trial
   * accounts, which have no password.
   */
  private async continueLogin(result: LoginResult, via: LoginWay): Promise<void> {
    if (result.passwordChangeRequired && via !== 'sms' && via !== 'social' && via !== 'freePlay') {
      const { modals, passwordChange } = this.deps
      modals.close('login')
      modals.close('loginVerification')
      const reason = result.passwordExpired ? 'expired' : 'default'
      // The typed password goes with the change, which is where it is needed; the login keeps no copy.
      passwordChange.startForced({ reason, token: result.token, username: result.username, accountType: result.accountType }, this.password)
      this.password = undefined
      return
    }
    await this.deps.finishSignIn(result.token, result)
  }

  /** Forgets the login's in-memory state (after a sign-in, and at sign-out); the providers stay known. */
  reset(): void {
    this.password = undefined
    this.captchaRequired = false
    this.socialPending = null
    this.socialRetry = null
    this.keepError = false
    this.captcha.clear()
    this.smsCode.clear()
    this.verification.reset()
    this.request.cancel()
    this.request.clearError()
  }
}
