export * from './FloatingContacts'
