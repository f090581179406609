/** The schemas of one call of an API table (contract/apiTable.ts), as ENDPOINT_SCHEMAS holds them for the contract. */
import type { TSchema } from 'typebox'

export interface ApiCallSchemas {
  query?: TSchema
  body?: TSchema
  params?: TSchema
  /** The value of the success envelope (of each event, for a stream). */
  response: TSchema
}
