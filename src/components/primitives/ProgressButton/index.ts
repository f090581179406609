export * from './ProgressButton'
