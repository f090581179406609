import { makeAutoObservable } from 'mobx'
import type { ErrorCode } from '../../../contract/errors'
import type { SocialProvider } from '../../../contract/schemas/security'
import type { SocialProviders } from '../../../contract/schemas/social'
import type { WhitelabelModId } from '../../../config/schema'
import type { ApiClient } from '../../api/client'
import type { ConfigStore } from '../ConfigStore'
import type { ModalStore } from '../ModalStore'
import { RequestState } from '../RequestState'

/** The whitelabel feature that turns each provider on (spec section 6; the server's list decides what can run). */
const SOCIAL_FEATURES: Record<SocialProvider, WhitelabelModId> = { google: 'SOCIAL_GOOGLE', facebook: 'SOCIAL_FACEBOOK', line: 'SOCIAL_LINE' }

/**
 * Social logins that failed on the way and may simply be started again (the login popup offers it): expired or
 * used, refused at the provider, the provider failing, the network. Not an identity bound to no member, nor a
 * refused account: starting again would end the same way.
 */
export const SOCIAL_RETRY_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  'social.ticket.invalid', 'social.state.invalid', 'social.denied', 'social.provider.failed', 'network.error', 'request.timeout', 'unknown.error',
])

/** The longest return path the server takes (the contract's SocialLoginStartBody). */
const RETURN_PATH_MAX = 512

/** Where a social login comes back to: this page, unless the server would refuse it as a return path (then home). */
export function socialReturnPath(path: string): string {
  return path.startsWith('/') && !/^\/[/\\]/.test(path) && path.length <= RETURN_PATH_MAX ? path : '/'
}

/**
 * The social providers the login popup has a button for: those the server offers that can run now (the whitelabel
 * flags alone may name one without credentials), and which of them run against the server's sandbox identity
 * provider (their buttons say it is a test sign-in). Asked when the popup first opens.
 */
export class SocialLoginProviders {
  /** The server's answer, in its order; empty until it is in, or when it failed. */
  list: SocialProviders['list'] = []
  readonly request = new RequestState()
  /** The answer (or failure) the login popup waits for before it is drawn; null until asked. */
  private answered: Promise<void> | null = null

  constructor(private readonly deps: { api: ApiClient; config: ConfigStore; modals: ModalStore }) {
    makeAutoObservable<SocialLoginProviders, 'deps' | 'answered'>(this, { deps: false, request: false, answered: false })
  }

  /** The providers with a login button, in the server's order. */
  get offered(): SocialProvider[] {
    return this.list.map((entry) => entry.provider)
  }

  /** Those that run against the server's sandbox identity provider. */
  get sandbox(): SocialProvider[] {
    return this.list.filter((entry) => entry.sandbox).map((entry) => entry.provider)
  }

  /**
   * Asked once; a failure shows no buttons and is asked again at the next opening. The promise settles (never
   * rejects) once the answer or its failure is in: the login popup waits for it before it is drawn, so its buttons
   * are there from its first frame and nothing moves when they arrive. A merchant whose whitelabel turns no
   * provider on has none, and nothing is asked (nor waited for).
   */
  ready(): Promise<void> {
    const { api, config, modals } = this.deps
    this.answered ??=
      config.requests.whitelabel.loaded && !Object.values(SOCIAL_FEATURES).some((modId) => config.isEnabled(modId))
        ? Promise.resolve()
        : // Started a microtask later: the popup asks while it renders, when no observable may change.
          Promise.resolve()
            .then(() => this.request.run(() => api.call('socialProviders'), (value) => (this.list = value.list)))
            .then(
              () => undefined,
              () => {
                // Asked again at the next opening (forgetFailure does it when the popup is open now).
                if (!modals.isOpen('login')) this.answered = null
              },
            )
    return this.answered
  }

  /** Asks for the providers unless they are known or asked for (the popup's opening). */
  load(): void {
    void this.ready()
  }

  /** The popup closed: providers that failed are asked again when it next opens. */
  forgetFailure(): void {
    if (this.request.error) this.answered = null
  }
}
