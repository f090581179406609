import { makeAutoObservable } from 'mobx'
import type { Captcha } from '../../../contract/schemas/session'
import type { ApiClient } from '../../api/client'
import { RequestState } from '../RequestState'

/**
 * One captcha image of a form (the login popup's, the register form's): fetched when the form shows it, and
 * fetched anew after every attempt, since the server accepts each answer once.
 */
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

  /**
   * A new image. The old one goes at once (its answer is spent); a refresh while one loads replaces it, so only
   * the image the form shows can be answered. Never rejects: a failure is on `request.error` and the form offers
   * the refresh button.
   */
  refresh(): Promise<void> {
    this.captcha = null
    return this.request
      .runKeyed(String(++this.seq), (signal) => this.api.call('captcha', { signal }), (value) => {
        this.captcha = value
      })
      .then(() => undefined, () => undefined)
  }

  /** The form closed or the flow ended: the image in flight is dropped and none is shown. */
  clear(): void {
    this.request.cancel()
    this.captcha = null
  }
}
