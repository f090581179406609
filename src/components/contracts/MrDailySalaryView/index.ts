export * from './MrDailySalaryView'
