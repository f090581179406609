export * from './PeriodFilter'
export * from './periodRange'
