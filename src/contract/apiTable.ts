/**
 * The shape every API table has, besides the portal's own (endpoints.ts): one entry per call, naming its method,
 * path, credential and rate limit, with its request and response schemas kept in a separate module so that the
 * browser bundles, which import these tables' paths, carry no TypeBox. The server serves each table through the same
 * hooks as the portal's contract (src/server/routes/apiCall.ts, src/server/plugins/contract.ts) and lists it in the
 * OpenAPI document.
 *
 * The tables: the house games' frame (`HOUSE_API`, house.ts), our lottery app (`LOTTERY_API`, lottery.ts), and,
 * kept on the server because no browser calls them, the operators' API and the vendor protocol.
 */

/**
 * Who may call, and how the call proves it:
 * - `operator key`: `Authorization: Bearer <PORTICO_OPERATOR_KEY>`;
 * - `vendor signature`: HMAC-SHA256 over the timestamp and the exact body bytes (docs/vendor-protocol.md);
 * - `house session`: the game session token the launch minted, in the body (`session`) or the query;
 * - `lottery session`: the lottery session token the lobby URL minted, in the body (`session`).
 */
export type CredentialKind = 'operator key' | 'vendor signature' | 'house session' | 'lottery session'

export interface ApiCallDef {
  method: 'GET' | 'POST'
  /** Fastify's form: `:name` marks a path parameter. */
  path: string
  credential: CredentialKind
  /** A guest (no credential at all) is answered too. */
  guest?: boolean
  /** Requests one caller (merchant and address) may make per minute. */
  rateLimitPerMinute: number
  /** A server-sent event stream (text/event-stream), not one envelope. */
  stream?: boolean
  /** One line for the OpenAPI document and the references. */
  summary: string
}

export type ApiTable = Readonly<Record<string, ApiCallDef>>
