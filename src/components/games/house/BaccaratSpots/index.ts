export * from './BaccaratSpots'
export * from './colours'
