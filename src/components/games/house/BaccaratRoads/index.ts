export * from './BaccaratRoads'
