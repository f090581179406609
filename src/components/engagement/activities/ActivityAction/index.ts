export * from './ActivityAction'
