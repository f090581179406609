import { makeAutoObservable } from 'mobx'

/**
 * Modals the portal knows (spec section 2 "Modals"). Some have no component yet: opening one that has
 * no component yet changes the stack but shows nothing (see shell/ModalHost.tsx for the registered ones).
 */
export const MODAL_NAMES = [
  'announcement', 'login', 'register', 'confirmSignOut', 'loginRequired', 'forgotPassword', 'changePassword',
  'agencyNotice', 'helpCentre', 'consolidated', 'agreement', 'trialNeedsRealAccount',
] as const
export type ModalName = (typeof MODAL_NAMES)[number]

export interface ModalEntry {
  name: ModalName
  props?: Record<string, unknown>
}

/** The modal stack: "open login" is one call from anywhere (CONVENTIONS.md, stores). */
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
  open(name: ModalName, props?: Record<string, unknown>): void {
    this.stack = [...this.stack.filter((entry) => entry.name !== name), props ? { name, props } : { name }]
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
