export * from './BannerCarousel'
