export * from './OddsFormatPicker'
