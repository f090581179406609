export * from './Dialog'
