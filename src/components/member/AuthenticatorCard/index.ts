export * from './AuthenticatorCard'
