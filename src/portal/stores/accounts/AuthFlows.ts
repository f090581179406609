import { makeAutoObservable, runInAction } from 'mobx'
import type { ApiClient } from '../../api/client'
import type { PortalNavigation } from '../../navigation'
import type { PortalStorages } from '../../storage'
import type { ConfigStore } from '../ConfigStore'
import type { ModalName, ModalStore } from '../ModalStore'
import { SESSION_KEYS } from '../storageKeys'
import { LoginStore } from './LoginStore'
import { PasswordChangeStore } from './PasswordChangeStore'
import { PasswordRecoveryStore } from './PasswordRecoveryStore'
import { RegistrationStore } from './RegistrationStore'
import type { SessionStore } from './SessionStore'
import { userInfoOf, type SignInFacts } from './signIn'

export interface AuthFlowsDeps {
  api: ApiClient
  storage: PortalStorages
  session: SessionStore
  modals: ModalStore
  config: ConfigStore
  /** The page address: a social login leaves for its provider in this tab. */
  navigation: PortalNavigation
  /** The clock remember me counts its day with. */
  now?: () => number
}

/** The modals a finished sign-in closes, whichever flow it came from. */
const ACCOUNT_MODALS: readonly ModalName[] = ['login', 'register', 'loginVerification', 'changePassword', 'forgotPassword']

/**
 * The account flows of the login, register, verification and password modals (spec sections 2, 4, 5), one store
 * each, made together with the first account modal (RootStore.loadAuth). They meet where a sign-in finishes:
 * a login, a registration and a forced password change all end here, in the session, with every flow reset.
 */
export class AuthFlows {
  readonly login: LoginStore
  readonly registration: RegistrationStore
  readonly passwordChange: PasswordChangeStore
  readonly passwordRecovery: PasswordRecoveryStore
  /** The login before the one just finished, told to the member once (the shell's toast) until dismissed. */
  previousLogin: { at: string; ip: string | null } | null = null

  constructor(private readonly deps: AuthFlowsDeps) {
    const finishSignIn = (token: string, facts: SignInFacts) => this.finishSignIn(token, facts)
    const { api, modals, session, config } = deps
    this.passwordChange = new PasswordChangeStore({ api, session, modals, finishSignIn })
    this.login = new LoginStore({ ...deps, now: deps.now ?? Date.now, passwordChange: this.passwordChange, finishSignIn })
    this.registration = new RegistrationStore({ api, modals, config, finishSignIn })
    this.passwordRecovery = new PasswordRecoveryStore({ api, session, modals, login: this.login, passwordChange: this.passwordChange })
    makeAutoObservable<AuthFlows, 'deps'>(this, { deps: false, login: false, registration: false, passwordChange: false, passwordRecovery: false })
  }

  /**
   * A session the server opened (a login, a registration, a forced change done): the member info fills the
   * session keys (spec section 3; without it, what the flow knows), and the account modals close.
   */
  async finishSignIn(token: string, facts: SignInFacts): Promise<void> {
    const { api, session, config, storage, modals } = this.deps
    const info = await api.call('memberInfo', { token }).catch(() => null)
    runInAction(() => {
      const { userInfo, isAgent } = info
        ? userInfoOf(info)
        : { userInfo: { nickname: facts.username, account: facts.username, id: '', type: facts.accountType ?? 0 }, isAgent: null }
      session.signIn({ token, userInfo, isAgent })
      // Spec section 9: cpw marks a first login, or an expired password while the change is forced.
      if (facts.firstTimeLogin || (facts.passwordExpired && config.isEnabled('PWDEXPFORCECHANGE3'))) {
        storage.session.setItem(SESSION_KEYS.cpw, '1')
      }
      this.reset()
      this.previousLogin = facts.lastLoginAt ? { at: facts.lastLoginAt, ip: facts.lastLoginIp ?? null } : null
      for (const name of ACCOUNT_MODALS) modals.close(name)
    })
  }

  /** The member has read (or dismissed) the previous-login notice. */
  dismissPreviousLogin(): void {
    this.previousLogin = null
  }

  /** Forgets every flow's in-memory state (after a sign-in, and at sign-out): nothing of one session leaks into the next. */
  reset(): void {
    this.previousLogin = null
    this.login.reset()
    this.registration.reset()
    this.passwordChange.reset()
    this.passwordRecovery.reset()
  }
}
