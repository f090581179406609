export { PromotionBanner, type PromotionBannerProps } from './PromotionBanner'
export { PromotionCard, type PromotionCardProps } from './PromotionCard'
export { PromotionDetailView, type PromotionDetailViewProps } from './PromotionDetailView'
export { PromotionsHall, type PromotionCategory, type PromotionsHallProps } from './PromotionsHall'
