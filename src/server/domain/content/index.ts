export * from './notices'
export * from './noticeCache'
