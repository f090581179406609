export * from './MaintenancePage'
