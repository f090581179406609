export * from './RootStore'
export * from './ConfigStore'
// The session only: the account flows load with the first account modal (./auth/AuthFlows).
export * from './accounts/SessionStore'
export * from './UiStore'
export * from './ModalStore'
export * from './NoticeStore'
export * from './RequestState'
export * from './storageKeys'
