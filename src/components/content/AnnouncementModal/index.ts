export * from './AnnouncementModal'
