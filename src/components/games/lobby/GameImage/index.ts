export * from './GameImage'
export { gameImageUrl, imageUrlOn, pickImageHost } from './imageUrl'
export { createLoadBatcher, imageLoads, LOAD_BATCH_INTERVAL_MS, type LoadBatcher } from './loadBatches'
