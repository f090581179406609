export * from './CategoryEntries'
