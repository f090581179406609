export * from './AgencyNoticeDialog'
