/**
 * The text a request may carry. No field of the portal means a NUL character, and PostgreSQL's text cannot hold one
 * (a query given one fails rather than answers), so request strings refuse it here, at the schema, before any handler
 * runs: free text is `Text`, and every other request string has a pattern that cannot match a NUL (tests/server/
 * fuzz.test.ts checks every field of every request schema).
 */
import { Type, type TStringOptions } from 'typebox'

/** Any characters but NUL. */
export const NO_NUL_PATTERN = '^[^\\u0000]*$'

/** Free text of at most `maxLength` characters (and at least `minLength`, when given), never with a NUL in it. */
export const Text = (maxLength: number, options: Omit<TStringOptions, 'maxLength' | 'pattern'> = {}) =>
  Type.String({ ...options, maxLength, pattern: NO_NUL_PATTERN })
