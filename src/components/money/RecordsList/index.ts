export * from './RecordsList'
