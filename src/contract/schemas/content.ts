/** Request and response shapes of the content calls: notices, banners, announcements (spec sections 3, 7 and 9). */
import { Type, type Static } from 'typebox'

export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const
export type NoticeType = (typeof NOTICE_TYPES)[number]
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
  type: Type.Enum(NOTICE_TYPES),
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
