export * from './LazyImage'
export { IMAGE_CACHE_SIZE, LruSet, loadedImages } from './imageCache'
