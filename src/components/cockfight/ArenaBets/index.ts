export * from './ArenaBets'
