export * from './PriceButton'
