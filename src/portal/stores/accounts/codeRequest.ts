import { makeAutoObservable, runInAction } from 'mobx'
import { toApiError, type ApiError } from '../../api/ApiError'
import './authTables'

/** The shortest countdown before a code can be asked for again, on login, registration and the new-address step (spec sections 4 and 9). */
export const SMS_COUNTDOWN_SECONDS = 60

/** The countdown after a code was sent: the server's resend delay, never under the spec's 60 s. */
export function resendCountdown(sent: { resendAfterSeconds: number }): number {
  return Math.max(SMS_COUNTDOWN_SECONDS, sent.resendAfterSeconds)
}

/**
 * The "send code" button of one form (an SMS or e-mail code): the request, the countdown its answer sets, and
 * why the last request was refused, which the form's warning dialog shows (spec section 8). The button keeps its
 * own sending state and runs the countdown it is handed.
 */
export class CodeRequest {
  /** The last request's refusal, until the next request or the form starts again. */
  error: ApiError | null = null

  constructor() {
    makeAutoObservable(this)
  }

  /**
   * Sends a code; resolves to the countdown in seconds (the resend rule above, or `countdown` of the answer);
   * rejects with the ApiError, kept on `error`, so the button is available again at once.
   */
  send(request: () => Promise<{ resendAfterSeconds: number }>): Promise<number>
  send<T>(request: () => Promise<T>, countdown: (sent: T) => number): Promise<number>
  async send(request: () => Promise<unknown>, countdown: (sent: never) => number = resendCountdown): Promise<number> {
    this.error = null
    try {
      const sent = await request()
      return countdown(sent as never)
    } catch (error) {
      const apiError = toApiError(error)
      runInAction(() => (this.error = apiError))
      throw apiError
    }
  }

  clear(): void {
    this.error = null
  }
}
