export * from './ReportRangeFilter'
export * from './reportRange'
