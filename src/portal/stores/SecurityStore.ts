import { makeAutoObservable, reaction, runInAction } from 'mobx'
import type { ActiveSession, AuthenticatorSetup, BankAccount, ProfileField, SecurityOverview, SocialProvider } from '../../contract/schemas/security'
import type { SocialStart } from '../../contract/schemas/social'
import { registerErrors } from '../../contract/errors'
import { SECURITY_ERRORS } from '../../contract/securityErrors'
import { VERIFICATION_ERRORS } from '../../contract/verificationErrors'
import { SECURITY_ENDPOINTS } from '../../contract/securityEndpoints'
import type { ApiClient } from '../api/client'
import { registerEndpoints } from '../api/endpointTable'
import type { PortalNavigation } from '../navigation'
import { RequestState } from './RequestState'
import type { SocialBindResult } from './RootStore'
import type { SessionStore } from './accounts/SessionStore'

// The security centre's calls come with this chunk (the first screen's table does not carry them).
registerEndpoints(SECURITY_ENDPOINTS)
registerErrors(SECURITY_ERRORS)
registerErrors(VERIFICATION_ERRORS)

/** What the security centre needs from the root: the API client, whose session it is, and the page address. */
export interface SecurityStoreDeps {
  api: ApiClient
  session: Pick<SessionStore, 'token' | 'isTrial'>
  /** A social bind leaves for the provider in this tab. */
  navigation: PortalNavigation
}

/** A root that keeps its security store once the member centre has made it. */
export interface SecurityHost extends SecurityStoreDeps {
  security: SecurityStore | null
}

/**
 * The security centre (the member centre's securityCenter page): the member's overview (profile, what is bound),
 * bank accounts and active sessions, and every change the page offers. Data belongs to the session that loaded
 * it: a sign-out or another login drops it, and an answer that arrives for a session that has ended is never
 * applied. Each request has its own `isLoading`/`error`; the change methods resolve `true` when saved.
 */
export class SecurityStore {
  overview: SecurityOverview | null = null
  bankAccounts: BankAccount[] = []
  bankAccountMax = 0
  sessions: ActiveSession[] = []
  /** A started authenticator setup (its otpauth URI and key), until it is confirmed or left. */
  authenticatorSetup: AuthenticatorSetup | null = null
  /** How many sessions the last "sign out the others" ended; null before any. */
  signedOut: number | null = null
  /** The social providers the merchant offers that can run now: each one not bound yet can be bound. */
  socialProviders: SocialProvider[] = []
  /** Those of them that run against the server's sandbox identity provider (a test sign-in, no real account). */
  sandboxProviders: SocialProvider[] = []
  /** A bind is starting with this provider, until the browser has left for it. */
  bindingProvider: SocialProvider | null = null
  /** The provider the member has just bound (the provider sent the browser back here), until another bind starts. */
  justBound: SocialProvider | null = null

  readonly requests = {
    overview: new RequestState(),
    bankAccounts: new RequestState(),
    sessions: new RequestState(),
    profile: new RequestState(),
    mobile: new RequestState(),
    mobileCode: new RequestState(),
    email: new RequestState(),
    emailCode: new RequestState(),
    bankAccount: new RequestState(),
    paymentPassword: new RequestState(),
    paymentCode: new RequestState(),
    authenticator: new RequestState(),
    signOutOthers: new RequestState(),
    socialProviders: new RequestState(),
    /** Starting a bind, and a bind the provider sent back refused. */
    socialBind: new RequestState(),
    socialBindings: new RequestState(),
  }

  /** The token the data was loaded with. */
  private owner: string | null = null

  constructor(private readonly deps: SecurityStoreDeps) {
    makeAutoObservable<SecurityStore, 'deps' | 'owner'>(this, { deps: false, requests: false, owner: false })
    // Another member's (or no member's) session: forget everything this one saw.
    reaction(
      () => deps.session.token,
      (token) => {
        if (token !== this.owner) this.reset()
      },
    )
  }

  private get api(): ApiClient {
    return this.deps.api
  }

  /** Whether the data on show belongs to the session now open. */
  get loaded(): boolean {
    return this.overview !== null && this.owner !== null && this.owner === this.deps.session.token
  }

  reset(): void {
    this.overview = null
    this.bankAccounts = []
    this.bankAccountMax = 0
    this.sessions = []
    this.authenticatorSetup = null
    this.signedOut = null
    this.socialProviders = []
    this.sandboxProviders = []
    this.bindingProvider = null
    this.justBound = null
    this.owner = null
    for (const request of Object.values(this.requests)) {
      request.cancel()
      request.clearError()
    }
  }

  /**
   * Whether the member may link social accounts: a trial account (type 4) may not (the server refuses it with
   * `in_need_true_account`), so it is offered no link, and told why.
   */
  get socialBindAllowed(): boolean {
    return !this.deps.session.isTrial
  }

  /**
   * Loads the overview, bank accounts, sessions and (unless the account may link none) social providers of the
   * session now open (a failure stays on its request).
   */
  async load(): Promise<void> {
    const token = this.deps.session.token
    if (!token) return
    if (this.owner !== token) this.reset()
    this.owner = token
    const quietly = (promise: Promise<unknown>) => promise.then(() => undefined, () => undefined)
    await Promise.all([
      quietly(this.requests.overview.runKeyed(token, (signal) => this.api.call('securityOverview', { signal }), (value) => this.applyOverview(value))),
      quietly(
        this.requests.bankAccounts.runKeyed(token, (signal) => this.api.call('bankAccounts', { signal }), (value) => {
          this.bankAccounts = value.list
          this.bankAccountMax = value.max
        }),
      ),
      quietly(this.requests.sessions.runKeyed(token, (signal) => this.api.call('activeSessions', { signal }), (value) => (this.sessions = value.list))),
      this.socialBindAllowed
        ? quietly(
            this.requests.socialProviders.runKeyed(token, (signal) => this.api.call('socialProviders', { signal }), (value) => {
              this.socialProviders = value.list.map((entry) => entry.provider)
              this.sandboxProviders = value.list.filter((entry) => entry.sandbox).map((entry) => entry.provider)
            }),
          )
        : undefined,
    ])
  }

  private applyOverview(value: SecurityOverview): void {
    this.overview = value
  }

  /** Runs a change on its request; applies the answer only if the same session is still open; true when saved. */
  private async change<T>(request: RequestState, call: () => Promise<T>, apply: (value: T) => void = () => undefined): Promise<boolean> {
    const token = this.deps.session.token
    if (!token || token !== this.owner) return false
    try {
      await request.run(call, apply, () => this.deps.session.token === token)
      return this.deps.session.token === token
    } catch {
      return false // the error is on the request, shown by the form
    }
  }

  /** Sends a code; resolves the seconds before another may be sent, rejects (error on the request) when refused. */
  private async code(request: RequestState, call: () => Promise<{ resendAfterSeconds: number }>): Promise<number> {
    const sent = await request.run(call, () => undefined)
    return sent.resendAfterSeconds
  }

  updateProfile(values: Record<ProfileField, string>): Promise<boolean> {
    return this.change(this.requests.profile, () => this.api.call('updateSecurityProfile', { body: values }), (value) => this.applyOverview(value))
  }

  sendMobileCode(mobileNum: string): Promise<number> {
    this.requests.mobile.clearError()
    return this.code(this.requests.mobileCode, () => this.api.call('bindMobileCode', { body: { mobileNum } }))
  }

  bindMobile(input: { value: string; code: string; password?: string }): Promise<boolean> {
    this.requests.mobileCode.clearError()
    const body = { mobileNum: input.value, verificationCode: input.code, ...(input.password ? { password: input.password } : {}) }
    return this.change(this.requests.mobile, () => this.api.call('bindMobile', { body }), (value) => this.applyOverview(value))
  }

  sendEmailCode(email: string): Promise<number> {
    this.requests.email.clearError()
    return this.code(this.requests.emailCode, () => this.api.call('bindEmailCode', { body: { email } }))
  }

  bindEmail(input: { value: string; code: string; password?: string }): Promise<boolean> {
    this.requests.emailCode.clearError()
    const body = { email: input.value, verificationCode: input.code, ...(input.password ? { password: input.password } : {}) }
    return this.change(this.requests.email, () => this.api.call('bindEmail', { body }), (value) => this.applyOverview(value))
  }

  addBankAccount(body: { bankName: string; holderName: string; accountNumber: string; password: string }): Promise<boolean> {
    return this.change(this.requests.bankAccount, () => this.api.call('addBankAccount', { body }), (value) => {
      this.bankAccounts = value.list
      this.bankAccountMax = value.max
      if (this.overview) this.overview.bound.bankAccounts = value.list.length
    })
  }

  setPaymentPassword(body: { password: string; paymentPassword: string; confirmPaymentPassword: string }): Promise<boolean> {
    return this.change(this.requests.paymentPassword, () => this.api.call('setPaymentPassword', { body }), () => this.markPaymentPassword())
  }

  changePaymentPassword(body: { oldPaymentPassword: string; paymentPassword: string; confirmPaymentPassword: string }): Promise<boolean> {
    return this.change(this.requests.paymentPassword, () => this.api.call('changePaymentPassword', { body }))
  }

  sendPaymentCode(): Promise<number> {
    this.requests.paymentPassword.clearError()
    return this.code(this.requests.paymentCode, () => this.api.call('paymentPasswordCode'))
  }

  resetPaymentPassword(body: { verificationCode: string; paymentPassword: string; confirmPaymentPassword: string }): Promise<boolean> {
    this.requests.paymentCode.clearError()
    return this.change(this.requests.paymentPassword, () => this.api.call('resetPaymentPassword', { body }), () => this.markPaymentPassword())
  }

  private markPaymentPassword(): void {
    if (this.overview) this.overview.bound.paymentPassword = true
  }

  /** Starts an authenticator setup: a new key from the server, shown as a QR code until confirmed. */
  beginAuthenticator(): Promise<boolean> {
    return this.change(this.requests.authenticator, () => this.api.call('beginAuthenticator'), (value) => (this.authenticatorSetup = value))
  }

  cancelAuthenticator(): void {
    this.authenticatorSetup = null
    this.requests.authenticator.clearError()
  }

  confirmAuthenticator(code: string): Promise<boolean> {
    return this.change(this.requests.authenticator, () => this.api.call('confirmAuthenticator', { body: { code } }), (value) => this.applyAuthenticator(value.enabled))
  }

  disableAuthenticator(body: { password: string; code: string }): Promise<boolean> {
    return this.change(this.requests.authenticator, () => this.api.call('disableAuthenticator', { body }), (value) => this.applyAuthenticator(value.enabled))
  }

  private applyAuthenticator(enabled: boolean): void {
    this.authenticatorSetup = null
    if (this.overview) this.overview.bound.authenticator = enabled
  }

  /**
   * Binds a social account (spec section 5): the server hands out the provider's authorize URL and the browser
   * leaves for it in this tab; the provider sends it back to the security centre with the result
   * (showBindResult). Once confirmed, a binding can be neither changed nor unlinked.
   */
  async startSocialBind(provider: SocialProvider): Promise<void> {
    if (!this.socialBindAllowed) return
    this.justBound = null
    this.bindingProvider = provider
    let start: SocialStart | undefined
    const started = await this.change(this.requests.socialBind, () => this.api.call('socialBindStart', { body: { provider } }), (value) => (start = value))
    runInAction(() => {
      if (!started || !start) {
        if (this.bindingProvider === provider) this.bindingProvider = null
        return
      }
      // Back from the provider by the Back button (the page kept in the back-forward cache): the buttons work again.
      this.deps.navigation.leave(start.authorizeUrl, () => runInAction(() => (this.bindingProvider = null)))
    })
  }

  /** A bind came back from the provider: done (the bindings are read again and the card says so), or refused. */
  showBindResult(result: SocialBindResult): void {
    if ('bound' in result) {
      this.justBound = result.bound
      this.requests.socialBind.clearError()
      void this.refreshSocialBindings()
    } else {
      this.justBound = null
      this.requests.socialBind.error = result.error
    }
  }

  /** Reads the bound social accounts again (the overview, when it is there, shows the new list). */
  refreshSocialBindings(): Promise<boolean> {
    return this.change(this.requests.socialBindings, () => this.api.call('socialBindings'), (value) => {
      if (this.overview) this.overview.bound.social = value.list
    })
  }

  /** Ends every session of the member but this one, then lists the sessions again. */
  async signOutOthers(): Promise<boolean> {
    const done = await this.change(this.requests.signOutOthers, () => this.api.call('signOutOthers'), (value) => (this.signedOut = value.signedOut))
    if (done) {
      const token = this.owner
      if (token) await this.requests.sessions.runKeyed(`${token}:after`, (signal) => this.api.call('activeSessions', { signal }), (value) => (this.sessions = value.list)).catch(() => undefined)
    }
    return done
  }
}

/** The root's security store, made the first time the member centre asks for it (it stays out of the first page). */
export function securityStoreOf(root: SecurityHost): SecurityStore {
  if (!root.security) {
    const store = new SecurityStore(root)
    runInAction(() => (root.security = store))
  }
  return root.security!
}
