import { makeAutoObservable, runInAction } from 'mobx'
import { toApiError } from '../../api/ApiError'
import type { ApiClient } from '../../api/client'
import type { ModalStore } from '../ModalStore'
import { RequestState } from '../RequestState'
import { CodeRequest } from './codeRequest'
import type { LoginStore } from './LoginStore'
import type { PasswordChangeStore } from './PasswordChangeStore'
import type { SessionStore } from './SessionStore'
import './authTables'

interface PasswordRecoveryDeps {
  api: ApiClient
  session: SessionStore
  modals: ModalStore
  /** A reset by phone logs in with the new password, as the login popup would. */
  login: LoginStore
  /** Where that login may go on to instead of finishing. */
  passwordChange: PasswordChangeStore
}

/**
 * A forgotten password (spec sections 4 and 8): the forgot-password modal sends a reset link by e-mail, or (with
 * CHNGPASSVERIF3) sets a new password with an SMS code and logs in; the page an e-mailed link opens
 * (/resetPassword?token=…) sets the new password with the link's token.
 */
export class PasswordRecoveryStore {
  /** The forgot-password modal's request: the e-mailed link, or the reset by phone. */
  readonly forgot = new RequestState()
  /** The reset page's request (the new password set with an e-mailed link). */
  readonly linkReset = new RequestState()
  readonly smsCode = new CodeRequest()
  /** Forgot by e-mail: the link was sent (spec section 8, in_been_out). */
  resetLinkSent = false
  private seq = 0

  constructor(private readonly deps: PasswordRecoveryDeps) {
    makeAutoObservable<PasswordRecoveryStore, 'deps' | 'seq'>(this, { deps: false, forgot: false, linkReset: false, smsCode: false, seq: false })
  }

  open(): void {
    this.smsCode.clear()
    this.resetLinkSent = false
    this.forgot.clearError()
  }

  close(): void {
    this.forgot.cancel()
    this.deps.modals.close('forgotPassword')
  }

  /** Forgot by e-mail: the server mails a single-use reset link. */
  async sendResetLink(input: { username: string; email: string }): Promise<void> {
    this.smsCode.clear()
    const body = { username: input.username.trim(), email: input.email.trim() }
    await this.forgot
      .runKeyed(String(++this.seq), (signal) => this.deps.api.call('forgotPasswordEmail', { body, signal }), () => {
        this.resetLinkSent = true
      })
      .catch(() => undefined)
  }

  /** The phone-reset code; its countdown is the code's lifetime, the server's expiry minutes x 60 s (spec section 4). */
  sendSmsCode(mobile: string): Promise<number> {
    return this.smsCode.send(
      () => this.deps.api.call('forgotPasswordCode', { body: { mobileNum: mobile.trim() } }),
      (sent) => sent.expiredMinutes * 60,
    )
  }

  /**
   * Forgot by phone (CHNGPASSVERIF3): sets the new password with the code, then logs in with the mobile number
   * and the new password (spec section 4). Resolves true when logged in, so the modal can go to /.
   */
  async resetByPhone(input: { mobile: string; code: string; password: string }): Promise<boolean> {
    const { api, modals, session, login, passwordChange } = this.deps
    this.smsCode.clear()
    const mobileNum = input.mobile.trim()
    let reset = false
    try {
      await this.forgot.runKeyed(
        String(++this.seq),
        (signal) => api.call('passwordByPhone', { body: { mobileNum, verificationCode: input.code.trim(), newPassword: input.password }, signal }),
        () => {
          reset = true
        },
      )
    } catch {
      return false
    }
    if (!reset) return false
    runInAction(() => modals.close('forgotPassword'))
    await login.byUsername({ username: mobileNum, password: input.password, remember: false })
    // Neither logged in nor gone on to a step with its own modal (new address, forced change): the popup says why.
    if (!session.isLoggedIn && !login.verification.step && !passwordChange.pending) runInAction(() => modals.open('login'))
    return session.isLoggedIn
  }

  /**
   * Whether an e-mailed reset link can still be used, asked as its page opens (nothing is spent): false for a used,
   * expired or cut-short link, so the page offers a new one before the password is typed; undefined when the
   * question could not be answered (the form stays, and the server judges the link on submit).
   */
  async checkResetLink(token: string): Promise<boolean | undefined> {
    if (!token) return false
    try {
      return (await this.deps.api.call('passwordResetCheck', { body: { token } })).valid
    } catch (error) {
      return toApiError(error).code === 'request.invalid' ? false : undefined
    }
  }

  /**
   * The page of an e-mailed reset link sets the new password. 'invalidLink': the link expired, was used or is
   * cut short (the form cannot help, a new link can); 'failed': the server refused the password (shown on the
   * form, the link still works); 'done': every session of the member has ended.
   */
  async resetByLink(token: string, input: { password: string; confirmPassword: string }): Promise<'done' | 'invalidLink' | 'failed'> {
    if (!token) return 'invalidLink'
    const body = { token, newPassword: input.password, confirmNewPassword: input.confirmPassword }
    try {
      await this.linkReset.runKeyed(String(++this.seq), (signal) => this.deps.api.call('passwordReset', { body, signal }), () => undefined)
      return 'done'
    } catch (error) {
      const apiError = toApiError(error)
      const badToken = apiError.code === 'request.invalid' && /"token"/.test(apiError.serverMessage ?? '')
      return apiError.code === 'verification.failed' || badToken ? 'invalidLink' : 'failed'
    }
  }

  /** Forgets the forgot-password modal's state. The reset page's request is its own: the page drops it as it leaves. */
  reset(): void {
    this.resetLinkSent = false
    this.smsCode.clear()
    this.forgot.cancel()
    this.forgot.clearError()
  }
}
