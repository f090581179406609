export * from './BaccaratHands'
