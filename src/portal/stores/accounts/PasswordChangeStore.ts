import { makeAutoObservable, runInAction } from 'mobx'
import type { ApiClient } from '../../api/client'
import type { ModalStore } from '../ModalStore'
import { RequestState } from '../RequestState'
import type { FinishSignIn } from './signIn'
import type { SessionStore } from './SessionStore'
import './authTables'

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

export interface PasswordChangeInput {
  /** Asked for unless the login just typed it. */
  oldPassword?: string
  password: string
  confirmPassword: string
  /** The member's own change may end every other session of theirs. */
  signOutOthers?: boolean
}

interface PasswordChangeDeps {
  api: ApiClient
  session: SessionStore
  modals: ModalStore
  finishSignIn: FinishSignIn
}

/**
 * The change-password modal (spec sections 4 and 9): a forced step of a login (the default password, or one
 * expired while PWDEXPFORCECHANGE3 is on), which the login finishes after, or a member's own change from the
 * member centre.
 */
export class PasswordChangeStore {
  readonly request = new RequestState()
  /** The login waiting for the change; null for a member's own change. */
  pending: PendingPasswordChange | null = null

  /** The password the waiting login was made with, in memory only, so the form need not ask for it. */
  private knownOldPassword: string | undefined
  private seq = 0

  constructor(private readonly deps: PasswordChangeDeps) {
    makeAutoObservable<PasswordChangeStore, 'deps' | 'knownOldPassword' | 'seq'>(this, { deps: false, request: false, knownOldPassword: false, seq: false })
  }

  /** The server accepted a login but asks for a new password first: the change modal opens, with the half-open session. */
  startForced(change: Omit<PendingPasswordChange, 'oldPasswordKnown'>, oldPassword: string | undefined): void {
    this.pending = { ...change, oldPasswordKnown: oldPassword !== undefined }
    this.knownOldPassword = oldPassword
    this.request.clearError()
    this.deps.modals.open('changePassword')
  }

  /**
   * Changes the password. Forced: with the login's session and (when known) the password just typed, then the login
   * completes; resolves true so the modal can go to /. The member's own change closes the modal.
   */
  async submit(input: PasswordChangeInput): Promise<boolean> {
    const pending = this.pending
    const oldPassword = pending?.oldPasswordKnown ? this.knownOldPassword : input.oldPassword
    const token = pending?.token ?? this.deps.session.token ?? undefined
    if (!oldPassword || !token) return false
    const body = { oldPassword, newPassword: input.password, confirmNewPassword: input.confirmPassword, ...(input.signOutOthers ? { signOutOthers: true } : {}) }
    let done = false
    try {
      await this.request.runKeyed(String(++this.seq), (signal) => this.deps.api.call('changePassword', { body, signal, token }), () => {
        done = true
      })
    } catch {
      return false
    }
    if (!done) return false
    if (pending) await this.deps.finishSignIn(pending.token, { username: pending.username, accountType: pending.accountType })
    else runInAction(() => this.deps.modals.close('changePassword'))
    return true
  }

  /** The forced change's way out (signing out): the half-open session is closed on the server and nothing is kept. */
  abandon(): void {
    const pending = this.pending
    this.request.cancel()
    this.pending = null
    this.knownOldPassword = undefined
    this.deps.modals.close('changePassword')
    if (pending) this.deps.api.call('logout', { token: pending.token }).catch(() => undefined)
  }

  reset(): void {
    this.pending = null
    this.knownOldPassword = undefined
    this.request.cancel()
    this.request.clearError()
  }
}
