export * from './NumberPicker'
