/**
 * The activities' strings (`activities`: a promotion's action and application form, the bonus details), loaded by
 * those chunks themselves, and again in a new language (locales/ownNamespace.ts: kept out of the portal's language
 * loaders, which the first screen carries).
 */
import { ownNamespace } from '../../../../locales/ownNamespace'

const activities = ownNamespace('activities', {
  th: () => import('../../../../locales/th/activities.json'),
  en: () => import('../../../../locales/en/activities.json'),
  cn: () => import('../../../../locales/cn/activities.json'),
})

export const loadActivitiesStrings = activities.load
export const useActivitiesStrings = activities.useStrings
