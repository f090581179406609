export * from './CrashControls'
