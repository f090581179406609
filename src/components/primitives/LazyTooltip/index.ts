export * from './LazyTooltip'
