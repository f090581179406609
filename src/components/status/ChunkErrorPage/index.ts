export * from './ChunkErrorPage'
