export * from './CrashFlight'
