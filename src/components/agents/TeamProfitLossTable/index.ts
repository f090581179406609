export * from './TeamProfitLossTable'
