export * from './ContactBindingCard'
