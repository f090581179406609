export * from './WageRecordsTable'
