export * from './BetTypePicker'
