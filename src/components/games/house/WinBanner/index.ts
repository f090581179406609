export * from './WinBanner'
