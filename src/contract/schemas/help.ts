/** Request and response shapes of the help centre's call (helpEndpoints.ts). */
import { Type, type Static } from 'typebox'
import { HELP_DEVICE, HELP_KEYWORD_MAX } from '../helpEndpoints'

export const HelpCentreQuery = Type.Object(
  {
    lang: Type.String({ minLength: 2, maxLength: 8, pattern: '^[A-Za-z_-]+$', description: 'The language wanted (a code the merchant offers: th, en, cn...).' }),
    device: Type.Literal(HELP_DEVICE),
    // Words, in any script; never a control character (a NUL would reach the database's LIKE).
    keyword: Type.Optional(Type.String({ maxLength: HELP_KEYWORD_MAX, pattern: '^[^\\u0000-\\u001F\\u007F]*$', description: 'Only the articles whose title or text contains it.' })),
  },
  { additionalProperties: false },
)
export type HelpCentreQuery = Static<typeof HelpCentreQuery>

export const HelpArticle = Type.Object({
  id: Type.Integer(),
  /** The same article in every language: what a link names. */
  slug: Type.String(),
  title: Type.String(),
  /** HTML the server cleaned (only text tags and checked links); the portal sanitises it again before showing it. */
  content: Type.String(),
  /** The language it is written in: the one asked for, or the fallback the server chose. */
  lang: Type.String(),
  updatedAt: Type.String(),
})
export type HelpArticle = Static<typeof HelpArticle>

export const HelpTopic = Type.Object({
  /** The footer's tag (`/help?tag=deposit`). */
  tag: Type.String(),
  title: Type.String(),
  articles: Type.Array(HelpArticle),
})
export type HelpTopic = Static<typeof HelpTopic>

/** The merchant's topics in the operator's order; with a keyword, only topics with a matching article. */
export const HelpCentre = Type.Object({ lang: Type.String(), topics: Type.Array(HelpTopic) })
export type HelpCentre = Static<typeof HelpCentre>
