export * from './CsvExportButton'
export * from './csv'
