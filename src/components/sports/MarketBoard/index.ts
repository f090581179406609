export * from './MarketBoard'
