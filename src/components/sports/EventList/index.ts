export * from './EventList'
