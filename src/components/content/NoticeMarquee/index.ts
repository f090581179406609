export * from './NoticeMarquee'
