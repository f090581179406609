export * from './BottomNav'
