export * from './ReportTable'
export * from './ReportFrame'
