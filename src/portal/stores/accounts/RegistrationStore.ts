import { makeAutoObservable, runInAction } from 'mobx'
import type { RegisterBody } from '../../../contract/schemas/member'
import type { RegisterField } from '../../../config/constants'
import type { ApiClient } from '../../api/client'
import type { ConfigStore } from '../ConfigStore'
import type { ModalStore } from '../ModalStore'
import { RequestState } from '../RequestState'
import { CaptchaSlot } from './captcha'
import { CodeRequest } from './codeRequest'
import type { FinishSignIn } from './signIn'
import './authTables'

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

interface RegistrationDeps {
  api: ApiClient
  modals: ModalStore
  config: ConfigStore
  finishSignIn: FinishSignIn
}

/**
 * The register modal (spec sections 2 and 5): by username, or by mobile number with its SMS code; the captcha when
 * the register settings show one. The new member is logged in at once.
 */
export class RegistrationStore {
  readonly request = new RequestState()
  readonly captcha: CaptchaSlot
  readonly smsCode = new CodeRequest()
  private seq = 0

  constructor(private readonly deps: RegistrationDeps) {
    this.captcha = new CaptchaSlot(deps.api)
    makeAutoObservable<RegistrationStore, 'deps' | 'seq'>(this, { deps: false, request: false, captcha: false, smsCode: false, seq: false })
  }

  get showsCaptcha(): boolean {
    return this.deps.config.registerSettings?.fields.some((field) => field.field === 'captcha' && field.show) ?? false
  }

  /** The modal opened: a clean form, and a captcha image when the settings show a captcha. */
  open(): void {
    this.smsCode.clear()
    this.request.clearError()
    if (this.showsCaptcha) void this.captcha.refresh()
  }

  close(): void {
    this.request.cancel()
    this.captcha.clear()
    this.deps.modals.close('register')
  }

  sendSmsCode(mobile: string): Promise<number> {
    return this.smsCode.send(() => this.deps.api.call('registerCode', { body: { mobileNo: mobile.trim() } }))
  }

  /**
   * Registers (by username, or by mobile number with its SMS code) and logs the new member in (`login: true`).
   * A failure refreshes the captcha (spec section 8): each image is answered once.
   */
  async submit(input: RegisterInput, context: RegisterContext): Promise<void> {
    this.smsCode.clear()
    const { mode, agree, ...fields } = input
    const body: Record<string, unknown> = {}
    for (const [name, value] of Object.entries(fields)) if (typeof value === 'string' && value !== '') body[name] = value
    // Spec section 5: an empty confirmation is filled with the password.
    if (body.password !== undefined && body.confirmPassword === undefined) body.confirmPassword = body.password
    if (mode === 'mobile') delete body.username
    if (this.showsCaptcha && this.captcha.id) body.captchaId = this.captcha.id
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
      await this.request.runKeyed(String(++this.seq), (signal) => this.deps.api.call(endpoint, { body: body as RegisterBody, signal }), (value) => {
        registered = true
        token = value.token
        username = value.username
      })
    } catch (error) {
      if (this.request.error === error && this.showsCaptcha) void this.captcha.refresh()
      return
    }
    if (!registered) return
    if (token) await this.deps.finishSignIn(token, { username, firstTimeLogin: true })
    else {
      // The server opened no session: the new member logs in by hand.
      runInAction(() => {
        this.deps.modals.close('register')
        this.deps.modals.open('login')
      })
    }
  }

  reset(): void {
    this.captcha.clear()
    this.smsCode.clear()
    this.request.cancel()
    this.request.clearError()
  }
}
