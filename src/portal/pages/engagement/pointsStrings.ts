/**
 * The points' strings (`points`), loaded by the points mall's and the reward centre's chunks themselves, and again in
 * a new language (locales/ownNamespace.ts: kept out of the portal's language loaders, which the first screen carries).
 */
import { ownNamespace } from '../../../../locales/ownNamespace'

const points = ownNamespace('points', {
  th: () => import('../../../../locales/th/points.json'),
  en: () => import('../../../../locales/en/points.json'),
  cn: () => import('../../../../locales/cn/points.json'),
})

export const loadPointsStrings = points.load
export const usePointsStrings = points.useStrings
