export * from './BaccaratControls'
