import { makeAutoObservable, runInAction } from 'mobx'
import type { LoginResult, VERIFY_METHODS } from '../../../contract/schemas/session'
import { toApiError, type ApiError } from '../../api/ApiError'
import type { ApiClient } from '../../api/client'
import type { ModalStore } from '../ModalStore'
import { RequestState } from '../RequestState'
import { CodeRequest } from './codeRequest'
import './authTables'

export type VerifyMethod = (typeof VERIFY_METHODS)[number]

/** A login that stopped at the new-address step: the server's ticket, the proofs it accepts and where codes go. */
export interface LoginVerificationState {
  ticket: string
  methods: VerifyMethod[]
  targets: { mobile?: string; email?: string }
}

/** What the step needs from the login it belongs to. */
interface LoginVerificationDeps {
  api: ApiClient
  modals: ModalStore
  /** The proof was accepted: the login goes on as if it had not stopped. */
  continueLogin(result: LoginResult): Promise<void>
  /** The ticket ended: the login popup opens again with this message. */
  restartLogin(error: ApiError): void
  /** The visitor gave up: nothing of the login is kept. */
  forgetLogin(): void
}

/**
 * The new-address step of a login (spec sections 4 and 5): a login from an address the member has not used stops
 * with a ticket, and continues once the member proves it is them with a code sent to the mobile or e-mail, or
 * another method the server allows. It has its own modal (loginVerification), opened in place of the login popup.
 */
export class LoginVerification {
  step: LoginVerificationState | null = null
  readonly request = new RequestState()
  readonly code = new CodeRequest()
  private seq = 0

  constructor(private readonly deps: LoginVerificationDeps) {
    makeAutoObservable<LoginVerification, 'deps' | 'seq'>(this, { deps: false, request: false, code: false, seq: false })
  }

  /** A login was answered `login.verify.required`: the step's modal replaces the login popup, starting clean. */
  start(step: LoginVerificationState): void {
    this.step = step
    this.request.clearError()
    this.code.clear()
    this.deps.modals.close('login')
    this.deps.modals.open('loginVerification')
  }

  sendCode(method: 'mobile' | 'email'): Promise<number> {
    const step = this.step
    if (!step) return Promise.reject(toApiError(new Error('no verification in progress')))
    return this.code.send(() => this.deps.api.call('loginVerificationCode', { body: { ticket: step.ticket, method } }))
  }

  /** Answers the step; the login then continues as if it had not stopped. */
  async verify(input: { method: VerifyMethod; answer: string }): Promise<void> {
    const step = this.step
    if (!step) return
    this.code.clear()
    let answer: LoginResult | undefined
    try {
      await this.request.runKeyed(
        String(++this.seq),
        (signal) => this.deps.api.call('loginVerification', { body: { ticket: step.ticket, method: input.method, answer: input.answer.trim() }, signal }),
        (value) => {
          answer = value
        },
      )
    } catch (error) {
      // A stale answer (the modal was closed meanwhile) is not this step's any more.
      if (this.request.error !== error) return
      // The ticket ended (expired, used up, another address): the login starts again.
      if ((error as ApiError).value && ((error as ApiError).value as { restart?: unknown }).restart === true) {
        runInAction(() => {
          this.step = null
          this.deps.modals.close('loginVerification')
          this.deps.restartLogin(error as ApiError)
        })
      }
      return
    }
    if (!answer) return
    await this.deps.continueLogin(answer)
  }

  /** The visitor closed the step's modal: the login is dropped. */
  cancel(): void {
    this.request.cancel()
    this.step = null
    this.deps.forgetLogin()
    this.deps.modals.close('loginVerification')
  }

  reset(): void {
    this.step = null
    this.code.clear()
    this.request.cancel()
    this.request.clearError()
  }
}
