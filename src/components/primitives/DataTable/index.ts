export * from './DataTable'
