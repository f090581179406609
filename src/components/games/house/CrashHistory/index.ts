export * from './CrashHistory'
