export * from './Stepper'
