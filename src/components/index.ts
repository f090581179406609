export * from './primitives'
export * from './layout'
export * from './content'
export * from './status'
