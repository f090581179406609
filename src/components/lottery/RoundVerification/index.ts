export * from './RoundVerification'
