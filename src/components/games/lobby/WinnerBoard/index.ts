export * from './WinnerBoard'
