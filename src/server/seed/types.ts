import type { StoredNoticeType } from '../../contract/schemas/content'

/** Text in the three fully translated languages (TH, EN, CN). */
export interface Trilingual {
  th: string
  en: string
  cn: string
}

export interface SeedNotice {
  type: StoredNoticeType
  title: Trilingual
  content: Trilingual
  imageUrl?: string
  link?: string
  /** Days after the seed time when the notice ends; open-ended when absent. */
  endsAfterDays?: number
}
