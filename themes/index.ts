export * from './createPortalTheme'
export * from './PortalThemeProvider'
export { contrastRatio, ensureContrast, readableTextOn } from './colour'
export { deepMerge, type DeepPartial } from './merge'
