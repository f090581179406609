import { makeAutoObservable } from 'mobx'

/**
 * Modals the portal knows (spec section 2 "Modals"). Some have no component yet: opening one that has
 * no component yet changes the stack but shows nothing (see shell/ModalHost.tsx for the registered ones).
 */
export const MODAL_NAMES = [
  'announcement', 'login', 'register', 'confirmSignOut', 'loginRequired', 'forgotPassword', 'changePassword',
  'agencyNotice', 'helpCentre', 'consolidated', 'agreement', 'trialNeedsRealAccount', 'loginVerification', 'resetPassword', 'chat',
] as const
export type ModalName = (typeof MODAL_NAMES)[number]

/**
 * What each modal may be opened with. A modal that takes nothing says `undefined`; one that takes something
 * names it here, so `open('login', { reason })` is checked where it is called and read typed by the modal.
 */
export interface ModalProps {
  announcement: undefined
  /** Why the login modal opened: a page or action that needs a member (shown as a hint). */
  login: { reason?: string } | undefined
  register: undefined
  confirmSignOut: undefined
  loginRequired: undefined
  forgotPassword: undefined
  changePassword: undefined
  /**
   * The agents' notices. `due`: the portal opened it by itself, for notices the agent has not dismissed (it then
   * offers "don't show again today"); without it, the agent asked to read them.
   */
  agencyNotice: { due?: boolean } | undefined
  helpCentre: undefined
  consolidated: undefined
  agreement: undefined
  trialNeedsRealAccount: undefined
  /** The new-address step of a login (its ticket and methods are in the LoginStore's verification). */
  loginVerification: undefined
  /** The page of an emailed reset link (/resetPassword?token=…): its token is read from the address. */
  resetPassword: undefined
  /** The chat room widget (docs/chat.md); a guest's opening turns into the login popup. */
  chat: undefined
}

export type ModalEntry = { [N in ModalName]: ModalProps[N] extends undefined ? { name: N; props?: undefined } : { name: N; props?: ModalProps[N] } }[ModalName]

/** `open(name)` for modals without props; `open(name, props)` with the props that modal takes. */
type OpenArgs<N extends ModalName> = undefined extends ModalProps[N] ? [props?: ModalProps[N]] : [props: ModalProps[N]]

/** The modal stack: "open login" is one call from anywhere (docs/conventions.md, stores). */
export class ModalStore {
  stack: ModalEntry[] = []

  constructor() {
    makeAutoObservable(this)
  }

  get top(): ModalEntry | undefined {
    return this.stack[this.stack.length - 1]
  }

  isOpen(name: ModalName): boolean {
    return this.stack.some((entry) => entry.name === name)
  }

  /** Opens a modal on top; opening one already open moves it to the top instead of stacking it twice. */
  open<N extends ModalName>(name: N, ...[props]: OpenArgs<N>): void {
    const entry = (props === undefined ? { name } : { name, props }) as ModalEntry
    this.stack = [...this.stack.filter((open) => open.name !== name), entry]
  }

  /** The props the named modal was opened with, typed for that modal. */
  propsOf<N extends ModalName>(name: N): ModalProps[N] | undefined {
    return this.stack.find((entry) => entry.name === name)?.props as ModalProps[N] | undefined
  }

  /** Closes the named modal, or the top one when no name is given. */
  close(name?: ModalName): void {
    if (name === undefined) this.stack = this.stack.slice(0, -1)
    else this.stack = this.stack.filter((entry) => entry.name !== name)
  }

  closeAll(): void {
    this.stack = []
  }
}
