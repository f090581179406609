/** Request and response shapes of the content calls: notices, banners, announcements (spec sections 3, 7 and 9). */
import { Type, type Static } from 'typebox'

/** The public notice types: anyone may ask the notice call for them. */
export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const
export type NoticeType = (typeof NOTICE_TYPES)[number]
/** Agency notices (AG): read only by a logged-in agent, through the agency notice call, never the public one. */
export const AGENCY_NOTICE_TYPE = 'AG'
/** Every type a stored notice may have. */
export const STORED_NOTICE_TYPES = [...NOTICE_TYPES, AGENCY_NOTICE_TYPE] as const
export type StoredNoticeType = (typeof STORED_NOTICE_TYPES)[number]
export const NoticeQuery = Type.Object(
  {
    types: Type.String({ pattern: '^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$', description: 'Comma-separated notice types.' }),
    platform: Type.Literal('W'),
    execution: Type.Literal('B'),
  },
  { additionalProperties: false },
)
export const Notice = Type.Object({
  id: Type.Integer(),
  type: Type.Enum(STORED_NOTICE_TYPES),
  title: Type.String(),
  /** HTML from the operator; the portal sanitises it before showing it. */
  content: Type.String(),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  link: Type.Union([Type.String(), Type.Null()]),
  startAt: Type.String(),
  /**
   * The language the title is written in: the visitor's when the notice has it, else the fallback the server
   * chose (merchant default, then English). The portal marks the text with it, so it is read in the right voice.
   */
  lang: Type.Optional(Type.String()),
})
export type Notice = Static<typeof Notice>
/** B = banners, PL and H = player notices (marquee and home highlights), PU = popup, PR = promotion. */
export const Notices = Type.Object({
  player: Type.Array(Notice),
  banners: Type.Array(Notice),
  popup: Type.Array(Notice),
  promotion: Type.Array(Notice),
})
export type Notices = Static<typeof Notices>

/** The agency notice call's query (the platform, as the public notice call sends it). */
export const AgencyNoticeQuery = Type.Object({ platform: Type.Literal('W') }, { additionalProperties: false })
/** The agents' notices (type AG) in force, in the visitor's language, in the order the operator set. */
export const AgencyNotices = Type.Object({ list: Type.Array(Notice) })
export type AgencyNotices = Static<typeof AgencyNotices>
