export * from './ApplicationForm'
