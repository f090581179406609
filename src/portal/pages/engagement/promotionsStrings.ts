/**
 * The promotions' strings (`promotions`), loaded by the promotions hall's chunk itself, and again in a new language
 * (locales/ownNamespace.ts: kept out of the portal's language loaders, which the first screen carries).
 */
import { ownNamespace } from '../../../../locales/ownNamespace'

const promotions = ownNamespace('promotions', {
  th: () => import('../../../../locales/th/promotions.json'),
  en: () => import('../../../../locales/en/promotions.json'),
  cn: () => import('../../../../locales/cn/promotions.json'),
})

export const loadPromotionsStrings = promotions.load
export const usePromotionsStrings = promotions.useStrings
