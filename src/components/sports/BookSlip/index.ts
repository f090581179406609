export * from './BookSlip'
