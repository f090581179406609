/**
 * The account area: the session, and the flows that open it (login, registration, password change and recovery).
 * The flows load with the first account modal (RootStore.loadAuth imports AuthFlows); the session loads with the
 * first page, so the first page imports `./SessionStore` itself, never this index, which would bring the flows.
 */
export * from './AuthFlows'
export * from './LoginStore'
export * from './LoginVerification'
export * from './RegistrationStore'
export * from './PasswordChangeStore'
export * from './PasswordRecoveryStore'
export * from './captcha'
export * from './codeRequest'
export * from './rememberedLogin'
export * from './social'
export * from './signIn'
export * from './SessionStore'
