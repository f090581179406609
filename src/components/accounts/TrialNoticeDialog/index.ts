export * from './TrialNoticeDialog'
