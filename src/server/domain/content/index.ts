export * from './notices'
export * from './noticeCache'
export * from './agencyNotices'
