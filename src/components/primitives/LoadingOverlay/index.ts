export * from './LoadingOverlay'
