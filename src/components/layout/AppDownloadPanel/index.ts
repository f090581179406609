export * from './AppDownloadPanel'
export * from './appPlatforms'
