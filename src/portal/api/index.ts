export * from './ApiError'
export * from './client'
export * from './cache'
