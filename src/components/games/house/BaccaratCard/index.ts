export * from './BaccaratCard'
