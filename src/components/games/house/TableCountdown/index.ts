export * from './TableCountdown'
